/** Copy of the /ai-speedboat-workshop page, in page order; each section declares the shape its component takes. */
import type { Stat } from '@/components/sections/stat-list';
import type { Step } from '@/components/sections/step-list';
import type { ItemGridCopy } from '@/components/sections/workshop/item-grid';
import type {
  SuccessStoriesCopy,
  SuccessStory,
} from '@/components/sections/workshop/success-stories';
import type { WorkshopTimelineProps } from '@/components/sections/workshop/workshop-timeline';

/**
 * A success story before it is linked: `client` is the client as written on its case study. The
 * story links to the published case study of this client, found when the site is built, and is
 * left out while there is none.
 */
type UnlinkedStory = Omit<SuccessStory, 'href'>;

export const workshopPage = {
  meta: {
    title: 'AI Speedboat Workshop',
    description:
      'AI Speedboat: a 2-day on-site workshop for 8-12 participants. Leave with 25+ use cases, 3-5 working prototypes and a 3-6 month roadmap for your first AI agents.',
  },
  hero: {
    badge: '2-Day Intensive Workshop',
    title: 'AI Speedboat Workshop',
    intro:
      'In two days your team goes from first ideas to working AI prototypes, and leaves with 25+ use cases tailored to your company.',
    cta: { label: 'Request Workshop', href: '/contact' },
    tags: ['On-site', '8-12 Participants', 'Immediately Applicable'],
    tagsLabel: 'Workshop format',
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
      { value: '25+', label: 'use cases, evaluated and prioritised' },
      { value: '3-5', label: 'working prototypes' },
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
          'We build production-ready agents integrated into your systems, typically in 6-8 weeks per agent.',
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
