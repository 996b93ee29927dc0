import { z } from 'zod';

/** The exact German messages of SPEC.md §5. */
export const authMessages = {
  invalidEmail: 'Ungültige E-Mail-Adresse',
  shortPassword: 'Passwort muss mindestens 6 Zeichen lang sein',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

const email = z.email(authMessages.invalidEmail);
const password = z.string().min(MIN_PASSWORD_LENGTH, authMessages.shortPassword);

/** Sign in and register: e-mail and password. */
export const credentialsSchema = z.object({ email, password });
/** Password reset validates only the e-mail. */
export const resetSchema = z.object({ email });
/** Setting a new password from the reset link. */
export const newPasswordSchema = z.object({ password });

export type AuthField = 'email' | 'password';
export type FieldErrors = Partial<Record<AuthField, string>>;

/**
 * Validates form values; returns the first message (for the 'Validierungsfehler' toast) and a
 * message per field (shown next to the field), or null when valid.
 */
export function validate(
  schema: z.ZodType,
  values: Partial<Record<AuthField, string>>,
): { first: string; fields: FieldErrors } | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if ((key === 'email' || key === 'password') && !fields[key]) fields[key] = issue.message;
  }
  return { first: result.error.issues[0]?.message ?? '', fields };
}
