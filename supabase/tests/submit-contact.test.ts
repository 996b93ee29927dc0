/**
 * submit-contact through the local stack (real Deno, counts in Postgres, the HubSpot Forms
 * stand-in), with no configuration of its own: it takes the dev site's plain form posts and
 * delivers them with the visitor's language, sends the browser back to the site it came from,
 * refuses other senders, and limits each client address (the gateway takes the address from the
 * socket, as the platform's proxy does). A HubSpot form without the hidden language field gets
 * every message while the setting is off, and refuses them while it is wrongly on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SERVICE_ROLE_KEY } from '../../local-supabase/config';
import { LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE } from '../../local-supabase/hubspot-forms';
import { type LocalStack } from '../../local-supabase/server';
import { freshLoopbackAddress, requestFrom } from './loopback-client';
import { startStackWithEnv } from './stack-with-env';

/** The dev site of this stack (LOCAL_SITE_URL), and the origins of config.toml's redirect URLs. */
const DEV_SITE = 'http://127.0.0.1:4999';
const CONFIG_SITES = ['http://localhost:5173', 'http://127.0.0.1:5173'];
/** What a browser's form post asks for. */
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startStackWithEnv(
    {
      LOCAL_SITE_URL: DEV_SITE,
      RATE_LIMIT_CONTACT_PER_IP: '3',
      // Windows are fixed (aligned to the epoch): a day-long one keeps a test's posts in one.
      RATE_LIMIT_CONTACT_WINDOW_SECONDS: '86400',
    },
    ['submit-contact'],
  );
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const fields = (marker: string, language = 'en') => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  company: 'Analytical Engines GmbH',
  message: `We want to automate our quoting process. (${marker})`,
  pageName: 'Contact',
  hs_language: language,
});

type Answer = { status: number; location: string | null; body: string; retryAfter: number };

/** A plain form post to the stack's submit-contact, as a browser on `origin` sends it. */
async function postForm(
  on: LocalStack,
  init: {
    from?: string;
    origin?: string | null;
    accept?: string;
    fields: Record<string, string>;
  },
): Promise<Answer> {
  const origin = init.origin === undefined ? DEV_SITE : init.origin;
  const res = await requestFrom(
    init.from ?? freshLoopbackAddress(),
    `${on.url}/functions/v1/submit-contact`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: init.accept ?? PAGE,
        ...(origin === null ? {} : { Origin: origin }),
      },
      body: new URLSearchParams(init.fields).toString(),
    },
  );
  return {
    status: res.status,
    location: res.headers.get('location'),
    body: res.text,
    retryAfter: Number(res.headers.get('retry-after')),
  };
}

type Submission = { formGuid: string; body: { fields: { name: string; value: string }[] } };

/** The submissions the stand-in stored whose message holds `marker`. */
async function delivered(on: LocalStack, marker: string): Promise<Submission[]> {
  const res = await fetch(`${on.url}/__local/inbox.json`, {
    headers: { apikey: SERVICE_ROLE_KEY },
  });
  const inbox = (await res.json()) as { submissions: Submission[] };
  return inbox.submissions.filter((submission) =>
    submission.body.fields.some(
      (field) => field.name === 'message' && field.value.includes(marker),
    ),
  );
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('submit-contact with the local stack’s own settings', () => {
  it('delivers the dev site’s post with its language and sends the browser back there', async () => {
    const marker = unique('dev-site');
    const answer = await postForm(stack, { fields: fields(marker, 'de') });
    expect([answer.status, answer.location]).toEqual([303, `${DEV_SITE}/de/contact/sent`]);
    const [submission] = await delivered(stack, marker);
    expect(submission?.body.fields.at(-1)).toEqual({ name: 'hs_language', value: 'de' });
    for (const site of CONFIG_SITES) {
      const other = await postForm(stack, { origin: site, fields: fields(unique('config')) });
      expect([other.status, other.location]).toEqual([303, `${site}/contact/sent`]);
    }
  });

  it('refuses a post from another site, or from none, with 403 and delivers nothing', async () => {
    const marker = unique('foreign');
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5999', null]) {
      const answer = await postForm(stack, { origin, fields: fields(marker) });
      expect(answer.status, String(origin)).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'The contact form takes posts from the site only.',
      });
    }
    expect(await delivered(stack, marker)).toEqual([]);
  });

  it('limits each address: then the browser lands on "not sent", a script gets 429', async () => {
    const from = freshLoopbackAddress();
    const marker = unique('limited');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await postForm(stack, { from, fields: fields(`${marker}-${i}`) })).status);
    }
    expect(statuses).toEqual([303, 303, 303]);
    const browser = await postForm(stack, { from, fields: fields(`${marker}-over`, 'de') });
    expect([browser.status, browser.location]).toEqual([303, `${DEV_SITE}/de/contact/not-sent`]);
    const script = await postForm(stack, { from, accept: '*/*', fields: fields(marker) });
    expect(script.status).toBe(429);
    expect(JSON.parse(script.body).error).toMatch(/^Too many messages\. Please wait/);
    expect(script.retryAfter).toBeGreaterThan(0);
    expect(await delivered(stack, `${marker}-over`)).toEqual([]);
    // Another address is not affected.
    const other = await postForm(stack, { fields: fields(unique('other')) });
    expect(other.location).toBe(`${DEV_SITE}/contact/sent`);
  });
});

describe('a HubSpot form without the hidden language field', () => {
  let off: LocalStack;
  let wronglyOn: LocalStack;

  beforeAll(async () => {
    const form = {
      LOCAL_SITE_URL: DEV_SITE,
      HUBSPOT_FORM_ID: LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE,
    };
    off = await startStackWithEnv(form, ['submit-contact']);
    wronglyOn = await startStackWithEnv({ ...form, HUBSPOT_LANGUAGE_FIELD: 'true' }, [
      'submit-contact',
    ]);
  }, 180_000);

  afterAll(async () => {
    await off?.close();
    await wronglyOn?.close();
  });

  it('gets every message, without the language, while the setting is off', async () => {
    const marker = unique('without-language');
    const answer = await postForm(off, { fields: fields(marker, 'de') });
    expect(answer.location).toBe(`${DEV_SITE}/de/contact/sent`);
    const [submission] = await delivered(off, marker);
    expect(submission?.formGuid).toBe(LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE);
    expect(submission?.body.fields.map((field) => field.name)).toEqual([
      'firstname',
      'lastname',
      'email',
      'company',
      'message',
    ]);
  });

  it('refuses them while the setting is wrongly on: the browser lands on "not sent"', async () => {
    const marker = unique('wrongly-on');
    const answer = await postForm(wronglyOn, { fields: fields(marker) });
    expect(answer.location).toBe(`${DEV_SITE}/contact/not-sent`);
    expect(await delivered(wronglyOn, marker)).toEqual([]);
  });
});
