/**
 * submit-contact against a stand-in of the HubSpot Forms API v3: what a browser posting the plain
 * contact form is sent on to, what HubSpot receives, which senders are refused, and the limits
 * per client address (with the in-memory limiter of the same fixed-window semantics as
 * `public.rate_limit_hit`, on a stopped clock).
 */
import assert from 'node:assert/strict';

import {
  CONTACT_MESSAGE_MAX_LENGTH,
  HUBSPOT_CONTACT_FORM,
  type HubSpotFormDefinition,
} from '../_shared/contact-contract.ts';
import type { RateLimitSettings } from '../_shared/rate-limit.ts';
import { FROZEN_CLOCK, memoryRateLimiter } from '../_testing/memory-rate-limiter.ts';
import {
  createSubmitContactHandler,
  type SubmitContactOptions,
  submitContactOptionsFromEnv,
} from './handler.ts';

const SITE = 'https://www.example.com';
const PREVIEW = 'https://preview.example.net';
const FUNCTION_URL = 'http://127.0.0.1/functions/v1/submit-contact';
const HEADER = 'cf-connecting-ip';
const LIMITS: RateLimitSettings = {
  perSession: 1,
  perIp: 1000,
  windowSeconds: 600,
  perIpPerDay: 1000,
  perDay: 1,
  clientIpHeader: HEADER,
  failOpen: undefined,
};
/** What a browser's form post asks for. */
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

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

/**
 * A browser's post of the form from a page of the site, from one address; `headers` change that
 * (a null leaves the header out).
 */
function post(
  fields: Record<string, string>,
  headers: Record<string, string | null> = {},
): Request {
  const all: Record<string, string | null> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: PAGE,
    Origin: SITE,
    [HEADER]: '192.0.2.1',
    ...headers,
  };
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null),
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
      siteUrls: [SITE],
      formsBaseUrl: hubspot.url,
      portalId: '123',
      formId: 'form-guid',
      languageField: true,
      limiter: memoryRateLimiter(FROZEN_CLOCK),
      limits: LIMITS,
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

Deno.test(
  'SITE_URL lists the site and its previews; the browser goes back where it came from',
  async () => {
    await withHandler(
      { siteUrls: [SITE, PREVIEW, 'https://www.example.org/site'] },
      async (handler) => {
        const canonical = await handler(post(valid));
        assert.equal(canonical.headers.get('location'), `${SITE}/contact/sent`);
        const preview = await handler(post(valid, { Origin: PREVIEW }));
        assert.equal(preview.headers.get('location'), `${PREVIEW}/contact/sent`);
        const underPath = await handler(post(valid, { Origin: 'https://www.example.org' }));
        assert.equal(
          underPath.headers.get('location'),
          'https://www.example.org/site/contact/sent',
        );
      },
    );
    const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
    const log = await logged(() => {
      const options = submitContactOptionsFromEnv(
        env({ SITE_URL: ` ${SITE}/ , not a url, ${PREVIEW}`, HUBSPOT_LANGUAGE_FIELD: 'TRUE' }),
      );
      assert.deepEqual(options.siteUrls, [SITE, PREVIEW]);
      assert.equal(options.languageField, true);
      assert.deepEqual(
        ['', 'false', 'yes'].map(
          (value) =>
            submitContactOptionsFromEnv(env({ HUBSPOT_LANGUAGE_FIELD: value })).languageField,
        ),
        [false, false, false],
      );
      const limits = submitContactOptionsFromEnv(env({})).limits;
      assert.deepEqual([limits.perIp, limits.windowSeconds, limits.perIpPerDay], [5, 600, 30]);
      return Promise.resolve();
    });
    assert.match(log, /ignoring "not a url" in SITE_URL/);
    assert.match(log, /ignoring HUBSPOT_LANGUAGE_FIELD=yes/);
  },
);

Deno.test(
  'a post from another site, or naming none, is refused with 403 and nothing is sent',
  async () => {
    await withHandler({}, async (handler, hubspot) => {
      const refused: Record<string, string | null>[] = [
        { Origin: 'https://evil.example' },
        { Origin: 'https://www.example.com.evil.example' },
        { Origin: 'http://www.example.com' }, // another scheme is another origin
        { Origin: null },
        { Origin: 'null' },
        { Origin: null, Referer: 'https://evil.example/contact' },
        { Origin: 'null', Referer: 'not a url' },
      ];
      for (const headers of refused) {
        const response = await handler(post(valid, headers));
        assert.equal(response.status, 403, JSON.stringify(headers));
        assert.deepEqual(await response.json(), {
          error: 'The contact form takes posts from the site only.',
        });
      }
      assert.equal(hubspot.received.length, 0);
      // Without an Origin, the Referer's origin counts.
      const referred = await handler(post(valid, { Origin: null, Referer: `${SITE}/de/contact` }));
      assert.equal(referred.headers.get('location'), `${SITE}/contact/sent`);
    });
  },
);

