import { describe, expect, it } from 'vitest';

import { contactPage } from '@/content/contact';

import { CONTACT_MESSAGE_MAX_LENGTH, contactFieldProblems } from './api/contact-contract';
import { contactSchema, emptyContactForm } from './schema';

function messages(values: Record<string, string>) {
  const result = contactSchema(contactPage.en.form).safeParse(values);
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
    const parsed = contactSchema(contactPage.en.form).parse({ ...valid, firstname: '  Ada ' });
    expect(parsed.firstname).toBe('Ada');
  });

  it('takes a message of up to 5000 characters', () => {
    expect(messages({ ...valid, message: 'x'.repeat(5000) })).toEqual({});
    expect(messages({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
  });
});

describe('the page and the submit-contact function', () => {
  // The function checks a form posted before the page's script ran with contactFieldProblems;
  // the page checks with the schema. The same input must fail the same fields in both.
  const cases: Record<string, string>[] = [
    valid,
    emptyContactForm,
    { ...valid, firstname: '  ' },
    { ...valid, email: 'ada@example' },
    { ...valid, email: ' ada@example.org ' },
    { ...valid, email: 'ada lovelace@example.org' },
    { ...valid, company: '\t' },
    { ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH) },
    { ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
    { ...valid, message: ` ${'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH)} ` },
  ];
  it.each(cases.map((values, index) => [index, values] as const))(
    'reject the same fields (case %i)',
    (_index, values) => {
      const fromSchema = Object.keys(messages(values)).sort();
      const fromFunction = [...contactFieldProblems(values as typeof valid)].sort();
      expect(fromFunction).toEqual(fromSchema);
    },
  );
});
