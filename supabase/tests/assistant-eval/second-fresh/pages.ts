/** The second fresh set, first half: the home, about, agents, workshop and partners pages. */
import type { EvalItem } from '../questions';
import { type Category, de, deOnEn, en, MEDISONO, NORDHAFEN } from '../fresh-items';
import {
  FOLLOW_UP,
  FOUNDER,
  FREE_CALL,
  GO_LIVE,
  KNOWLEDGE,
  PARTNERS,
  QUOTES,
  SYSTEMS,
  WORKSHOP,
} from './shared';

export const pageItems: EvalItem<Category>[] = [
  // --- Home page ---
  en('home', 'how long from kickoff until an agent is actually running for us?', {
    mustInclude: [['6-8', '6–8', '2-6', '2–6']],
    sources: GO_LIVE,
  }),
  de('home', 'Wie viel Zeit spart Ihr Agent beim Erstellen von Angeboten?', {
    mustInclude: [['30 Minuten', '40 Minuten']],
    sources: QUOTES,
  }),
  en('home', 'does a person still check things before the agent sends them out?', {
    mustInclude: [['human', 'person', 'review', 'approv']],
    sources: [
      'passage:home.solution.parts.0',
      'passage:home.features.cards.1',
      'passage:home.features.cards.2',
      'passage:agents.featured.agents.1',
      'passage:agents.implementation.steps.2',
      'entry:services',
    ],
  }),
  de('home', 'Was unterscheidet Sie eigentlich von einer klassischen Unternehmensberatung?', {
    mustInclude: [['6–8', '6-8', 'Strategiepapier', 'Foliendeck', 'im Einsatz']],
    sources: [
      'passage:home.comparison',
      ...[0, 1, 2, 3, 4].map((n) => `passage:home.comparison.rows.${n}`),
      'passage:about.hero',
      'entry:mission',
    ],
  }),
  en('home', 'what happens once the first agent is running, do you just leave?', {
    mustInclude: [['improve', 'maintain', 'optimi', 'better']],
    sources: FOLLOW_UP,
  }),
  de('home', 'Ist das erste Beratungsgespräch bei Ihnen kostenlos? Wie lange dauert es?', {
    mustInclude: ['kostenlos', ['60', '15']],
    sources: FREE_CALL,
  }),
  en('home', 'where do your agents get their data from? we run salesforce and SAP', {
    mustInclude: [['CRM', 'ERP']],
    sources: SYSTEMS,
  }),
  de(
    'home',
    'Neue Leute warten bei uns tagelang auf Antworten von erfahrenen Kollegen. Hilft da KI?',
    {
      mustInclude: [['Wissens', 'Knowledge']],
      sources: KNOWLEDGE,
    },
  ),
  en('home', 'how many people have you guys trained on AI so far', {
    mustInclude: ['500'],
    sources: ['passage:home.comparison.rows.3', 'entry:experience', 'entry:workshop'],
  }),

  // --- About ---
  en('about', "who's behind northlight, who runs the company?", {
    mustInclude: ['Alex Example'],
    sources: FOUNDER,
  }),
  de('about', 'Was hat der Gründer gemacht, bevor er Northlight gegründet hat?', {
    mustInclude: [['Software', 'zehn Jahre']],
    sources: ['entry:founder', 'passage:about.leadership.founder'],
  }),
  en('about', 'how do you measure whether a project was a success?', {
    mustInclude: [['time given back', 'measurable goal']],
    sources: ['passage:about.mission', 'passage:about.values.items.0', 'entry:values'],
  }),
  de('about', 'Wird Ihre KI am Ende meine Mitarbeiter ersetzen?', {
    mustInclude: [['unterstützen', 'Mensch zuerst']],
    sources: ['passage:about.values.items.1', 'entry:values'],
  }),
  en('about', "will you tell us honestly if AI isn't the right fix for our problem?", {
    mustInclude: [['say so', 'not the best answer']],
    sources: ['passage:about.values.items.0', 'entry:values'],
  }),
  de('about', 'Für welche Unternehmensgröße arbeiten Sie, auch für kleine Firmen?', {
    mustInclude: [['Mittelstand', 'Mittelständ', 'Großunternehmen', 'Konzern', 'Großindustrie']],
    sources: ['entry:services', 'entry:mission', 'passage:about.hero', 'passage:case-studies.list'],
  }),
  en('about', "what's the big idea behind your company, why do you exist?", {
    mustInclude: [['repetitive', 'skilled people']],
    sources: ['entry:mission', 'passage:about.mission'],
  }),

  // --- AI agents ---
  en('ai-agents', 'can you build something that helps our sales reps write proposals faster?', {
    mustInclude: [['2x', 'twice', 'proposal']],
    sources: ['passage:agents.cards.items.0', 'entry:automation-examples'],
  }),
  de('ai-agents', 'Uns springen zu viele Kunden ab. Haben Sie dafür einen Agenten?', {
    mustInclude: ['40'],
    sources: ['passage:agents.cards.items.1', 'entry:automation-examples'],
  }),
  en('ai-agents', 'our managers wait weeks for reports from the data team, anything for that?', {
    mustInclude: [['minutes', 'real-time', 'real time']],
    sources: [
      'passage:agents.cards.items.3',
      'passage:agents.featured.agents.1',
      'entry:automation-examples',
      'entry:cost-reduction',
    ],
  }),
  de('ai-agents', 'Was passiert, wenn keiner Ihrer fertigen Agenten zu unserem Prozess passt?', {
    mustInclude: [['entwerfen', 'Maßgeschneidert', 'einzigartig']],
    sources: ['passage:agents.custom', 'passage:agents.custom.features.0'],
  }),
  en('ai-agents', 'what does your implementation look like, step by step?', {
    mustInclude: [['Assessment', 'Customization', 'Integration', 'Optimization', 'Consultation']],
    sources: [
      'entry:first-step',
      ...[0, 1, 2, 3].map((n) => `passage:agents.implementation.steps.${n}`),
      ...[0, 1, 2].map((n) => `passage:home.process.steps.${n}`),
    ],
  }),
  de('ai-agents', 'Kann ein Agent prüfen, ob unsere Dokumente den internen Vorgaben entsprechen?', {
    mustInclude: ['Compliance'],
    sources: ['passage:agents.cards.items.2', 'entry:automation-examples', `story:${MEDISONO}`],
  }),
  en('ai-agents', 'what does the process automation agent actually do all day', {
    mustInclude: [['quote', 'request']],
    sources: [
      'passage:agents.featured.agents.1',
      'entry:automation-examples',
      'passage:home.solution.parts.0',
    ],
  }),
  de('ai-agents', 'Wie viele Stunden Dateneingabe pro Woche kann so ein Agent einsparen?', {
    mustInclude: ['15'],
    sources: [
      'passage:agents.featured.agents.1',
      'entry:cost-reduction',
      'entry:automation-examples',
      `story:${NORDHAFEN}`,
    ],
  }),
  en('ai-agents', 'isnt this just another chatbot?', {
    mustInclude: [['focused', 'specific', 'clearly defined']],
    sources: ['passage:agents.hero'],
  }),

  // --- Workshop ---
  en('workshop', 'how many of us can join the speedboat thing?', {
    mustInclude: [['8-12', '8–12']],
    sources: WORKSHOP,
  }),
  de('workshop', 'Findet der Workshop online statt oder kommen Sie zu uns ins Haus?', {
    mustInclude: [['vor Ort', 'Vor-Ort']],
    sources: [...WORKSHOP, 'entry:services'],
  }),
  en('workshop', 'what do we actually walk away with after the two days?', {
    mustInclude: [['25', '3-5', '3–5', 'roadmap']],
    sources: [
      ...WORKSHOP,
      'passage:workshop.benefits.items.0',
      'passage:workshop.benefits.items.2',
    ],
  }),
  de('workshop', 'Was machen wir am zweiten Tag des Workshops?', {
    mustInclude: [['Prototyp', 'Roadmap']],
    sources: [
      'entry:workshop',
      'passage:workshop.timeline.steps.2',
      'passage:workshop.timeline.steps.3',
    ],
  }),
  en('workshop', 'some colleagues are scared AI will take their jobs. does the workshop help?', {
    mustInclude: [['skeptic', 'jobs', 'enable', 'drivers']],
    sources: ['passage:workshop.problems.items.1', 'passage:workshop.benefits.items.1'],
  }),
  de('workshop', 'Wie läuft der erste Workshoptag ab?', {
    mustInclude: [['Grundlagen', 'Ideenfindung']],
    sources: [
      'entry:workshop',
      'passage:workshop.timeline.steps.0',
      'passage:workshop.timeline.steps.1',
    ],
  }),
  en('workshop', 'after the workshop, how do you decide which agents really get built?', {
    mustInclude: [['impact', 'effort']],
    sources: [
      'passage:workshop.followUp.steps.0',
      'entry:workshop-follow-up',
      'passage:workshop.timeline.steps.3',
    ],
  }),
  deOnEn('workshop', 'Wie kommen wir zu einem Termin für den Workshop bei uns?', {
    mustInclude: ['Termin'],
    sources: ['passage:workshop.closing'],
  }),
  en('workshop', 'do you build the prototypes on dummy data or on our own stuff?', {
    mustInclude: ['real'],
    sources: ['passage:workshop.timeline.steps.2'],
  }),

  // --- Partners ---
  en('partners', 'do you team up with other companies or do you do everything alone?', {
    mustInclude: [['DieCast', 'HumanFirst']],
    sources: [...PARTNERS, 'passage:partners.list.partners.1', 'passage:partners.hero'],
  }),
  de(
    'partners',
    'Wir haben einen Betriebsrat. Hilft uns jemand, die KI-Einführung da abzustimmen?',
    {
      mustInclude: ['HumanFirst'],
      sources: ['passage:partners.list.partners.1'],
    },
  ),
  en('partners', 'are you at any trade fairs for foundries?', {
    mustInclude: ['DieCast'],
    sources: PARTNERS,
  }),
  de('partners', 'Wie kann man Partner von Northlight werden?', {
    mustInclude: [['Partnerschaft', '/partners']],
    sources: ['entry:partners'],
  }),
];
