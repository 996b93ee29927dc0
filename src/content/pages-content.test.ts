import { agentsPage } from './agents';
import { aboutPage } from './about';
import { EU_ODR_URL, imprint, privacyPolicy, termsOfService } from './legal';
import type { LegalDocument } from '@/components/sections/legal/legal-document';
import { partnersPage } from './partners';
import { siteConfig } from './site';
import { workshopPage } from './workshop';

const textOf = (value: unknown): string => JSON.stringify(value);

describe('AI agents content', () => {
  it('keeps the agents page figure of 8 hours to 40 minutes for quote generation', () => {
    const process = agentsPage.featured.agents.find((a) => a.name === 'Process Automation Agent');
    expect(process?.metrics).toContainEqual({
      label: 'Quote generation',
      from: '8 hours',
      to: '40 minutes',
    });
  });

  it('has two featured agents, four cards, three custom promises and four steps', () => {
    expect(agentsPage.featured.agents.map((a) => a.name)).toEqual([
      'Knowledge Intelligence Agent',
      'Process Automation Agent',
    ]);
    expect(agentsPage.cards.items.map((c) => c.highlight)).toEqual([
      '2x faster proposal creation',
      '40% reduction in churn',
      'Real-time compliance tracking',
      'Decisions in minutes, not weeks',
    ]);
    expect(agentsPage.custom.features.map((f) => f.title)).toEqual([
      'Precision-Built',
      'Seamless Integration',
      'Rapid Deployment',
    ]);
    expect(agentsPage.implementation.steps.map((s) => s.title)).toEqual([
      'Assessment',
      'Customization',
      'Integration',
      'Optimization',
    ]);
    expect(agentsPage.claims.items.map((c) => c.value)).toEqual(['50+', '6-8 weeks', '2-3 agents']);
  });
});

describe('workshop content', () => {
  it('has the hero tags and the four timeline steps in order', () => {
    expect(workshopPage.hero.tags).toEqual([
      'On-site',
      '8-12 Participants',
      'Immediately Applicable',
    ]);
    expect(workshopPage.timeline.steps.map((s) => `${s.day} ${s.time}: ${s.title}`)).toEqual([
      'Day 1 Morning: GenAI fundamentals',
      'Day 1 Afternoon: Ideation and use cases',
      'Day 2 Morning: AI prototyping',
      'Day 2 Afternoon: Strategy and roadmap',
    ]);
  });

  it('has the takeaways and two success stories, named by their clients', () => {
    expect(workshopPage.takeaways.items.map((t) => t.value)).toEqual(['25+', '3-5', '3-6 month']);
    expect(workshopPage.stories.items.map((s) => s.client)).toEqual([
      'Brenner Maschinenbau GmbH',
      'Velanta Versicherung AG',
    ]);
    expect(textOf(workshopPage.followUp)).toContain('6-8 weeks per agent');
  });
});

describe('about and partners content', () => {
  it('has one founder (the CEO of site.ts) and four values', () => {
    expect(aboutPage.leadership.founder.name).toBe(siteConfig.ceo);
    expect(aboutPage.values.items).toHaveLength(4);
    expect(aboutPage.cta.link.href).toBe('/contact');
  });

  it('has the two partners with logos in public/partners and https websites', () => {
    expect(partnersPage.list.partners.map((p) => p.tagline)).toEqual([
      'Smart Automation for Manufacturing',
      'AI Integration & Change Management',
    ]);
    for (const partner of partnersPage.list.partners) {
      expect(partner.logo).toMatch(/^\/partners\/.+\.svg$/);
      expect(partner.website).toMatch(/^https:\/\//);
      expect(partner.benefits.length).toBeGreaterThan(0);
    }
  });
});

describe('legal content', () => {
  const headings = (doc: LegalDocument) => doc.sections.map((s) => s.heading);

  it('dates the privacy policy and terms December 2024', () => {
    expect(privacyPolicy.lastUpdated).toBe('Last updated: December 2024');
    expect(termsOfService.lastUpdated).toBe('Last updated: December 2024');
  });

  it('covers the sections a legal page needs, in order', () => {
    expect(headings(privacyPolicy)).toEqual([
      'Information we collect',
      'How we use your information',
      'Sharing of information',
      'Data security',
      'Your rights under the GDPR',
      'Contact',
    ]);
    expect(headings(termsOfService)).toEqual([
      'Acceptance of terms',
      'Description of service',
      'User responsibilities',
      'Intellectual property',
      'Limitation of liability',
      'Termination',
      'Governing law',
      'Contact',
    ]);
    expect(textOf(termsOfService.sections[6])).toContain('Germany');
  });

  it('builds the imprint from the company facts in site.ts', () => {
    const imprintText = textOf(imprint);
    for (const fact of [
      siteConfig.legalName,
      siteConfig.ceo,
      siteConfig.address.street,
      siteConfig.address.country,
      siteConfig.email,
      siteConfig.phone,
      siteConfig.vatId,
      siteConfig.commercialRegister,
      siteConfig.responsibleForContent,
    ]) {
      expect(imprintText).toContain(fact);
    }
    expect(siteConfig.address.country).toBe('Germany');
    expect(imprintText).toContain(`"href":"${EU_ODR_URL}"`);
    expect(EU_ODR_URL).toBe('https://ec.europa.eu/consumers/odr/');
  });
});
