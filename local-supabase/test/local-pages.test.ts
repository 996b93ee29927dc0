/** The developer pages: inbox, stand-ins for external embeds, and the HubSpot Forms v3 stand-in. */
import { describe, expect, it } from 'vitest';

import { LOCAL_HUBSPOT_FORM_ID, LOCAL_HUBSPOT_PORTAL_ID } from '../../scripts/local-env';
import { SERVICE_ROLE_KEY } from '../config';
import { apiUrl } from './helpers';

const formUrl = (portal = LOCAL_HUBSPOT_PORTAL_ID, form = LOCAL_HUBSPOT_FORM_ID) =>
  `${apiUrl()}/__local/hsforms/submissions/v3/integration/submit/${portal}/${form}`;

const fields = (overrides: Record<string, string> = {}) =>
  Object.entries({
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines Ltd',
    message: 'We would like to automate our quotes.',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

async function post(body: unknown, url = formUrl()) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { res, json: (await res.json()) as Record<string, unknown> };
}

describe('HubSpot Forms v3 stand-in', () => {
  it('accepts a valid submission with CORS and stores it in the inbox', async () => {
    const context = { pageUri: 'http://localhost:5173/contact', pageName: 'Contact' };
    const marker = `msg-${Date.now()}`;
    const { res, json } = await post({ fields: fields({ message: marker }), context });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(typeof json.inlineMessage).toBe('string');
    const inboxRes = await fetch(`${apiUrl()}/__local/inbox.json`, {
      headers: { apikey: SERVICE_ROLE_KEY },
    });
    const inbox = (await inboxRes.json()) as {
      submissions: { body: { fields: { name: string; value: string }[]; context: unknown } }[];
    };
    const newest = inbox.submissions[0];
    expect(newest?.body.fields.find((f) => f.name === 'message')?.value).toBe(marker);
    expect(newest?.body.context).toEqual(context);
  });

  it('refuses like HubSpot: required fields, bad e-mail, unknown field, bad JSON, unknown form', async () => {
    const missing = await post({
      fields: fields().filter((f) => f.name !== 'company'),
      context: {},
    });
    expect(missing.res.status).toBe(400);
    expect(missing.json).toMatchObject({
      status: 'error',
      errors: [{ errorType: 'REQUIRED_FIELD' }],
    });
    expect(typeof missing.json.correlationId).toBe('string');

    const email = await post({ fields: fields({ email: 'not-an-email' }), context: {} });
    expect(email.res.status).toBe(400);
    expect(email.json.errors).toEqual([
      { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
    ]);

    const extra = await post({ fields: [...fields(), { name: 'phone', value: '1' }], context: {} });
    expect((extra.json.errors as { errorType: string }[])[0]?.errorType).toBe(
      'FIELD_NOT_IN_FORM_DEFINITION',
    );

    const bad = await post('{not json');
    expect(bad.res.status).toBe(400);
    expect(bad.json.status).toBe('error');

    const unknown = await post(
      { fields: fields(), context: {} },
      formUrl('999', LOCAL_HUBSPOT_FORM_ID),
    );
    expect(unknown.res.status).toBe(404);
  });

  it('answers the CORS preflight', async () => {
    const res = await fetch(formUrl(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.ok).toBe(true);
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe('inbox page and stand-ins', () => {
  it('serves the inbox as HTML and the stand-ins with their content types', async () => {
    const inbox = await fetch(`${apiUrl()}/__local/inbox`);
    expect(inbox.headers.get('content-type')).toContain('text/html');
    expect(await inbox.text()).toContain('<h1>Local inbox</h1>');
    for (const [path, type, snippet] of [
      ['/__local/meetings/embed.js', 'text/javascript', 'hbspt'],
      ['/__local/meetings/book', 'text/html', '<'],
      ['/__local/scene', 'text/html', '<'],
    ] as const) {
      const res = await fetch(`${apiUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain(type);
      expect(await res.text(), path).toContain(snippet);
    }
  });
});
