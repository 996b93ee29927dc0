/** The header's links (SPEC.md 'Navigation bar'), in order. The last one is shown as a button. */
export type NavLink = {
  href: string;
  label: string;
  /** Shown as the highlighted call-to-action button. */
  highlighted?: boolean;
};

export const mainNavigation: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/ai-agents', label: 'AI Agents' },
  { href: '/ai-speedboat-workshop', label: 'AI Speedboat' },
  { href: '/case-studies', label: 'Case Studies' },
  { href: '/contact', label: 'Contact us', highlighted: true },
];

/** Labels of the header and its side menu on narrow screens. */
export const navigationLabels = {
  homeLink: 'Home page',
  primaryNav: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  menuDescription: 'Site navigation',
  skipLink: 'Skip to main content',
} as const;

/** The footer's legal links (SPEC.md 'Home': footer). */
export const legalNavigation: readonly NavLink[] = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms' },
  { href: '/imprint', label: 'Imprint' },
];

export const footerLabels = {
  legalNav: 'Legal',
  contactHeading: 'Contact',
  companyHeading: 'Company',
  followHeading: 'Follow us',
  rights: 'All rights reserved.',
} as const;
