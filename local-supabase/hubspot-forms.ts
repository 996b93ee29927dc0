/**
 * The HubSpot Forms API v3 stand-in (`/__local/hsforms/submissions/v3/integration/submit/<portal>/<form>`):
 * it knows one form, the contact form as it is defined in HubSpot, under ids of its own (like the
 * CLI's default keys, made up and public). Local builds of the site are configured with these ids
 * (`scripts/local-env.ts`); a valid submission is stored for the inbox, a bad one is refused with
 * HubSpot's error shape.
 */
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { type StackContext } from './context';
import { isRecord, parseJson, readBody, sendJson } from './http';

/** The portal and form the stand-in answers for; any other pair is "Form not found". */
export const LOCAL_HUBSPOT_PORTAL_ID = '12345678';
export const LOCAL_HUBSPOT_FORM_ID = '00000000-0000-4000-8000-000000000001';

/** The path under `/__local` a form's submissions are posted to. */
export const SUBMIT_PATH = /^\/hsforms\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)$/;

/** The five fields of the contact form in HubSpot; all required. */
const FORM_FIELDS = ['firstname', 'lastname', 'email', 'company', 'message'] as const;
/**
 * The form's hidden field with the visitor's language (HubSpot's "Preferred language" property,
 * `hs_language`): optional, 'en' or 'de'.
 */
const HIDDEN_FIELDS = ['hs_language'] as const;
const KNOWN_FIELDS: readonly string[] = [...FORM_FIELDS, ...HIDDEN_FIELDS];
const LANGUAGES = ['en', 'de'];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FormError = { message: string; errorType: string };

function formError(
  res: ServerResponse,
  status: number,
  message: string,
  errors: FormError[],
): void {
  sendJson(res, status, { status: 'error', message, correlationId: randomUUID(), errors });
}

/** Validates a Forms API v3 body like HubSpot does for the contact form's definition. */
function validateSubmission(body: unknown): FormError[] {
  if (!isRecord(body) || !Array.isArray(body.fields)) {
    return [
      { message: "Error in 'fields'. Required property missing", errorType: 'REQUIRED_FIELD' },
    ];
  }
  const errors: FormError[] = [];
  const values = new Map<string, string>();
  for (const field of body.fields) {
    if (!isRecord(field) || typeof field.name !== 'string') {
      errors.push({
        message: "Error in 'fields'. Each field needs a name and a value",
        errorType: 'INVALID_METADATA',
      });
      continue;
    }
    if (!KNOWN_FIELDS.includes(field.name)) {
      errors.push({
        message: `Error in 'fields.${field.name}'. This field was not found in the form definition`,
        errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
      });
      continue;
    }
    values.set(
      field.name,
      typeof field.value === 'string' ? field.value : String(field.value ?? ''),
    );
  }
  for (const name of FORM_FIELDS) {
    if (!values.get(name)?.trim()) {
      errors.push({
        message: `Error in 'fields.${name}'. Required field '${name}' is missing`,
        errorType: 'REQUIRED_FIELD',
      });
    }
  }
  const language = values.get('hs_language');
  if (language !== undefined && !LANGUAGES.includes(language)) {
    errors.push({
      message: "Error in 'fields.hs_language'. Invalid option",
      errorType: 'INVALID_OPTION',
    });
  }
  const email = values.get('email')?.trim();
  if (email && !EMAIL_PATTERN.test(email)) {
    errors.push({
      message: "Error in 'fields.email'. Invalid email address",
      errorType: 'INVALID_EMAIL',
    });
  }
  if (body.context !== undefined && !isRecord(body.context)) {
    errors.push({ message: "Error in 'context'. Invalid context", errorType: 'INVALID_METADATA' });
  }
  return errors;
}

/** `POST …/submit/<portalId>/<formGuid>`: stores a valid submission of the contact form. */
export async function submitForm(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  portalId: string,
  formGuid: string,
): Promise<void> {
  if (portalId !== LOCAL_HUBSPOT_PORTAL_ID || formGuid !== LOCAL_HUBSPOT_FORM_ID) {
    return formError(res, 404, `Form not found: ${formGuid}`, []);
  }
  let body: unknown;
  try {
    body = parseJson(await readBody(req, 1024 * 1024));
  } catch {
    return formError(res, 400, 'Invalid JSON input', [
      { message: 'The request body could not be parsed as JSON', errorType: 'INVALID_JSON' },
    ]);
  }
  const errors = validateSubmission(body);
  if (errors.length) return formError(res, 400, 'The request is not valid', errors);
  await ctx.db.query(
    'insert into local_dev.form_submissions (portal_id, form_guid, body) values ($1, $2, $3::jsonb)',
    [portalId, formGuid, JSON.stringify(body)],
  );
  return sendJson(res, 200, { inlineMessage: '<p>Thanks for submitting the form.</p>' });
}
