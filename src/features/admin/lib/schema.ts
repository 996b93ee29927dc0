import { z } from 'zod/mini';

import { SLUG_MAX_LENGTH, type SlugProblem, slugProblem } from '@/lib/slug';
import { requiredText } from '@/lib/validation';

/** Limits of the text fields: title and client 200 characters, description and results 2000. */
const LIMITS = { title: 200, client: 200, description: 2000, results: 2000 } as const;

/** Messages for a slug that breaks the rules of `@/lib/slug`, and for one already in use. */
export const SLUG_MESSAGES: Record<SlugProblem | 'taken', string> = {
  empty: 'Slug ist erforderlich',
  'too-long': `Slug darf höchstens ${SLUG_MAX_LENGTH} Zeichen lang sein`,
  format: 'Slug darf nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche enthalten',
  uuid: 'Slug darf nicht wie eine ID aussehen',
  taken: 'Dieser Slug wird schon von einer anderen Case Study verwendet',
};

/** The text fields of the admin form, in the order it shows them (the first message is toasted). */
export const caseStudyFields = ['title', 'slug', 'client', 'description', 'results'] as const;

/** A slug by the rules of `@/lib/slug`, trimmed, and none of `taken`. */
function slug(taken: ReadonlySet<string>) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const problem = slugProblem(value);
      const message = problem
        ? SLUG_MESSAGES[problem]
        : taken.has(value)
          ? SLUG_MESSAGES.taken
          : '';
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );
}

/**
 * The admin form's text fields, trimmed: title, client, description and results are required
 * ('Titel ist erforderlich', …) within their limits, the slug follows the slug rules. `takenSlugs`
 * are the slugs of the other case studies (the database refuses duplicates too).
 */
export function caseStudySchema(takenSlugs: ReadonlySet<string> = new Set()) {
  return z.object({
    title: requiredText('Titel ist erforderlich', {
      max: LIMITS.title,
      tooLong: `Titel darf höchstens ${LIMITS.title} Zeichen lang sein`,
    }),
    slug: slug(takenSlugs),
    client: requiredText('Kunde ist erforderlich', {
      max: LIMITS.client,
      tooLong: `Kunde darf höchstens ${LIMITS.client} Zeichen lang sein`,
    }),
    description: requiredText('Beschreibung ist erforderlich', {
      max: LIMITS.description,
      tooLong: `Beschreibung darf höchstens ${LIMITS.description} Zeichen lang sein`,
    }),
    results: requiredText('Ergebnisse sind erforderlich', {
      max: LIMITS.results,
      tooLong: `Ergebnisse dürfen höchstens ${LIMITS.results} Zeichen lang sein`,
    }),
  });
}

export type CaseStudyText = z.infer<ReturnType<typeof caseStudySchema>>;
