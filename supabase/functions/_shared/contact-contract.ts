/**
 * The contact form's contract: its fields, their rules, and where the form's plain HTML post
 * leads. The site (its form and validation) and the submit-contact function (which takes the form
 * when it is posted before the page's script runs) both import this file, so the two check the
 * same rules. It imports nothing.
 */

/** The form's fields, in the order of the page and of the submission to HubSpot. */
export const CONTACT_FIELDS = ['firstname', 'lastname', 'email', 'company', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The longest message the form takes (the forms endpoint's limit for a multi-line text field). */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * A basic e-mail shape: something@something.tld, no spaces. Forms check the shape so a typo is
 * caught next to the field; the receiving service has the final word.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The honeypot field: hidden from people, filled only by bots. A filled one is never sent. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** The hidden field with the name of the page the form was sent from (HubSpot's `pageName`). */
export const CONTACT_PAGE_NAME_FIELD = 'pageName';

/**
 * The hidden field with the language the visitor wrote in ('en' or 'de'), so the team answers in
 * it: HubSpot's contact property "Preferred language" (`hs_language`), a hidden field of the form.
 */
export const CONTACT_LANGUAGE_FIELD = 'hs_language';

/** The languages the site is written in; anything else counts as the default, English. */
export type ContactLanguage = 'en' | 'de';

/** The language a posted form names, or English. */
export function contactLanguage(value: unknown): ContactLanguage {
  return value === 'de' ? 'de' : 'en';
}

/** The site's pages a posted form leads to: sent, and not sent (with a way back to the form). */
export const CONTACT_RESULT_PATHS = {
  sent: '/contact/sent',
  notSent: '/contact/not-sent',
} as const;

/** Where a posted form leads, in the language it was written in (`/de/contact/sent`). */
export function contactResultPath(
  outcome: keyof typeof CONTACT_RESULT_PATHS,
  language: ContactLanguage,
): string {
  return `${language === 'de' ? '/de' : ''}${CONTACT_RESULT_PATHS[outcome]}`;
}

/**
 * The fields that break a rule, in form order: every field is required (surrounding whitespace
 * does not count), the e-mail must have the basic shape, and the message fits the limit.
 */
export function contactFieldProblems(values: Record<ContactField, string>): ContactField[] {
  return CONTACT_FIELDS.filter((field) => {
    const value = values[field].trim();
    if (!value) return true;
    if (field === 'email') return !EMAIL_PATTERN.test(value);
    if (field === 'message') return value.length > CONTACT_MESSAGE_MAX_LENGTH;
    return false;
  });
}
