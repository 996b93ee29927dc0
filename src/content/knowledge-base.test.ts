import { aboutPage } from './about';
import { knowledgeBase, partnerTaglinesDe, valuesDe } from './knowledge-base';
import { partnersPage } from './partners';
import { seedFaq } from '../../supabase/functions/_testing/site-content.ts';

const entry = (id: string) => {
  const found = knowledgeBase.find((e) => e.id === id);
  if (!found) throw new Error(`no knowledge entry ${id}`);
  return found;
};

describe('the assistant’s knowledge base', () => {
  it('has unique ids and an English and a German answer for every entry', () => {
    expect(new Set(knowledgeBase.map((e) => e.id)).size).toBe(knowledgeBase.length);
    // An entry led by a FAQ entry gets its answers from it (chat-ai writes them).
    for (const { id, answer } of knowledgeBase.filter((e) => !e.faq)) {
      expect(answer.en.trim(), id).not.toBe('');
      expect(answer.de.trim(), id).not.toBe('');
      expect(answer.de, id).not.toBe(answer.en);
    }
  });

  it('adds search terms to every FAQ entry of the home page, once each', () => {
    for (const row of seedFaq) {
      const holders = knowledgeBase.filter((e) => e.faq === row.id);
      expect(holders, row.question_en ?? row.id).toHaveLength(1);
      expect(holders[0]?.keywords.length).toBeGreaterThan(3);
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
