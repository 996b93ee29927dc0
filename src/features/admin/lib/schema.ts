import { z } from 'zod';

/** Limits of SPEC.md §9. */
export const LIMITS = { title: 200, client: 200, description: 2000, results: 2000 } as const;

function text(required: string, max: number, tooLong: string) {
  return z.string().trim().min(1, required).max(max, tooLong);
}

/**
 * The admin form (SPEC.md §5): the required messages are the spec's own; the max-length ones are
 * ours, in the same voice.
 */
export const caseStudySchema = z.object({
  title: text(
    'Titel ist erforderlich',
    LIMITS.title,
    `Titel darf höchstens ${LIMITS.title} Zeichen lang sein`,
  ),
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

/** Validates the form's text fields: trimmed values, or the first message and one per field. */
export function validateCaseStudy(values: CaseStudyText): ValidationResult {
  const result = caseStudySchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const fields: Partial<Record<CaseStudyTextField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as CaseStudyTextField;
    fields[key] ??= issue.message;
  }
  return { ok: false, first: result.error.issues[0]?.message ?? '', fields };
}
