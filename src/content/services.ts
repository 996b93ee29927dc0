import { type Locale, localized } from '@/lib/locale';

/**
 * The three services: automating repetitive work with AI agents, making institutional knowledge
 * searchable, and the two-day AI Speedboat workshop, each with the headline figure it is sold on.
 */
export type Service = {
  id: 'agents' | 'knowledge' | 'workshop';
  title: string;
  summary: string;
  /** A before → after claim, e.g. '6 hours' → '30 minutes'. */
  metric: { label: string; before: string; after: string };
  points: readonly string[];
};

const en: readonly Service[] = [
  {
    id: 'agents',
    title: 'Automate repetitive work with AI agents',
    summary:
      'Agents that take over the copy-paste work between your systems: quotes, data entry, reporting and follow-ups, with a human approving what matters.',
    metric: { label: 'Quote generation', before: '6 hours', after: '30 minutes' },
    points: [
      'Built around one bottleneck at a time',
      'Connected to your CRM, ERP and inboxes',
      'Human approval where it matters',
    ],
  },
  {
    id: 'knowledge',
    title: 'Make institutional knowledge searchable',
    summary:
      'A knowledge assistant that answers from your manuals, tickets and wikis with sources, so nobody has to ask the one colleague who knows.',
    metric: { label: 'New-hire productivity', before: '6 months', after: '3 weeks' },
    points: [
      'Answers with links to the source document',
      '{accuracy}%+ accuracy on your own documents',
      'Respects existing access rights',
    ],
  },
  {
    id: 'workshop',
    title: 'AI Speedboat: the two-day workshop for your team',
    summary:
      'Two days on-site with your team: from GenAI fundamentals to working prototypes and a roadmap for the next 3-6 months.',
    metric: {
      label: 'Use cases per workshop',
      before: 'unclear ideas',
      after: '{useCases}+ use cases',
    },
    points: [
      '{workshopDays} days, on-site',
      '{participants} participants',
      '{prototypes} working prototypes',
    ],
  },
];

const de: readonly Service[] = [
  {
    id: 'agents',
    title: 'Wiederkehrende Arbeit mit KI-Agenten automatisieren',
    summary:
      'Agenten, die das Kopieren und Einfügen zwischen Ihren Systemen übernehmen: Angebote, Datenerfassung, Berichte und Nachfassen, wobei ein Mensch freigibt, worauf es ankommt.',
    metric: { label: 'Angebotserstellung', before: '6 Stunden', after: '30 Minuten' },
    points: [
      'Jeweils um einen Engpass herum gebaut',
      'Angebunden an Ihr CRM, ERP und Ihre Postfächer',
      'Menschliche Freigabe, wo es darauf ankommt',
    ],
  },
  {
    id: 'knowledge',
    title: 'Unternehmenswissen durchsuchbar machen',
    summary:
      'Ein Wissensassistent, der aus Ihren Handbüchern, Tickets und Wikis mit Quellenangabe antwortet, damit niemand mehr die eine Kollegin fragen muss, die es weiß.',
    metric: { label: 'Produktivität neuer Mitarbeitender', before: '6 Monate', after: '3 Wochen' },
    points: [
      'Antworten mit Link zum Quelldokument',
      'Über {accuracy} % Genauigkeit auf Ihren eigenen Dokumenten',
      'Bestehende Zugriffsrechte bleiben gewahrt',
    ],
  },
  {
    id: 'workshop',
    title: 'AI Speedboat: der zweitägige Workshop für Ihr Team',
    summary:
      'Zwei Tage vor Ort mit Ihrem Team: von den Grundlagen generativer KI zu funktionierenden Prototypen und einer Roadmap für die nächsten 3–6 Monate.',
    metric: {
      label: 'Anwendungsfälle pro Workshop',
      before: 'vage Ideen',
      after: 'über {useCases} Anwendungsfälle',
    },
    points: [
      '{workshopDays} Tage vor Ort',
      '{participants} Teilnehmende',
      '{prototypes} funktionierende Prototypen',
    ],
  },
];

/** The three services in each language. */
export const services = localized({ en, de });

export function serviceById(id: Service['id'], locale: Locale = 'en'): Service {
  const service = services[locale].find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}
