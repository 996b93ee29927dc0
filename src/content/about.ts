/** Copy of the /about page: mission, leadership, four values, link to /contact. */
import type { LeadershipProps } from '@/components/sections/about/leadership';
import type { MissionProps } from '@/components/sections/about/mission';
import type { IconCardGridCopy } from '@/components/sections/icon-card-grid';

import { localized } from '@/lib/locale';

const en = {
  meta: {
    title: 'About',
    description: `Why {companyName} exists: our mission, the founder behind it and the four values that guide how we bring AI agents and automation into mid-market and enterprise teams.`,
  },
  hero: {
    eyebrow: 'About us',
    title: 'We bring AI to where the work actually happens',
    intro: `{companyName} helps mid-market and enterprise companies turn AI from a slide in a strategy deck into agents that save hours every week.`,
  },
  mission: {
    id: 'mission',
    eyebrow: 'Our mission',
    title: 'Free skilled people from repetitive work',
    paragraphs: [
      'Most companies do not lack ideas for AI. They lack the time, the focus and the experience to take one idea all the way into production. Meanwhile their best people spend hours on quotes, reports, data entry and searching for information someone already wrote down.',
      'We change that with focused AI agents for specific bottlenecks, with searchable institutional knowledge, and with hands-on workshops that enable teams to keep going on their own. We measure our work by one thing: time given back to your people.',
    ],
  } satisfies MissionProps,
  leadership: {
    id: 'leadership',
    eyebrow: 'Leadership',
    title: 'The people behind the agents',
    founder: {
      name: '{ceo}',
      role: 'Founder & CEO',
      bio: [
        'Before founding the company, our founder spent more than a decade building software and data platforms for industrial and service companies, and saw the same pattern everywhere: great people buried in manual work.',
        'Today the focus is on making AI practical: clear use cases, fast prototypes and agents that are integrated into existing systems instead of living in yet another tool.',
      ],
    },
  } satisfies LeadershipProps,
  values: {
    id: 'values',
    eyebrow: 'Our values',
    title: 'What guides our work',
    items: [
      {
        icon: 'target',
        title: 'Outcomes over hype',
        description:
          'Every project starts with a measurable goal. If AI is not the best answer, we say so.',
      },
      {
        icon: 'people',
        title: 'People first',
        description:
          'Agents support your teams instead of replacing their judgement. We involve the people who do the work from day one.',
      },
      {
        icon: 'shield',
        title: 'Security by design',
        description:
          'Your data stays yours: GDPR-compliant set-ups, clear permissions and full traceability of what an agent did.',
      },
      {
        icon: 'eye',
        title: 'Radical transparency',
        description:
          'Fixed scopes, honest timelines and open communication, including about what does not work yet.',
      },
    ],
  } satisfies IconCardGridCopy,
  cta: {
    id: 'about-cta',
    title: 'Let’s find your first use case together',
    intro: 'Tell us where your team loses the most time. We answer within 24 hours.',
    link: { label: 'Contact us', href: '/contact' },
  },
};

const de: typeof en = {
  meta: {
    title: 'Über uns',
    description: `Warum es {companyName} gibt: unsere Mission, der Gründer dahinter und die vier Werte, nach denen wir KI-Agenten und Automatisierung in Teams des Mittelstands und großer Unternehmen bringen.`,
  },
  hero: {
    eyebrow: 'Über uns',
    title: 'Wir bringen KI dorthin, wo die Arbeit tatsächlich passiert',
    intro: `{companyName} hilft Mittelständlern und Konzernen, KI von einer Folie im Strategiepapier zu Agenten zu machen, die jede Woche Stunden sparen.`,
  },
  mission: {
    id: 'mission',
    eyebrow: 'Unsere Mission',
    title: 'Fachkräfte von Routinearbeit befreien',
    paragraphs: [
      'Den meisten Unternehmen fehlt es nicht an Ideen für KI. Es fehlen Zeit, Fokus und Erfahrung, um eine Idee bis in den produktiven Betrieb zu bringen. Währenddessen verbringen ihre besten Leute Stunden mit Angeboten, Berichten, Datenerfassung und der Suche nach Informationen, die längst jemand aufgeschrieben hat.',
      'Das ändern wir: mit fokussierten KI-Agenten für konkrete Engpässe, mit durchsuchbarem Unternehmenswissen und mit praxisnahen Workshops, nach denen Teams selbstständig weitermachen können. Wir messen unsere Arbeit an einem einzigen Kriterium: Zeit, die Ihre Mitarbeitenden zurückgewinnen.',
    ],
  },
  leadership: {
    id: 'leadership',
    eyebrow: 'Führung',
    title: 'Die Menschen hinter den Agenten',
    founder: {
      name: '{ceo}',
      role: 'Gründer & CEO',
      bio: [
        'Vor der Gründung hat unser Gründer über zehn Jahre lang Software- und Datenplattformen für Industrie- und Dienstleistungsunternehmen aufgebaut und überall dasselbe Muster gesehen: hervorragende Leute, die in manueller Arbeit untergehen.',
        'Heute liegt der Fokus darauf, KI praxistauglich zu machen: klare Anwendungsfälle, schnelle Prototypen und Agenten, die in bestehende Systeme integriert sind, statt in einem weiteren Tool zu leben.',
      ],
    },
  },
  values: {
    id: 'values',
    eyebrow: 'Unsere Werte',
    title: 'Was unsere Arbeit leitet',
    items: [
      {
        icon: 'target',
        title: 'Ergebnisse statt Hype',
        description:
          'Jedes Projekt beginnt mit einem messbaren Ziel. Ist KI nicht die beste Antwort, sagen wir das.',
      },
      {
        icon: 'people',
        title: 'Der Mensch zuerst',
        description:
          'Agenten unterstützen Ihre Teams, statt ihr Urteilsvermögen zu ersetzen. Wir beziehen die Menschen, die die Arbeit machen, vom ersten Tag an ein.',
      },
      {
        icon: 'shield',
        title: 'Sicherheit von Anfang an',
        description:
          'Ihre Daten bleiben Ihre Daten: DSGVO-konforme Umgebungen, klare Berechtigungen und volle Nachvollziehbarkeit dessen, was ein Agent getan hat.',
      },
      {
        icon: 'eye',
        title: 'Radikale Transparenz',
        description:
          'Feste Leistungsumfänge, ehrliche Zeitpläne und offene Kommunikation, auch darüber, was noch nicht funktioniert.',
      },
    ],
  },
  cta: {
    id: 'about-cta',
    title: 'Finden wir gemeinsam Ihren ersten Anwendungsfall',
    intro:
      'Sagen Sie uns, wo Ihr Team die meiste Zeit verliert. Wir antworten innerhalb von 24 Stunden.',
    link: { label: 'Kontakt aufnehmen', href: '/contact' },
  },
};

export const aboutPage = localized({ en, de });
