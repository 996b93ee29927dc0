import { describe, expect, it } from 'vitest';

import { type AuthValues, authSchemas } from './schemas';

/** The message of each field that fails, for one mode's schema. */
function messages(mode: keyof typeof authSchemas, values: AuthValues) {
  const result = authSchemas[mode].safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('auth form validation', () => {
  it.each(['signin', 'signup'] as const)(
    '%s: accepts a valid e-mail and a password of 6 characters',
    (mode) => {
      expect(messages(mode, { email: 'a@example.com', password: '123456' })).toEqual({});
    },
  );

  it('rejects an invalid e-mail and a short password with the German messages', () => {
    expect(messages('signin', { email: 'not-an-email', password: '12' })).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      password: 'Passwort muss mindestens 6 Zeichen lang sein',
    });
    expect(messages('signup', { email: '', password: '12345' })).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      password: 'Passwort muss mindestens 6 Zeichen lang sein',
    });
  });

  it('trims the e-mail but takes the password exactly as typed', () => {
    expect(authSchemas.signin.parse({ email: ' a@example.com ', password: ' secret ' })).toEqual({
      email: 'a@example.com',
      password: ' secret ',
    });
  });

  it('validates only the e-mail when resetting the password', () => {
    expect(messages('reset', { email: 'a@example.com', password: '' })).toEqual({});
    expect(messages('reset', { email: '', password: '' })).toEqual({
      email: 'Ungültige E-Mail-Adresse',
    });
  });

  it('validates only the new password when setting it from the reset link', () => {
    expect(messages('recovery', { email: '', password: 'abc' })).toEqual({
      password: 'Passwort muss mindestens 6 Zeichen lang sein',
    });
    expect(messages('recovery', { email: '', password: 'abcdef' })).toEqual({});
  });
});
