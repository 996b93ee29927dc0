/**
 * Every section of the home page, in order: hero with the chat box, the two-part solution, client
 * logos, the workshop, the three-step process, four feature cards, the why-us comparison, the FAQ
 * and the final call to action. Each declares the shape its section component takes.
 */
import type { ComparisonCopy } from '@/components/sections/home/comparison';
import type { FaqSectionCopy } from '@/components/sections/home/faq-section';
import type { FeaturesCopy } from '@/components/sections/home/feature-cards';
import type { FinalCtaCopy } from '@/components/sections/home/final-cta';
import type { HeroCopy } from '@/components/sections/home/hero';
import type { ProcessCopy } from '@/components/sections/home/process-steps';
import type { SolutionCopy } from '@/components/sections/home/solution';
import type { WorkshopTeaserCopy } from '@/components/sections/home/workshop-teaser';

import { serviceById } from './services';

export const hero = {
  eyebrow: 'AI automation for mid-market and enterprise teams',
  title: 'AI agents that take the busywork off your team',
  intro:
    'From the first conversation to a live agent in 6-8 weeks. Ask our assistant below what AI can do for your business.',
} satisfies HeroCopy;

const agents = serviceById('agents');
const knowledge = serviceById('knowledge');

export const solution = {
  eyebrow: 'Our solution',
  title: 'One approach, two parts',
  intro: 'We remove the work that slows your people down and give them the knowledge they need.',
  parts: [agents, knowledge].map((s) => ({
    id: s.id,
    title: s.title,
    summary: s.summary,
    metric: s.metric,
    points: s.points,
  })),
  /** The button is deliberately inert: it links nowhere. */
  buttonLabel: 'Discover the solution',
} satisfies SolutionCopy;

export const clientsSection = {
  title: 'Trusted by teams at',
} satisfies { title: string };

export const workshopTeaser = {
  eyebrow: 'AI Speedboat Workshop',
  title: 'Two days that get your team moving with AI',
  intro:
    'An on-site workshop for 8-12 people: GenAI fundamentals, ideation, prototyping and a roadmap. Your team leaves with 25+ use cases and 3-5 working prototypes.',
  stats: [
    { value: '2 days', label: 'on-site, hands-on' },
    { value: '25+', label: 'use cases per workshop' },
    { value: '500+', label: 'professionals trained' },
  ],
  bookLabel: 'Book a free consultation',
} satisfies WorkshopTeaserCopy;

export const process = {
  eyebrow: 'How it works',
  title: 'Three steps to your first AI agent',
  steps: [
    {
      title: 'Consultation',
      text: 'A free 60-minute consultation: we look at your processes and find the bottleneck with the biggest return.',
    },
    {
      title: 'Build',
      text: 'We build and connect your agent to the systems you already use. Go-live in 6-8 weeks.',
    },
    {
      title: 'Scale',
      text: 'We measure the results, improve the agent continuously and roll out the next one when you are ready.',
    },
  ],
  link: { href: '/ai-agents', label: 'Explore our AI agents' },
} satisfies ProcessCopy;

export const features = {
  eyebrow: 'Why it works',
  title: 'Built for real business processes',
  cards: [
    {
      icon: 'plug',
      title: '500+ integrations',
      text: 'CRM, ERP, e-mail, document storage, ticketing: your agents work where your data lives.',
    },
    {
      icon: 'target',
      title: '99%+ accuracy',
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
} satisfies FeaturesCopy;

export const comparison = {
  eyebrow: 'Why us',
  title: 'Not another slide deck',
  caption: 'How we compare with a traditional consulting project',
  columns: { aspect: 'Aspect', us: 'With us', others: 'Traditional consulting' },
  rows: [
    { aspect: 'Time to go-live', us: '6-8 weeks', others: '6-12 months' },
    { aspect: 'Result', us: 'Working AI agents in production', others: 'Strategy documents' },
    {
      aspect: 'Integration',
      us: '500+ integrations with your tools',
      others: 'New tools to adopt',
    },
    {
      aspect: 'Team enablement',
      us: '500+ professionals trained',
      others: 'Knowledge stays with consultants',
    },
    {
      aspect: 'Contract',
      us: 'Agent-as-a-service, no long-term lock-in',
      others: 'Long fixed-scope contracts',
    },
  ],
} satisfies ComparisonCopy;

export const faqSection = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  bookPrompt: 'Still have questions? Talk to us directly.',
  bookLabel: 'Book a 15-minute call',
} satisfies FaqSectionCopy;

export const finalCta = {
  title: 'Ready to take the busywork off your team?',
  text: 'Tell us about your processes. We answer within 24 hours.',
  link: { href: '/contact', label: 'Get in touch' },
} satisfies FinalCtaCopy;
