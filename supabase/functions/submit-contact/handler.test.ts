/**
 * submit-contact against a stand-in of the HubSpot Forms API v3 that knows the form's definition:
 * what a browser posting the plain contact form is sent on to, and what HubSpot receives.
 */
import assert from 'node:assert/strict';

import {
  CONTACT_MESSAGE_MAX_LENGTH,
  HUBSPOT_CONTACT_FORM,
  type HubSpotFormDefinition,
} from '../_shared/contact-contract.ts';
import { createSubmitContactHandler, type SubmitContactOptions } from './handler.ts';

const SITE = 'https://www.example.com';
const FUNCTION_URL = 'http://127.0.0.1/functions/v1/submit-contact';

type Received = {
  path: string;
  body: { fields: { name: string; value: string }[]; context: Record<string, string> };
};

/**
 * A stand-in of the Forms API that refuses, as HubSpot does, a field its form does not define
 * (`form`: the contact form's definition, by default with its hidden language field); or answers
 * every submission with `status`.
 */
function startHubSpot({
  status = 200,
  form = HUBSPOT_CONTACT_FORM,
}: { status?: number; form?: HubSpotFormDefinition } = {}) {
  const received: Received[] = [];
  const known = [...Object.keys(form.fields), ...Object.keys(form.hiddenFields)];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    const body: Received['body'] = await req.json();
    const unknown = body.fields.filter((field) => !known.includes(field.name));
    if (status !== 200 || unknown.length > 0) {
      return Response.json(
        {
          status: 'error',
          errors: unknown.map((field) => ({
            message: `Error in 'fields.${field.name}'. This field was not found in the form definition`,
            errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
          })),
        },
        { status: status === 200 ? 400 : status },
      );
    }
    received.push({ path: new URL(req.url).pathname, body });
    return Response.json({ inlineMessage: 'Thanks' });
  });
  return { received, server, url: `http://127.0.0.1:${server.addr.port}` };
}

/** The contact form in HubSpot without the hidden language field. */
const FORM_WITHOUT_LANGUAGE: HubSpotFormDefinition = { ...HUBSPOT_CONTACT_FORM, hiddenFields: {} };

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
  hubspotOptions: Parameters<typeof startHubSpot>[0] = {},
) {
  const hubspot = startHubSpot(hubspotOptions);
  try {
    const handler = createSubmitContactHandler({
      siteUrl: SITE,
      formsBaseUrl: hubspot.url,
      portalId: '123',
      formId: 'form-guid',
      languageField: true,
      ...options,
    });
    await run(handler, hubspot);
  } finally {
    await hubspot.server.shutdown();
  }
}

/** Runs `run` with console.error collected instead of printed; returns what was logged. */
async function logged(run: () => Promise<void>): Promise<string> {
  const original = console.error;
  const lines: string[] = [];
  console.error = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.error = original;
  }
  return lines.join('\n');
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
  const log = await logged(async () => {
    await withHandler(
      {},
      async (handler, hubspot) => {
        const response = await handler(post(valid));
        assert.equal(response.headers.get('location'), `${SITE}/contact/not-sent`);
        assert.equal(hubspot.received.length, 0);
      },
      { status: 500 },
    );
    await withHandler({ formId: undefined }, async (handler, hubspot) => {
      const response = await handler(post(valid));
      assert.equal(response.headers.get('location'), `${SITE}/contact/not-sent`);
      assert.equal(hubspot.received.length, 0);
    });
  });
  assert.match(log, /answered 500/);
  assert.match(log, /HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID are not set/);
});

Deno.test(
  'a HubSpot form without the language field takes every message with the setting off',
  async () => {
    await withHandler(
      { languageField: false },
      async (handler, hubspot) => {
        const response = await handler(post({ ...valid, hs_language: 'de' }));
        assert.equal(response.headers.get('location'), `${SITE}/de/contact/sent`);
        assert.deepEqual(
          hubspot.received[0]?.body.fields.map((field) => field.name),
          ['firstname', 'lastname', 'email', 'company', 'message'],
        );
      },
      { form: FORM_WITHOUT_LANGUAGE },
    );
  },
);

Deno.test(
  'with the setting wrongly on, such a form refuses the post: "not sent", and logged',
  async () => {
    const log = await logged(() =>
      withHandler(
        { languageField: true },
        async (handler, hubspot) => {
          const response = await handler(post(valid));
          assert.equal(response.headers.get('location'), `${SITE}/contact/not-sent`);
          assert.equal(hubspot.received.length, 0);
        },
        { form: FORM_WITHOUT_LANGUAGE },
      ),
    );
    assert.match(log, /answered 400: .*FIELD_NOT_IN_FORM_DEFINITION/);
  },
);

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
