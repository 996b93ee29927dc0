/**
 * The held-out evaluation set: questions written after `questions.ts`, from the site's content
 * (src/content/ and the seeded case studies) the way visitors ask, without looking at how the
 * assistant matches. It measures how the assistant does on questions nobody tuned it for, so:
 * never add vocabulary, synonyms or rules because of a string in this file. Its first-try score
 * is the figure that counts (docs/assistant.md).
 *
 * Categories: what each public page says, asked in other words (home, about, ai-agents, partners,
 * case-studies, workshop, contact, legal); questions the site cannot answer (`cannot-answer`) and
 * questions near the company's field that it does not offer (`adjacent`): both must get the
 * honest reply that the assistant cannot answer that, with the way to the team, and be recorded
 * as unanswered. About half of the questions are German, in the professional "Sie" form.
 */
import { seedCompanyFacts as siteConfig } from '../../functions/_testing/site-content.ts';
import type { EvalItem } from './questions';

type HeldOutCategory =
  | 'home'
  | 'about'
  | 'ai-agents'
  | 'partners'
  | 'case-studies'
  | 'workshop'
  | 'contact'
  | 'legal'
  | 'cannot-answer'
  | 'adjacent';

const DRAFT_STORY = 'Elbtal';

const en = (
  category: HeldOutCategory,
  question: string,
  expect: Omit<EvalItem<HeldOutCategory>, 'category' | 'question' | 'browser' | 'expectLanguage'>,
): EvalItem<HeldOutCategory> => ({
  category,
  question,
  browser: 'en',
  expectLanguage: 'en',
  ...expect,
});

const de = (
  category: HeldOutCategory,
  question: string,
  expect: Omit<EvalItem<HeldOutCategory>, 'category' | 'question' | 'browser' | 'expectLanguage'>,
): EvalItem<HeldOutCategory> => ({
  category,
  question,
  browser: 'de',
  expectLanguage: 'de',
  ...expect,
});

/** The honest reply: it cannot answer that from what it knows, and offers the team. */
const honest = { cannotAnswer: true } as const;

