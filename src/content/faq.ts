import type { FaqEntry } from '@/components/sections/home/faq-section';

// TRANSITIONAL: the site shows the FAQ from the database (faq_entries); this module is only the
// assistant's knowledge until chat-ai reads the published entries itself.
import { localized } from '@/lib/locale';

/**
 * The home page's five FAQ entries, one open at a time. The FAQ says 2-6 weeks to go live while
 * the rest of the site says 6-8 weeks: the client's own figures, kept as given.
 */
const en = [
  {
    id: 'time-to-live',
    question: 'How long does it take until our first AI agent is live?',
    answer:
      'Most agents go live within 2-6 weeks. We start with a 60-minute consultation, pick one bottleneck with a clear business case and ship a first version quickly, then improve it with your team.',
  },
  {
    id: 'systems',
    question: 'Do we have to replace our existing systems?',
    answer:
      'No. Our agents work with the tools you already use. With 500+ integrations available, they connect to your CRM, ERP, e-mail, document storage and ticketing systems.',
  },
  {
    id: 'data',
    question: 'Is our data safe?',
    answer:
      'Yes. We follow the GDPR, process data in the EU wherever possible, respect your existing access rights and never use your data to train public models.',
  },
  {
    id: 'accuracy',
    question: 'How accurate are the answers of an AI agent?',
    answer:
      'Our knowledge agents reach 99%+ accuracy on your own documents, answer with links to their sources and hand over to a human when they are not sure.',
  },
  {
    id: 'first-step',
    question: 'What is the first step?',
    answer:
      'Book a free 15-minute call. We learn about your processes, show you what is possible and suggest whether a workshop or a first agent is the better start.',
  },
] satisfies readonly FaqEntry[];

const de: typeof en = [
  {
    id: 'time-to-live',
    question: 'Wie lange dauert es, bis unser erster KI-Agent live ist?',
    answer:
      'Die meisten Agenten gehen innerhalb von 2–6 Wochen live. Wir beginnen mit einem 60-minütigen Beratungsgespräch, wählen einen Engpass mit klarem Business Case und liefern schnell eine erste Version, die wir dann gemeinsam mit Ihrem Team verbessern.',
  },
  {
    id: 'systems',
    question: 'Müssen wir unsere bestehenden Systeme ersetzen?',
    answer:
      'Nein. Unsere Agenten arbeiten mit den Tools, die Sie bereits nutzen. Mit über 500 verfügbaren Integrationen verbinden sie sich mit Ihrem CRM, ERP, E-Mail, Dokumentenablage und Ticketsystem.',
  },
  {
    id: 'data',
    question: 'Sind unsere Daten sicher?',
    answer:
      'Ja. Wir halten die DSGVO ein, verarbeiten Daten wo immer möglich in der EU, respektieren Ihre bestehenden Zugriffsrechte und verwenden Ihre Daten nie zum Training öffentlicher Modelle.',
  },
  {
    id: 'accuracy',
    question: 'Wie genau sind die Antworten eines KI-Agenten?',
    answer:
      'Unsere Wissensagenten erreichen über 99 % Genauigkeit auf Ihren eigenen Dokumenten, antworten mit Links zu ihren Quellen und übergeben an einen Menschen, wenn sie unsicher sind.',
  },
  {
    id: 'first-step',
    question: 'Was ist der erste Schritt?',
    answer:
      'Buchen Sie ein kostenloses 15-minütiges Gespräch. Wir lernen Ihre Prozesse kennen, zeigen Ihnen, was möglich ist, und schlagen vor, ob ein Workshop oder ein erster Agent der bessere Einstieg ist.',
  },
];

/** The FAQ in each language. */
export const faq = localized({ en, de });
