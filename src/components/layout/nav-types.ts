/** The props the navigation bar and its side menu share. */

/** A link of the navigation bar and the side menu. */
export type NavItem = {
  href: string;
  label: string;
  /** Shown as the highlighted call-to-action button. */
  highlighted?: boolean;
};

/** Texts of the navigation bar and its side menu on narrow screens. */
export type HeaderLabels = {
  /** Accessible name of the logo link, after the company name. */
  homeLink: string;
  primaryNav: string;
  openMenu: string;
  closeMenu: string;
  menuTitle: string;
  menuDescription: string;
  /** Accessible name of the language switch, in the other language ("Diese Seite auf Deutsch"). */
  languageSwitch: string;
};
