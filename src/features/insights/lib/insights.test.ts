import { describe, expect, it } from 'vitest';

import { computeInsights, groupSimilar, type QuestionRecord, recordsCsv } from './insights';

const NOW = new Date('2026-11-26T12:00:00Z');

function record(overrides: Partial<QuestionRecord>): QuestionRecord {
  return {
    conversation_id: 'chat_1_aaaaaaaa',
    asked_at: '2026-11-26T10:00:00Z',
    question: 'What does it cost?',
    language: 'en',
    page: '/',
    sources: ['pricing'],
    meeting_offered: false,
    ...overrides,
  };
}

describe('groupSimilar', () => {
  it('groups wordings of one question, most frequent first, and keeps different questions apart', () => {
    expect(
      groupSimilar([
        'Do you work on weekends?',
        'do you work on weekends',
        'Do you also work on weekends?',
        'Can we pay in Bitcoin?',
        'Arbeiten Sie auch am Wochenende?',
        'Arbeiten Sie am Wochenende?',
      ]),
    ).toEqual([
      {
        question: 'Do you work on weekends?',
        count: 3,
        variants: ['Do you also work on weekends?'],
      },
      {
        question: 'Arbeiten Sie auch am Wochenende?',
        count: 2,
        variants: ['Arbeiten Sie am Wochenende?'],
      },
      { question: 'Can we pay in Bitcoin?', count: 1, variants: [] },
    ]);
  });
});

describe('computeInsights', () => {
  it('counts per day, topics, unanswered, outcomes, languages and start pages', () => {
    const questions = [
      record({
        conversation_id: 'c1',
        asked_at: '2026-11-25T09:00:00Z',
        page: '/ai-agents',
        meeting_offered: true,
      }),
      record({
        conversation_id: 'c1',
        asked_at: '2026-11-25T09:01:00Z',
        page: '/contact',
        sources: [],
        question: 'Do you work on weekends?',
      }),
      record({
        conversation_id: 'c2',
        language: 'de',
        page: '/de',
        sources: ['greeting'],
        question: 'Hallo',
      }),
      record({
        conversation_id: 'c2',
        language: 'de',
        page: '/de',
        sources: ['story:x'],
        asked_at: '2026-11-26T10:05:00Z',
      }),
      record({ conversation_id: 'c3', sources: [], question: 'do you work on weekends' }),
      // Outside the range of 7 days: counted nowhere per day.
      record({ conversation_id: 'c4', asked_at: '2026-11-01T10:00:00Z' }),
    ];
    const outcomes = [
      { conversation_id: 'c1', kind: 'booking', happened_at: '2026-11-25T09:10:00Z' },
      { conversation_id: 'c2', kind: 'message', happened_at: '2026-11-26T10:10:00Z' },
      { conversation_id: 'gone', kind: 'message', happened_at: '2026-11-26T10:10:00Z' },
    ];
    const insights = computeInsights(questions, outcomes, 7, NOW);
    expect(insights.perDay).toHaveLength(7);
    expect(insights.perDay.at(-1)).toEqual({ key: '2026-11-26', count: 3 });
    expect(insights.perDay.at(-2)).toEqual({ key: '2026-11-25', count: 2 });
    expect(insights.topics).toEqual([
      { key: 'pricing', count: 2, example: 'What does it cost?' },
      { key: 'story:x', count: 1, example: 'What does it cost?' },
    ]);
    expect(insights.unanswered).toEqual([
      { question: 'Do you work on weekends?', count: 2, variants: [] },
    ]);
    expect(insights.conversations).toBe(4);
    expect(insights.outcomes).toEqual({ meetingCard: 1, booking: 1, message: 1 });
    expect(insights.languages).toEqual([
      { key: 'en', count: 3 },
      { key: 'de', count: 1 },
    ]);
    expect(insights.startPages[0]).toEqual({ key: '/', count: 2 });
    expect(insights.startPages).toContainEqual({ key: '/ai-agents', count: 1 });
  });

  it('computes 10,000 records of 90 days well within a second', () => {
    const questions = Array.from({ length: 10_000 }, (_, i) =>
      record({
        conversation_id: `c${Math.floor(i / 3)}`,
        asked_at: new Date(NOW.getTime() - (i % 90) * 86_400_000).toISOString(),
        question:
          i % 5 === 0
            ? `Unanswered question number ${i % 400} about topic ${i % 37}`
            : 'What does it cost?',
        sources: i % 5 === 0 ? [] : ['pricing'],
      }),
    );
    const started = performance.now();
    const insights = computeInsights(questions, [], 90, NOW);
    const elapsed = performance.now() - started;
    expect(insights.total).toBe(10_000);
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('recordsCsv', () => {
  it('quotes every cell and never lets a question become a formula', () => {
    const csv = recordsCsv([record({ question: '=HYPERLINK("x") "quoted", ok' })]);
    expect(csv.startsWith('\uFEFF"asked_at","conversation_id"')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""x"") ""quoted"", ok"');
  });
});
