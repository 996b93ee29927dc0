import { env } from '@/lib/env';

import { type ContactFormValues } from '../schema';
import { type ContactLanguage, hubspotSubmissionFields } from './contact-contract';

/**
 * The HubSpot Forms API v3 submission body: `POST {base}/submissions/v3/integration/submit/
 * {portalId}/{formGuid}` with the fields as name/value pairs (the visitor's language last, when
 * the HubSpot form has the hidden field for it) and the page they were sent from.
 */
export type HubSpotSubmission = {
  fields: { name: string; value: string }[];
  context: { pageUri: string; pageName: string; hutk?: string };
};

export type FormsEndpointConfig = {
  baseUrl: string;
  portalId: string | undefined;
  formId: string | undefined;
  /** Whether the form has the hidden language field (HubSpot refuses a field its form lacks). */
  languageField: boolean;
};

/** Thrown when the site was built without a portal or form id: nothing can be sent. */
export class ContactFormNotConfiguredError extends Error {
  constructor() {
    super(
      'The contact form is not configured: set VITE_HUBSPOT_PORTAL_ID and VITE_HUBSPOT_FORM_ID (see .env.example).',
    );
    this.name = 'ContactFormNotConfiguredError';
  }
}

/** Thrown for a non-OK answer; keeps the status for logging. */
export class ContactSubmitError extends Error {
  constructor(readonly status: number) {
    super(`The forms endpoint answered ${status}.`);
    this.name = 'ContactSubmitError';
  }
}

/** The `hubspotutk` tracking cookie, present only when HubSpot's tracking code runs on the page. */
export function readHubSpotCookie(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'hubspotutk') {
      const value = rest.join('=');
      return value ? decodeURIComponent(value) : undefined;
    }
  }
  return undefined;
}

/** The page a form is sent from: its address and name, and the language it is written in. */
export type ContactPage = { uri: string; name: string; language: ContactLanguage; hutk?: string };

export function buildSubmission(
  values: ContactFormValues,
  page: ContactPage,
  { languageField }: Pick<FormsEndpointConfig, 'languageField'>,
): HubSpotSubmission {
  return {
    fields: hubspotSubmissionFields(values, page.language, languageField),
    context: {
      pageUri: page.uri,
      pageName: page.name,
      ...(page.hutk ? { hutk: page.hutk } : {}),
    },
  };
}

export function submissionUrl({ baseUrl, portalId, formId }: FormsEndpointConfig): string {
  if (!portalId || !formId) throw new ContactFormNotConfiguredError();
  return `${baseUrl}/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`;
}

const defaultConfig: FormsEndpointConfig = {
  baseUrl: env.formsBaseUrl,
  portalId: env.hubspotPortalId,
  formId: env.hubspotFormId,
  languageField: env.hubspotLanguageField,
};

/**
 * Posts the form to the marketing forms endpoint. Success is judged by an OK
 * status only; anything else, or a network failure, throws.
 */
export async function submitContact(
  values: ContactFormValues,
  page: Pick<ContactPage, 'name' | 'language'>,
  config: FormsEndpointConfig = defaultConfig,
): Promise<void> {
  const url = submissionUrl(config);
  const body = buildSubmission(
    values,
    { ...page, uri: window.location.href, hutk: readHubSpotCookie(document.cookie) },
    config,
  );
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new ContactSubmitError(response.status);
}
