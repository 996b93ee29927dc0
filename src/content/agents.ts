/** Copy and figures of the /ai-agents page, in page order; each section declares the shape its component takes. */
import type { AgentCardsProps } from '@/components/sections/agents/agent-cards';
import type { CustomAgentProps } from '@/components/sections/agents/custom-agent';
import type { FeaturedAgentsProps } from '@/components/sections/agents/featured-agents';
import type { Stat } from '@/components/sections/stat-list';
import type { Step } from '@/components/sections/step-list';
import { localized } from '@/lib/locale';

const en = {
  meta: {
    title: 'AI Agents',
    description:
      'Enterprise AI agents built for specific bottlenecks: knowledge retrieval, quote generation, data entry and reporting. Live in {goLiveWeeks} weeks, with 50+ enterprise deployments behind them.',
  },
  hero: {
    eyebrow: 'Enterprise AI Automation',
    title: 'AI Agents built for specific bottlenecks',
    intro:
      'Instead of generic chatbots we build focused agents that take over one clearly defined, time-consuming process and plug into the systems your teams already use.',
    cta: { label: 'Build your agent', href: '/contact' },
  },
  featured: {
    id: 'featured-agents',
    eyebrow: 'Featured agents',
    title: 'Two agents that pay for themselves first',
    agents: [
      {
        id: 'knowledge-intelligence',
        icon: 'knowledge',
        name: 'Knowledge Intelligence Agent',
        summary:
          'Makes institutional knowledge searchable: manuals, tickets, contracts and wikis become answers with sources, in the tools your people already work in.',
        metrics: [
          { label: 'Knowledge retrieval', from: 'Hours', to: 'seconds' },
          { label: 'New-hire onboarding', from: '6 months', to: '3 weeks' },
          { label: 'of questions answered without a human', from: '90%' },
        ],
      },
      {
        id: 'process-automation',
        icon: 'process',
        name: 'Process Automation Agent',
        summary:
          'Takes over repetitive back-office work: reads requests, fills your systems, drafts quotes and reports, and hands exceptions to a person.',
        metrics: [
          { label: 'Quote generation', from: '8 hours', to: '40 minutes' },
          { label: 'of data entry automated', from: '15 hours/week' },
          { label: 'Reporting', from: '2 days', to: 'real-time' },
        ],
      },
    ],
  } satisfies FeaturedAgentsProps,
  cards: {
    id: 'more-agents',
    eyebrow: 'More agents',
    title: 'Agents for every department',
    items: [
      {
        icon: 'sales',
        name: 'Sales Enablement',
        highlight: '2x faster proposal creation',
        description:
          'Drafts tailored proposals from your CRM data, past offers and product catalogue.',
      },
      {
        icon: 'success',
        name: 'Customer Success',
        highlight: '40% reduction in churn',
        description: 'Spots at-risk accounts early and prepares the right next step for your team.',
      },
      {
        icon: 'compliance',
        name: 'Compliance',
        highlight: 'Real-time compliance tracking',
        description:
          'Checks documents and processes against your policies and flags deviations as they happen.',
      },
      {
        icon: 'data',
        name: 'Data Intelligence',
        highlight: 'Decisions in minutes, not weeks',
        description:
          'Answers business questions from your data in plain language, with the numbers to back them.',
      },
    ],
  } satisfies AgentCardsProps,
  custom: {
    id: 'custom-agent',
    eyebrow: 'Custom agents',
    title: 'Your bottleneck is unique? So is your agent.',
    intro:
      'When no ready-made agent fits, we design one around your process, your data and your systems.',
    features: [
      {
        title: 'Precision-Built',
        description:
          'Designed for exactly one process, with clear success metrics agreed before we start.',
      },
      {
        title: 'Seamless Integration',
        description:
          'Connects to your ERP, CRM, document stores and communication tools without replacing them.',
      },
      {
        title: 'Rapid Deployment',
        description:
          'From first workshop to production in weeks, not quarters, with your team involved throughout.',
      },
    ],
    ctaLabel: 'Discuss Your Custom Agent',
    bookingUrl: '{bookingUrl}',
  } satisfies Omit<CustomAgentProps, 'newTabHint'>,
  implementation: {
    id: 'implementation',
    eyebrow: 'Implementation',
    title: 'From idea to productive agent in four steps',
    steps: [
      {
        title: 'Assessment',
        description:
          'We map the process, measure where time is lost and define the figures the agent must improve.',
      },
      {
        title: 'Customization',
        description:
          'We shape the agent around your terminology, rules and data, and test it with real cases.',
      },
      {
        title: 'Integration',
        description:
          'The agent goes live inside your existing systems, with permissions, logging and a human in the loop.',
      },
      {
        title: 'Optimization',
        description:
          'We monitor quality and usage, and keep improving the agent as your process evolves.',
      },
    ] satisfies readonly Step[],
  },
  claims: {
    id: 'agent-figures',
    title: 'Proven in production',
    items: [
      { value: '50+', label: 'enterprises run our agents in production' },
      { value: '{goLiveWeeks} weeks', label: 'from kickoff to go-live' },
      { value: '2-3 agents', label: 'is where most clients start first' },
    ] satisfies readonly Stat[],
  },
  closing: {
    id: 'agents-consultation',
    title: 'Which bottleneck should your first agent remove?',
    intro:
      'In a free consultation we look at your processes together and name the agents with the fastest payback.',
    cta: { label: 'Schedule Consultation', href: '{bookingUrl}' },
  },
};