Deno.test('without SITE_URL every post is refused with 503, and the log says why', async () => {
  const log = await logged(() =>
    withHandler({ siteUrls: [] }, async (handler, hubspot) => {
      const response = await handler(post(valid));
      assert.equal(response.status, 503);
      assert.match((await response.json()).error, /SITE_URL/);
      assert.equal(hubspot.received.length, 0);
    }),
  );
  assert.match(log, /SITE_URL is not set/);
});

Deno.test(
  'per address: over the limit a browser lands on "not sent", a script gets 429',
  async () => {
    await withHandler({ limits: { ...LIMITS, perIp: 3 } }, async (handler, hubspot) => {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        // Made-up forwarding headers and any other field change nothing.
        const response = await handler(
          post({ ...valid, hs_language: i ? 'en' : 'de' }, { 'x-forwarded-for': `203.0.113.${i}` }),
        );
        statuses.push(response.status);
      }
      assert.deepEqual(statuses, [303, 303, 303]);
      const browser = await handler(post({ ...valid, hs_language: 'de' }));
      assert.equal(browser.status, 303);
      assert.equal(browser.headers.get('location'), `${SITE}/de/contact/not-sent`);
      const script = await handler(post(valid, { Accept: '*/*' }));
      assert.equal(script.status, 429);
      assert.match(
        (await script.json()).error,
        /^Too many messages\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
      );
      const retryAfter = Number(script.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 600, `Retry-After ${retryAfter}`);
      // The honeypot is counted too: a bot over its limit is not told it succeeded.
      const bot = await handler(post({ ...valid, website: 'x' }));
      assert.equal(bot.headers.get('location'), `${SITE}/contact/not-sent`);
      assert.equal(hubspot.received.length, 3);
      // Another address is not affected.
      const other = await handler(post(valid, { [HEADER]: '192.0.2.2' }));
      assert.equal(other.headers.get('location'), `${SITE}/contact/sent`);
    });
  },
);

Deno.test(
  'per address: a daily count too, and every IPv6 address of a /64 is one sender',
  async () => {
    const limiter = memoryRateLimiter(FROZEN_CLOCK);
    await withHandler({ limiter, limits: { ...LIMITS, perIpPerDay: 4 } }, async (handler) => {
      let host = 1;
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const from = `2001:db8:5:5::${(host++).toString(16)}`;
        statuses.push((await handler(post(valid, { [HEADER]: from, Accept: '*/*' }))).status);
      }
      assert.deepEqual(statuses, [303, 303, 303, 303, 429]);
      const keys = limiter.keys();
      assert.ok(keys.some((key) => key.startsWith('contact:ip-day:')));
      assert.ok(!keys.some((key) => key.includes('2001:db8')), 'only hashes of addresses');
    });
  },
);

Deno.test('with the counter down posts still go through, unless told to fail closed', async () => {
  const down = { hit: () => Promise.reject(new Error('database down')) };
  const original = { warn: console.warn, error: console.error };
  console.warn = () => {};
  console.error = () => {};
  try {
    await withHandler({ limiter: down }, async (handler, hubspot) => {
      const response = await handler(post(valid));
      assert.equal(response.headers.get('location'), `${SITE}/contact/sent`);
      assert.equal(hubspot.received.length, 1);
    });
    await withHandler(
      { limiter: down, limits: { ...LIMITS, failOpen: false } },
      async (handler, hubspot) => {
        const browser = await handler(post(valid));
        assert.equal(browser.headers.get('location'), `${SITE}/contact/not-sent`);
        const script = await handler(post(valid, { Accept: 'application/json' }));
        assert.equal(script.status, 503);
        assert.ok((await script.json()).error);
        assert.equal(hubspot.received.length, 0);
      },
    );
  } finally {
    Object.assign(console, original);
  }
});

Deno.test('anything but a form post gets a JSON error', async () => {
  await withHandler({}, async (handler, hubspot) => {
    const get = await handler(new Request(FUNCTION_URL));
    assert.equal(get.status, 405);
    assert.ok((await get.json()).error);
    const json = await handler(
      new Request(FUNCTION_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
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
