/**
 * The contact form's contract: its fields, their rules, the HubSpot form they are sent to, and
 * where the form's plain HTML post leads. The site (its form and validation), the submit-contact
 * function (which takes the form when it is posted before the page's script runs) and the local
 * stack's stand-in of the HubSpot Forms API all import this file, so they check the same rules
 * and know the same form. It imports nothing.
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

/** The languages the site is written in, as the hidden field's options name them. */
const CONTACT_LANGUAGES = ['en', 'de'] as const;

/** A language of the site; anything else counts as the default, English. */
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];

/** The language a posted form names, or English. */
export function contactLanguage(value: unknown): ContactLanguage {
  return value === 'de' ? 'de' : 'en';
}

/** A HubSpot form: its required fields with their types, and its optional hidden fields. */
export type HubSpotFormDefinition = {
  readonly fields: Readonly<Record<ContactField, string>>;
  readonly hiddenFields: Readonly<
    Record<string, { readonly type: string; readonly options: readonly string[] }>
  >;
};

/**
 * The form in HubSpot that receives the contact form, as the client's portal must define it:
 * each of the page's fields (`CONTACT_FIELDS`, in that order) is a required field of the HubSpot
 * form, named by the internal name of its contact property and of this field type; the hidden
 * field holds the visitor's language, one of its options. HubSpot's Forms API refuses a
 * submission carrying a field its form does not define (FIELD_NOT_IN_FORM_DEFINITION) or lacking
 * a required one, so the language is sent only to a form said to have the hidden field.
 */
export const HUBSPOT_CONTACT_FORM = {
  fields: {
    firstname: 'single-line text',
    lastname: 'single-line text',
    email: 'email',
    company: 'single-line text',
    message: 'multi-line text',
  },
  hiddenFields: {
    [CONTACT_LANGUAGE_FIELD]: { type: 'dropdown select', options: CONTACT_LANGUAGES },
  },
} as const satisfies HubSpotFormDefinition;

/**
 * The fields a submission to HubSpot carries: the page's fields, trimmed, in page order, then the
 * visitor's language when the HubSpot form has the hidden field for it (`languageField`); never
 * a field the form lacks.
 */
export function hubspotSubmissionFields(
  values: Record<ContactField, string>,
  language: ContactLanguage,
  languageField: boolean,
): { name: string; value: string }[] {
  return [
    ...CONTACT_FIELDS.map((name) => ({ name, value: values[name].trim() })),
    ...(languageField ? [{ name: CONTACT_LANGUAGE_FIELD, value: language }] : []),
  ];
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
