/** Copy of the /ai-speedboat-workshop page, in page order; each section declares the shape its component takes. */
import type { Stat } from '@/components/sections/stat-list';
import type { Step } from '@/components/sections/step-list';
import type { ItemGridCopy } from '@/components/sections/workshop/item-grid';
import type {
  SuccessStoriesCopy,
  SuccessStory,
} from '@/components/sections/workshop/success-stories';
import type { WorkshopTimelineProps } from '@/components/sections/workshop/workshop-timeline';
import { localized } from '@/lib/locale';

/**
 * A success story before it is linked: `client` is the client as written on its case study. The
 * story links to the published case study of this client, found when the site is built, and is
 * left out while there is none.
 */
type UnlinkedStory = Omit<SuccessStory, 'href'>;

const en = {
  meta: {
    title: 'AI Speedboat Workshop',
    description:
      'AI Speedboat: a {workshopDays}-day on-site workshop for {participants} participants. Leave with {useCases}+ use cases, {prototypes} working prototypes and a 3-6 month roadmap for your first AI agents.',
  },
  hero: {
    badge: '{workshopDays}-Day Intensive Workshop',
    title: 'AI Speedboat Workshop',
    intro:
      'In two days your team goes from first ideas to working AI prototypes, and leaves with {useCases}+ use cases tailored to your company.',
    cta: { label: 'Request Workshop', href: '/contact' },
    tags: ['On-site', '{participants} Participants', 'Immediately Applicable'],
    tagsLabel: 'Workshop format',
    /** Shown among the tags when the company facts name a price (`{workshopPrice}`, net). */
    priceTag: '{workshopPrice} per workshop (net)',
    /** Shown among the tags when the company facts name dates (`{workshopDates}`). */
    datesTag: 'Next dates: {workshopDates}',
  },
  problems: {
    id: 'workshop-problems',
    eyebrow: 'Sound familiar?',
    title: 'Why AI projects stall before they start',
    items: [
      {
        title: 'Unclear use cases',
        description:
          'Everyone talks about AI, but nobody can say where it would save your company real time and money.',
      },
      {
        title: 'Team skepticism',
        description:
          'Employees worry about their jobs or have had bad experiences with tools that promised too much.',
      },
      {
        title: 'Long projects',
        description:
          'Classic IT projects take months before anyone sees a result, and momentum is lost along the way.',
      },
    ],
  } satisfies ItemGridCopy,
  benefits: {
    id: 'workshop-benefits',
    eyebrow: 'What changes',
    title: 'Three results in two days',
    items: [
      {
        title: 'Fast results',
        description:
          'Working prototypes at the end of day two instead of a concept paper at the end of the quarter.',
      },
      {
        title: 'Team enablement',
        description:
          'Your people learn to use generative AI themselves and become the drivers of the change.',
      },
      {
        title: 'Clear roadmap',
        description:
          'A prioritised plan with the agents to build in the next 3-6 months, including effort and expected impact.',
      },
    ],
  } satisfies ItemGridCopy,
  timeline: {
    id: 'workshop-timeline',
    eyebrow: 'The two days',
    title: 'How the workshop runs',
    steps: [
      {
        day: 'Day 1',
        time: 'Morning',
        title: 'GenAI fundamentals',
        description:
          'What today’s models can and cannot do, explained with examples from your industry, plus hands-on exercises for everyone.',
      },
      {
        day: 'Day 1',
        time: 'Afternoon',
        title: 'Ideation and use cases',
        description:
          'Together we collect and evaluate use cases from your daily work and select the most promising ones.',
      },
      {
        day: 'Day 2',
        time: 'Morning',
        title: 'AI prototyping',
        description:
          'In small groups we build working prototypes for the selected use cases with your real documents and data.',
      },
      {
        day: 'Day 2',
        time: 'Afternoon',
        title: 'Strategy and roadmap',
        description:
          'We prioritise by impact and effort and agree on a concrete roadmap, including the first agents to build.',
      },
    ],
  } satisfies WorkshopTimelineProps,
  takeaways: {
    id: 'workshop-takeaways',
    eyebrow: 'What you take home',
    title: 'Your results after two days',
    items: [
      { value: '{useCases}+', label: 'use cases, evaluated and prioritised' },
      { value: '{prototypes}', label: 'working prototypes' },
      { value: '3-6 month', label: 'roadmap for your first agents' },
    ] satisfies readonly Stat[],
  },
  stories: {
    id: 'workshop-stories',
    eyebrow: 'Success stories',
    title: 'What started with a Speedboat',
    linkLabel: 'Read the case study',
    items: [
      {
        client: 'Brenner Maschinenbau GmbH',
        title: 'AI-generated quotes for custom machinery',
        summary:
          'Quote generation was the first use case picked in the workshop. Today a Process Automation Agent drafts every quote for an engineer to review, and quote preparation takes 30 minutes instead of 6 hours.',
      },
      {
        client: 'Velanta Versicherung AG',
        title: 'New underwriters productive in 3 weeks',
        summary:
          'A Knowledge Intelligence Agent answers questions from hundreds of underwriting guidelines with the exact source, and new underwriters are productive in 3 weeks instead of 6 months.',
      },
    ],
  } satisfies SuccessStoriesCopy & { items: readonly UnlinkedStory[] },
  followUp: {
    id: 'workshop-follow-up',
    eyebrow: 'After the workshop',
    title: 'How we continue together',
    steps: [
      {
        title: 'Evaluation and selection',
        description:
          'We evaluate the prototypes with you and select the agents with the best ratio of impact to effort.',
      },
      {
        title: 'Professional implementation',
        description:
          'We build production-ready agents integrated into your systems, typically in {goLiveWeeks} weeks per agent.',
      },
      {
        title: 'Agent-as-a-Service',
        description:
          'We operate and maintain your agents for a monthly fee, without long-term contracts.',
      },
      {
        title: 'Continuous optimisation',
        description:
          'Feedback and change requests go through a ticket system, and your agents keep getting better.',
      },
    ] satisfies readonly Step[],
  },
  closing: {
    id: 'workshop-closing',
    title: 'Ready to get your team up to speed?',
    intro: 'Tell us about your team and your goals, and we will propose dates for your workshop.',
    cta: { label: 'Get in touch', href: '/contact' },
  },
};

