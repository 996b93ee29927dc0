import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';

import { EMAIL_PATTERN, emailAddress, firstMessage, password, requiredText } from './validation';

/** The messages a schema reports, first one per field. */
function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  const name = requiredText('Name fehlt', { max: 5, tooLong: 'Zu lang' });

  it('trims the value and refuses an empty or blank one', () => {
    expect(name.parse('  Ada ')).toBe('Ada');
    expect(messages(name, '')).toEqual(['Name fehlt']);
    expect(messages(name, ' \n\t')).toEqual(['Name fehlt']);
  });

  it('counts the length after trimming', () => {
    expect(name.parse(' abcde ')).toBe('abcde');
    expect(messages(name, 'abcdef')).toEqual(['Zu lang']);
  });

  it('has no upper limit unless given one', () => {
    expect(requiredText('fehlt').parse('x'.repeat(10_000))).toHaveLength(10_000);
  });
});

describe('emailAddress', () => {
  it.each(['ada@example.org', 'jörg.müller@beispiel.de', 'a+b@sub.example.co.uk'])(
    'accepts %s',
    (email) => {
      expect(emailAddress({ invalid: 'ungültig' }).parse(` ${email} `)).toBe(email);
    },
  );

  it.each(['ada', 'ada@', 'ada@example', 'ada @example.org', '@example.org', 'a@b@c.de'])(
    'refuses %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
      expect(messages(emailAddress({ invalid: 'ungültig' }), email)).toEqual(['ungültig']);
    },
  );

  it('reports an empty field as missing when the form has a message for that', () => {
    expect(messages(emailAddress({ invalid: 'invalid', required: 'required' }), ' ')[0]).toBe(
      'required',
    );
    expect(messages(emailAddress({ invalid: 'invalid' }), '')).toEqual(['invalid']);
  });
});

describe('password', () => {
  it('counts every character as typed, spaces included', () => {
    const schema = password(6, 'zu kurz');
    expect(schema.parse('  abcd')).toBe('  abcd');
    expect(messages(schema, 'abcde')).toEqual(['zu kurz']);
  });
});

describe('firstMessage', () => {
  it('takes the message of the first field in the form order, not in the object order', () => {
    const errors = { results: { message: 'R' }, title: { message: 'T' } };
    expect(firstMessage(errors, ['title', 'client', 'results'])).toBe('T');
    expect(firstMessage(errors, ['client', 'results', 'title'])).toBe('R');
    expect(firstMessage({}, ['title'])).toBe('');
  });
});
