/** The developer pages: inbox, stand-ins for external embeds, and the HubSpot Forms v3 stand-in. */
import http from 'node:http';
import { describe, expect, it } from 'vitest';

import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from '../config';
import {
  LOCAL_HUBSPOT_FORM_ID,
  LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE,
  LOCAL_HUBSPOT_PORTAL_ID,
  localFormHasLanguageField,
} from '../hubspot-forms';
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

type Inbox = {
  submissions: { body: { fields: { name: string; value: string }[]; context: unknown } }[];
};

async function inbox(): Promise<Inbox> {
  const res = await fetch(`${apiUrl()}/__local/inbox.json`, {
    headers: { apikey: SERVICE_ROLE_KEY },
  });
  return (await res.json()) as Inbox;
}

describe('HubSpot Forms v3 stand-in', () => {
  it('accepts a valid submission with CORS and stores it in the inbox', async () => {
    const context = { pageUri: 'http://localhost:5173/contact', pageName: 'Contact' };
    const marker = `msg-${Date.now()}`;
    const { res, json } = await post({ fields: fields({ message: marker }), context });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(typeof json.inlineMessage).toBe('string');
    const newest = (await inbox()).submissions[0];
    expect(newest?.body.fields.find((f) => f.name === 'message')?.value).toBe(marker);
    expect(newest?.body.context).toEqual(context);
  });

  it('takes the visitor’s language in the hidden hs_language field, English or German', async () => {
    const german = await post({
      fields: [...fields(), { name: 'hs_language', value: 'de' }],
      context: {},
    });
    expect(german.res.status).toBe(200);
    const other = await post({
      fields: [...fields(), { name: 'hs_language', value: 'fr' }],
      context: {},
    });
    expect(other.res.status).toBe(400);
    expect(other.json.errors).toEqual([
      { message: "Error in 'fields.hs_language'. Invalid option", errorType: 'INVALID_OPTION' },
    ]);
  });

  it('serves the form without the hidden field too: all of a message, and no field it lacks', async () => {
    const formless = formUrl(LOCAL_HUBSPOT_PORTAL_ID, LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE);
    const marker = `without-language-${Date.now()}`;
    const delivered = await post({ fields: fields({ message: marker }), context: {} }, formless);
    expect(delivered.res.status).toBe(200);
    const newest = (await inbox()).submissions[0];
    expect(newest?.body.fields).toEqual(fields({ message: marker }));

    const withLanguage = await post(
      { fields: [...fields(), { name: 'hs_language', value: 'en' }], context: {} },
      formless,
    );
    expect(withLanguage.res.status).toBe(400);
    expect(withLanguage.json).toMatchObject({
      status: 'error',
      message: 'The request is not valid',
      errors: [
        {
          message: "Error in 'fields.hs_language'. This field was not found in the form definition",
          errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
        },
      ],
    });
    expect((await inbox()).submissions[0]?.body.fields).toEqual(fields({ message: marker }));
    expect(localFormHasLanguageField(LOCAL_HUBSPOT_FORM_ID)).toBe(true);
    expect(localFormHasLanguageField(LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE)).toBe(false);
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

/** A GET with a chosen Host header, or none for `''` (fetch does not let a caller set it). */
function getWithHost(
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(apiUrl());
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: url.hostname,
          port: url.port,
          path,
          setHost: host !== '',
          headers: host ? { ...headers, host } : headers,
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      )
      .on('error', reject);
  });
}

describe('the inbox does not leak', () => {
  const inboxJson = (headers: Record<string, string> = {}) =>
    fetch(`${apiUrl()}/__local/inbox.json`, { headers });

  it('the JSON needs the service_role or secret key', async () => {
    expect((await inboxJson()).status).toBe(401);
    expect((await inboxJson({ apikey: ANON_KEY })).status).toBe(401);
    expect((await inboxJson({ apikey: PUBLISHABLE_KEY })).status).toBe(401);
    expect((await inboxJson({ apikey: 'sb_secret_guess' })).status).toBe(401);
    // Authorization alone is not the key.
    expect((await inboxJson({ Authorization: `Bearer ${SERVICE_ROLE_KEY}` })).status).toBe(401);
    for (const key of [SERVICE_ROLE_KEY, SECRET_KEY]) {
      const res = await inboxJson({ apikey: key });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ emails: expect.any(Array) });
    }
    // A secret key sent from a browser is refused, as on hosted.
    const browser = await inboxJson({ apikey: SECRET_KEY, 'User-Agent': 'Mozilla/5.0 (X11)' });
    expect(browser.status).toBe(401);
  });

  it('answers only to a localhost Host (DNS rebinding gets 403)', async () => {
    const port = new URL(apiUrl()).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await getWithHost('/__local/inbox', host)).status, host).toBe(200);
    }
    for (const host of [`attacker.example:${port}`, `127.0.0.1.nip.io:${port}`, '']) {
      // Without any Host, Node's HTTP server already answers 400.
      const refused = host ? 403 : 400;
      const page = await getWithHost('/__local/inbox', host);
      expect(page.status, host).toBe(refused);
      expect(page.body).not.toContain('Local inbox');
      const json = await getWithHost('/__local/inbox.json', host, { apikey: SECRET_KEY });
      expect(json.status, host).toBe(refused);
      expect(json.body).not.toContain('emails');
    }
  });

  it('CORS allows the dev site origin only, never *', async () => {
    const site = await fetch(`${apiUrl()}/__local/inbox`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(site.headers.get('vary')).toContain('Origin');
    const evil = await fetch(`${apiUrl()}/__local/inbox.json`, {
      headers: { Origin: 'https://evil.example', apikey: SECRET_KEY },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${apiUrl()}/__local/inbox.json`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the HTML inbox may not be framed by another page and carries no key', async () => {
    const res = await fetch(`${apiUrl()}/__local/inbox`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    expect(html).not.toContain(SECRET_KEY);
    expect(html).not.toContain(SERVICE_ROLE_KEY);
    expect(html).not.toContain('<script');
  });

  it('db reset while running needs the service key too', async () => {
    for (const key of [ANON_KEY, PUBLISHABLE_KEY]) {
      const res = await fetch(`${apiUrl()}/__local/reset`, {
        method: 'POST',
        headers: { apikey: key, Authorization: `Bearer ${key}` },
      });
      expect(res.status).toBe(401);
    }
  });
});
