/**
 * The assistant's knowledge base: the one source of what the chat assistant may say about the
 * company. The `chat-ai` edge function gets it through a generated copy
 * (`npm run gen:kb` → `supabase/functions/chat-ai/assistant/knowledge-base.generated.ts`); a unit test fails
 * when that copy is stale.
 *
 * Facts are imported from the content modules the pages show (the FAQ, the about page, partners,
 * services, the workshop, the company data in `site.ts`), in English and, where the German pages
 * say the same, in German (the FAQ, the values, the partners' taglines), so a change there changes
 * the assistant too; the other German answers stand beside their English ones. Every figure is a marketing claim
 * the site itself makes. The built-in assistant only ever quotes these answers (and the published
 * case studies, which the function reads from the database), so it cannot invent a number; the
 * model-backed assistant gets them as its facts and is told to stay within them.
 */
import { aboutPage as aboutCopy } from './about';
import type {
  KnowledgeEntry,
  KnowledgeLanguage,
  KnowledgeStoryCopy,
} from '../../supabase/functions/_shared/knowledge-contract.ts';
import { partnersPage as partnersCopy } from './partners';
import { services as servicesCopy } from './services';
import { workshopPage as workshopCopy } from './workshop';

// The English editions of the pages: each entry's English text is built from them.
const aboutPage = aboutCopy.en;

const partnersPage = partnersCopy.en;
const services = servicesCopy.en;
const workshopPage = workshopCopy.en;

/**
 * The company's facts as placeholders: they live in the database (company_facts), and chat-ai
 * fills them with the published ones (assistant/site-knowledge.ts), as the pages fill their copy.
 */
const companyName = '{companyName}';
const email = '{email}';
const phone = '{phone}';
const address = {
  street: '{street}',
  postalCode: '{postalCode}',
  city: '{city}',
  country: '{country}',
};
const ceo = '{ceo}';

