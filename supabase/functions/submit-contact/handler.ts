/**
 * submit-contact: takes the contact form when the browser posts it as a plain HTML form, which
 * happens when it is sent before the page's script has run (or with scripts blocked). With the
 * script running, the page sends the form to HubSpot itself and shows the answer in place.
 *
 * POST `application/x-www-form-urlencoded` (or `multipart/form-data`) with the form's fields. The
 * fields are checked with the form's own rules (`_shared/contact-contract.ts`) and sent to the
 * HubSpot Forms API v3 (`HUBSPOT_PORTAL_ID`, `HUBSPOT_FORM_ID`; `HUBSPOT_FORMS_BASE_URL` for a
 * stand-in), with the visitor's language (`hs_language`: the page's, English or German) only when
 * `HUBSPOT_LANGUAGE_FIELD=true` says the HubSpot form has that hidden field (HubSpot refuses a
 * field its form lacks). The browser is then sent on (303) to the site's page for the outcome, in
 * that language: sent, or not
 * sent (a field broke a rule, HubSpot refused or could not be reached, or the form is not
 * configured) with the way back to the form, where the browser still holds what was typed. A
 * filled honeypot field is answered as sent and nothing is sent.
 *
 * The site's address is `SITE_URL`; without it, the posting page's origin (the `Origin` header a
 * browser sends with a form post). Anything that is not a form post gets a JSON `{ error }`: 405
 * wrong method, 413 too large, 415 wrong content type, 400 no site to return to.
 */
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LANGUAGE_FIELD,
  CONTACT_PAGE_NAME_FIELD,
  type CONTACT_RESULT_PATHS,
  type ContactField,
  type ContactLanguage,
  contactFieldProblems,
  contactLanguage,
  contactResultPath,
  hubspotSubmissionFields,
} from '../_shared/contact-contract.ts';
import { HttpError, errorResponse, readBodyText, responseForError } from '../_shared/http.ts';

export type SubmitContactOptions = {
  /** The public site (`SITE_URL`); without it, the posting page's origin. */
  siteUrl: string | undefined;
  formsBaseUrl: string;
  portalId: string | undefined;
  formId: string | undefined;
  /** Whether the HubSpot form has the hidden language field (`HUBSPOT_LANGUAGE_FIELD`). */
  languageField: boolean;
  fetch?: typeof fetch;
};

type Env = { get(name: string): string | undefined };

/** Five fields of at most 5,000 characters of up to 4 bytes each, with room to spare. */
const MAX_BODY_BYTES = 64 * 1024;
const MAX_PAGE_NAME = 200;
const HUBSPOT_TIMEOUT_MS = 10_000;

/** `true` or `false` (any case); anything else is logged and counts as `false`. */
function flag(env: Env, name: string): boolean {
  const raw = env.get(name)?.trim().toLowerCase();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  console.error(`submit-contact: ignoring ${name}=${raw}: expected true or false.`);
  return false;
}

export function submitContactOptionsFromEnv(env: Env): SubmitContactOptions {
  const value = (name: string) => env.get(name)?.trim() || undefined;
  return {
    siteUrl: value('SITE_URL'),
    formsBaseUrl: value('HUBSPOT_FORMS_BASE_URL') ?? 'https://api.hsforms.com',
    portalId: value('HUBSPOT_PORTAL_ID'),
    formId: value('HUBSPOT_FORM_ID'),
    languageField: flag(env, 'HUBSPOT_LANGUAGE_FIELD'),
  };
}

/** The site to send the browser back to: `SITE_URL`, else the posting page's web origin. */
function siteOrigin(req: Request, siteUrl: string | undefined): string {
  const candidate = siteUrl ?? req.headers.get('origin') ?? '';
  try {
    const url = new URL(candidate);
    if (url.protocol === 'https:' || url.protocol === 'http:') {
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    }
  } catch {
    // fall through
  }
  throw new HttpError(400, 'Unknown site to return to: set SITE_URL.');
}

async function readForm(req: Request): Promise<FormData> {
  const type = (req.headers.get('content-type') ?? '').trim();
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be a form post.');
  }
  const text = await readBodyText(req, MAX_BODY_BYTES);
  try {
    return await new Response(text, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'The form could not be read.');
  }
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export function createSubmitContactHandler(
  options: SubmitContactOptions,
): (req: Request) => Promise<Response> {
  const doFetch = options.fetch ?? fetch;

  async function sendToHubSpot(
    values: Record<ContactField, string>,
    page: { uri: string; name: string; language: ContactLanguage },
  ): Promise<boolean> {
    if (!options.portalId || !options.formId) {
      console.error('submit-contact: HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID are not set.');
      return false;
    }
    const url = `${options.formsBaseUrl.replace(/\/+$/, '')}/submissions/v3/integration/submit/${encodeURIComponent(options.portalId)}/${encodeURIComponent(options.formId)}`;
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fields: hubspotSubmissionFields(values, page.language, options.languageField),
          context: { pageUri: page.uri, ...(page.name ? { pageName: page.name } : {}) },
        }),
        signal: AbortSignal.timeout(HUBSPOT_TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return true;
      }
      // HubSpot names what it refused (e.g. FIELD_NOT_IN_FORM_DEFINITION): worth the log.
      const detail = await response.text().catch(() => '');
      console.error(
        `submit-contact: the forms endpoint answered ${response.status}: ${detail.slice(0, 500)}`,
      );
    } catch (error) {
      console.error('submit-contact: the forms endpoint could not be reached:', error);
    }
    return false;
  }

  return async (req) => {
    try {
      if (req.method !== 'POST') {
        return errorResponse(405, 'Method not allowed: post the contact form.', { Allow: 'POST' });
      }
      const form = await readForm(req);
      const site = siteOrigin(req, options.siteUrl);
      const language = contactLanguage(field(form, CONTACT_LANGUAGE_FIELD));
      const goTo = (outcome: keyof typeof CONTACT_RESULT_PATHS) =>
        new Response(null, {
          status: 303,
          headers: { Location: `${site}${contactResultPath(outcome, language)}` },
        });

      if (field(form, CONTACT_HONEYPOT_FIELD)) return goTo('sent');
      const values = Object.fromEntries(
        CONTACT_FIELDS.map((name) => [name, field(form, name)]),
      ) as Record<ContactField, string>;
      if (contactFieldProblems(values).length > 0) return goTo('notSent');

      const sent = await sendToHubSpot(values, {
        uri: `${site}${language === 'de' ? '/de' : ''}/contact`,
        name: field(form, CONTACT_PAGE_NAME_FIELD).slice(0, MAX_PAGE_NAME),
        language,
      });
      return goTo(sent ? 'sent' : 'notSent');
    } catch (error) {
      return responseForError(error);
    }
  };
}
