import { faqInLanguage } from './site-content';

const row = (id: string, en: boolean, de: boolean) => ({
  id,
  question_en: en ? `Question ${id}?` : null,
  answer_en: en ? `Answer ${id}.` : null,
  question_de: de ? `Frage ${id}?` : null,
  answer_de: de ? `Antwort ${id}.` : null,
});

describe('faqInLanguage', () => {
  const rows = [row('both', true, true), row('english', true, false), row('german', false, true)];

  it('shows each entry in the page’s language, else in the other one, in the same order', () => {
    expect(faqInLanguage(rows, 'de')).toEqual([
      { id: 'both', question: 'Frage both?', answer: 'Antwort both.', language: 'de' },
      { id: 'english', question: 'Question english?', answer: 'Answer english.', language: 'en' },
      { id: 'german', question: 'Frage german?', answer: 'Antwort german.', language: 'de' },
    ]);
    expect(faqInLanguage(rows, 'en').map((item) => item.language)).toEqual(['en', 'en', 'de']);
  });

  it('leaves out an entry with neither language', () => {
    expect(faqInLanguage([row('none', false, false)], 'en')).toEqual([]);
  });
});
