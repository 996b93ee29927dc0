import { ANON_KEY, SECRET_KEY } from '../local-supabase/config';
import { LOCAL_HUBSPOT_FORM_ID, LOCAL_HUBSPOT_PORTAL_ID } from '../local-supabase/hubspot-forms';
import { SITE_URL } from '../scripts/e2e-env';
import { expect, test } from './fixtures';
import { adminCredentials, API_URL, readInbox, waitForEmail } from './local-stack';

test('the site origin can call the local stack from the browser (CORS preflight included)', async ({
  page,
}) => {
  await page.goto('/');
  const result = await page.evaluate(
    async ({ api, key, portal, form }) => {
      const list = await fetch(
        `${api}/rest/v1/case_studies?select=id,title&published=eq.true&order=display_order.asc`,
        { headers: { apikey: key, Authorization: `Bearer ${key}`, 'Accept-Profile': 'public' } },
      );
      const submit = await fetch(
        `${api}/__local/hsforms/submissions/v3/integration/submit/${portal}/${form}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            fields: [{ name: 'email', value: 'not-an-email' }],
            context: { pageUri: location.href, pageName: 'Contact' },
          }),
        },
      );
      return {
        status: list.status,
        ids: ((await list.json()) as { id: string }[]).map((row) => row.id),
        formStatus: submit.status,
      };
    },
    {
      api: API_URL,
      key: ANON_KEY,
      portal: LOCAL_HUBSPOT_PORTAL_ID,
      form: LOCAL_HUBSPOT_FORM_ID,
    },
  );
  expect(result.status).toBe(200);
  expect(result.ids).toContain('b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01');
  expect(result.ids).not.toContain('b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b05');
  expect(result.formStatus).toBe(400);
});

test('a recovery e-mail in the inbox page links back to the site, signed in', async ({
  page,
  request,
}) => {
  const recover = await request.post(
    `${API_URL}/auth/v1/recover?redirect_to=${encodeURIComponent(`${SITE_URL}/auth`)}`,
    { headers: { apikey: ANON_KEY }, data: { email: adminCredentials.email } },
  );
  expect(recover.ok()).toBe(true);
  const mail = await waitForEmail(adminCredentials.email, 'Reset Your Password');
  expect((await readInbox()).emails[0]?.id).toBe(mail.id);

  await page.goto(`${API_URL}/__local/inbox`);
  await expect(page.getByRole('heading', { name: 'Local inbox' })).toBeVisible();
  await page.getByRole('link', { name: mail.links[0] ?? '' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE_URL}/auth#access_token=.+type=recovery`));
});

test('no other web page can read the inbox, even with the secret key', async ({ page }) => {
  // A stand-in for any site on the internet: fulfilled here, so nothing leaves the machine.
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title>' }),
  );
  await page.goto('http://evil.example/');
  const results = await page.evaluate(
    async ({ api, secret }) => {
      const attempt = async (path: string, headers: Record<string, string> = {}) => {
        try {
          const res = await fetch(`${api}${path}`, { headers });
          return `read ${res.status}: ${(await res.text()).slice(0, 40)}`;
        } catch {
          return 'blocked';
        }
      };
      return [
        await attempt('/__local/inbox'),
        await attempt('/__local/inbox.json'),
        await attempt('/__local/inbox.json', { apikey: secret }),
      ];
    },
    { api: API_URL, secret: SECRET_KEY },
  );
  expect(results).toEqual(['blocked', 'blocked', 'blocked']);
});

test('the site origin gets CORS on /__local/, but the inbox JSON still needs the service key', async ({
  page,
}) => {
  await page.goto('/');
  const status = await page.evaluate(
    async ({ api, key }) => {
      const res = await fetch(`${api}/__local/inbox.json`, { headers: { apikey: key } });
      return res.status;
    },
    { api: API_URL, key: ANON_KEY },
  );
  expect(status).toBe(401);
});
