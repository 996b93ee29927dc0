import { describe, expect, it } from 'vitest';

import { emptyFaqDraft, type FaqDraft, faqSchema, faqTitle, faqValuesOf } from './faq-draft';

function problems(draft: FaqDraft) {
  const result = faqSchema.safeParse(draft);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('faqSchema', () => {
  it('asks for one language when neither is written', () => {
    expect(problems(emptyFaqDraft)).toEqual({
      question_en: 'Frage und Antwort auf Englisch oder Deutsch sind erforderlich',
      question_de: 'Frage und Antwort auf Englisch oder Deutsch sind erforderlich',
    });
  });

  it('completes a started language and takes one alone', () => {
    expect(problems({ ...emptyFaqDraft, answer_de: 'Ja.' })).toEqual({
      question_de: 'Frage ist erforderlich (mindestens 3 Zeichen)',
    });
    expect(problems({ ...emptyFaqDraft, question_de: 'Wie?', answer_de: 'So.' })).toEqual({});
  });

  it('keeps the database’s lengths', () => {
    expect(problems({ ...emptyFaqDraft, question_en: 'Hi', answer_en: 'x'.repeat(3001) })).toEqual({
      question_en: 'Frage ist erforderlich (mindestens 3 Zeichen)',
      answer_en: 'Die Antwort darf höchstens 3.000 Zeichen lang sein',
    });
  });
});

describe('faqValuesOf and faqTitle', () => {
  it('makes a missing language none, and titles an entry in German first', () => {
    const values = faqValuesOf({ ...emptyFaqDraft, question_en: ' How? ', answer_en: 'So.' });
    expect(values).toEqual({
      question_en: 'How?',
      answer_en: 'So.',
      question_de: null,
      answer_de: null,
      published: false,
    });
    expect(faqTitle(values as { question_de: null; question_en: string })).toBe('How?');
    expect(faqTitle({ question_en: 'How?', question_de: 'Wie?' })).toBe('Wie?');
  });
});
