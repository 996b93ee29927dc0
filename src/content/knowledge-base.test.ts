import { aboutPage } from './about';
import { faq } from './faq';
import { knowledgeBase, partnerTaglinesDe, valuesDe } from './knowledge-base';
import { partnersPage } from './partners';

const entry = (id: string) => {
  const found = knowledgeBase.find((e) => e.id === id);
  if (!found) throw new Error(`no knowledge entry ${id}`);
  return found;
};

describe('the assistant’s knowledge base', () => {
  it('has unique ids and an English and a German answer for every entry', () => {
    expect(new Set(knowledgeBase.map((e) => e.id)).size).toBe(knowledgeBase.length);
    for (const { id, answer } of knowledgeBase) {
      expect(answer.en.trim(), id).not.toBe('');
      expect(answer.de.trim(), id).not.toBe('');
      expect(answer.de, id).not.toBe(answer.en);
    }
  });

  it('imports every FAQ answer of the home page word for word, in both languages', () => {
    for (const item of faq.en) {
      const german = faq.de.find((entry) => entry.id === item.id);
      const holders = knowledgeBase.filter(
        (e) =>
          e.topic === item.question &&
          e.answer.en.includes(item.answer) &&
          german !== undefined &&
          e.answer.de.includes(german.answer),
      );
      expect(holders, item.id).toHaveLength(1);
    }
  });

  // The German answers are written beside data taken from the English pages: a value or a partner
  // added to a page without its German text would leave the German answer short.
  it('has German text for every value of the about page and every partner', () => {
    expect(valuesDe).toHaveLength(aboutPage.en.values.items.length);
    for (const value of valuesDe) expect(entry('values').answer.de).toContain(value.title);
    for (const partner of partnersPage.en.list.partners) {
      expect(partnerTaglinesDe[partner.id]?.trim(), partner.id).toBeTruthy();
    }
  });
});
