/**
 * A fresh held-out set of visitor questions for the site's assistant: what it measures is whether
 * the assistant finds what a visitor means, and says it honestly when the site does not know.
 *
 * Written fresh on 2026-11-28, before any retrieval change, from the site's content only: the
 * knowledge-base entries and page passages the assistant draws from, the published case studies of
 * supabase/seed.sql and the company facts of src/content/site.ts. It was written without looking at
 * how the assistant matches text (the functions, the other evaluation sets' questions, the
 * assistant's documentation). The questions paraphrase the site the way visitors type, in German
 * (the "Sie" form) and English, now and then casual or with a typo.
 *
 * Its first-try score is the figure that counts: run it once against the assistant as it is and
 * record that score. Never add vocabulary, synonyms or rules because of a string in this file; when
 * a question fails, fix the cause in general, and write the next fresh set for the next measurement.
 *
 * About a fifth of the items cannot be answered from the site: half ask about the company for
 * something it never says, half ask for services near the field it does not offer. Every other item
 * lists in `sources` all the texts that hold its answer (`entry:<id>`, `passage:<id>`,
 * `story:<client>`), and in `mustInclude` the facts the reply must state.
 */
import type { EvalItem } from './questions';

export type FreshCategory =
  | 'home'
  | 'about'
  | 'ai-agents'
  | 'workshop'
  | 'partners'
  | 'contact'
  | 'case-studies'
  | 'faq'
  | 'legal'
  | 'cannot-answer';

const BRENNER = 'Brenner Maschinenbau GmbH';
const VELANTA = 'Velanta Versicherung AG';
const NORDHAFEN = 'Nordhafen Logistik GmbH';
const MEDISONO = 'Medisono Medical GmbH';
/** The seed's unpublished draft: no answer may name it. */
const DRAFT = 'Elbtal';

/** Texts that give 6-8 weeks to a live agent. */
const SIX_TO_EIGHT_WEEKS = [
  'passage:home.hero',
  'passage:home.process.steps.1',
  'passage:home.comparison.rows.0',
  'entry:timeline',
  'entry:workshop-follow-up',
  'passage:workshop.followUp.steps.1',
];
/** Texts that give 2-6 weeks to a first live agent. */
const TWO_TO_SIX_WEEKS = ['entry:timeline', 'entry:faq-time-to-live', 'passage:faq.0'];
/** Texts that give 500+ integrations. */
const INTEGRATIONS = [
  'passage:home.features.cards.0',
  'passage:home.comparison.rows.2',
  'entry:faq-systems',
  'passage:faq.1',
];
/** Texts that give new hires productive in 3 weeks instead of 6 months. */
const ONBOARDING = [
  'passage:home.solution.parts.1',
  'passage:home.features.cards.3',
  'entry:cost-reduction',
  'entry:automation-examples',
  'entry:knowledge-search',
  'passage:agents.featured.agents.0',
  'passage:workshop.stories.items.1',
  `story:${VELANTA}`,
];
/** Texts that give the workshop's size, 8-12 participants. */
const WORKSHOP_SIZE = [
  'entry:workshop',
  'passage:home.workshopTeaser',
  'passage:services.2',
  'passage:workshop.hero',
];

