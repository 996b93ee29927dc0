import { aboutPage } from './about';
import { faq } from './faq';
import { knowledgeBase, partnerTaglinesDe, valuesDe } from './knowledge-base';
import { partnersPage } from './partners';
import { siteConfig } from './site';

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

  it('imports every FAQ answer of the home page word for word', () => {
    for (const item of faq) {
      const holders = knowledgeBase.filter(
        (e) => e.topic === item.question && e.answer.en.includes(item.answer),
      );
      expect(holders, item.id).toHaveLength(1);
    }
  });

  it('covers the about page: founder, mission and the four values, in both languages', () => {
    expect(entry('founder').answer.en).toContain(siteConfig.ceo);
    expect(entry('founder').answer.de).toContain(siteConfig.ceo);
    expect(entry('mission').answer.en).toContain(aboutPage.mission.title);
    expect(valuesDe).toHaveLength(aboutPage.values.items.length);
    for (const [i, value] of aboutPage.values.items.entries()) {
      expect(entry('values').answer.en).toContain(value.title);
      expect(entry('values').answer.de).toContain(valuesDe[i]?.title);
    }
    expect(entry('location').answer.en).toContain(siteConfig.address.city);
  });

  it('names every partner, with a German tagline for each', () => {
    for (const partner of partnersPage.list.partners) {
      expect(entry('partners').answer.en).toContain(partner.name);
      expect(entry('partners').answer.en).toContain(partner.tagline);
      expect(partnerTaglinesDe[partner.id], partner.id).toBeTruthy();
      expect(entry('partners').answer.de).toContain(partnerTaglinesDe[partner.id]);
    }
  });
});
