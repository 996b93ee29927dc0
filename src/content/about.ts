/** Copy of the /about page: mission, leadership, four values, link to /contact. */
import type { LeadershipProps } from '@/components/sections/about/leadership';
import type { MissionProps } from '@/components/sections/about/mission';
import type { IconCardGridCopy } from '@/components/sections/icon-card-grid';

import { siteConfig } from './site';

export const aboutPage = {
  meta: {
    title: 'About',
    description: `Why ${siteConfig.companyName} exists: our mission, the founder behind it and the four values that guide how we bring AI agents and automation into mid-market and enterprise teams.`,
  },
  hero: {
    eyebrow: 'About us',
    title: 'We bring AI to where the work actually happens',
    intro: `${siteConfig.companyName} helps mid-market and enterprise companies turn AI from a slide in a strategy deck into agents that save hours every week.`,
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
      name: siteConfig.ceo,
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
