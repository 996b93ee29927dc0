import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ConflictError } from '@/lib/revisions';

import type { TeamAnswer } from '../api/get-team-answers';
import type { Draft } from '../lib/answer-draft';
import { AnswerConflict } from './answer-conflict';

const theirs: TeamAnswer = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  question: 'Gibt es Parkplätze?',
  variants: ['Wo parke ich?'],
  answer_en: 'Yes, two spaces.',
  answer_de: 'Ja, zwei.',
  link: null,
  published: true,
  created_at: '2026-11-27T10:00:00Z',
  updated_at: '2026-11-27T20:15:00Z',
  version: 3,
  base_version: null,
};

const draft: Draft = {
  question: 'Gibt es Parkplätze?',
  variants: 'Wo parke ich?',
  answerEn: 'No.',
  answerDe: 'Ja, zwei.',
  link: '',
  published: false,
};

describe('AnswerConflict', () => {
  it('names who saved when, marks what differs, and takes a saved value into the draft', async () => {
    const props = { onTake: vi.fn(), onKeepMine: vi.fn(), onKeepTheirs: vi.fn() };
    render(
      <AnswerConflict
        error={new ConflictError('kollegin@example.com', '2026-11-27T20:15:00Z', 3)}
        draft={draft}
        theirs={theirs}
        saving={false}
        {...props}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^kollegin@example\.com hat diese Antwort am 27\.11\.2026, \d\d:\d\d gespeichert/,
    );
    const table = screen.getByRole('table', { name: 'Deine Fassung und die gespeicherte Fassung' });
    const differing = table.querySelectorAll('tr[data-differs]');
    expect([...differing].map((row) => row.querySelector('th')?.firstChild?.textContent)).toEqual([
      'Antwort (Englisch)',
      'Status',
    ]);

    const user = userEvent.setup();
    await user.click(
      within(table).getByRole('button', {
        name: 'Gespeicherten Wert für „Antwort (Englisch)“ übernehmen',
      }),
    );
    expect(props.onTake).toHaveBeenCalledWith('answerEn', 'Yes, two spaces.');
    await user.click(
      within(table).getByRole('button', { name: 'Gespeicherten Wert für „Status“ übernehmen' }),
    );
    expect(props.onTake).toHaveBeenCalledWith('published', true);
    await user.click(screen.getByRole('button', { name: 'Meine Fassung speichern' }));
    expect(props.onKeepMine).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Gespeicherte Fassung übernehmen' }));
    expect(props.onKeepTheirs).toHaveBeenCalledTimes(1);
  });
});