export const freshItems: EvalItem<FreshCategory>[] = [
  // --- Home page: the two services, the figures, the comparison, the process ---
  {
    category: 'home',
    question:
      'compared to a classic consulting project, how much faster are you until something is actually live?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [
      ['6-8', '6–8'],
      ['6-12', '6–12'],
    ],
    sources: ['passage:home.comparison.rows.0'],
  },
  {
    category: 'home',
    question:
      'Was haben wir am Ende eines Projekts mit Ihnen in der Hand – wieder nur ein Strategiepapier?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['produktiv', 'Produktion', 'im Einsatz', 'Betrieb']],
    sources: ['passage:home.comparison.rows.1', 'entry:mission', 'passage:about.hero'],
  },
  {
    category: 'home',
    question: 'do we get locked into some multi-year contract with you guys?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['long-term', 'lock-in', 'long term']],
    sources: [
      'passage:home.comparison.rows.4',
      'entry:pricing',
      'entry:workshop-follow-up',
      'passage:workshop.followUp.steps.2',
    ],
  },
  {
    category: 'home',
    question: 'Mit wie vielen Tools und Systemen können sich Ihre Agenten eigentlich verbinden?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['500'],
    sources: INTEGRATIONS,
  },
  {
    category: 'home',
    question:
      'Can your knowledge assistant read our manuals, tickets and wiki and tell us where an answer came from?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['source'],
    sources: [
      'passage:home.solution.parts.1',
      'entry:services',
      'passage:agents.featured.agents.0',
    ],
  },
  {
    category: 'home',
    question:
      'Wie schnell sind neue Kollegen mit Ihrem Wissensassistenten eingearbeitet? Bei uns dauert das ewig.',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['3 Wochen', 'drei Wochen']],
    sources: ONBOARDING,
  },
  {
    category: 'home',
    question: 'once the agent is live, do you just hand it over and disappear?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['improv', 'optimi', 'maintain', 'operate']],
    sources: [
      'passage:home.process.steps.2',
      'passage:agents.implementation.steps.3',
      'entry:workshop-follow-up',
      'passage:workshop.followUp.steps.2',
      'passage:workshop.followUp.steps.3',
    ],
  },
  {
    category: 'home',
    question:
      'Läuft bei Ihren Agenten alles vollautomatisch, oder schaut am Ende noch ein Mensch drüber?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['Mensch', 'Freigabe', 'freigeben', 'prüf']],
    sources: [
      'passage:home.solution.parts.0',
      'passage:home.features.cards.1',
      'passage:home.features.cards.2',
      'entry:services',
      'passage:agents.implementation.steps.2',
      'passage:agents.featured.agents.1',
      'entry:faq-accuracy',
      'passage:faq.3',
      'entry:values',
      'passage:about.values.items.1',
    ],
  },
  {
    category: 'home',
    question:
      "we're a mid-sized manufacturer. what kind of tasks could your agents take off our sales and office people?",
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['quote', ['data entry', 'report']],
    sources: [
      'passage:home.solution.parts.0',
      'entry:services',
      'passage:home.features.cards.2',
      'passage:agents.featured.agents.1',
      'passage:about.mission',
    ],
  },
  {
    category: 'home',
    question: 'Was bieten Sie eigentlich genau an? Bitte kurz zusammengefasst.',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['Agent', 'Wissen', ['Workshop', 'Speedboat']],
    sources: ['entry:services', 'passage:about.mission'],
  },
  {
    category: 'home',
    question:
      'right now one quote takes us about half a day. how long would that take with one of your agents?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['30 minutes', '40 minutes', '30 min', '40 min']],
    sources: [
      'passage:home.solution.parts.0',
      'passage:home.features.cards.2',
      'passage:workshop.stories.items.0',
      `story:${BRENNER}`,
      'entry:cost-reduction',
      'entry:automation-examples',
      'passage:agents.featured.agents.1',
    ],
  },

  // --- About page: founder, mission, values, location ---
  {
    category: 'about',
    question: "who's behind Northlight? who runs the company?",
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['Alex Example'],
    sources: ['entry:founder', 'passage:about.leadership.founder'],
  },
  {
    category: 'about',
    question: 'Welchen beruflichen Hintergrund hat Ihr Gründer?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [
      ['zehn Jahre', '10 Jahre', 'Jahrzehnt'],
      ['Software', 'Datenplattform'],
    ],
    sources: ['entry:founder', 'passage:about.leadership.founder'],
  },
  {
    category: 'about',
    question: "what's your mission, in one sentence?",
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['repetitive'],
    sources: ['entry:mission', 'passage:about.mission'],
  },
  {
    category: 'about',
    question: 'Welche Werte sind Ihnen in der Zusammenarbeit wichtig?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['Hype', 'Transparenz'],
    sources: [
      'entry:values',
      'passage:about.values.items.0',
      'passage:about.values.items.1',
      'passage:about.values.items.2',
      'passage:about.values.items.3',
    ],
  },
  {
    category: 'about',
    question: 'Will you be honest with us if AI turns out not to be the right fix for our problem?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['say so', 'tell you', 'honest', 'not the best answer', 'not the right']],
    sources: ['entry:values', 'passage:about.values.items.0'],
  },
  {
    category: 'about',
    question: 'Sollen Ihre Agenten am Ende unsere Mitarbeiter ersetzen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['unterstütz'],
    sources: ['entry:values', 'passage:about.values.items.1'],
  },
  {
    category: 'about',
    question: 'where are you guys based?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['Berlin'],
    sources: ['entry:location', 'entry:contact'],
  },
  {
    category: 'about',
    question: 'Arbeiten Sie nur mit großen Konzernen zusammen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['Mittelstand', 'Mittelständ']],
    sources: ['entry:services', 'entry:mission', 'passage:about.hero', 'passage:case-studies.list'],
  },
  {
    category: 'about',
    question: 'why did your founder start the company in the first place?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['manual'],
    sources: ['entry:founder', 'passage:about.leadership.founder'],
  },

  // --- AI agents page: the agents, their figures, custom agents, the four steps ---
  {
    category: 'ai-agents',
    question: 'Was unterscheidet Ihre Agenten von einem gewöhnlichen Chatbot?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['Prozess', 'Engpass', 'Engpäss']],
    sources: ['passage:agents.hero', 'passage:agents.custom.features.0'],
  },
  {
    category: 'ai-agents',
    question: 'can you help our sales team put proposals together quicker?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['2x', 'twice', 'two times', '2 times', 'double']],
    sources: ['passage:agents.cards.items.0', 'entry:automation-examples'],
  },
  {
    category: 'ai-agents',
    question: 'Uns springen zu viele Kunden ab. Haben Sie dafür eine Lösung?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['40'],
    sources: ['passage:agents.cards.items.1', 'entry:automation-examples'],
  },
  {
    category: 'ai-agents',
    question: 'Is there an agent that checks our documents against our internal policies?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['real-time', 'real time']],
    sources: ['passage:agents.cards.items.2', 'entry:automation-examples', `story:${MEDISONO}`],
  },
  {
    category: 'ai-agents',
    question:
      'Unsere Geschäftsführung wartet oft wochenlang auf Auswertungen. Kann ein Agent Fragen direkt aus unseren Zahlen beantworten?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['Minuten'],
    sources: ['passage:agents.cards.items.3', 'entry:automation-examples'],
  },
  {
    category: 'ai-agents',
    question: 'what if none of your ready made agents fits our rather weird process?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['design', 'custom', 'tailor', 'around your process']],
    sources: ['passage:agents.custom', 'passage:agents.custom.features.0'],
  },
  {
    category: 'ai-agents',
    question:
      'In welchen Schritten bauen Sie einen Agenten für uns, von der Bestandsaufnahme unseres Prozesses bis zum laufenden Betrieb?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [
      ['Analyse', 'analysier'],
      ['Optimierung', 'optimier', 'verbesser'],
    ],
    sources: [
      'entry:first-step',
      'passage:agents.implementation.steps.0',
      'passage:agents.implementation.steps.1',
      'passage:agents.implementation.steps.2',
      'passage:agents.implementation.steps.3',
    ],
  },
  {
    category: 'ai-agents',
    question: 'what does your back-office automation agent actually do all day?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [
      ['quote', 'report'],
      ['exception', 'person', 'human'],
    ],
    sources: ['passage:agents.featured.agents.1'],
  },
  {
    category: 'ai-agents',
    question:
      'Wie viele Stunden Abtipperei pro Woche kann so ein Automatisierungs-Agent einsparen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['15 Stunden', '15 Std']],
    sources: [
      'entry:cost-reduction',
      'entry:automation-examples',
      'passage:agents.featured.agents.1',
      `story:${NORDHAFEN}`,
    ],
  },
  {
    category: 'ai-agents',
    question: 'our monthly reporting eats two days every time. what could an agent do there?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['real-time', 'real time']],
    sources: [
      'entry:cost-reduction',
      'entry:automation-examples',
      'passage:agents.featured.agents.1',
    ],
  },
  {
    category: 'ai-agents',
    question: 'Wie lange dauert die Umsetzung eines Agenten bei Ihnen normalerweise?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['6-8', '6–8', '2-6', '2–6']],
    sources: [...SIX_TO_EIGHT_WEEKS, 'entry:faq-time-to-live', 'passage:faq.0'],
  },
  {
    category: 'ai-agents',
    question: 'how many agents do companies usually start with?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['2-3', '2–3', 'two or three', '2 or 3', 'two to three', '2 to 3']],
    sources: ['entry:first-step', 'entry:timeline'],
  },

  // --- AI Speedboat workshop page ---
  {
    category: 'workshop',
    question: 'how many ppl can join the speedboat workshop?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['8-12', '8–12', '8 to 12', 'eight to twelve']],
    sources: WORKSHOP_SIZE,
  },
  {
    category: 'workshop',
    question: 'Findet der Workshop bei uns im Haus statt oder online?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['vor Ort', 'bei Ihnen']],
    sources: [...WORKSHOP_SIZE, 'entry:services'],
  },
  {
    category: 'workshop',
    question: 'What do we actually walk away with after those two days?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['25', ['3-5', '3–5', 'three to five']],
    sources: ['entry:workshop', 'passage:home.workshopTeaser', 'passage:services.2'],
  },
  {
    category: 'workshop',
    question: 'Was steht am ersten Workshoptag auf dem Programm?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['Grundlagen', ['Anwendungsf', 'Ideen']],
    sources: [
      'entry:workshop',
      'passage:workshop.timeline.steps.0',
      'passage:workshop.timeline.steps.1',
    ],
  },
  {
    category: 'workshop',
    question: 'on day two, do we actually build something or is it just talking?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['prototyp'],
    sources: [
      'entry:workshop',
      'passage:workshop.timeline.steps.2',
      'passage:workshop.benefits.items.0',
    ],
  },
  {
    category: 'workshop',
    question:
      'Ein Teil unserer Belegschaft hat Angst um den eigenen Job. Hilft Ihr Workshop dabei, die Leute mitzunehmen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['selbst', 'Treiber', 'befähig', 'Befähigung']],
    sources: ['passage:workshop.benefits.items.1', 'passage:workshop.problems.items.1'],
  },
  {
    category: 'workshop',
    question: 'How far ahead does the roadmap from the workshop plan?',
    browser: 'de',
    expectLanguage: 'en',
    mustInclude: [['3-6', '3–6', 'three to six']],
    sources: [
      'entry:workshop',
      'entry:services',
      'passage:services.2',
      'passage:workshop.benefits.items.2',
    ],
  },
  {
    category: 'workshop',
    question: 'Und nach dem Workshop – wie geht es dann mit Ihnen weiter?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['Bewert', 'Auswahl', 'Umsetzung']],
    sources: [
      'entry:workshop-follow-up',
      'passage:workshop.followUp.steps.0',
      'passage:workshop.followUp.steps.1',
      'passage:workshop.followUp.steps.2',
      'passage:workshop.followUp.steps.3',
    ],
  },
  {
    category: 'workshop',
    question: 'if you run the agents for us afterwards, how is that billed?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['monthly'],
    sources: ['entry:workshop-follow-up', 'passage:workshop.followUp.steps.2'],
  },
  {
    category: 'workshop',
    question: 'Wie melden wir später Änderungswünsche für einen laufenden Agenten?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['Ticket'],
    sources: ['entry:workshop-follow-up', 'passage:workshop.followUp.steps.3'],
  },
  {
    category: 'workshop',
    question: 'has any company actually gone from your workshop to a real agent in production?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['Brenner'],
    story: BRENNER,
    sources: ['passage:workshop.stories.items.0', `story:${BRENNER}`],
  },
  {
    category: 'workshop',
    question: 'Wie viele Teilnehmer hatten Ihre Trainings bisher insgesamt?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['500'],
    sources: ['entry:workshop', 'entry:experience', 'passage:home.comparison.rows.3'],
  },

  // --- Partners page ---
  {
    category: 'partners',
    question: 'who are your partners?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['DieCast', 'HumanFirst'],
    sources: [
      'entry:partners',
      'passage:partners.list.partners.0',
      'passage:partners.list.partners.1',
    ],
  },
  {
    category: 'partners',
    question: 'Sind Sie auf einer Messe für Gießereien vertreten?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['DieCast'],
    sources: ['passage:partners.list.partners.0'],
  },
  {
    category: 'partners',
    question:
      'we need guidance on the works council and the EU AI Act when we introduce agents. can you help with that?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['HumanFirst'],
    sources: ['passage:partners.list.partners.1'],
  },
  {
    category: 'partners',
    question: 'Wie kann unser Unternehmen Partner von Northlight werden?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['/partners', 'Partnerseite', 'Partner-Seite']],
    sources: ['entry:partners'],
  },
  {
    category: 'partners',
    question: 'What do you expect from a partner, what do they have in common with you?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['shop floor', 'lab']],
    sources: ['passage:partners.hero'],
  },

  // --- Contact page, booking ---
  {
    category: 'contact',
    question: 'Wie schnell melden Sie sich, wenn ich Ihnen schreibe?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['24'],
    sources: [
      'entry:contact',
      'passage:home.finalCta',
      'passage:contact',
      'passage:contact.cards.1',
    ],
  },
  {
    category: 'contact',
    question: 'whats your phone number',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['1234567', '123 4567']],
    sources: ['entry:contact'],
  },
  {
    category: 'contact',
    question: 'An welche E-Mail-Adresse kann ich meine Anfrage schicken?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['hello@northlight-ai.example'],
    sources: ['entry:contact'],
  },
  {
    category: 'contact',
    question: "I'd love to see your agents in action, can I get a demo?",
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['60'],
    sources: ['passage:contact.cards.2', 'entry:booking', 'passage:home.process.steps.0'],
  },
  {
    category: 'contact',
    question: 'Kann ich hier direkt einen kurzen Termin mit Ihnen ausmachen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['15'],
    meeting: true,
    sources: [
      'entry:booking',
      'entry:first-step',
      'passage:faq.4',
      'passage:home.faqSection',
      'entry:pricing',
    ],
  },
  {
    category: 'contact',
    question: "what's your postal address? I want to send you something by mail",
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['Musterstra', '10115'],
    sources: ['entry:contact', 'entry:location', 'passage:imprint.sections.5'],
  },
  {
    category: 'contact',
    question: 'Gilt Ihre Antwort innerhalb von 24 Stunden auch am Wochenende?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['Werktag', 'werktags']],
    sources: ['passage:contact.cards.1'],
  },
  {
    category: 'contact',
    question: 'if I fill in the contact form, am I going to get a sales pitch?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['sales pitch', 'next steps']],
    sources: ['passage:contact'],
  },

  // --- Case studies (published stories only) ---
  {
    category: 'case-studies',
    question: 'got any examples from logistics companies?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['Nordhafen'],
    mustNotInclude: [DRAFT],
    story: NORDHAFEN,
    sources: [`story:${NORDHAFEN}`],
  },
  {
    category: 'case-studies',
    question: 'Haben Sie schon einmal ein Projekt für eine Versicherung umgesetzt?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['Velanta'],
    mustNotInclude: [DRAFT],
    story: VELANTA,
    sources: [`story:${VELANTA}`, 'passage:workshop.stories.items.1'],
  },
  {
    category: 'case-studies',
    question: 'in the freight invoice project, how much overcharging did they actually find?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['4%', '4 %', '4 percent']],
    story: NORDHAFEN,
    sources: [`story:${NORDHAFEN}`],
  },
  {
    category: 'case-studies',
    question:
      'Wie lange hat es gedauert, bis die automatische Prüfung der Frachtrechnungen beim Logistiker live war?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['7 Wochen', 'sieben Wochen']],
    story: NORDHAFEN,
    sources: [`story:${NORDHAFEN}`],
  },
  {
    category: 'case-studies',
    question: 'do you have any experience with medical device regulation paperwork?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['Medisono'],
    mustNotInclude: [DRAFT],
    story: MEDISONO,
    sources: [`story:${MEDISONO}`],
  },
  {
    category: 'case-studies',
    question:
      'Um wie viel hat sich die Audit-Vorbereitung bei Ihrem Kunden aus der Medizintechnik verkürzt?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['zwei Tage', '2 Tage']],
    story: MEDISONO,
    sources: [`story:${MEDISONO}`],
  },
  {
    category: 'case-studies',
    question:
      'the quoting project for the machine builder: did their sales engineers end up sending more quotes?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['35'],
    story: BRENNER,
    sources: [`story:${BRENNER}`],
  },
  {
    category: 'case-studies',
    question: 'Gibt es bei Ihnen ein Referenzprojekt aus dem Maschinenbau?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['Brenner'],
    mustNotInclude: [DRAFT],
    story: BRENNER,
    sources: [`story:${BRENNER}`, 'passage:workshop.stories.items.0'],
  },
  {
    category: 'case-studies',
    question: 'Which clients have you worked with so far? Any case studies I can read?',
    browser: 'de',
    expectLanguage: 'en',
    mustInclude: ['Brenner', 'Velanta', 'Nordhafen', 'Medisono'],
    mustNotInclude: [DRAFT],
    sources: [`story:${BRENNER}`, `story:${VELANTA}`, `story:${NORDHAFEN}`, `story:${MEDISONO}`],
  },
  {
    category: 'case-studies',
    question:
      'Wie viele interne Fragen konnte der Wissensagent bei der Versicherung ohne erfahrene Kollegen beantworten?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['90'],
    story: VELANTA,
    sources: [`story:${VELANTA}`],
  },

  // --- FAQ, pricing, experience ---
  {
    category: 'faq',
    question: 'realistically, when could our first agent be up and running if we start next month?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['2-6', '2–6', '6-8', '6–8']],
    sources: [...TWO_TO_SIX_WEEKS, ...SIX_TO_EIGHT_WEEKS.filter((id) => id !== 'entry:timeline')],
  },
  {
    category: 'faq',
    question: 'Müssen wir für Ihre Lösung unser ERP oder CRM austauschen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [
      ['Nein', 'nicht ersetzen', 'nicht austauschen', 'ohne sie zu ersetzen', 'bereits nutzen'],
    ],
    sources: ['entry:faq-systems', 'passage:faq.1', 'passage:agents.custom.features.1'],
  },
  {
    category: 'faq',
    question: 'Do you use our company data to train ChatGPT or some other public model??',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['never', "don't", 'do not']],
    sources: ['entry:faq-data', 'passage:faq.2'],
  },
  {
    category: 'faq',
    question: 'Wo werden unsere Daten verarbeitet, bleiben die in der EU?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['der EU', 'Europ']],
    sources: ['entry:faq-data', 'passage:faq.2'],
  },
  {
    category: 'faq',
    question: "what happens when the agent doesn't know the answer to something?",
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['human', 'person']],
    sources: ['entry:faq-accuracy', 'passage:faq.3', 'passage:agents.featured.agents.1'],
  },
  {
    category: 'faq',
    question: 'Was kostet mich das ungefähr?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['hängt', 'hängen', 'abhängig']],
    mustNotInclude: ['€'],
    sources: ['entry:pricing'],
  },
  {
    category: 'faq',
    question: 'how many projects have you actually delivered so far?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['50'],
    sources: ['entry:experience'],
  },
  {
    category: 'faq',
    question: 'Womit fangen wir am besten an, wenn wir mit KI starten wollen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['15'],
    sources: ['entry:first-step', 'passage:faq.4'],
  },
  {
    category: 'faq',
    question: 'how reliable are the answers, can I check where the info comes from?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['source'],
    sources: [
      'entry:faq-accuracy',
      'passage:faq.3',
      'passage:home.solution.parts.1',
      'passage:home.features.cards.1',
      'passage:agents.featured.agents.0',
      'entry:services',
      `story:${VELANTA}`,
    ],
  },

  // --- Legal pages: privacy, terms, imprint ---
  {
    category: 'legal',
    question: 'how long do you keep what I type into this chat?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['90'],
    sources: ['passage:privacy.sections.1'],
  },
  {
    category: 'legal',
    question: 'Setzen Sie auf Ihrer Seite Werbe-Cookies ein?',
    browser: 'en',
    expectLanguage: 'de',
    mustInclude: ['keine'],
    sources: ['passage:privacy.sections.0'],
  },
  {
    category: 'legal',
    question: "what's your VAT ID?",
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: ['DE123456789'],
    sources: ['passage:imprint.sections.3'],
  },
  {
    category: 'legal',
    question: 'Bei welchem Amtsgericht sind Sie im Handelsregister eingetragen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['Charlottenburg'],
    sources: ['passage:imprint.sections.4'],
  },
  {
    category: 'legal',
    question: "which law applies to using your website, and where's the place of jurisdiction?",
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['German', 'Germany'], 'Berlin'],
    sources: ['passage:terms.sections.6'],
  },
  {
    category: 'legal',
    question: 'Kann ich verlangen, dass Sie meine gespeicherten Daten löschen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: [['Art. 17', 'Artikel 17', 'Recht auf Löschung', 'das Recht']],
    sources: ['passage:privacy.sections.4'],
  },
  {
    category: 'legal',
    question: 'my browser sends the GPC signal - do you still store my questions?',
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [['nothing', 'not keep', 'not store', "don't keep", "don't store", 'none of']],
    sources: ['passage:privacy.sections.1'],
  },
  {
    category: 'legal',
    question:
      'Werden die Daten zwischen meinem Browser und Ihrer Website verschlüsselt übertragen?',
    browser: 'de',
    expectLanguage: 'de',
    mustInclude: ['TLS'],
    sources: ['passage:privacy.sections.3'],
  },
  {
    category: 'legal',
    question: "are the chatbot's answers a binding offer? could I hold you to them?",
    browser: 'en',
    expectLanguage: 'en',
    mustInclude: [
      [
        'not a binding',
        'not binding',
        'no binding',
        'not legally binding',
        'not constitute',
        'non-binding',
      ],
    ],
    sources: ['passage:terms.sections.1'],
  },

  // --- Cannot answer: about the company, but nowhere on the site ---
  {
    category: 'cannot-answer',
    question: 'how many people work at Northlight?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Haben Sie eigentlich einen Bürohund?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'are you hiring? any open positions for ML engineers?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Sind Sie nach ISO 27001 zertifiziert?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'What year was Northlight founded?',
    browser: 'de',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Wer sind Ihre Investoren, bzw. wie finanzieren Sie sich?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'what was your revenue last year, roughly?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Bieten Sie Praktika oder Werkstudentenstellen an?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'which LLM do your agents run on, GPT or Claude?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Gibt es bei Ihrem Büro Parkplätze für Besucher?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Do you have a newsletter I can subscribe to?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    // Only the seed's unpublished draft is about an energy supplier: nothing published answers it.
    category: 'cannot-answer',
    question: 'Haben Sie schon ein Projekt mit einem Stadtwerk oder Energieversorger gemacht?',
    browser: 'de',
    expectLanguage: 'de',
    mustNotInclude: [DRAFT],
    cannotAnswer: true,
  },

  // --- Cannot answer: services near the field that the company does not offer ---
  {
    category: 'cannot-answer',
    question: 'can you build us an iOS and Android app for our field staff?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Machen Sie auch Suchmaschinenoptimierung für unsere Website?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'do you do penetration tests of company networks?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Verkaufen Sie auch Server oder GPU-Hardware für KI-Anwendungen?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'could you redesign our company website for us?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Übernehmen Sie auch Social-Media-Marketing für unser Unternehmen?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'do you offer a 24/7 IT helpdesk for our employees laptops?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Können Sie unsere Produktkataloge professionell ins Französische übersetzen?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Do you do bookkeeping or tax returns for small businesses?',
    browser: 'en',
    expectLanguage: 'en',
    cannotAnswer: true,
  },
  {
    category: 'cannot-answer',
    question: 'Vermitteln Sie auch freiberufliche Data Scientists an Unternehmen?',
    browser: 'de',
    expectLanguage: 'de',
    cannotAnswer: true,
  },
];
