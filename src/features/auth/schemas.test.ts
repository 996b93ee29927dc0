import { describe, expect, it } from 'vitest';

import { credentialsSchema, newPasswordSchema, resetSchema, validate } from './schemas';

describe('auth form validation', () => {
  it('accepts a valid e-mail and a password of 6 characters', () => {
    expect(validate(credentialsSchema, { email: 'a@example.com', password: '123456' })).toBeNull();
  });

  it('rejects an invalid e-mail with the German message, first', () => {
    const result = validate(credentialsSchema, { email: 'not-an-email', password: '12' });
    expect(result?.first).toBe('Ungültige E-Mail-Adresse');
    expect(result?.fields).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      password: 'Passwort muss mindestens 6 Zeichen lang sein',
    });
  });

  it('rejects a password shorter than 6 characters', () => {
    const result = validate(credentialsSchema, { email: 'a@example.com', password: '12345' });
    expect(result?.first).toBe('Passwort muss mindestens 6 Zeichen lang sein');
  });

  it('validates only the e-mail when resetting the password', () => {
    expect(validate(resetSchema, { email: 'a@example.com', password: '' })).toBeNull();
    expect(validate(resetSchema, { email: '' })?.first).toBe('Ungültige E-Mail-Adresse');
  });

  it('requires 6 characters for a new password', () => {
    expect(validate(newPasswordSchema, { password: 'abc' })?.first).toBe(
      'Passwort muss mindestens 6 Zeichen lang sein',
    );
    expect(validate(newPasswordSchema, { password: 'abcdef' })).toBeNull();
  });
});