/** A text in lower case, but for its placeholders (their names are case-sensitive). */
const lowerCase = (text: string) =>
  text.replace(/\{\w+\}|[^{]+/g, (part) => (part.startsWith('{') ? part : part.toLowerCase()));

/**
 * The FAQ entries of the home page (faq_entries) the knowledge adds search terms to, by their ids
 * in the database (the seed's): their texts live there, and chat-ai reads the published ones.
 */
const FAQ_IDS = {
  'time-to-live': '5eed0fa9-1e00-4a00-8000-000000000001',
  systems: '5eed0fa9-1e00-4a00-8000-000000000002',
  data: '5eed0fa9-1e00-4a00-8000-000000000003',
  accuracy: '5eed0fa9-1e00-4a00-8000-000000000004',
  'first-step': '5eed0fa9-1e00-4a00-8000-000000000005',
} as const;

/**
 * A knowledge entry whose answers are a FAQ answer of the home page in each language (plus,
 * optionally, a sentence of its own) and whose topic is its question: chat-ai writes them from the
 * published entry (and leaves the knowledge entry out while there is none); the search terms
 * stand beside them.
 */
function fromFaq(
  id: keyof typeof FAQ_IDS,
  entry: {
    entryId?: string;
    keywords: string[];
    extra?: Record<KnowledgeLanguage, string>;
    suggestMeeting?: boolean;
  },
): KnowledgeEntry {
  return {
    id: entry.entryId ?? `faq-${id}`,
    faq: FAQ_IDS[id],
    topic: '',
    keywords: entry.keywords,
    answer: { en: entry.extra?.en ?? '', de: entry.extra?.de ?? '' },
    ...(entry.suggestMeeting ? { suggestMeeting: true } : {}),
  };
}

const founder = aboutPage.leadership.founder;
const values = aboutPage.values.items;
/** The four values in German, as the German about page shows them. */
export const valuesDe = aboutCopy.de.values.items;

const partners = partnersPage.list.partners;
/** German taglines of the partners, by partner id, as the German partners page shows them. */
export const partnerTaglinesDe: Record<string, string> = Object.fromEntries(
  partnersCopy.de.list.partners.map((partner) => [partner.id, partner.tagline]),
);

const workshopTags = workshopPage.hero.tags;
const workshopSteps = workshopPage.timeline.steps;
const workshopTakeaways = workshopPage.takeaways.items;

export const knowledgeBase: KnowledgeEntry[] = [
  {
    id: 'services',
    topic: 'What the company offers',
    keywords: [
      'services',
      'offer',
      'what do you do',
      'company do',
      'what you do',
      'help',
      'consultancy',
      'about you',
      'leistungen',
      'angebot',
      'was macht ihr',
      'was bietet ihr',
      'beratung',
    ],
    answer: {
      en: `${companyName} is an AI and automation consultancy for mid-market and enterprise companies. We help in three ways:\n\n${services
        .map((service, i) => `${i + 1}. **${service.title}**: ${service.summary}`)
        .join('\n')}`,
      de: `${companyName} ist eine Beratung für KI und Automatisierung für Mittelstand und Großunternehmen. Wir helfen auf drei Wegen:\n\n1. **KI-Agenten**, die wiederkehrende Arbeit automatisieren.\n2. **Wissenssuche**: Ihr Unternehmenswissen durchsuchbar machen.\n3. **AI Speedboat**, ein zweitägiger KI-Workshop für Teams.`,
    },
  },
  {
    id: 'cost-reduction',
    topic: 'How AI reduces costs',
    keywords: [
      'reduce costs',
      'save money',
      'savings',
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
  fromFaq('first-step', {
    entryId: 'first-step',
    keywords: [
      'first step',
      'get started',
      'start',
      'how does it work',
      'next step',
      'erster schritt',
      'anfangen',
      'ablauf',
      'vorgehen',
      'nächster schritt',
      'einstieg',
    ],
    extra: {
      en: 'From there we work in four steps: **Assessment**, **Customization**, **Integration** and **Optimization**. Most clients deploy 2-3 agents first.',
      de: 'Danach arbeiten wir in vier Schritten: **Analyse**, **Anpassung**, **Integration** und **Optimierung**. Die meisten Kunden starten mit 2-3 Agenten.',
    },
    suggestMeeting: true,
  }),
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
  fromFaq('time-to-live', {
    keywords: [
      'how fast',
      'how quickly',
      'how soon',
      'go live',
      'up and running',
      'first agent',
      'live',
      'wie schnell',
      'live gehen',
      'einsatzbereit',
      'startklar',
    ],
  }),
  {
    id: 'workshop',
    topic: 'AI Speedboat workshop',
    keywords: [
      'workshop',
      'speedboat',
      'training',
      'two days',
      'participants',
      'take part',
      'join',
      'attend',
      'schulung',
      'zwei tage',
      'teilnehmer',
      'teilnehmen',
      'weiterbildung',
    ],
    answer: {
      en: `The **AI Speedboat** is a ${lowerCase(workshopPage.hero.badge)} (${workshopTags
        .map(lowerCase)
        .join(', ')}), in 4 phases:\n\n${workshopSteps
        .map((step) => `- ${step.day}, ${step.time.toLowerCase()}: ${step.title}`)
        .join('\n')}\n\nYou leave with:\n\n${workshopTakeaways
        .map((item) => `- **${item.value}** ${item.label}`)
        .join('\n')}\n\nMore than 500 professionals have been trained.`,
      de: 'Das **AI Speedboat** ist ein 2-tägiger Intensiv-Workshop (vor Ort, 8-12 Teilnehmende, sofort anwendbar), in 4 Phasen:\n\n- Tag 1, Vormittag: GenAI-Grundlagen\n- Tag 1, Nachmittag: Ideenfindung und Anwendungsfälle\n- Tag 2, Vormittag: KI-Prototyping\n- Tag 2, Nachmittag: Strategie und Roadmap\n\nSie gehen mit:\n\n- **25+** Anwendungsfällen, bewertet und priorisiert\n- **3-5** funktionierenden Prototypen\n- einer **Roadmap für 3-6 Monate** für Ihre ersten Agenten\n\nÜber 500 Fachkräfte wurden bereits geschult.',
    },
  },
  {
    id: 'workshop-follow-up',
    topic: 'How we continue together after the first days',
    keywords: [
      'afterwards',
      'after',
      'what happens next',
      'follow-up',
      'continue',
      'danach',
      'anschließend',
      'wie geht es weiter',
    ],
    answer: {
      en: `After the workshop we continue together in four steps:\n\n${workshopPage.followUp.steps
        .map((step) => `- **${step.title}**: ${step.description}`)
        .join('\n')}`,
      de: 'Nach dem Workshop geht es gemeinsam in vier Schritten weiter:\n\n- **Bewertung und Auswahl**: Wir bewerten die Prototypen mit Ihnen und wählen die Agenten mit dem besten Verhältnis von Wirkung zu Aufwand.\n- **Professionelle Umsetzung**: Wir bauen produktionsreife Agenten, integriert in Ihre Systeme, typischerweise in 6-8 Wochen pro Agent.\n- **Agent-as-a-Service**: Wir betreiben und pflegen Ihre Agenten gegen eine monatliche Gebühr, ohne lange Vertragslaufzeiten.\n- **Kontinuierliche Optimierung**: Feedback und Änderungswünsche laufen über ein Ticketsystem, und Ihre Agenten werden laufend besser.',
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
  fromFaq('systems', {
    keywords: [
      'integrations',
      'integrate',
      'connect',
      'replace',
      'existing systems',
      'crm',
      'erp',
      'tools',
      'software',
      'integration',
      'systeme',
      'ersetzen',
      'anbindung',
      'anbinden',
      'verbinden',
      'schnittstellen',
    ],
  }),
  fromFaq('data', {
    keywords: [
      'data',
      'safe',
      'gdpr',
      'privacy',
      'data protection',
      'security',
      'secure',
      'train',
      'training data',
      'models',
      'dsgvo',
      'datenschutz',
      'sicherheit',
      'daten',
      'trainieren',
    ],
    extra: {
      en: 'Details are in our [privacy policy](/privacy).',
      de: 'Details stehen in unserer [Datenschutzerklärung](/privacy).',
    },
  }),
  fromFaq('accuracy', {
    keywords: [
      'accuracy',
      'accurate',
      'reliable',
      'reliability',
      'errors',
      'mistakes',
      'quality',
      'hallucination',
      'genauigkeit',
      'zuverlässig',
      'fehler',
      'qualität',
    ],
  }),
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
      'telefonieren',
      'anrufen',
      'sprechen',
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
      'kontakt',
      'telefon',
      // German joins words: "Telefonnummer" is no "Telefon" to the search.
      'telefonnummer',
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
    id: 'partners',
    topic: 'Partners',
    keywords: ['partner', 'partners', 'partnership', 'partnerschaft', 'kooperation'],
    answer: {
      en: `We work with these partners:\n\n${partners
        .map((partner) => `- **${partner.name}**: ${partner.tagline}.`)
        .join(
          '\n',
        )}\n\nSee our [partners page](/partners) to learn more or to request a partnership.`,
      de: `Wir arbeiten mit diesen Partnern:\n\n${partners
        .map(
          (partner) =>
            `- **${partner.name}**: ${partnerTaglinesDe[partner.id] ?? partner.tagline}.`,
        )
        .join(
          '\n',
        )}\n\nMehr dazu und zur Partnerschaftsanfrage auf unserer [Partnerseite](/partners).`,
    },
  },
  {
    id: 'founder',
    topic: 'Founder and leadership',
    keywords: [
      'founder',
      'founded',
      'ceo',
      'who runs',
      'leadership',
      'owner',
      'behind',
      'managing director',
      'gründer',
      'gegründet',
      'geschäftsführer',
      'geschäftsführung',
      'inhaber',
      'leitet',
      // The founder's first name, so "Who is <name>?" finds this entry.
      '{ceoFirstName}',
    ],
    answer: {
      en: `${companyName} was founded by **${ceo}**, our ${founder.role}. ${founder.bio.join(' ')}`,
      de: `${companyName} wurde von **${ceo}** gegründet, unserem Gründer und CEO. Vor der Gründung hat unser Gründer mehr als zehn Jahre lang Software- und Datenplattformen für Industrie- und Dienstleistungsunternehmen gebaut und überall dasselbe Muster gesehen: großartige Menschen, begraben unter manueller Arbeit. Heute geht es darum, KI praktisch zu machen: klare Anwendungsfälle, schnelle Prototypen und Agenten, die in bestehende Systeme integriert sind, statt in einem weiteren Tool zu leben.`,
    },
  },
  {
    id: 'mission',
    topic: 'Mission',
    keywords: ['mission', 'purpose', 'why', 'vision', 'goal', 'ziel', 'zweck', 'warum'],
    answer: {
      en: `Our mission: **${aboutPage.mission.title}**. ${aboutPage.hero.intro}`,
      de: `Unsere Mission: **Fachkräfte von wiederkehrender Arbeit befreien**. ${companyName} hilft Unternehmen aus Mittelstand und Großindustrie, KI von einer Folie im Strategiepapier zu Agenten zu machen, die jede Woche Stunden sparen.`,
    },
  },
  {
    id: 'values',
    topic: 'Values',
    keywords: [
      'values',
      'principles',
      'beliefs',
      'culture',
      'approach',
      'guide',
      'werte',
      'prinzipien',
      'grundsätze',
      'haltung',
    ],
    answer: {
      en: `Four values guide our work:\n\n${values
        .map((value) => `- **${value.title}**: ${value.description}`)
        .join('\n')}`,
      de: `Vier Werte leiten unsere Arbeit:\n\n${valuesDe
        .map((value) => `- **${value.title}**: ${value.description}`)
        .join('\n')}`,
    },
  },
  {
    id: 'location',
    topic: 'Where the company is based',
    keywords: [
      'based',
      'located',
      'location',
      'headquarters',
      'office',
      'city',
      'country',
      'sitz',
      'standort',
      'ansässig',
      'wo seid ihr',
      'wo sitzt ihr',
    ],
    answer: {
      en: `We are based in **${address.city}, ${address.country}**: ${address.street}, ${address.postalCode} ${address.city}.`,
      de: `Wir sitzen in **${address.city}**: ${address.street}, ${address.postalCode} ${address.city}.`,
    },
  },
];

/**
 * What the assistant says when the question is about the company's field but nothing here answers
 * it: an honest hand-off to the team (the reply shows the meeting card).
 */
export const knowledgeFallback: Record<KnowledgeLanguage, string> = {
  en: "I don't have a reliable answer to that here. Our team can answer it directly: book a 15-minute call, or ask me about our AI agents, the AI Speedboat workshop, timelines or integrations.",
  de: 'Darauf habe ich hier keine verlässliche Antwort. Unser Team beantwortet das gern direkt: Buchen Sie ein 15-minütiges Gespräch, oder fragen Sie mich nach unseren KI-Agenten, dem AI-Speedboat-Workshop, Zeitplänen oder Integrationen.',
};

/**
 * The reply to questions outside the company's field and to attempts to make the assistant break
 * its rules: short, neutral, no facts, saying what it can help with.
 */
export const knowledgeNeutral: Record<KnowledgeLanguage, string> = {
  en: `I can only help with questions about ${companyName}: our AI agents, the AI Speedboat workshop, our customer stories and how to get started.`,
  de: `Ich helfe nur bei Fragen rund um ${companyName}: unsere KI-Agenten, den AI-Speedboat-Workshop, unsere Kundenprojekte und den Einstieg.`,
};

/** The reply to thanks ("thanks", "danke"). */
export const knowledgeThanks: Record<KnowledgeLanguage, string> = {
  en: "You're welcome! If anything else comes up about our AI agents, the workshop or our customer stories, just ask.",
  de: 'Gern geschehen! Wenn Sie noch Fragen zu unseren KI-Agenten, dem Workshop oder unseren Kundenprojekten haben, fragen Sie einfach.',
};

/** Greeting reply (hello / hallo). */
export const knowledgeGreeting: Record<KnowledgeLanguage, string> = {
  en: `Hello! I'm the ${companyName} assistant. Ask me about our AI agents, the AI Speedboat workshop, customer stories, timelines or how to get started.`,
  de: `Hallo! Ich bin der Assistent von ${companyName}. Fragen Sie mich nach unseren KI-Agenten, dem AI-Speedboat-Workshop, Kundenprojekten, Zeitplänen oder dem Einstieg.`,
};

/**
 * How the built-in assistant presents published case studies (read from the database, written in
 * English by the team; German answers quote their title and results as written). `{title}`,
 * `{client}` and `{industry}` are filled in.
 */
export const knowledgeStories: Record<KnowledgeLanguage, KnowledgeStoryCopy> = {
  en: {
    intro: 'A project close to yours: **{title}** for {client}.',
    otherLanguage: '(The case study is written in German.)',
    results: 'The results:',
    link: 'Read the case study',
    list: 'Our published customer stories:',
    noIndustry:
      "We don't have a published customer story from that industry yet. Our team can tell you how similar projects would apply to you. These are our published stories:",
  },
  de: {
    intro: 'Ein passendes Projekt aus unserer Praxis: **{title}** für {client}.',
    otherLanguage: '(Die Fallstudie ist auf Englisch verfasst.)',
    results: 'Die Ergebnisse:',
    link: 'Zur Fallstudie',
    list: 'Unsere veröffentlichten Kundenprojekte:',
    noIndustry:
      'Aus dieser Branche haben wir noch keine veröffentlichte Fallstudie. Unser Team erklärt Ihnen gern, wie sich ähnliche Projekte auf Ihr Unternehmen übertragen lassen. Das sind unsere veröffentlichten Projekte:',
  },
};
