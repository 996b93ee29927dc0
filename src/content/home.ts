/**
 * Every section of the home page, in order: hero with the chat box, the two-part solution, client
 * logos, the workshop, the three-step process, four feature cards, the why-us comparison, the FAQ
 * and the final call to action, in each language. Each declares the shape its section component
 * takes.
 */
import type { ComparisonCopy } from '@/components/sections/home/comparison';
import type { FaqSectionCopy } from '@/components/sections/home/faq-section';
import type { FeaturesCopy } from '@/components/sections/home/feature-cards';
import type { FinalCtaCopy } from '@/components/sections/home/final-cta';
import type { HeroCopy } from '@/components/sections/home/hero';
import type { ProcessCopy } from '@/components/sections/home/process-steps';
import type { SolutionCopy } from '@/components/sections/home/solution';
import type { WorkshopTeaserCopy } from '@/components/sections/home/workshop-teaser';

import { type Locale, localized } from '@/lib/locale';

import { serviceById } from './services';

/** The solution's two parts: the agents and the knowledge service, in a language. */
function solutionParts(locale: Locale) {
  return [serviceById('agents', locale), serviceById('knowledge', locale)].map((s) => ({
    id: s.id,
    title: s.title,
    summary: s.summary,
    metric: s.metric,
    points: s.points,
  }));
}

const en = {
  hero: {
    eyebrow: 'AI automation for mid-market and enterprise teams',
    title: 'AI agents that take the busywork off your team',
    intro:
      'From the first conversation to a live agent in {goLiveWeeks} weeks. Ask our assistant below what AI can do for your business.',
  } satisfies HeroCopy,
  solution: {
    eyebrow: 'Our solution',
    title: 'One approach, two parts',
    intro: 'We remove the work that slows your people down and give them the knowledge they need.',
    parts: solutionParts('en'),
    /** The button is deliberately inert: it links nowhere. */
    buttonLabel: 'Discover the solution',
  } satisfies SolutionCopy,
  clientsSection: {
    title: 'Trusted by teams at',
  } satisfies { title: string },
  workshopTeaser: {
    eyebrow: 'AI Speedboat Workshop',
    title: 'Two days that get your team moving with AI',
    intro:
      'An on-site workshop for {participants} people: GenAI fundamentals, ideation, prototyping and a roadmap. Your team leaves with {useCases}+ use cases and {prototypes} working prototypes.',
    stats: [
      { value: '{workshopDays} days', label: 'on-site, hands-on' },
      { value: '{useCases}+', label: 'use cases per workshop' },
      { value: '{trained}+', label: 'professionals trained' },
    ],
    bookLabel: 'Book a free consultation',
  } satisfies WorkshopTeaserCopy,
  process: {
    eyebrow: 'How it works',
    title: 'Three steps to your first AI agent',
    steps: [
      {
        title: 'Consultation',
        text: 'A free 60-minute consultation: we look at your processes and find the bottleneck with the biggest return.',
      },
      {
        title: 'Build',
        text: 'We build and connect your agent to the systems you already use. Go-live in {goLiveWeeks} weeks.',
      },
      {
        title: 'Scale',
        text: 'We measure the results, improve the agent continuously and roll out the next one when you are ready.',
      },
    ],
    link: { href: '/ai-agents', label: 'Explore our AI agents' },
  } satisfies ProcessCopy,
  features: {
    eyebrow: 'Why it works',
    title: 'Built for real business processes',
    cards: [
      {
        icon: 'plug',
        title: '{integrations}+ integrations',
        text: 'CRM, ERP, e-mail, document storage, ticketing: your agents work where your data lives.',
      },
      {
        icon: 'target',
        title: '{accuracy}%+ accuracy',
        text: 'Answers grounded in your own documents, with sources, and a human in the loop where it matters.',
      },
      {
        icon: 'timer',
        title: 'Quote generation: 6 hours to 30 minutes',
        text: 'Agents prepare quotes, reports and data entry in minutes, so your experts only review and approve.',
      },
      {
        icon: 'graduation',
        title: 'New hires productive in 3 weeks, not 6 months',
        text: 'A knowledge assistant answers the questions new colleagues would otherwise wait days for.',
      },
    ],
  } satisfies FeaturesCopy,
  comparison: {
    eyebrow: 'Why us',
    title: 'Not another slide deck',
    caption: 'How we compare with a traditional consulting project',
    columns: { aspect: 'Aspect', us: 'With us', others: 'Traditional consulting' },
    rows: [
      { aspect: 'Time to go-live', us: '{goLiveWeeks} weeks', others: '6-12 months' },
      { aspect: 'Result', us: 'Working AI agents in production', others: 'Strategy documents' },
      {
        aspect: 'Integration',
        us: '{integrations}+ integrations with your tools',
        others: 'New tools to adopt',
      },
      {
        aspect: 'Team enablement',
        us: '{trained}+ professionals trained',
        others: 'Knowledge stays with consultants',
      },
      {
        aspect: 'Contract',
        us: 'Agent-as-a-service, no long-term lock-in',
        others: 'Long fixed-scope contracts',
      },
    ],
  } satisfies ComparisonCopy,
  faqSection: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    bookPrompt: 'Still have questions? Talk to us directly.',
    bookLabel: 'Book a 15-minute call',
  } satisfies FaqSectionCopy,
  finalCta: {
    title: 'Ready to take the busywork off your team?',
    text: 'Tell us about your processes. We answer within 24 hours.',
    link: { href: '/contact', label: 'Get in touch' },
  } satisfies FinalCtaCopy,
};

