/**
 * The assistant's knowledge base: the one source of what the chat assistant may say about the
 * company. The `chat-ai` edge function gets it through a generated copy
 * (`npm run gen:kb` → `supabase/functions/_shared/knowledge-base.generated.ts`); a unit test fails
 * when that copy is stale.
 *
 * Every figure here is a marketing claim of SPEC.md §1/§9 (and the pages that show them). The
 * built-in assistant only ever quotes these answers, so it cannot invent a number; the model-backed
 * assistant gets them as its system prompt and is told to stay within them.
 *
 * Contact facts come from `site.ts`, so changing the company data there changes the assistant too.
 */
import { siteConfig } from './site';

export type KnowledgeLanguage = 'en' | 'de';

export type KnowledgeEntry = {
  /** Stable id (kebab-case). */
  id: string;
  /** Short topic title, used in the model prompt. */
  topic: string;
  /** Extra search terms in both languages (synonyms a visitor might type). */
  keywords: string[];
  /** The answer, quoted verbatim by the built-in assistant. Markdown allowed. */
  answer: Record<KnowledgeLanguage, string>;
  /** True when the helpful next step after this answer is a call (booking, pricing, next steps). */
  suggestMeeting?: boolean;
};

const { companyName, email, phone, address } = siteConfig;

export const knowledgeBase: KnowledgeEntry[] = [
  {
    id: 'services',
    topic: 'What the company offers',
    keywords: [
      'services',
      'offer',
      'what do you do',
      'help',
      'consultancy',
      'leistungen',
      'angebot',
      'was macht ihr',
      'beratung',
    ],
    answer: {
      en: `${companyName} is an AI and automation consultancy for mid-market and enterprise companies. We help in three ways:\n\n1. **AI agents** that automate repetitive work.\n2. **Knowledge search**: making your institutional knowledge searchable.\n3. **AI Speedboat**, a two-day AI workshop for teams.`,
      de: `${companyName} ist eine Beratung für KI und Automatisierung für Mittelstand und Großunternehmen. Wir helfen auf drei Wegen:\n\n1. **KI-Agenten**, die wiederkehrende Arbeit automatisieren.\n2. **Wissenssuche**: Ihr Unternehmenswissen durchsuchbar machen.\n3. **AI Speedboat**, ein zweitägiger KI-Workshop für Teams.`,
    },
  },
  {
    id: 'cost-reduction',
    topic: 'How AI reduces costs',
    keywords: [
      'reduce costs',
      'save money',
      'cost savings',
      'roi',
      'efficiency',
      'kosten senken',
      'sparen',
      'einsparung',
      'effizienz',
    ],
    answer: {
      en: 'AI agents take over repetitive, time-consuming work. Examples from our projects: quote generation went from **8 hours to 40 minutes**, **15 hours of data entry per week** were automated, reporting went from **2 days to real-time**, and new hires became productive in **3 weeks instead of 6 months**. Which of these savings apply to you depends on your processes, so a short call is the best next step.',
      de: 'KI-Agenten übernehmen wiederkehrende, zeitraubende Arbeit. Beispiele aus unseren Projekten: Angebotserstellung von **8 Stunden auf 40 Minuten**, **15 Stunden Dateneingabe pro Woche** automatisiert, Reporting von **2 Tagen auf Echtzeit**, und neue Mitarbeitende waren nach **3 Wochen statt 6 Monaten** produktiv. Welche Einsparungen für Sie möglich sind, hängt von Ihren Prozessen ab – ein kurzes Gespräch ist der beste nächste Schritt.',
    },
    suggestMeeting: true,
  },
  {
    id: 'automation-examples',
    topic: 'Automation examples and AI agents',
    keywords: [
      'examples',
      'automation examples',
      'agents',
      'use cases',
      'show me',
      'beispiele',
      'automatisierung',
      'agenten',
      'anwendungsfälle',
    ],
    answer: {
      en: 'Some of the AI agents we build:\n\n- **Knowledge Intelligence Agent**: retrieval in seconds instead of hours, onboarding from 6 months to 3 weeks, 90% of questions answered without a human.\n- **Process Automation Agent**: quote generation from 8 hours to 40 minutes, 15 hours/week of data entry automated, reporting from 2 days to real-time.\n- **Sales Enablement** (2x faster proposal creation), **Customer Success** (40% reduction in churn), **Compliance** (real-time compliance tracking) and **Data Intelligence** (decisions in minutes, not weeks).',
      de: 'Einige der KI-Agenten, die wir bauen:\n\n- **Knowledge Intelligence Agent**: Antworten in Sekunden statt Stunden, Einarbeitung von 6 Monaten auf 3 Wochen, 90 % der Fragen ohne Menschen beantwortet.\n- **Process Automation Agent**: Angebotserstellung von 8 Stunden auf 40 Minuten, 15 Stunden Dateneingabe pro Woche automatisiert, Reporting von 2 Tagen auf Echtzeit.\n- **Sales Enablement** (Angebote 2x schneller), **Customer Success** (40 % weniger Abwanderung), **Compliance** (Compliance-Tracking in Echtzeit) und **Data Intelligence** (Entscheidungen in Minuten statt Wochen).',
    },
  },
  {
    id: 'first-step',
    topic: 'The first step and how a project runs',
    keywords: [
      'first step',
      'get started',
      'start',
      'process',
      'how does it work',
      'next step',
      'erster schritt',
      'anfangen',
      'ablauf',
      'vorgehen',
      'nächster schritt',
    ],
    answer: {
      en: 'The first step is a short call about your bottlenecks. From there we work in four steps: **Assessment**, **Customization**, **Integration** and **Optimization**. Most clients deploy 2-3 agents first. You can book a 15-minute call right here.',
      de: 'Der erste Schritt ist ein kurzes Gespräch über Ihre Engpässe. Danach arbeiten wir in vier Schritten: **Analyse**, **Anpassung**, **Integration** und **Optimierung**. Die meisten Kunden starten mit 2-3 Agenten. Sie können hier direkt ein 15-minütiges Gespräch buchen.',
    },
    suggestMeeting: true,
  },
  {
    id: 'timeline',
    topic: 'How long an implementation takes',
    keywords: [
      'how long',
      'duration',
      'timeline',
      'weeks',
      'go live',
      'implementation time',
      'wie lange',
      'dauer',
      'zeitraum',
      'wochen',
      'umsetzung',
    ],
    answer: {
      en: 'A professional implementation typically takes **6-8 weeks per agent**; simpler agents can go live in **2-6 weeks**. Most clients deploy 2-3 agents first.',
      de: 'Eine professionelle Umsetzung dauert typischerweise **6-8 Wochen pro Agent**; einfachere Agenten können in **2-6 Wochen** live gehen. Die meisten Kunden starten mit 2-3 Agenten.',
    },
  },
  {
    id: 'workshop',
    topic: 'AI Speedboat workshop',
    keywords: [
      'workshop',
      'speedboat',
      'training',
      'team',
      'two days',
      'schulung',
      'zwei tage',
      'weiterbildung',
    ],
    answer: {
      en: 'The **AI Speedboat** is a 2-day intensive workshop on-site for 8-12 participants, in 4 phases: Day 1 covers GenAI fundamentals and ideation of use cases, Day 2 AI prototyping and strategy and roadmap. You leave with **25+ use cases**, **3-5 working prototypes** and a **3-6 month roadmap**. More than 500 professionals have been trained.',
      de: 'Das **AI Speedboat** ist ein 2-tägiger Intensiv-Workshop vor Ort für 8-12 Teilnehmende, in 4 Phasen: Tag 1 behandelt GenAI-Grundlagen und die Ideenfindung für Anwendungsfälle, Tag 2 KI-Prototyping sowie Strategie und Roadmap. Sie gehen mit **25+ Anwendungsfällen**, **3-5 funktionierenden Prototypen** und einer **Roadmap für 3-6 Monate**. Über 500 Fachkräfte wurden bereits geschult.',
    },
  },
  {
    id: 'knowledge-search',
    topic: 'Making institutional knowledge searchable',
    keywords: [
      'knowledge',
      'search',
      'documents',
      'onboarding',
      'wiki',
      'wissen',
      'suche',
      'dokumente',
      'einarbeitung',
    ],
    answer: {
      en: 'Our Knowledge Intelligence Agent makes your institutional knowledge searchable: answers in seconds instead of hours, onboarding of new hires from 6 months to 3 weeks, and 90% of questions answered without a human.',
      de: 'Unser Knowledge Intelligence Agent macht Ihr Unternehmenswissen durchsuchbar: Antworten in Sekunden statt Stunden, Einarbeitung neuer Mitarbeitender von 6 Monaten auf 3 Wochen und 90 % der Fragen ohne Menschen beantwortet.',
    },
  },
  {
    id: 'integrations',
    topic: 'Integrations with existing systems',
    keywords: [
      'integrations',
      'integrate',
      'systems',
      'crm',
      'erp',
      'tools',
      'software',
      'integration',
      'systeme',
      'anbindung',
    ],
    answer: {
      en: 'Our agents connect to the systems you already use: we work with **500+ integrations**, so an agent fits seamlessly into your existing tools.',
      de: 'Unsere Agenten verbinden sich mit den Systemen, die Sie bereits nutzen: Wir arbeiten mit **500+ Integrationen**, sodass sich ein Agent nahtlos in Ihre bestehenden Tools einfügt.',
    },
  },
  {
    id: 'accuracy',
    topic: 'Accuracy and reliability',
    keywords: [
      'accuracy',
      'accurate',
      'reliable',
      'errors',
      'quality',
      'hallucination',
      'genauigkeit',
      'zuverlässig',
      'fehler',
      'qualität',
    ],
    answer: {
      en: 'Our agents reach **99%+ accuracy**, and we keep optimising them continuously after go-live through a ticket system.',
      de: 'Unsere Agenten erreichen eine **Genauigkeit von 99 %+**, und wir optimieren sie nach dem Go-live laufend über ein Ticketsystem weiter.',
    },
  },
  {
    id: 'experience',
    topic: 'Experience and references',
    keywords: [
      'experience',
      'clients',
      'customers',
      'references',
      'case studies',
      'track record',
      'erfahrung',
      'kunden',
      'referenzen',
      'erfolgsgeschichten',
    ],
    answer: {
      en: 'We have delivered **50+ enterprise deployments** and trained **500+ professionals**. You can read customer success stories on our [case studies page](/case-studies).',
      de: 'Wir haben **50+ Enterprise-Projekte** umgesetzt und **500+ Fachkräfte** geschult. Erfolgsgeschichten unserer Kunden finden Sie auf der [Case-Studies-Seite](/case-studies).',
    },
  },
  {
    id: 'pricing',
    topic: 'Pricing and contracts',
    keywords: [
      'price',
      'pricing',
      'cost',
      'how much',
      'budget',
      'contract',
      'quote',
      'preis',
      'preise',
      'kosten',
      'was kostet',
      'vertrag',
      'angebot',
    ],
    answer: {
      en: 'Pricing depends on your processes and the agents you need, so we do not quote figures in the chat. We offer agent-as-a-service without long-term contracts. The quickest way to a concrete offer is a free 15-minute call.',
      de: 'Die Preise hängen von Ihren Prozessen und den benötigten Agenten ab, deshalb nennen wir im Chat keine Zahlen. Wir bieten Agent-as-a-Service ohne lange Vertragslaufzeiten. Am schnellsten kommen Sie über ein kostenloses 15-minütiges Gespräch zu einem konkreten Angebot.',
    },
    suggestMeeting: true,
  },
  {
    id: 'booking',
    topic: 'Booking a call or consultation',
    keywords: [
      'book',
      'call',
      'meeting',
      'appointment',
      'demo',
      'consultation',
      'talk to someone',
      'human',
      'person',
      'termin',
      'buchen',
      'gespräch',
      'beratungsgespräch',
      'mensch',
    ],
    answer: {
      en: 'Happy to connect you with our AI experts. You can book a **15-minute call** right here, or a **60-minute consultation** for a deeper look at your needs.',
      de: 'Gern verbinden wir Sie mit unseren KI-Expertinnen und -Experten. Sie können hier direkt ein **15-minütiges Gespräch** buchen oder eine **60-minütige Beratung** für einen tieferen Blick auf Ihre Anforderungen.',
    },
    suggestMeeting: true,
  },
  {
    id: 'contact',
    topic: 'Contact details and response time',
    keywords: [
      'contact',
      'email',
      'phone',
      'address',
      'reach',
      'office',
      'kontakt',
      'telefon',
      'adresse',
      'erreichen',
      'büro',
    ],
    answer: {
      en: `You can reach us at [${email}](mailto:${email}) or ${phone}, or through the [contact form](/contact). We respond within **24 hours**. Our office: ${address.street}, ${address.postalCode} ${address.city}, ${address.country}.`,
      de: `Sie erreichen uns unter [${email}](mailto:${email}) oder ${phone} oder über das [Kontaktformular](/contact). Wir antworten innerhalb von **24 Stunden**. Unser Büro: ${address.street}, ${address.postalCode} ${address.city}.`,
    },
  },
  {
    id: 'data-security',
    topic: 'Data protection and GDPR',
    keywords: [
      'gdpr',
      'privacy',
      'data protection',
      'security',
      'secure',
      'dsgvo',
      'datenschutz',
      'sicherheit',
    ],
    answer: {
      en: 'We are based in Germany and work under German law and the GDPR. Details are in our [privacy policy](/privacy).',
      de: 'Wir sitzen in Deutschland und arbeiten nach deutschem Recht und der DSGVO. Details stehen in unserer [Datenschutzerklärung](/privacy).',
    },
  },
  {
    id: 'partners',
    topic: 'Partners',
    keywords: ['partner', 'partners', 'partnership', 'partnerschaft', 'kooperation'],
    answer: {
      en: 'We work with partners in manufacturing automation and in AI change management. See our [partners page](/partners) to learn more or to request a partnership.',
      de: 'Wir arbeiten mit Partnern aus der Fertigungsautomatisierung und dem KI-Change-Management. Mehr dazu und zur Partnerschaftsanfrage auf unserer [Partnerseite](/partners).',
    },
  },
];

/** What the assistant says when nothing in the knowledge base answers the question. */
export const knowledgeFallback: Record<KnowledgeLanguage, string> = {
  en: "I don't have a reliable answer to that here. Our team can answer it directly: book a 15-minute call, or ask me about our AI agents, the AI Speedboat workshop, timelines or integrations.",
  de: 'Darauf habe ich hier keine verlässliche Antwort. Unser Team beantwortet das gern direkt: Buchen Sie ein 15-minütiges Gespräch, oder fragen Sie mich nach unseren KI-Agenten, dem AI-Speedboat-Workshop, Zeitplänen oder Integrationen.',
};

/** Greeting reply (hello / hallo). */
export const knowledgeGreeting: Record<KnowledgeLanguage, string> = {
  en: `Hello! I'm the ${companyName} assistant. Ask me about our AI agents, the AI Speedboat workshop, timelines, integrations or how to get started.`,
  de: `Hallo! Ich bin der Assistent von ${companyName}. Fragen Sie mich nach unseren KI-Agenten, dem AI-Speedboat-Workshop, Zeitplänen, Integrationen oder dem Einstieg.`,
};

/** The company name the assistant introduces itself with. */
export const knowledgeCompanyName = companyName;
