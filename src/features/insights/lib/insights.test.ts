import { describe, expect, it } from 'vitest';

import { insightsCopy } from '../copy';
import { type InsightsReport, parseInsightsReport, share, topicLabel } from './insights';

const kinds = insightsCopy.insights.sourceLabels;

const REPORT: InsightsReport = {
  days: 7,
  since: '2026-11-21T00:00:00+00:00',
  total: 3,
  conversations: 2,
  perDay: [{ day: '2026-11-27', count: 3 }],
  topics: [{ source: 'pricing', label: 'What a project costs', count: 2, example: 'Cost?' }],
  topicCount: 1,
  unanswered: [{ question: 'Weekends?', count: 1, variants: [], otherWordings: 0 }],
  unansweredGroupCount: 1,
  outcomes: { meetingCard: 1, booking: 0, message: 1 },
  languages: [{ key: 'en', count: 2 }],
  startPages: [{ key: '/', count: 2 }],
  startPageCount: 1,
};

describe('parseInsightsReport', () => {
  it('takes the report the database returns', () => {
    expect(parseInsightsReport(JSON.parse(JSON.stringify(REPORT)))).toEqual(REPORT);
  });

  it('refuses a report of another shape, naming what is wrong', () => {
    expect(() => parseInsightsReport({ ...REPORT, total: '3' })).toThrow(/total/);
    expect(() => parseInsightsReport({ ...REPORT, perDay: [{ day: '2026-11-27' }] })).toThrow(
      /perDay/,
    );
    expect(() => parseInsightsReport(null)).toThrow(/Unexpected insights report/);
  });
});

describe('topicLabel', () => {
  it('names each kind of source in German, with the database’s label or else the id', () => {
    const label = (source: string, text: string | null = null) =>
      topicLabel({ source, label: text }, kinds);
    expect(label('faq-time-to-live', 'How fast can we go live?')).toBe(
      'Wissensbasis: How fast can we go live?',
    );
    expect(label('faq-time-to-live')).toBe('Wissensbasis: faq-time-to-live');
    expect(label('page:/#faq', 'Frequently asked questions')).toBe(
      'Seite: Frequently asked questions',
    );
    expect(label('page:/about')).toBe('Seite: /about');
    expect(label('team:6f1c', 'Do you work on weekends?')).toBe(
      'Team-Antwort: Do you work on weekends?',
    );
    expect(label('story:1234', 'Quotes in 40 minutes')).toBe('Fallstudie: Quotes in 40 minutes');
    expect(label('story:1234')).toBe('Fallstudie');
    expect(label('stories')).toBe('Liste der Fallstudien');
    expect(label('off-topic')).toBe('Themenfremd oder Manipulationsversuch');
  });
});

describe('share', () => {
  it('is a rounded percentage, or a dash without a whole', () => {
    expect(share(1, 3)).toBe('33 %');
    expect(share(0, 0)).toBe('–');
  });
});