const de: typeof en = {
  hero: {
    eyebrow: 'KI-Automatisierung für den Mittelstand und große Unternehmen',
    title: 'KI-Agenten, die Ihrem Team die Routinearbeit abnehmen',
    intro:
      'Vom ersten Gespräch zum laufenden Agenten in {goLiveWeeks} Wochen. Fragen Sie unseren Assistenten, was KI für Ihr Unternehmen leisten kann.',
  },
  solution: {
    eyebrow: 'Unsere Lösung',
    title: 'Ein Ansatz, zwei Bausteine',
    intro:
      'Wir nehmen Ihren Leuten die Arbeit ab, die sie ausbremst, und geben ihnen das Wissen, das sie brauchen.',
    parts: solutionParts('de'),
    buttonLabel: 'Lösung entdecken',
  },
  clientsSection: {
    title: 'Teams dieser Unternehmen vertrauen uns',
  },
  workshopTeaser: {
    eyebrow: 'AI Speedboat Workshop',
    title: 'Zwei Tage, die Ihr Team mit KI in Bewegung bringen',
    intro:
      'Ein Vor-Ort-Workshop für {participants} Personen: Grundlagen generativer KI, Ideenfindung, Prototyping und eine Roadmap. Ihr Team geht mit über {useCases} Anwendungsfällen und {prototypes} funktionierenden Prototypen nach Hause.',
    stats: [
      { value: '{workshopDays} Tage', label: 'vor Ort, praxisnah' },
      { value: '{useCases}+', label: 'Anwendungsfälle pro Workshop' },
      { value: '{trained}+', label: 'geschulte Fachkräfte' },
    ],
    bookLabel: 'Kostenloses Beratungsgespräch buchen',
  },
  process: {
    eyebrow: 'So funktioniert es',
    title: 'In drei Schritten zu Ihrem ersten KI-Agenten',
    steps: [
      {
        title: 'Beratung',
        text: 'Ein kostenloses 60-minütiges Beratungsgespräch: Wir sehen uns Ihre Prozesse an und finden den Engpass mit dem größten Hebel.',
      },
      {
        title: 'Umsetzung',
        text: 'Wir bauen Ihren Agenten und verbinden ihn mit den Systemen, die Sie bereits nutzen. Go-live in {goLiveWeeks} Wochen.',
      },
      {
        title: 'Skalierung',
        text: 'Wir messen die Ergebnisse, verbessern den Agenten laufend und setzen den nächsten um, sobald Sie so weit sind.',
      },
    ],
    link: { href: '/ai-agents', label: 'Unsere KI-Agenten entdecken' },
  },
  features: {
    eyebrow: 'Warum es funktioniert',
    title: 'Gebaut für echte Geschäftsprozesse',
    cards: [
      {
        icon: 'plug',
        title: 'Über {integrations} Integrationen',
        text: 'CRM, ERP, E-Mail, Dokumentenablage, Ticketsysteme: Ihre Agenten arbeiten dort, wo Ihre Daten liegen.',
      },
      {
        icon: 'target',
        title: 'Über {accuracy} % Genauigkeit',
        text: 'Antworten auf Grundlage Ihrer eigenen Dokumente, mit Quellen, und mit einem Menschen im Prozess, wo es darauf ankommt.',
      },
      {
        icon: 'timer',
        title: 'Angebotserstellung: 6 Stunden auf 30 Minuten',
        text: 'Agenten bereiten Angebote, Berichte und Datenerfassung in Minuten vor, Ihre Fachleute prüfen und geben nur noch frei.',
      },
      {
        icon: 'graduation',
        title: 'Neue Mitarbeitende in 3 Wochen produktiv, nicht in 6 Monaten',
        text: 'Ein Wissensassistent beantwortet die Fragen, auf deren Antwort neue Kolleginnen und Kollegen sonst tagelang warten.',
      },
    ],
  },
  comparison: {
    eyebrow: 'Warum wir',
    title: 'Kein weiteres Foliendeck',
    caption: 'Wie wir uns von einem klassischen Beratungsprojekt unterscheiden',
    columns: { aspect: 'Aspekt', us: 'Mit uns', others: 'Klassische Beratung' },
    rows: [
      { aspect: 'Zeit bis zum Go-live', us: '{goLiveWeeks} Wochen', others: '6–12 Monate' },
      { aspect: 'Ergebnis', us: 'Produktive KI-Agenten im Einsatz', others: 'Strategiepapiere' },
      {
        aspect: 'Integration',
        us: 'Über {integrations} Integrationen mit Ihren Tools',
        others: 'Neue Tools, die eingeführt werden müssen',
      },
      {
        aspect: 'Befähigung des Teams',
        us: 'Über {trained} geschulte Fachkräfte',
        others: 'Das Wissen bleibt bei den Beratern',
      },
      {
        aspect: 'Vertrag',
        us: 'Agent-as-a-Service, ohne langfristige Bindung',
        others: 'Lange Festpreisverträge',
      },
    ],
  },
  faqSection: {
    eyebrow: 'FAQ',
    title: 'Häufig gestellte Fragen',
    bookPrompt: 'Noch Fragen? Sprechen Sie direkt mit uns.',
    bookLabel: '15-minütiges Gespräch buchen',
  },
  finalCta: {
    title: 'Bereit, Ihrem Team die Routinearbeit abzunehmen?',
    text: 'Erzählen Sie uns von Ihren Prozessen. Wir antworten innerhalb von 24 Stunden.',
    link: { href: '/contact', label: 'Kontakt aufnehmen' },
  },
};

export const homePage = localized({ en, de });
