import { z } from 'zod/mini';

import { SLUG_MAX_LENGTH, type SlugProblem, slugProblem } from '@/lib/slug';
import { requiredText } from '@/lib/validation';

/** Limits of the text fields: title and client 200 characters, description and results 2000. */
const LIMITS = { title: 200, client: 200, description: 2000, results: 2000 } as const;

/**
 * Messages for a slug that breaks the rules of `@/lib/slug`, for one already in use, and for one
 * a story in the trash keeps (it gets its address back when restored).
 */
export const SLUG_MESSAGES: Record<SlugProblem | 'taken' | 'inTrash', string> = {
  empty: 'Slug ist erforderlich',
  'too-long': `Slug darf höchstens ${SLUG_MAX_LENGTH} Zeichen lang sein`,
  format: 'Slug darf nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche enthalten',
  uuid: 'Slug darf nicht wie eine ID aussehen',
  taken: 'Dieser Slug wird schon von einer anderen Case Study verwendet',
  inTrash:
    'Dieser Slug gehört einer Case Study im Papierkorb. Stelle sie wieder her oder lösche sie dort endgültig.',
};

/**
 * The text fields of the admin form, in the order it shows them (the first message is toasted):
 * the story in English and in German, then its slug and client.
 */
export const caseStudyFields = [
  'title',
  'description',
  'results',
  'title_de',
  'description_de',
  'results_de',
  'slug',
  'client',
] as const;

/** The story's text fields of each language: English first (asked for when neither is written). */
const LANGUAGE_FIELDS = [
  ['title', 'description', 'results'],
  ['title_de', 'description_de', 'results_de'],
] as const;

/** The message of a missing text field, the same in either language. */
const REQUIRED = {
  title: 'Titel ist erforderlich',
  description: 'Beschreibung ist erforderlich',
  results: 'Ergebnisse sind erforderlich',
} as const;

/** Optional text within a limit, trimmed. */
function optionalText(max: number, tooLong: string) {
  return z.string().check(z.trim(), z.maxLength(max, tooLong));
}

/** A slug by the rules of `@/lib/slug`, trimmed, and none of `taken` or `trashed`. */
function slug(taken: ReadonlySet<string>, trashed: ReadonlySet<string>) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const problem = slugProblem(value);
      const message = problem
        ? SLUG_MESSAGES[problem]
        : taken.has(value)
          ? SLUG_MESSAGES.taken
          : trashed.has(value)
            ? SLUG_MESSAGES.inTrash
            : '';
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );
}

/**
 * The admin form's text fields, trimmed. The slug follows the slug rules and the client is
 * required; the story is written in English, in German or in both: a language is complete (title,
 * description and results, within their limits) or empty, and at least one is complete ('Titel ist
 * erforderlich', … at the missing fields of a started language, or of English when none is).
 * `takenSlugs` are the slugs of the other case studies, `trashedSlugs` those of the stories in the
 * trash (the database refuses both, and incomplete languages too).
 */
export function caseStudySchema(
  takenSlugs: ReadonlySet<string> = new Set(),
  trashedSlugs: ReadonlySet<string> = new Set(),
) {
  const title = optionalText(
    LIMITS.title,
    `Titel darf höchstens ${LIMITS.title} Zeichen lang sein`,
  );
  const description = optionalText(
    LIMITS.description,
    `Beschreibung darf höchstens ${LIMITS.description} Zeichen lang sein`,
  );
  const results = optionalText(
    LIMITS.results,
    `Ergebnisse dürfen höchstens ${LIMITS.results} Zeichen lang sein`,
  );
  return z
    .object({
      slug: slug(takenSlugs, trashedSlugs),
      client: requiredText('Kunde ist erforderlich', {
        max: LIMITS.client,
        tooLong: `Kunde darf höchstens ${LIMITS.client} Zeichen lang sein`,
      }),
      title,
      description,
      results,
      title_de: title,
      description_de: description,
      results_de: results,
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          const filled = (field: (typeof LANGUAGE_FIELDS)[number][number]) =>
            values[field].trim() !== '';
          // A language that was started must be complete; with none started, English is asked for.
          const started = LANGUAGE_FIELDS.filter((fields) => fields.some(filled));
          for (const fields of started.length > 0 ? started : [LANGUAGE_FIELDS[0]]) {
            for (const field of fields.filter((f) => !filled(f))) {
              const message = REQUIRED[field.replace(/_de$/, '') as keyof typeof REQUIRED];
              ctx.addIssue({ code: 'custom', path: [field], message, input: values[field] });
            }
          }
        },
        {
          // Also while the slug or client has a problem: every message shows at once.
          when: ({ value }) =>
            typeof value === 'object' &&
            value !== null &&
            LANGUAGE_FIELDS.flat().every(
              (field) => typeof (value as Record<string, unknown>)[field] === 'string',
            ),
        },
      ),
    );
}

export type CaseStudyText = z.infer<ReturnType<typeof caseStudySchema>>;
