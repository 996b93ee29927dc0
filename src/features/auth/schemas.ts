import { z } from 'zod/mini';

import { emailAddress, password } from '@/lib/validation';

/** The form's German messages. */
const authMessages = {
  invalidEmail: 'Ungültige E-Mail-Adresse',
  shortPassword: 'Passwort muss mindestens 6 Zeichen lang sein',
} as const;

/** The shortest password accepted (also `auth.minimum_password_length` in supabase/config.toml). */
const MIN_PASSWORD_LENGTH = 6;

const email = emailAddress({ invalid: authMessages.invalidEmail });
const validPassword = password(MIN_PASSWORD_LENGTH, authMessages.shortPassword);

/** A field the mode does not use: taken as it is, never reported. */
const unused = z.string();

/**
 * One schema per mode, all over the same two fields. Sign in and register check both; the password
 * reset validates only the e-mail; setting a new password from the reset link only the password.
 */
export const authSchemas = {
  signin: z.object({ email, password: validPassword }),
  signup: z.object({ email, password: validPassword }),
  reset: z.object({ email, password: unused }),
  recovery: z.object({ email: unused, password: validPassword }),
} as const;

/** The fields of /auth, in the order the page shows them (the first message is toasted). */
export const authFields = ['email', 'password'] as const;
export type AuthValues = z.infer<(typeof authSchemas)['signin']>;
