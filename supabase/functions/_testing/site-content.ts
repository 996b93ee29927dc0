/**
 * The company facts and FAQ the seed publishes (migration 20261201000200_site_content_seed), as
 * the site and chat-ai read them: the fixture of the tests that fill copy, legal texts and the
 * assistant's knowledge without a database.
 */
import type { CompanyFacts } from '../_shared/site-facts.ts';
import type { FaqRow } from '../chat-ai/assistant/site-texts.ts';

export const seedCompanyFacts: CompanyFacts = {
  companyName: 'Northlight AI',
  legalName: 'Northlight AI GmbH',
  email: 'hello@northlight-ai.example',
  phone: '+49 30 1234567',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 000000',
  vatId: 'DE123456789',
  managingDirectors: ['Alex Example'],
  responsibleForContent: 'Alex Example, Musterstraße 1, 10115 Berlin',
  linkedinUrl: 'https://www.linkedin.com/company/northlight-ai-example',
  xingUrl: null,
  bookingUrl: 'https://meetings.hubspot.com/northlight-ai-example',
  workshop: {
    priceEur: null,
    dates: [],
    days: 2,
    participants: { min: 8, max: 12 },
    useCases: 25,
    prototypes: { min: 3, max: 5 },
  },
  figures: {
    goLiveWeeks: { min: 6, max: 8 },
    integrations: 500,
    accuracyPercent: 99,
    professionalsTrained: 500,
  },
};

/** The FAQ, in its order. */
export const seedFaq: FaqRow[] = [
  {
    id: '5eed0fa9-1e00-4a00-8000-000000000001',
    question_en: 'How long does it take until our first AI agent is live?',
    answer_en:
      'Most agents go live within 2-6 weeks. We start with a 60-minute consultation, pick one bottleneck with a clear business case and ship a first version quickly, then improve it with your team.',
    question_de: 'Wie lange dauert es, bis unser erster KI-Agent live ist?',
    answer_de:
      'Die meisten Agenten gehen innerhalb von 2–6 Wochen live. Wir beginnen mit einem 60-minütigen Beratungsgespräch, wählen einen Engpass mit klarem Business Case und liefern schnell eine erste Version, die wir dann gemeinsam mit Ihrem Team verbessern.',
  },
  {
    id: '5eed0fa9-1e00-4a00-8000-000000000002',
    question_en: 'Do we have to replace our existing systems?',
    answer_en:
      'No. Our agents work with the tools you already use. With 500+ integrations available, they connect to your CRM, ERP, e-mail, document storage and ticketing systems.',
    question_de: 'Müssen wir unsere bestehenden Systeme ersetzen?',
    answer_de:
      'Nein. Unsere Agenten arbeiten mit den Tools, die Sie bereits nutzen. Mit über 500 verfügbaren Integrationen verbinden sie sich mit Ihrem CRM, ERP, E-Mail, Dokumentenablage und Ticketsystem.',
  },
  {
    id: '5eed0fa9-1e00-4a00-8000-000000000003',
    question_en: 'Is our data safe?',
    answer_en:
      'Yes. We follow the GDPR, process data in the EU wherever possible, respect your existing access rights and never use your data to train public models.',
    question_de: 'Sind unsere Daten sicher?',
    answer_de:
      'Ja. Wir halten die DSGVO ein, verarbeiten Daten wo immer möglich in der EU, respektieren Ihre bestehenden Zugriffsrechte und verwenden Ihre Daten nie zum Training öffentlicher Modelle.',
  },
  {
    id: '5eed0fa9-1e00-4a00-8000-000000000004',
    question_en: 'How accurate are the answers of an AI agent?',
    answer_en:
      'Our knowledge agents reach 99%+ accuracy on your own documents, answer with links to their sources and hand over to a human when they are not sure.',
    question_de: 'Wie genau sind die Antworten eines KI-Agenten?',
    answer_de:
      'Unsere Wissensagenten erreichen über 99 % Genauigkeit auf Ihren eigenen Dokumenten, antworten mit Links zu ihren Quellen und übergeben an einen Menschen, wenn sie unsicher sind.',
  },
  {
    id: '5eed0fa9-1e00-4a00-8000-000000000005',
    question_en: 'What is the first step?',
    answer_en:
      'Book a free 15-minute call. We learn about your processes, show you what is possible and suggest whether a workshop or a first agent is the better start.',
    question_de: 'Was ist der erste Schritt?',
    answer_de:
      'Buchen Sie ein kostenloses 15-minütiges Gespräch. Wir lernen Ihre Prozesse kennen, zeigen Ihnen, was möglich ist, und schlagen vor, ob ein Workshop oder ein erster Agent der bessere Einstieg ist.',
  },
];
