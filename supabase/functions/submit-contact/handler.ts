/**
 * submit-contact: takes the contact form when the browser posts it as a plain HTML form, which
 * happens when it is sent before the page's script has run (or with scripts blocked). With the
 * script running, the page sends the form to HubSpot itself and shows the answer in place.
 *
 * POST `application/x-www-form-urlencoded` (or `multipart/form-data`) with the form's fields, from
 * a page of the site. The fields are checked with the form's own rules
 * (`_shared/contact-contract.ts`) and sent to the HubSpot Forms API v3 (`HUBSPOT_PORTAL_ID`,
 * `HUBSPOT_FORM_ID`; `HUBSPOT_FORMS_BASE_URL` for a stand-in), with the visitor's language
 * (`hs_language`: the page's, English or German) only when `HUBSPOT_LANGUAGE_FIELD=true` says the
 * HubSpot form has that hidden field (HubSpot refuses a field its form lacks). The browser is then
 * sent on (303) to the site's page for the outcome, in that language: sent, or not sent (a field
 * broke a rule, the sender is over its limit, HubSpot refused or could not be reached, or the form
 * is not configured) with the way back to the form, where the browser still holds what was typed.
 * A filled honeypot field is answered as sent and nothing is sent.
 *
 * The site is `SITE_URL`, required: one or more comma-separated site URLs, the first the canonical
 * one (the others e.g. preview deployments). A post is taken only from one of their origins (its
 * `Origin`, else its `Referer`'s), and the browser is sent back to the site it came from.
 *
 * Limits per client address (`_shared/rate-limit.ts`): `RATE_LIMIT_CONTACT_PER_IP` posts per
 * `RATE_LIMIT_CONTACT_WINDOW_SECONDS` and `RATE_LIMIT_CONTACT_PER_IP_PER_DAY` per UTC day. Over
 * them, a browser (it accepts HTML) lands on the not-sent page and any other caller gets 429 with
 * `Retry-After`. With the counter down, posts go through (a visitor's message is worth more than
 * the flood HubSpot's own limits still stop); `RATE_LIMIT_FAIL_MODE` overrides.
 *
 * Everything else is answered with a JSON `{ error }`: 405 wrong method, 403 not from the site,
 * 413 too large, 415 not a form post, 400 unreadable, 503 `SITE_URL` missing.
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
import {
  enforceRateLimits,
  perClientRules,
  rateLimiterFromEnv,
  type RateLimiter,
  type RateLimitSettings,
  readRateLimitSettings,
} from '../_shared/rate-limit.ts';

export type SubmitContactOptions = {
  /** The site's URLs (`SITE_URL`), the canonical one first; none: the function is not set up. */
  siteUrls: string[];
  formsBaseUrl: string;
  portalId: string | undefined;
  formId: string | undefined;
  /** Whether the HubSpot form has the hidden language field (`HUBSPOT_LANGUAGE_FIELD`). */
  languageField: boolean;
  limiter: RateLimiter | null;
  limits: RateLimitSettings;
  fetch?: typeof fetch;
};

type Env = { get(name: string): string | undefined };

/** A handful of posts per 10 minutes and a few dozen a day from one address: people, not bots. */
const CONTACT_RATE_LIMIT_DEFAULTS = {
  perSession: 1, // unused: a form post carries no session
  perIp: 5,
  windowSeconds: 600,
  perIpPerDay: 30,
  perDay: 1, // unused: no cap for all senders together, which one flood could use up
} as const;

/** Five fields of at most 5,000 characters of up to 4 bytes each, with room to spare. */
const MAX_BODY_BYTES = 64 * 1024;
const MAX_PAGE_NAME = 200;
const HUBSPOT_TIMEOUT_MS = 10_000;

const NOT_CONFIGURED_MESSAGE =
  'The contact form is not configured on this server (no site: set SITE_URL).';
const FOREIGN_ORIGIN_MESSAGE = 'The contact form takes posts from the site only.';

/**
 * `SITE_URL` as a list of site URLs (comma-separated; each an absolute http(s) URL, kept without
 * a trailing slash). An entry that is not one is logged and left out.
 */
function siteUrlsFromEnv(raw: string | undefined): string[] {
  const urls: string[] = [];
  for (const entry of (raw ?? '').split(',')) {
    const text = entry.trim();
    if (!text) continue;
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) {
      urls.push(`${url.origin}${url.pathname.replace(/\/+$/, '')}`);
    } else {
      console.error(`submit-contact: ignoring "${text}" in SITE_URL: not an absolute http(s) URL.`);
    }
  }
  return urls;
}

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
    siteUrls: siteUrlsFromEnv(env.get('SITE_URL')),
    formsBaseUrl: value('HUBSPOT_FORMS_BASE_URL') ?? 'https://api.hsforms.com',
    portalId: value('HUBSPOT_PORTAL_ID'),
    formId: value('HUBSPOT_FORM_ID'),
    languageField: flag(env, 'HUBSPOT_LANGUAGE_FIELD'),
    limiter: rateLimiterFromEnv(env),
    limits: readRateLimitSettings(env, 'CONTACT', CONTACT_RATE_LIMIT_DEFAULTS),
  };
}

/**
 * The web origin a post comes from: its `Origin`, else its `Referer`'s. `Origin: null` (an opaque
 * origin, or a page that sends no referrer) names no site and counts as absent.
 */
function postingOrigin(req: Request): string | undefined {
  const origin = req.headers.get('origin');
  if (origin && origin !== 'null') return origin;
  const referer = req.headers.get('referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** The site the post came from (one of `siteUrls`), or a 403 for any other sender. */
function postingSite(req: Request, siteUrls: string[]): string {
  const origin = postingOrigin(req);
  const site = origin && siteUrls.find((url) => new URL(url).origin === origin);
  if (!site) throw new HttpError(403, FOREIGN_ORIGIN_MESSAGE);
  return site;
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

/** A browser's form post asks for a page (`Accept: text/html…`); a script asks for anything. */
function wantsPage(req: Request): boolean {
  return (req.headers.get('accept') ?? '').toLowerCase().includes('text/html');
}

export function createSubmitContactHandler(
  options: SubmitContactOptions,
): (req: Request) => Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const failOpen = options.limits.failOpen ?? true;

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
      if (options.siteUrls.length === 0) {
        console.error('submit-contact: SITE_URL is not set: every post is refused.');
        return errorResponse(503, NOT_CONFIGURED_MESSAGE);
      }
      const site = postingSite(req, options.siteUrls);
      const form = await readForm(req);
      const language = contactLanguage(field(form, CONTACT_LANGUAGE_FIELD));
      const goTo = (outcome: keyof typeof CONTACT_RESULT_PATHS) =>
        new Response(null, {
          status: 303,
          headers: { Location: `${site}${contactResultPath(outcome, language)}` },
        });

      try {
        await enforceRateLimits(
          options.limiter,
          await perClientRules(req, 'contact', options.limits),
          { failOpen },
        );
      } catch (error) {
        // A browser is still on a form post: it lands on the page that says it was not sent.
        if (error instanceof HttpError && wantsPage(req)) return goTo('notSent');
        throw error;
      }

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
