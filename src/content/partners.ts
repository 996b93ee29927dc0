/** Copy of the /partners page. Partner names and URLs are PLACEHOLDERS. */
import type { PartnerCardsProps } from '@/components/sections/partners/partner-cards';
import { localized } from '@/lib/locale';

const en = {
  meta: {
    title: 'Partners',
    description:
      'Our partners: a die-casting trade fair bringing smart automation to manufacturing, and a human-centered change-management firm for AI integration. Request a partnership.',
  },
  hero: {
    eyebrow: 'Partners',
    title: 'Stronger together',
    intro:
      'We work with partners who share our view that AI has to work on the shop floor and in the team, not just in the lab.',
  },
  list: {
    id: 'partner-list',
    title: 'Our partners',
    visitLabel: 'Visit Website',
    benefitsLabel: 'What you get',
    logoAlt: '{name} logo',
    partners: [
      {
        id: 'diecast-expo',
        /** PLACEHOLDER name and URL */
        name: 'DieCast Expo',
        logo: '/partners/diecast-expo.svg',
        tagline: 'Smart Automation for Manufacturing',
        description:
          'The trade fair for the die-casting industry brings foundries, suppliers and automation experts together. With them we show how AI agents support quoting, quality control and production planning.',
        website: 'https://www.diecast-expo.example',
        benefits: [
          'Live demonstrations of AI in foundry processes',
          'Talks and workshops for manufacturing leaders',
          'Direct contact with suppliers and automation experts',
        ],
      },
      {
        id: 'humanfirst-ai',
        /** PLACEHOLDER name and URL */
        name: 'HumanFirst AI',
        logo: '/partners/humanfirst-ai.svg',
        tagline: 'AI Integration & Change Management',
        description:
          'A consultancy for human-centered AI adoption. Together we make sure new agents are understood, trusted and used by the people who work with them.',
        website: 'https://www.humanfirst-ai.example',
        benefits: [
          'Change management that starts with the team',
          'Training and enablement programmes for every level',
          'Guidance on works councils, governance and the EU AI Act',
        ],
      },
    ],
  } satisfies Omit<PartnerCardsProps, 'newTabHint'>,
  cta: {
    id: 'partner-cta',
    title: 'Become a partner',
    intro:
      'You serve mid-market or enterprise customers and want to bring practical AI to them? Let’s talk.',
    label: 'Request Partnership',
    href: '{bookingUrl}',
  },
};

const de: typeof en = {
  meta: {
    title: 'Partner',
    description:
      'Unsere Partner: eine Druckguss-Fachmesse, die intelligente Automatisierung in die Fertigung bringt, und ein auf den Menschen ausgerichtetes Change-Management-Unternehmen für die KI-Integration. Partnerschaft anfragen.',
  },
  hero: {
    eyebrow: 'Partner',
    title: 'Gemeinsam stärker',
    intro:
      'Wir arbeiten mit Partnern, die unsere Überzeugung teilen: KI muss in der Werkhalle und im Team funktionieren, nicht nur im Labor.',
  },
  list: {
    id: 'partner-list',
    title: 'Unsere Partner',
    visitLabel: 'Website besuchen',
    benefitsLabel: 'Was Sie erhalten',
    logoAlt: 'Logo von {name}',
    partners: [
      {
        id: 'diecast-expo',
        name: 'DieCast Expo',
        logo: '/partners/diecast-expo.svg',
        tagline: 'Intelligente Automatisierung für die Fertigung',
        description:
          'Die Fachmesse der Druckgussbranche bringt Gießereien, Zulieferer und Automatisierungsexperten zusammen. Gemeinsam zeigen wir, wie KI-Agenten Angebotserstellung, Qualitätskontrolle und Produktionsplanung unterstützen.',
        website: 'https://www.diecast-expo.example',
        benefits: [
          'Live-Vorführungen von KI in Gießereiprozessen',
          'Vorträge und Workshops für Führungskräfte aus der Fertigung',
          'Direkter Kontakt zu Zulieferern und Automatisierungsexperten',
        ],
      },
      {
        id: 'humanfirst-ai',
        name: 'HumanFirst AI',
        logo: '/partners/humanfirst-ai.svg',
        tagline: 'KI-Integration & Change Management',
        description:
          'Eine Beratung für die menschenzentrierte Einführung von KI. Gemeinsam sorgen wir dafür, dass neue Agenten von den Menschen, die mit ihnen arbeiten, verstanden, akzeptiert und genutzt werden.',
        website: 'https://www.humanfirst-ai.example',
        benefits: [
          'Change Management, das beim Team beginnt',
          'Schulungs- und Befähigungsprogramme für jede Ebene',
          'Begleitung zu Betriebsrat, Governance und EU AI Act',
        ],
      },
    ],
  },
  cta: {
    id: 'partner-cta',
    title: 'Partner werden',
    intro:
      'Sie betreuen Kunden aus dem Mittelstand oder große Unternehmen und möchten ihnen praxistaugliche KI bieten? Lassen Sie uns sprechen.',
    label: 'Partnerschaft anfragen',
    href: '{bookingUrl}',
  },
};

export const partnersPage = localized({ en, de });
