import type { FooterLabels } from '@/components/layout/site-footer';
import type { HeaderLabels, NavItem } from '@/components/layout/nav-types';

/** The navigation bar's links, in order. The last one is shown as the highlighted button. */
export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/ai-agents', label: 'AI Agents' },
  { href: '/ai-speedboat-workshop', label: 'AI Speedboat' },
  { href: '/case-studies', label: 'Case Studies' },
  { href: '/contact', label: 'Contact us', highlighted: true },
] satisfies readonly NavItem[];

/** Labels of the header and its side menu on narrow screens, and of the skip link. */
export const navigationLabels = {
  homeLink: 'Home page',
  primaryNav: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  menuDescription: 'Site navigation',
  skipLink: 'Skip to main content',
} satisfies HeaderLabels & { skipLink: string };

/** The footer's legal links. */
export const legalNavigation = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms' },
  { href: '/imprint', label: 'Imprint' },
] satisfies readonly NavItem[];

export const footerLabels = {
  legalNav: 'Legal',
  contactHeading: 'Contact',
  followHeading: 'Follow us',
  rights: 'All rights reserved.',
} satisfies FooterLabels;
