import { describe, expect, it } from 'vitest';

import { emptyDraft, validateDraft } from './answer-draft';

describe('validateDraft', () => {
  it('asks for a question and an answer in at least one language, and a site path as link', () => {
    expect(validateDraft({ ...emptyDraft, link: 'https://example.com' }).errors).toEqual({
      question: 'Frage ist erforderlich',
      answer: 'Antwort auf Englisch oder Deutsch ist erforderlich',
      link: 'Der Link muss ein Pfad der Website sein und mit / beginnen',
    });
  });

  it('takes at most 20 variants of together 6,000 characters', () => {
    const draft = { ...emptyDraft, question: 'Weekends?', answerEn: 'No.' };
    expect(validateDraft({ ...draft, variants: 'x\n'.repeat(21) }).errors).toEqual({
      variants: 'Höchstens 20 Formulierungen mit zusammen 6.000 Zeichen',
    });
    expect(validateDraft({ ...draft, variants: 'x'.repeat(6001) }).errors.variants).toBeDefined();
    expect(validateDraft({ ...draft, variants: 'x\n'.repeat(20) }).values?.variants).toHaveLength(
      20,
    );
  });

  it('trims the texts, one variant per line, and leaves a missing language empty', () => {
    expect(
      validateDraft({
        question: '  Do you work on weekends? ',
        variants: 'Arbeiten Sie am Wochenende?\n\n  Weekend work? ',
        answerEn: '',
        answerDe: ' Nein. ',
        link: '/contact',
        published: true,
      }),
    ).toEqual({
      errors: {},
      values: {
        question: 'Do you work on weekends?',
        variants: ['Arbeiten Sie am Wochenende?', 'Weekend work?'],
        answer_en: null,
        answer_de: 'Nein.',
        link: '/contact',
        published: true,
      },
    });
  });
});