const de: typeof en = {
  meta: {
    title: 'KI-Agenten',
    description:
      'KI-Agenten für Unternehmen, gebaut für konkrete Engpässe: Wissenssuche, Angebotserstellung, Datenerfassung und Reporting. Live in {goLiveWeeks} Wochen, mit über 50 Einsätzen in Unternehmen.',
  },
  hero: {
    eyebrow: 'KI-Automatisierung für Unternehmen',
    title: 'KI-Agenten für konkrete Engpässe',
    intro:
      'Statt generischer Chatbots bauen wir fokussierte Agenten, die einen klar abgegrenzten, zeitraubenden Prozess übernehmen und sich in die Systeme einfügen, die Ihre Teams bereits nutzen.',
    cta: { label: 'Ihren Agenten bauen', href: '/contact' },
  },
  featured: {
    id: 'featured-agents',
    eyebrow: 'Ausgewählte Agenten',
    title: 'Zwei Agenten, die sich zuerst bezahlt machen',
    agents: [
      {
        id: 'knowledge-intelligence',
        icon: 'knowledge',
        name: 'Knowledge Intelligence Agent',
        summary:
          'Macht Unternehmenswissen durchsuchbar: Handbücher, Tickets, Verträge und Wikis werden zu Antworten mit Quellen, in den Tools, in denen Ihre Leute ohnehin arbeiten.',
        metrics: [
          { label: 'Wissenssuche', from: 'Stunden', to: 'Sekunden' },
          { label: 'Einarbeitung neuer Mitarbeitender', from: '6 Monate', to: '3 Wochen' },
          { label: 'der Fragen ohne menschliche Hilfe beantwortet', from: '90 %' },
        ],
      },
      {
        id: 'process-automation',
        icon: 'process',
        name: 'Process Automation Agent',
        summary:
          'Übernimmt wiederkehrende Backoffice-Arbeit: liest Anfragen, befüllt Ihre Systeme, entwirft Angebote und Berichte und gibt Ausnahmen an einen Menschen weiter.',
        metrics: [
          { label: 'Angebotserstellung', from: '8 Stunden', to: '40 Minuten' },
          { label: 'Datenerfassung automatisiert', from: '15 Std./Woche' },
          { label: 'Reporting', from: '2 Tage', to: 'Echtzeit' },
        ],
      },
    ],
  },
  cards: {
    id: 'more-agents',
    eyebrow: 'Weitere Agenten',
    title: 'Agenten für jede Abteilung',
    items: [
      {
        icon: 'sales',
        name: 'Vertriebsunterstützung',
        highlight: 'Angebote doppelt so schnell erstellt',
        description:
          'Entwirft passgenaue Angebote aus Ihren CRM-Daten, früheren Angeboten und Ihrem Produktkatalog.',
      },
      {
        icon: 'success',
        name: 'Customer Success',
        highlight: '40 % weniger Kundenabwanderung',
        description:
          'Erkennt gefährdete Kundenbeziehungen früh und bereitet den richtigen nächsten Schritt für Ihr Team vor.',
      },
      {
        icon: 'compliance',
        name: 'Compliance',
        highlight: 'Compliance-Überwachung in Echtzeit',
        description:
          'Prüft Dokumente und Prozesse gegen Ihre Richtlinien und meldet Abweichungen, sobald sie auftreten.',
      },
      {
        icon: 'data',
        name: 'Data Intelligence',
        highlight: 'Entscheidungen in Minuten statt Wochen',
        description:
          'Beantwortet Geschäftsfragen aus Ihren Daten in verständlicher Sprache, mit den Zahlen, die sie belegen.',
      },
    ],
  },
  custom: {
    id: 'custom-agent',
    eyebrow: 'Individuelle Agenten',
    title: 'Ihr Engpass ist einzigartig? Ihr Agent auch.',
    intro:
      'Wenn kein fertiger Agent passt, entwerfen wir einen rund um Ihren Prozess, Ihre Daten und Ihre Systeme.',
    features: [
      {
        title: 'Maßgeschneidert',
        description:
          'Entworfen für genau einen Prozess, mit klaren Erfolgskennzahlen, die wir vor dem Start vereinbaren.',
      },
      {
        title: 'Nahtlose Integration',
        description:
          'Verbindet sich mit Ihrem ERP, CRM, Ihren Dokumentenablagen und Kommunikationstools, ohne sie zu ersetzen.',
      },
      {
        title: 'Schnelle Einführung',
        description:
          'Vom ersten Workshop bis zum produktiven Betrieb in Wochen statt Quartalen, mit Ihrem Team an Bord.',
      },
    ],
    ctaLabel: 'Ihren individuellen Agenten besprechen',
    bookingUrl: '{bookingUrl}',
  },
  implementation: {
    id: 'implementation',
    eyebrow: 'Umsetzung',
    title: 'In vier Schritten von der Idee zum produktiven Agenten',
    steps: [
      {
        title: 'Analyse',
        description:
          'Wir erfassen den Prozess, messen, wo Zeit verloren geht, und legen die Kennzahlen fest, die der Agent verbessern muss.',
      },
      {
        title: 'Anpassung',
        description:
          'Wir richten den Agenten auf Ihre Begriffe, Regeln und Daten aus und testen ihn mit echten Fällen.',
      },
      {
        title: 'Integration',
        description:
          'Der Agent geht in Ihren bestehenden Systemen live, mit Berechtigungen, Protokollierung und einem Menschen im Prozess.',
      },
      {
        title: 'Optimierung',
        description:
          'Wir überwachen Qualität und Nutzung und verbessern den Agenten laufend, während sich Ihr Prozess weiterentwickelt.',
      },
    ],
  },
  claims: {
    id: 'agent-figures',
    title: 'Bewährt im produktiven Einsatz',
    items: [
      { value: '50+', label: 'Unternehmen setzen unsere Agenten produktiv ein' },
      { value: '{goLiveWeeks} Wochen', label: 'vom Kick-off bis zum Go-live' },
      { value: '2–3 Agenten', label: 'bilden bei den meisten Kunden den Einstieg' },
    ],
  },
  closing: {
    id: 'agents-consultation',
    title: 'Welchen Engpass soll Ihr erster Agent beseitigen?',
    intro:
      'In einem kostenlosen Beratungsgespräch sehen wir uns gemeinsam Ihre Prozesse an und benennen die Agenten, die sich am schnellsten amortisieren.',
    cta: { label: 'Beratungsgespräch vereinbaren', href: '{bookingUrl}' },
  },
};

export const agentsPage = localized({ en, de });
