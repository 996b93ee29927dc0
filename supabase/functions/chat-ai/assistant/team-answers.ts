/**
 * Answers the team wrote for the assistant in the admin (`team_answers`), published ones only:
 * a question with its variants, the answer in English and/or German, and a page of the site to
 * link. Both providers use them before anything else (when one fits the question: the retrieval
 * matches a question with the answers' questions and variants), and quote them as written.
 *
 * They are read with the service role (visitors cannot read the table) and kept for at most 30
 * seconds, so an answer published in the admin is used within a minute.
 */
import type { ReplyLanguage } from '../../_shared/language.ts';
import { type ListSource, restListSource, staticListSource } from './cached-list.ts';
import { sitePath } from './site-path.ts';

export type TeamAnswer = {
  id: string;
  question: string;
  variants: string[];
  answer: Partial<Record<ReplyLanguage, string>>;
  /** A page of the site the answer points to (`/ai-agents`, `/case-studies/<slug>`), or null. */
  link: string | null;
};

export type TeamAnswerSource = ListSource<TeamAnswer>;

export const staticTeamAnswerSource = (answers: TeamAnswer[] = []): TeamAnswerSource =>
  staticListSource(answers);

const TEAM_ANSWER_MAX_AGE_SECONDS = 30;
const MAX_TEAM_ANSWERS = 500;

type TeamAnswerRow = {
  id: string;
  question: string;
  variants: string[] | null;
  answer_en: string | null;
  answer_de: string | null;
  link: string | null;
};

function isRow(value: unknown): value is TeamAnswerRow {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return typeof row.id === 'string' && typeof row.question === 'string';
}

/** The published team answers, read with the project's secret (service-role) key. */
export function restTeamAnswerSource(options: {
  supabaseUrl: string;
  secretKey: string;
  /** How long a read is reused, in seconds (30 by default and at most). */
  ttlSeconds?: number;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}): TeamAnswerSource {
  return restListSource({
    ...options,
    table: 'team_answers',
    query: {
      select: 'id,question,variants,answer_en,answer_de,link',
      published: 'is.true',
      order: 'updated_at.desc',
      limit: String(MAX_TEAM_ANSWERS),
    },
    key: options.secretKey,
    maxAgeSeconds: TEAM_ANSWER_MAX_AGE_SECONDS,
    isRow,
    toItem: (row): TeamAnswer => ({
      id: row.id,
      question: row.question,
      variants: (row.variants ?? []).filter((v): v is string => typeof v === 'string'),
      answer: {
        ...(row.answer_en ? { en: row.answer_en } : {}),
        ...(row.answer_de ? { de: row.answer_de } : {}),
      },
      link: typeof row.link === 'string' ? row.link : null,
    }),
    label: 'team answers',
  });
}

/** The answer's text in the language (else the other one it has). */
export function teamAnswerText(answer: TeamAnswer, language: ReplyLanguage): string {
  return answer.answer[language] ?? answer.answer[language === 'de' ? 'en' : 'de'] ?? '';
}

/** The link to the answer's page in the reply's language (German pages live under /de). */
export function teamAnswerLink(answer: TeamAnswer, language: ReplyLanguage): string | null {
  return answer.link ? sitePath(answer.link, language) : null;
}
