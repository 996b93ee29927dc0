import type { FaqEntry } from '@/components/sections/home/faq-section';

/**
 * The home page's five FAQ entries, one open at a time. The FAQ says 2-6 weeks to go live while
 * the rest of the site says 6-8 weeks: the client's own figures, kept as given.
 */
export const faq = [
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
