import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { exportInsightsCsv } from '../api/export-insights';
import { useInsightsReport } from '../api/get-insights';
import type { InsightsReport } from '../lib/insights';
import { InsightsPage } from './insights-page';

vi.mock('../api/get-insights', () => ({ useInsightsReport: vi.fn() }));
vi.mock('../api/export-insights', () => ({ exportInsightsCsv: vi.fn() }));

type Query = ReturnType<typeof useInsightsReport>;
const refetch = vi.fn();
function answer(state: { data?: InsightsReport; isPending?: boolean }) {
  vi.mocked(useInsightsReport).mockReturnValue({
    data: state.data,
    isPending: state.isPending ?? false,
    refetch,
  } as unknown as Query);
}

const REPORT: InsightsReport = {
  days: 30,
  since: '2026-10-29T00:00:00+00:00',
  total: 1234,
  conversations: 400,
  perDay: Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10),
    count: 41,
  })),
  topics: [
    {
      source: 'faq-time-to-live',
      label: 'How fast can we go live?',
      count: 300,
      example: 'How fast?',
    },
    { source: 'page:/ai-agents', label: 'AI Agents', count: 20, example: null },
  ],
  topicCount: 17,
  unanswered: [
    {
      question: 'Do you work on weekends?',
      count: 12,
      variants: ['Do you also work on weekends?'],
      otherWordings: 4,
    },
  ],
  unansweredGroupCount: 1,
  outcomes: { meetingCard: 100, booking: 20, message: 10 },
  languages: [
    { key: 'en', count: 300 },
    { key: 'de', count: 100 },
  ],
  startPages: [{ key: '/', count: 400 }],
  startPageCount: 1,
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <InsightsPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.mocked(useInsightsReport).mockReset();
  refetch.mockReset();
});

describe('InsightsPage', () => {
  it('shows that it loads, then a failure with a retry', () => {
    answer({ isPending: true });
    const { rerender } = renderPage();
    expect(screen.getByText('Lädt...')).toBeInTheDocument();
    answer({});
    rerender(
      <MemoryRouter>
        <InsightsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die Fragen konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says when nobody asked in the period, and offers no export', () => {
    answer({ data: { ...REPORT, total: 0, topics: [], unanswered: [] } });
    renderPage();
    expect(screen.getByText('In diesem Zeitraum wurden keine Fragen gestellt.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeDisabled();
  });

  it('shows the report of the chosen period, with labelled topics', () => {
    answer({ data: REPORT });
    renderPage();
    expect(vi.mocked(useInsightsReport)).toHaveBeenLastCalledWith(30);
    expect(screen.getByText('1.234')).toBeVisible();
    expect(screen.getByText('25 %')).toBeVisible(); // meeting card in 100 of 400 conversations
    expect(screen.getByText('Wissensbasis: How fast can we go live?')).toBeVisible();
    expect(screen.getByText('Seite: AI Agents')).toBeVisible();
    expect(screen.getByText(/Die 2 häufigsten von 17\./)).toBeVisible();
    const group = within(screen.getByTestId('unanswered')).getByRole('listitem');
    expect(group).toHaveTextContent('Do you work on weekends?');
    expect(group).toHaveTextContent('Auch gefragt: Do you also work on weekends? und 3 weitere');
    expect(
      within(group).getByRole('link', { name: 'Antwort hinzufügen: Do you work on weekends?' }),
    ).toHaveAttribute('href', '/admin/answers');
    expect(screen.getByRole('slider', { name: 'Fragen pro Tag' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '90 Tage' }));
    expect(vi.mocked(useInsightsReport)).toHaveBeenLastCalledWith(90);
    expect(screen.getByRole('button', { name: '90 Tage' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('exports the period’s questions as a CSV file', async () => {
    answer({ data: REPORT });
    vi.mocked(exportInsightsCsv).mockResolvedValue(new Blob(['csv']));
    const created = vi.fn(() => 'blob:csv');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:csv'));
    expect(exportInsightsCsv).toHaveBeenCalledWith(30);
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});
