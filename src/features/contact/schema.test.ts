import { describe, expect, it } from 'vitest';

import { contactSchema, emptyContactForm } from './schema';

function messages(values: Record<string, string>) {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    byField[key] ??= issue.message;
  }
  return byField;
}

const valid = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  company: 'Analytical Engines Ltd',
  message: 'We would like to automate our quotes.',
};

describe('contactSchema', () => {
  it('requires all five fields with their exact messages', () => {
    expect(messages(emptyContactForm)).toEqual({
      firstname: 'First name is required',
      lastname: 'Last name is required',
      email: 'Email is required',
      company: 'Company is required',
      message: 'Message is required',
    });
  });

  it('treats whitespace-only values as missing', () => {
    expect(messages({ ...valid, company: '   ', message: '\n\t' })).toEqual({
      company: 'Company is required',
      message: 'Message is required',
    });
  });

  it.each(['ada', 'ada@', 'ada@example', 'ada @example.org', '@example.org'])(
    'rejects the e-mail %s as invalid',
    (email) => {
      expect(messages({ ...valid, email })).toEqual({ email: 'Invalid email address' });
    },
  );

  it('accepts a complete form and trims the values', () => {
    const parsed = contactSchema.parse({ ...valid, firstname: '  Ada ' });
    expect(parsed.firstname).toBe('Ada');
  });

  it('takes a message of up to 5000 characters', () => {
    expect(messages({ ...valid, message: 'x'.repeat(5000) })).toEqual({});
    expect(messages({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
  });
});
