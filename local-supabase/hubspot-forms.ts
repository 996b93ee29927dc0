/**
 * The HubSpot Forms API v3 stand-in (`/__local/hsforms/submissions/v3/integration/submit/<portal>/<form>`):
 * it knows the contact form as the client's HubSpot form defines it (`HUBSPOT_CONTACT_FORM` of the
 * functions' contact contract, the one definition), under ids of its own (like the CLI's default
 * keys, made up and public), and the same form without its hidden language field under a second
 * id. Local builds of the site and the local submit-contact are configured with the first
 * (`scripts/local-env.ts`, functions.ts). Like HubSpot, it stores a valid submission (for the
 * inbox) and refuses, with HubSpot's error shape, a field the form does not define, a missing
 * required field, and a value outside a field's options.
 */
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';

import {
  CONTACT_FIELDS,
  EMAIL_PATTERN,
  HUBSPOT_CONTACT_FORM,
  type HubSpotFormDefinition,
} from '../supabase/functions/_shared/contact-contract.ts';
import { type StackContext } from './context';
import { isRecord, parseJson, readBody, sendJson } from './http';

/** The portal and form the stand-in answers for; any other pair is "Form not found". */
export const LOCAL_HUBSPOT_PORTAL_ID = '12345678';
export const LOCAL_HUBSPOT_FORM_ID = '00000000-0000-4000-8000-000000000001';
/** The contact form as a portal might define it without the hidden language field. */
export const LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE = '00000000-0000-4000-8000-000000000002';

const FORMS: ReadonlyMap<string, HubSpotFormDefinition> = new Map<string, HubSpotFormDefinition>([
  [LOCAL_HUBSPOT_FORM_ID, HUBSPOT_CONTACT_FORM],
  [LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE, { ...HUBSPOT_CONTACT_FORM, hiddenFields: {} }],
]);

/**
 * Whether the stand-in's form `formId` has the hidden language field, i.e. whether the site and
 * submit-contact should send the language to it (`VITE_HUBSPOT_LANGUAGE_FIELD`,
 * `HUBSPOT_LANGUAGE_FIELD`). False for a form it does not know.
 */
export function localFormHasLanguageField(formId: string | undefined): boolean {
  const form = formId === undefined ? undefined : FORMS.get(formId);
  return form !== undefined && Object.keys(form.hiddenFields).length > 0;
}

/** The path under `/__local` a form's submissions are posted to. */
export const SUBMIT_PATH = /^\/hsforms\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)$/;

type FormError = { message: string; errorType: string };

function formError(
  res: ServerResponse,
  status: number,
  message: string,
  errors: FormError[],
): void {
  sendJson(res, status, { status: 'error', message, correlationId: randomUUID(), errors });
}

/** Validates a Forms API v3 body like HubSpot does for the form's definition. */
function validateSubmission(form: HubSpotFormDefinition, body: unknown): FormError[] {
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
    if (!Object.hasOwn(form.fields, field.name) && !Object.hasOwn(form.hiddenFields, field.name)) {
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
  for (const name of CONTACT_FIELDS) {
    if (!values.get(name)?.trim()) {
      errors.push({
        message: `Error in 'fields.${name}'. Required field '${name}' is missing`,
        errorType: 'REQUIRED_FIELD',
      });
    }
  }
  for (const [name, { options }] of Object.entries(form.hiddenFields)) {
    const value = values.get(name);
    if (value !== undefined && !options.includes(value)) {
      errors.push({
        message: `Error in 'fields.${name}'. Invalid option`,
        errorType: 'INVALID_OPTION',
      });
    }
  }
  for (const name of CONTACT_FIELDS) {
    const value = values.get(name)?.trim();
    if (form.fields[name] === 'email' && value && !EMAIL_PATTERN.test(value)) {
      errors.push({
        message: `Error in 'fields.${name}'. Invalid email address`,
        errorType: 'INVALID_EMAIL',
      });
    }
  }
  if (body.context !== undefined && !isRecord(body.context)) {
    errors.push({ message: "Error in 'context'. Invalid context", errorType: 'INVALID_METADATA' });
  }
  return errors;
}

/** `POST …/submit/<portalId>/<formGuid>`: stores a valid submission of one of its forms. */
export async function submitForm(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  portalId: string,
  formGuid: string,
): Promise<void> {
  const form = portalId === LOCAL_HUBSPOT_PORTAL_ID ? FORMS.get(formGuid) : undefined;
  if (!form) return formError(res, 404, `Form not found: ${formGuid}`, []);
  let body: unknown;
  try {
    body = parseJson(await readBody(req, 1024 * 1024));
  } catch {
    return formError(res, 400, 'Invalid JSON input', [
      { message: 'The request body could not be parsed as JSON', errorType: 'INVALID_JSON' },
    ]);
  }
  const errors = validateSubmission(form, body);
  if (errors.length) return formError(res, 400, 'The request is not valid', errors);
  await ctx.db.query(
    'insert into local_dev.form_submissions (portal_id, form_guid, body) values ($1, $2, $3::jsonb)',
    [portalId, formGuid, JSON.stringify(body)],
  );
  return sendJson(res, 200, { inlineMessage: '<p>Thanks for submitting the form.</p>' });
}