export const heldOutItems: EvalItem<HeldOutCategory>[] = [
  // ── Home page: solution, process, features, comparison, FAQ, call to action ────────────────────
  en('home', 'Compared with a traditional consulting project, how long until something is live?', {
    mustInclude: [['6-12 months', '6–12 months']],
  }),
  en('home', 'Does the initial consultation cost anything?', {
    mustInclude: [['free']],
  }),
  de('home', 'Müssen wir dafür unsere vorhandene Software austauschen?', {
    mustInclude: ['500'],
  }),
  de('home', 'Wie läuft die Zusammenarbeit mit Ihnen in groben Schritten ab?', {
    mustInclude: [
      ['Beratung', 'Analyse'],
      ['Umsetzung', 'Anpassung', 'Integration'],
    ],
  }),
  en('home', 'Do your agents tell me where an answer came from?', {
    mustInclude: [['source']],
  }),
  de('home', 'Was passiert, wenn sich der Agent bei einer Antwort nicht sicher ist?', {
    mustInclude: [['Mensch']],
  }),
  en('home', 'Is our data processed inside the EU?', {
    mustInclude: ['EU'],
  }),
  de('home', 'Bleiben unsere Zugriffsrechte erhalten, wenn ein Agent unsere Dokumente liest?', {
    mustInclude: ['Zugriffsrechte'],
  }),
  en('home', 'Are we locked into a multi-year contract with you?', {
    mustInclude: [['long-term', 'lock-in']],
  }),
  de('home', 'Wie viele Fachkräfte haben Sie schon geschult?', {
    mustInclude: ['500'],
  }),
  en('home', 'How much time could we save when preparing quotes for our customers?', {
    mustInclude: [['30 minutes', '40 minutes']],
  }),

  // ── About: mission, founder, values ───────────────────────────────────────────────────────────
  en('about', 'What did your founder do before starting the company?', {
    mustInclude: [['decade', 'software and data platforms']],
  }),
  de('about', 'Was ist die Mission Ihres Unternehmens?', {
    mustInclude: [['Routinearbeit', 'wiederkehrender Arbeit']],
  }),
  en('about', 'How do you judge whether your work for a client was a success?', {
    mustInclude: [['time given back', 'measurable goal']],
  }),
  de('about', 'Sagen Sie es offen, wenn KI für unser Problem nicht die richtige Lösung ist?', {
    mustInclude: [['Ergebnisse statt Hype', 'nicht die beste Antwort']],
  }),
  en('about', 'Will your agents replace the people in our team?', {
    mustInclude: [['People first', 'instead of replacing']],
  }),
  de('about', 'Wie transparent sind Sie bei Zeitplänen und Leistungsumfang?', {
    mustInclude: [['Transparenz', 'ehrliche Zeitpläne']],
  }),
  en('about', 'Who is your managing director?', {
    mustInclude: [siteConfig.managingDirectors.join(', ')],
  }),
  de('about', 'Für welche Unternehmensgrößen arbeiten Sie?', {
    mustInclude: [['Mittelstand', 'Mittelständler']],
  }),
  en('about', 'Can we trace afterwards what an agent did?', {
    mustInclude: [['traceability', 'logging']],
  }),

  // ── AI agents page ────────────────────────────────────────────────────────────────────────────
  en('ai-agents', 'How many companies already run your agents in production?', {
    mustInclude: ['50'],
  }),
  de('ai-agents', 'Mit wie vielen Agenten fangen die meisten Ihrer Kunden an?', {
    mustInclude: [['2–3', '2-3']],
  }),
  en('ai-agents', 'Can an agent warn us early when a customer is likely to cancel?', {
    mustInclude: [['Customer Success', 'churn', 'at-risk']],
  }),
  de('ai-agents', 'Unser Vertrieb braucht ewig für individuelle Angebote. Haben Sie dafür etwas?', {
    mustInclude: [['Vertriebsunterstützung', 'Sales Enablement', 'doppelt so schnell', '2x']],
  }),
  en('ai-agents', 'What happens in the customization step of an implementation?', {
    mustInclude: [['terminology', 'real cases']],
  }),
  de('ai-agents', 'Wird ein Agent nach dem Go-live eigentlich weiter verbessert?', {
    mustInclude: [['Optimierung', 'verbessern', 'verbessert']],
  }),
  en('ai-agents', 'Can our managers ask questions about our figures in plain English?', {
    mustInclude: [['Data Intelligence', 'plain language']],
  }),
  de('ai-agents', 'Wie schnell findet der Wissensagent etwas im Vergleich zur Suche von Hand?', {
    mustInclude: ['Sekunden'],
  }),
  en('ai-agents', 'What share of staff questions does the knowledge agent handle on its own?', {
    mustInclude: [['90%', '90 %']],
  }),
  en('ai-agents', 'How many hours of typing data into systems can the process agent save a week?', {
    mustInclude: ['15 hours'],
  }),
  de('ai-agents', 'Unsere Monatsberichte brauchen immer zwei Tage. Geht das mit einem Agenten?', {
    mustInclude: ['Echtzeit'],
  }),
  en('ai-agents', 'What if none of your standard agents fits our process?', {
    mustInclude: [['custom', 'design one around']],
  }),
  de('ai-agents', 'Warum bauen Sie keine allgemeinen Chatbots?', {
    mustInclude: [['fokussierte', 'generischer Chatbots', 'Engpass', 'Engpässe']],
  }),
  en('ai-agents', 'What do you measure before you start building an agent?', {
    mustInclude: [['Assessment', 'where time is lost']],
  }),

  // ── Partners ──────────────────────────────────────────────────────────────────────────────────
  en('partners', 'Are you connected with any trade fair?', {
    mustInclude: ['DieCast Expo'],
  }),
  de('partners', 'Welcher Ihrer Partner kümmert sich um Change Management?', {
    mustInclude: ['HumanFirst'],
  }),
  en('partners', 'Who could help us with our works council when we introduce AI?', {
    mustInclude: ['HumanFirst'],
  }),
  de('partners', 'Kann mein Unternehmen Partner von Ihnen werden?', {
    mustInclude: [['Partnerschaft', 'Partner werden']],
  }),
  en('partners', 'Do you have a partner in the foundry or die-casting industry?', {
    mustInclude: ['DieCast Expo'],
  }),
  de('partners', 'Wer begleitet uns beim Thema EU AI Act?', {
    mustInclude: ['HumanFirst'],
  }),

  // ── Case studies (the published stories of the seed) ──────────────────────────────────────────
  en('case-studies', 'How many carriers does Nordhafen work with?', {
    story: 'Nordhafen Logistik GmbH',
    mustInclude: ['40'],
  }),
  de('case-studies', 'Wie viel schneller erstellt Brenner heute seine Angebote?', {
    story: 'Brenner Maschinenbau GmbH',
    mustInclude: [['30 Minuten', '30 minutes']],
  }),
  en('case-studies', 'Has a client of yours passed an audit with your help?', {
    story: 'Medisono Medical GmbH',
  }),
  de('case-studies', 'Haben Sie Erfahrung mit Herstellern von Medizinprodukten?', {
    story: 'Medisono Medical GmbH',
  }),
  en(
    'case-studies',
    'Our underwriting rules are spread over hundreds of documents. Have you solved that before?',
    { story: 'Velanta Versicherung AG' },
  ),
  de(
    'case-studies',
    'Unsere Buchhaltung gleicht jede Rechnung unserer Frachtführer von Hand mit den Verträgen ab.',
    { story: 'Nordhafen Logistik GmbH' },
  ),
  en('case-studies', 'Do you have customer stories from the public sector?', {
    mustInclude: ['/case-studies'],
    mustNotInclude: [DRAFT_STORY],
  }),
  en('case-studies', 'What did the insurance project change for the senior staff?', {
    story: 'Velanta Versicherung AG',
    mustInclude: ['90%'],
  }),
  de('case-studies', 'Wie lange hat das Projekt bei Nordhafen bis zum Go-live gedauert?', {
    story: 'Nordhafen Logistik GmbH',
    mustInclude: ['7 weeks'],
  }),

  // ── The AI Speedboat workshop ─────────────────────────────────────────────────────────────────
  en('workshop', 'What do we actually take home from the two-day workshop?', {
    mustInclude: ['25+', ['3-5', '3–5']],
  }),
  de('workshop', 'Findet der Workshop bei uns im Haus statt oder online?', {
    mustInclude: [['vor Ort', 'Vor-Ort']],
  }),
  en('workshop', 'What happens on the first morning of the Speedboat?', {
    mustInclude: ['fundamentals'],
  }),
  de('workshop', 'Bauen wir im Workshop selbst Prototypen?', {
    mustInclude: ['Prototyp'],
  }),
  en('workshop', 'Our staff are skeptical about AI. Does the workshop deal with that?', {
    mustInclude: [['skeptic', 'enablement', 'drivers of the change', 'learn']],
  }),
  de('workshop', 'Wie weit reicht die Roadmap, die wir aus dem Workshop mitnehmen?', {
    mustInclude: [['3–6', '3-6']],
  }),
  en('workshop', 'What happens after the workshop is over?', {
    mustInclude: [['Evaluation and selection', 'Agent-as-a-Service', 'implementation']],
  }),
  de('workshop', 'Wie werden Änderungswünsche nach dem Go-live abgewickelt?', {
    mustInclude: ['Ticketsystem'],
  }),
  en('workshop', 'How many use cases does one workshop usually produce?', {
    mustInclude: ['25'],
  }),
  de('workshop', 'Was lernen unsere Mitarbeitenden im Workshop konkret?', {
    mustInclude: [['Grundlagen', 'generative KI', 'generativer KI']],
  }),

  // ── Contact page ──────────────────────────────────────────────────────────────────────────────
  en('contact', "What's your phone number?", {
    mustInclude: [siteConfig.phone],
  }),
  de('contact', 'An welche E-Mail-Adresse kann ich Ihnen schreiben?', {
    mustInclude: [siteConfig.email],
  }),
  en('contact', 'Do you also reply on weekends?', {
    mustInclude: ['business days'],
  }),
  de('contact', 'Was passiert mit den Angaben, die ich ins Kontaktformular eintrage?', {
    mustInclude: [['CRM', 'HubSpot']],
  }),
  en('contact', 'Can I see a demo of your agents before we commit to anything?', {
    mustInclude: [['demo', 'consultation', 'call']],
    meeting: true,
  }),
  de('contact', 'Werde ich nach meiner Anfrage mit einem Verkaufsgespräch überrollt?', {
    mustInclude: [['ohne Verkaufsgespräch', '24 Stunden']],
  }),
  en('contact', "What's your postal address?", {
    mustInclude: [siteConfig.street],
  }),
  de('contact', 'Kann ich Sie auch telefonisch erreichen?', {
    mustInclude: [siteConfig.phone],
  }),

  // ── Privacy, terms, imprint ───────────────────────────────────────────────────────────────────
  en('legal', 'Do you use cookies for advertising?', {
    mustInclude: [['do not use cookies', 'cookies for advertising']],
  }),
  de('legal', 'Welche Rechte habe ich nach der DSGVO?', {
    mustInclude: [['Auskunft', 'Art. 15']],
  }),
  en('legal', 'Do you pass my personal data on to anyone?', {
    mustInclude: [['do not sell', 'data processing agreement', 'service providers']],
  }),
  de('legal', 'Wer ist für den Inhalt dieser Website verantwortlich?', {
    mustInclude: [siteConfig.managingDirectors.join(', ')],
  }),
  en('legal', 'Is what the chat assistant tells me legally binding?', {
    mustInclude: [['binding offer', 'not constitute']],
  }),
  de('legal', 'Nehmen Sie an Verfahren vor einer Verbraucherschlichtungsstelle teil?', {
    mustInclude: [['nicht bereit', 'nicht verpflichtet']],
  }),
  en('legal', 'Is my connection to your website encrypted?', {
    mustInclude: ['TLS'],
  }),
  de('legal', 'Speichern Sie meine IP-Adresse, wenn ich den Chat benutze?', {
    mustInclude: ['IP-Adresse'],
  }),
  en('legal', "What is your company's full legal name?", {
    mustInclude: [siteConfig.legalName],
  }),
  de('legal', 'Was passiert, wenn mein Browser Global Privacy Control sendet?', {
    mustInclude: [['speichern wir nichts', 'nichts von Ihren Fragen']],
  }),
  en('legal', 'Can I ask you to erase my personal data?', {
    mustInclude: [['erased', 'Art. 17']],
  }),

  // ── What the site does not say: the honest reply and the team ─────────────────────────────────
  en('cannot-answer', 'Do you offer a discount for non-profit organisations?', honest),
  en('cannot-answer', `How many employees does ${siteConfig.companyName} have?`, honest),
  de('cannot-answer', 'Bieten Sie Ihre Leistungen auch in der Schweiz an?', honest),
  en('cannot-answer', 'Which large language model do your agents run on, GPT-4 or Claude?', honest),
  de(
    'cannot-answer',
    'Können wir die Agenten komplett in unserem eigenen Rechenzentrum betreiben?',
    honest,
  ),
  en('cannot-answer', 'Are you ISO 27001 certified?', honest),
  de('cannot-answer', 'In welchem Jahr wurde Ihr Unternehmen gegründet?', honest),
  de('cannot-answer', 'Haben Sie offene Stellen oder Praktikumsplätze?', honest),
  en('cannot-answer', 'Can your agents talk to our customers in French?', honest),
  en('cannot-answer', 'Do you provide 24/7 support for agents once they are live?', honest),
  de('cannot-answer', 'Mit welchen Programmiersprachen entwickeln Sie Ihre Agenten?', honest),
  en('cannot-answer', 'Is there a free trial of an agent before we sign anything?', honest),
  de('cannot-answer', 'Beteiligen Sie sich an öffentlichen Ausschreibungen von Behörden?', honest),

  // ── Near the field, but not what the company offers ───────────────────────────────────────────
  en('adjacent', 'Can you build a mobile app for our field service technicians?', honest),
  de('adjacent', 'Entwickeln Sie auch Websites oder Onlineshops?', honest),
  en('adjacent', 'Do you do SEO or run Google Ads campaigns for us?', honest),
  de('adjacent', 'Vermitteln Sie auch Data Scientists als Festangestellte?', honest),
  en('adjacent', 'Could you set up and look after our Microsoft 365 tenant and laptops?', honest),
  de('adjacent', 'Bieten Sie Penetrationstests für unsere IT-Infrastruktur an?', honest),
  en('adjacent', 'Do you sell GPU servers so we can train our own models?', honest),
  de('adjacent', 'Können Sie unsere Lohnabrechnung komplett übernehmen?', honest),
  en('adjacent', 'Do you offer accredited courses that lead to a university degree in AI?', honest),
  de('adjacent', 'Programmieren Sie auch Industrieroboter für unsere Fertigung?', honest),
  en('adjacent', 'Can you translate our product manuals into Chinese?', honest),
  de('adjacent', 'Beraten Sie uns auch zu Steuern und zum Jahresabschluss?', honest),
];
