/** The second fresh set, second half: contact, stories, FAQ, legal, and what no page says. */
import type { EvalItem } from '../questions';
import {
  type Category,
  BRENNER,
  de,
  deOnEn,
  DRAFT,
  en,
  enOnDe,
  honest,
  MEDISONO,
  NORDHAFEN,
  VELANTA,
} from '../fresh-items';
import { DATA, FOUNDER, FREE_CALL, REPLY_TIME, STORIES, SYSTEMS } from './shared';

export const factItems: EvalItem<Category>[] = [
  // --- Contact ---
  en('contact', 'if I fill in your form today, when will somebody get back to me?', {
    mustInclude: ['24'],
    sources: REPLY_TIME,
  }),
  deOnEn('contact', 'Unter welcher Telefonnummer erreiche ich Sie?', {
    mustInclude: ['1234567'],
    sources: ['entry:contact'],
  }),
  en('contact', 'can I just email you instead of using the form?', {
    mustInclude: ['hello@northlight-ai.example'],
    sources: ['entry:contact'],
  }),
  de('contact', 'Wo genau ist Ihr Büro?', {
    mustInclude: ['Musterstraße'],
    sources: ['entry:location', 'entry:contact', 'passage:imprint.sections.5'],
  }),
  en('contact', 'do you guys answer messages on weekends too?', {
    mustInclude: ['business days'],
    sources: ['passage:contact.cards.1'],
  }),
  de('contact', 'Kann ich mir Ihre Agenten vorher in einer Demo ansehen?', {
    mustInclude: ['60'],
    sources: ['passage:contact.cards.2', 'entry:booking'],
  }),

  // --- Case studies (published stories only) ---
  en('case-studies', 'any customers in machine building?', {
    mustInclude: ['Brenner'],
    mustNotInclude: [DRAFT],
    story: BRENNER,
    sources: [`story:${BRENNER}`, 'passage:workshop.stories.items.0'],
  }),
  de('case-studies', 'Wie viele Spediteure waren bei dem Logistikprojekt angebunden?', {
    mustInclude: ['40'],
    story: NORDHAFEN,
    sources: [`story:${NORDHAFEN}`],
  }),
  en(
    'case-studies',
    'did the insurance client really get new staff up to speed faster? by how much',
    {
      mustInclude: [['3 weeks', 'three weeks']],
      story: VELANTA,
      sources: [`story:${VELANTA}`, 'passage:workshop.stories.items.1'],
    },
  ),
  de('case-studies', 'Gab es bei Ihrem Kunden aus der Medizintechnik danach Probleme im Audit?', {
    mustInclude: [['critical', 'kritisch']],
    story: MEDISONO,
    sources: [`story:${MEDISONO}`],
  }),
  en(
    'case-studies',
    'how many more quotes does each sales engineer send now at the packaging firm?',
    {
      mustInclude: ['35'],
      story: BRENNER,
      sources: [`story:${BRENNER}`],
    },
  ),
  de('case-studies', 'Zeigen Sie mir ein Beispiel, wo Rechnungen automatisch geprüft werden.', {
    mustInclude: ['Nordhafen'],
    mustNotInclude: [DRAFT],
    story: NORDHAFEN,
    sources: [`story:${NORDHAFEN}`],
  }),
  en('case-studies', 'which industries have you done projects in?', {
    mustInclude: [['Brenner', 'Velanta', 'Nordhafen', 'Medisono']],
    mustNotInclude: [DRAFT],
    sources: [...STORIES, 'passage:case-studies.list'],
  }),
  de('case-studies', 'Wo sucht der Agent bei Brenner nach vergleichbaren alten Projekten?', {
    mustInclude: ['ERP'],
    story: BRENNER,
    sources: [`story:${BRENNER}`],
  }),

  // --- FAQ ---
  en('faq', 'will you use our internal docs to train chatgpt or something?', {
    mustInclude: ['never'],
    sources: DATA,
  }),
  de('faq', 'Liegen unsere Daten dann in den USA oder in Europa?', {
    mustInclude: ['EU'],
    sources: [...DATA, 'passage:privacy.sections.2'],
  }),
  enOnDe('faq', "what happens when the agent doesn't know the answer?", {
    mustInclude: [['human', 'hand over', 'person']],
    sources: ['entry:faq-accuracy', 'passage:faq.3', 'passage:agents.featured.agents.1'],
  }),
  de('faq', 'Müssen wir unser ERP austauschen, damit Ihre Agenten funktionieren?', {
    mustInclude: [['bereits nutzen', 'ohne sie zu ersetzen', '500']],
    sources: SYSTEMS,
  }),
  en('faq', "ok I'm interested, what should I do first?", {
    mustInclude: ['15'],
    sources: FREE_CALL,
  }),
  de(
    'faq',
    'Sehen Mitarbeiter über den Assistenten dann auch Dokumente, die sie nicht sehen dürfen?',
    {
      mustInclude: [['Zugriffsrechte', 'Berechtigungen']],
      sources: [
        ...DATA,
        'passage:home.solution.parts.1',
        'passage:about.values.items.2',
        'passage:agents.implementation.steps.2',
        `story:${VELANTA}`,
      ],
    },
  ),

  // --- Legal pages ---
  en('legal', 'which court is responsible if we ever end up in a dispute?', {
    mustInclude: ['Berlin'],
    sources: ['passage:terms.sections.6'],
  }),
  de('legal', 'Kann ich verlangen, dass Sie alles über mich löschen?', {
    mustInclude: ['17'],
    sources: ['passage:privacy.sections.4'],
  }),
  en('legal', 'do you strip personal info out of the chat logs before saving them?', {
    mustInclude: [['remove', 'phone']],
    sources: ['passage:privacy.sections.1'],
  }),
  de('legal', 'Ist die Verbindung zu Ihrer Website verschlüsselt?', {
    mustInclude: ['TLS'],
    sources: ['passage:privacy.sections.3'],
  }),
  en('legal', 'is what your chatbot tells me legally binding?', {
    mustInclude: ['binding'],
    sources: ['passage:terms.sections.1'],
  }),
  de('legal', 'Wer ist Geschäftsführer der GmbH?', {
    mustInclude: ['Alex Example'],
    sources: FOUNDER,
  }),

  // --- What the site does not say ---
  honest('cannot-answer', 'how many employees do you have?', 'en'),
  honest('cannot-answer', 'Welche Programmiersprachen nutzen Ihre Entwickler?', 'de'),
  honest('cannot-answer', 'what year was northlight founded?', 'en'),
  honest('cannot-answer', 'Sind Sie nach ISO 27001 zertifiziert?', 'de'),
  honest('cannot-answer', 'which LLM do you use under the hood, GPT or Claude?', 'en'),
  honest('cannot-answer', 'Bieten Sie Praktikumsplätze für Studierende an?', 'de'),
  honest('cannot-answer', 'do you have a case study with a utility or energy company?', 'en'),
  honest('cannot-answer', 'Wie hoch ist Ihr Jahresumsatz?', 'de'),
  // --- Services near the field the company does not offer ---
  honest('cannot-answer', 'can you build a mobile app for our customers?', 'en'),
  honest('cannot-answer', 'Übernehmen Sie auch die Wartung unserer Server und Netzwerke?', 'de'),
  honest('cannot-answer', 'do you offer SEO and Google Ads management?', 'en'),
  honest('cannot-answer', 'Schreiben und posten Sie für uns Social-Media-Beiträge?', 'de'),
  honest('cannot-answer', 'do you do penetration testing of our IT systems?', 'en'),
  honest('cannot-answer', 'Bieten Sie einen Python-Programmierkurs für Einsteiger an?', 'de'),
  honest('cannot-answer', 'do you resell Microsoft Copilot licenses?', 'en'),
  honest('cannot-answer', 'Erstellen Sie Bonitätsprüfungen zu unseren Kunden?', 'de'),
];