const de: typeof en = {
  meta: {
    title: 'AI Speedboat Workshop',
    description:
      'AI Speedboat: ein zweitägiger Vor-Ort-Workshop für {participants} Teilnehmende. Sie gehen mit über {useCases} Anwendungsfällen, {prototypes} funktionierenden Prototypen und einer Roadmap für 3–6 Monate für Ihre ersten KI-Agenten nach Hause.',
  },
  hero: {
    badge: 'Zweitägiger Intensiv-Workshop',
    title: 'AI Speedboat Workshop',
    intro:
      'In zwei Tagen kommt Ihr Team von ersten Ideen zu funktionierenden KI-Prototypen und geht mit über {useCases} Anwendungsfällen nach Hause, die auf Ihr Unternehmen zugeschnitten sind.',
    cta: { label: 'Workshop anfragen', href: '/contact' },
    tags: ['Vor Ort', '{participants} Teilnehmende', 'Sofort anwendbar'],
    tagsLabel: 'Workshop-Format',
    priceTag: '{workshopPrice} pro Workshop (netto)',
    datesTag: 'Nächste Termine: {workshopDates}',
  },
  problems: {
    id: 'workshop-problems',
    eyebrow: 'Kommt Ihnen das bekannt vor?',
    title: 'Warum KI-Projekte stocken, bevor sie beginnen',
    items: [
      {
        title: 'Unklare Anwendungsfälle',
        description:
          'Alle reden über KI, aber niemand kann sagen, wo sie Ihrem Unternehmen wirklich Zeit und Geld sparen würde.',
      },
      {
        title: 'Skepsis im Team',
        description:
          'Mitarbeitende sorgen sich um ihre Arbeitsplätze oder haben schlechte Erfahrungen mit Tools gemacht, die zu viel versprochen haben.',
      },
      {
        title: 'Lange Projekte',
        description:
          'Klassische IT-Projekte dauern Monate, bis jemand ein Ergebnis sieht, und unterwegs geht der Schwung verloren.',
      },
    ],
  },
  benefits: {
    id: 'workshop-benefits',
    eyebrow: 'Was sich ändert',
    title: 'Drei Ergebnisse in zwei Tagen',
    items: [
      {
        title: 'Schnelle Ergebnisse',
        description:
          'Funktionierende Prototypen am Ende des zweiten Tages statt eines Konzeptpapiers am Ende des Quartals.',
      },
      {
        title: 'Befähigung des Teams',
        description:
          'Ihre Mitarbeitenden lernen, generative KI selbst zu nutzen, und werden zu Treibern der Veränderung.',
      },
      {
        title: 'Klare Roadmap',
        description:
          'Ein priorisierter Plan mit den Agenten, die in den nächsten 3–6 Monaten entstehen sollen, einschließlich Aufwand und erwarteter Wirkung.',
      },
    ],
  },
  timeline: {
    id: 'workshop-timeline',
    eyebrow: 'Die zwei Tage',
    title: 'So läuft der Workshop ab',
    steps: [
      {
        day: 'Tag 1',
        time: 'Vormittag',
        title: 'Grundlagen generativer KI',
        description:
          'Was heutige Modelle können und was nicht, erklärt an Beispielen aus Ihrer Branche, dazu praktische Übungen für alle.',
      },
      {
        day: 'Tag 1',
        time: 'Nachmittag',
        title: 'Ideenfindung und Anwendungsfälle',
        description:
          'Gemeinsam sammeln und bewerten wir Anwendungsfälle aus Ihrem Arbeitsalltag und wählen die vielversprechendsten aus.',
      },
      {
        day: 'Tag 2',
        time: 'Vormittag',
        title: 'KI-Prototyping',
        description:
          'In kleinen Gruppen bauen wir funktionierende Prototypen für die ausgewählten Anwendungsfälle, mit Ihren echten Dokumenten und Daten.',
      },
      {
        day: 'Tag 2',
        time: 'Nachmittag',
        title: 'Strategie und Roadmap',
        description:
          'Wir priorisieren nach Wirkung und Aufwand und vereinbaren eine konkrete Roadmap, einschließlich der ersten Agenten, die entstehen sollen.',
      },
    ],
  },
  takeaways: {
    id: 'workshop-takeaways',
    eyebrow: 'Was Sie mitnehmen',
    title: 'Ihre Ergebnisse nach zwei Tagen',
    items: [
      { value: '{useCases}+', label: 'Anwendungsfälle, bewertet und priorisiert' },
      { value: '{prototypes}', label: 'funktionierende Prototypen' },
      { value: '3–6 Monate', label: 'Roadmap für Ihre ersten Agenten' },
    ],
  },
  stories: {
    id: 'workshop-stories',
    eyebrow: 'Erfolgsgeschichten',
    title: 'Was mit einem Speedboat begann',
    linkLabel: 'Zur Fallstudie',
    items: [
      {
        client: 'Brenner Maschinenbau GmbH',
        title: 'KI-generierte Angebote für Sondermaschinen',
        summary:
          'Die Angebotserstellung war der erste Anwendungsfall, der im Workshop ausgewählt wurde. Heute entwirft ein Process Automation Agent jedes Angebot zur Prüfung durch einen Ingenieur, und die Angebotserstellung dauert 30 Minuten statt 6 Stunden.',
      },
      {
        client: 'Velanta Versicherung AG',
        title: 'Neue Underwriter in 3 Wochen produktiv',
        summary:
          'Ein Knowledge Intelligence Agent beantwortet Fragen aus Hunderten von Zeichnungsrichtlinien mit der genauen Quelle, und neue Underwriter sind in 3 Wochen statt in 6 Monaten produktiv.',
      },
    ],
  },
  followUp: {
    id: 'workshop-follow-up',
    eyebrow: 'Nach dem Workshop',
    title: 'Wie wir gemeinsam weitermachen',
    steps: [
      {
        title: 'Bewertung und Auswahl',
        description:
          'Wir bewerten die Prototypen mit Ihnen und wählen die Agenten mit dem besten Verhältnis von Wirkung zu Aufwand aus.',
      },
      {
        title: 'Professionelle Umsetzung',
        description:
          'Wir bauen produktionsreife Agenten, integriert in Ihre Systeme, in der Regel in {goLiveWeeks} Wochen pro Agent.',
      },
      {
        title: 'Agent-as-a-Service',
        description:
          'Wir betreiben und warten Ihre Agenten gegen eine monatliche Gebühr, ohne langfristige Verträge.',
      },
      {
        title: 'Kontinuierliche Optimierung',
        description:
          'Feedback und Änderungswünsche laufen über ein Ticketsystem, und Ihre Agenten werden stetig besser.',
      },
    ],
  },
  closing: {
    id: 'workshop-closing',
    title: 'Bereit, Ihr Team auf Tempo zu bringen?',
    intro:
      'Erzählen Sie uns von Ihrem Team und Ihren Zielen, und wir schlagen Termine für Ihren Workshop vor.',
    cta: { label: 'Kontakt aufnehmen', href: '/contact' },
  },
};

export const workshopPage = localized({ en, de });
