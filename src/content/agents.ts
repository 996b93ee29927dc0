/** Copy and figures of the /ai-agents page, in page order; each section declares the shape its component takes. */
import type { AgentCardsProps } from '@/components/sections/agents/agent-cards';
import type { CustomAgentProps } from '@/components/sections/agents/custom-agent';
import type { FeaturedAgentsProps } from '@/components/sections/agents/featured-agents';
import type { Stat } from '@/components/sections/stat-list';
import type { Step } from '@/components/sections/step-list';

export const agentsPage = {
  meta: {
    title: 'AI Agents',
    description:
      'Enterprise AI agents built for specific bottlenecks: knowledge retrieval, quote generation, data entry and reporting. Live in 6-8 weeks, with 50+ enterprise deployments behind them.',
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
  } satisfies Omit<CustomAgentProps, 'bookingUrl'>,
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
      { value: '6-8 weeks', label: 'from kickoff to go-live' },
      { value: '2-3 agents', label: 'is where most clients start first' },
    ] satisfies readonly Stat[],
  },
  closing: {
    id: 'agents-consultation',
    title: 'Which bottleneck should your first agent remove?',
    intro:
      'In a free consultation we look at your processes together and name the agents with the fastest payback.',
    cta: { label: 'Schedule Consultation' },
  },
};
