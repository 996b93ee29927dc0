/**
 * The validation rules the site's forms share, one function per rule, each taking the form's own
 * messages (the contact form speaks English, /auth and the admin German). Built on `zod/mini`, the
 * tree-shakable build of zod: a page downloads only the checks its forms use.
 */
import { z } from 'zod/mini';

import { EMAIL_PATTERN } from '../../supabase/functions/_shared/contact-contract.ts';

/**
 * The e-mail shape every form accepts (something@something.tld, no spaces), defined beside the
 * contact form's contract so the submit-contact function checks the same one.
 */
export { EMAIL_PATTERN };

/** Surrounding whitespace is dropped before a value is checked or used. */
export function requiredText(required: string, limit?: { max: number; tooLong: string }) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      ...(limit ? [z.maxLength(limit.max, limit.tooLong)] : []),
    );
}

/**
 * An e-mail address of the basic shape, trimmed. With `required`, an empty field says so; without,
 * it is reported as `invalid` like any other malformed address.
 */
export function emailAddress(messages: { invalid: string; required?: string }) {
  return z
    .string()
    .check(
      z.trim(),
      ...(messages.required ? [z.minLength(1, messages.required)] : []),
      z.regex(EMAIL_PATTERN, messages.invalid),
    );
}

/** A password of at least `min` characters, taken exactly as typed (spaces count). */
export function password(min: number, tooShort: string) {
  return z.string().check(z.minLength(min, tooShort));
}

/**
 * The message a form shows first (in its 'Validierungsfehler' toast): that of the first field, in
 * the order the form shows them, that has one.
 */
export function firstMessage<Field extends string>(
  errors: Partial<Record<Field, { message?: string } | undefined>>,
  order: readonly Field[],
): string {
  for (const field of order) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return '';
}
