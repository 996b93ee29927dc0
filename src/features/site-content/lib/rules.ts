/**
 * The building blocks of the content forms' checks: a field is text the admin typed, checked by a
 * function that names its problem in German (null when there is none), so each rule can be tested
 * on its own and the forms show its message at the field.
 */
import { z } from 'zod/mini';

/** What a rule says of a value: its problem, or null. */
export type Problem = string | null;

/** A text field, trimmed, checked by `problem`. */
export function checkedText(problem: (value: string) => Problem) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );
}

/** The lines of a multi-line field, trimmed, empty ones left out. */
export function linesOf(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Runs a form's checks across fields (`check` adds an issue per field it refuses) also while
 * single fields have problems, so every message shows at once.
 */
export function acrossFields<Values extends Record<string, unknown>>(
  fields: readonly string[],
  check: (values: Values, refuse: (field: string, message: string) => void) => void,
) {
  return z.superRefine<Values>(
    (values, ctx) =>
      check(values, (field, message) =>
        ctx.addIssue({ code: 'custom', path: [field], message, input: values[field] }),
      ),
    {
      when: ({ value }) =>
        typeof value === 'object' &&
        value !== null &&
        fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string'),
    },
  );
}
