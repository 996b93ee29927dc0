import { z } from 'zod';

import { SLUG_MAX_LENGTH, type SlugProblem, slugProblem } from '@/lib/slug';

/** Limits of the text fields (title and client 200, description and results 2000) and the slug's. */
export const LIMITS = {
  title: 200,
  slug: SLUG_MAX_LENGTH,
  client: 200,
  description: 2000,
  results: 2000,
} as const;

/** Messages for a slug that breaks the rules of `@/lib/slug`, and for one already in use. */
export const SLUG_MESSAGES: Record<SlugProblem | 'taken', string> = {
  empty: 'Slug ist erforderlich',
  'too-long': `Slug darf höchstens ${SLUG_MAX_LENGTH} Zeichen lang sein`,
  format: 'Slug darf nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche enthalten',
  uuid: 'Slug darf nicht wie eine ID aussehen',
  taken: 'Dieser Slug wird schon von einer anderen Case Study verwendet',
};

function text(required: string, max: number, tooLong: string) {
  return z.string().trim().min(1, required).max(max, tooLong);
}

/**
 * The admin form (SPEC.md §5): the required messages are the spec's own; the max-length ones and
 * the slug's are ours, in the same voice. Fields are checked in the form's order.
 */
export const caseStudySchema = z.object({
  title: text(
    'Titel ist erforderlich',
    LIMITS.title,
    `Titel darf höchstens ${LIMITS.title} Zeichen lang sein`,
  ),
  slug: z
    .string()
    .trim()
    .superRefine((slug, ctx) => {
      const problem = slugProblem(slug);
      if (problem) ctx.addIssue({ code: 'custom', message: SLUG_MESSAGES[problem] });
    }),
  client: text(
    'Kunde ist erforderlich',
    LIMITS.client,
    `Kunde darf höchstens ${LIMITS.client} Zeichen lang sein`,
  ),
  description: text(
    'Beschreibung ist erforderlich',
    LIMITS.description,
    `Beschreibung darf höchstens ${LIMITS.description} Zeichen lang sein`,
  ),
  results: text(
    'Ergebnisse sind erforderlich',
    LIMITS.results,
    `Ergebnisse dürfen höchstens ${LIMITS.results} Zeichen lang sein`,
  ),
});

export type CaseStudyText = z.infer<typeof caseStudySchema>;
export type CaseStudyTextField = keyof CaseStudyText;

export type ValidationResult =
  | { ok: true; values: CaseStudyText }
  | { ok: false; first: string; fields: Partial<Record<CaseStudyTextField, string>> };

/**
 * Validates the form's text fields: trimmed values, or the first message and one per field.
 * `takenSlugs` are the slugs of the other case studies (the database refuses duplicates too).
 */
export function validateCaseStudy(
  values: CaseStudyText,
  takenSlugs: ReadonlySet<string> = new Set(),
): ValidationResult {
  const result = caseStudySchema
    .refine((parsed) => !takenSlugs.has(parsed.slug), {
      path: ['slug'],
      message: SLUG_MESSAGES.taken,
    })
    .safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const fields: Partial<Record<CaseStudyTextField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as CaseStudyTextField;
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? '';
  return { ok: false, first, fields };
}
