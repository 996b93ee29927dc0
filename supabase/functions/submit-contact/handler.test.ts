/**
 * submit-contact against a stand-in of the HubSpot Forms API v3: what a browser posting the plain
 * contact form is sent on to, and what HubSpot receives.
 */
import assert from 'node:assert/strict';

import { CONTACT_MESSAGE_MAX_LENGTH } from '../_shared/contact-contract.ts';
import { createSubmitContactHandler, type SubmitContactOptions } from './handler.ts';

const SITE = 'https://www.example.com';
const FUNCTION_URL = 'http://127.0.0.1/functions/v1/submit-contact';

type Received = {
  path: string;
  body: { fields: { name: string; value: string }[]; context: Record<string, string> };
};

function startHubSpot(status = 200) {
  const received: Received[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    received.push({ path: new URL(req.url).pathname, body: await req.json() });
    return Response.json(status === 200 ? { inlineMessage: 'Thanks' } : { status: 'error' }, {
      status,
    });
  });
  return { received, server, url: `http://127.0.0.1:${server.addr.port}` };
}

const valid = {
  firstname: ' Ada ',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  company: 'Analytical Engines GmbH',
  message: 'We want to automate our quoting process.',
  pageName: 'Contact',
};

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function withHandler(
  options: Partial<SubmitContactOptions>,
  run: (
    handler: (req: Request) => Promise<Response>,
    hubspot: ReturnType<typeof startHubSpot>,
  ) => Promise<void>,
  hubspotStatus = 200,
) {
  const hubspot = startHubSpot(hubspotStatus);
  try {
    const handler = createSubmitContactHandler({
      siteUrl: SITE,
      formsBaseUrl: hubspot.url,
      portalId: '123',
      formId: 'form-guid',
      ...options,
    });
    await run(handler, hubspot);
  } finally {
    await hubspot.server.shutdown();
  }
}

Deno.test('a valid form reaches HubSpot and the browser is sent to the "sent" page', async () => {
  await withHandler({}, async (handler, hubspot) => {
    const response = await handler(post(valid));
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), `${SITE}/contact/sent`);
    assert.equal(hubspot.received.length, 1);
    const [submission] = hubspot.received;
    assert.equal(submission?.path, '/submissions/v3/integration/submit/123/form-guid');
    assert.deepEqual(submission?.body.fields, [
      { name: 'firstname', value: 'Ada' },
      { name: 'lastname', value: 'Lovelace' },
      { name: 'email', value: 'ada@example.org' },
      { name: 'company', value: 'Analytical Engines GmbH' },
      { name: 'message', value: 'We want to automate our quoting process.' },
      { name: 'hs_language', value: 'en' },
    ]);
    assert.deepEqual(submission?.body.context, { pageUri: `${SITE}/contact`, pageName: 'Contact' });
  });
});

Deno.test('a form from a German page is sent in German and leads to the German pages', async () => {
  await withHandler({}, async (handler, hubspot) => {
    const sent = await handler(post({ ...valid, hs_language: 'de', pageName: 'Kontakt' }));
    assert.equal(sent.headers.get('location'), `${SITE}/de/contact/sent`);
    const [submission] = hubspot.received;
    assert.deepEqual(submission?.body.fields.at(-1), { name: 'hs_language', value: 'de' });
    assert.deepEqual(submission?.body.context, {
      pageUri: `${SITE}/de/contact`,
      pageName: 'Kontakt',
    });
    const refused = await handler(post({ ...valid, email: 'nope', hs_language: 'de' }));
    assert.equal(refused.headers.get('location'), `${SITE}/de/contact/not-sent`);
    // Any other value counts as English.
    const other = await handler(post({ ...valid, hs_language: 'fr' }));
    assert.equal(other.headers.get('location'), `${SITE}/contact/sent`);
  });
});

Deno.test('a form that breaks a rule is not sent; the browser goes to "not sent"', async () => {
  await withHandler({}, async (handler, hubspot) => {
    for (const broken of [
      { ...valid, firstname: '   ' },
      { ...valid, email: 'ada@example' },
      { ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
      { firstname: 'Ada' },
    ]) {
      const response = await handler(post(broken));
      assert.equal(response.status, 303);
      assert.equal(response.headers.get('location'), `${SITE}/contact/not-sent`);
    }
    assert.equal(hubspot.received.length, 0);
  });
});

Deno.test('a filled honeypot is answered as sent and nothing is sent', async () => {
  await withHandler({}, async (handler, hubspot) => {
    const response = await handler(post({ ...valid, website: 'https://spam.example' }));
    assert.equal(response.headers.get('location'), `${SITE}/contact/sent`);
    assert.equal(hubspot.received.length, 0);
  });
});

Deno.test('HubSpot refusing, or no form configured, leads to "not sent"', async () => {
  await withHandler(
    {},
    async (handler, hubspot) => {
      const response = await handler(post(valid));
      assert.equal(response.headers.get('location'), `${SITE}/contact/not-sent`);
      assert.equal(hubspot.received.length, 1);
    },
    400,
  );
  await withHandler({ formId: undefined }, async (handler, hubspot) => {
    const response = await handler(post(valid));
    assert.equal(response.headers.get('location'), `${SITE}/contact/not-sent`);
    assert.equal(hubspot.received.length, 0);
  });
});

Deno.test('without SITE_URL the browser goes back to the origin that posted', async () => {
  await withHandler({ siteUrl: undefined }, async (handler) => {
    const response = await handler(post(valid, { Origin: 'http://127.0.0.1:5173' }));
    assert.equal(response.headers.get('location'), 'http://127.0.0.1:5173/contact/sent');
    const nowhere = await handler(post(valid));
    assert.equal(nowhere.status, 400);
    assert.match((await nowhere.json()).error, /SITE_URL/);
  });
});

Deno.test('anything but a form post gets a JSON error', async () => {
  await withHandler({}, async (handler, hubspot) => {
    const get = await handler(new Request(FUNCTION_URL));
    assert.equal(get.status, 405);
    assert.ok((await get.json()).error);
    const json = await handler(
      new Request(FUNCTION_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(valid),
      }),
    );
    assert.equal(json.status, 415);
    assert.ok((await json.json()).error);
    const huge = await handler(post({ ...valid, message: 'x'.repeat(70_000) }));
    assert.equal(huge.status, 413);
    assert.ok((await huge.json()).error);
    assert.equal(hubspot.received.length, 0);
  });
});
