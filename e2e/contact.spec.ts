import { stubChat } from './chat-support';
import {
  fillForm,
  holdScripts,
  SUBMIT_PATTERN,
  successToast,
  uniqueValues,
} from './contact-support';
import { afterTwoFrames, expect, gate, pageOfOwnContext, test } from './fixtures';
import { readInbox } from './local-stack';
import {
  LOCAL_HUBSPOT_FORM_ID,
  LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE,
} from '../local-supabase/hubspot-forms';

test.describe('contact page', () => {
  test('has labelled fields and the three side cards', async ({ page }) => {
    await page.goto('/contact');
    for (const label of ['First name', 'Last name', 'Email', 'Company', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Email us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Response time' })).toBeVisible();
    await expect(page.getByText('within 24 hours on business days')).toBeVisible();
    const demo = page.getByRole('link', { name: /Book a demo/ });
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', /noopener/);
  });

  test('scrolls to the top on entry', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => {
      // Navigate client-side so the browser does not reset the scroll position itself.
      const link = [...document.querySelectorAll('a')].find(
        (a) => a.getAttribute('href') === '/contact',
      );
      link?.click();
    });
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a visitor who scrolled before the page became interactive stays where they were', async ({
    browser,
  }) => {
    const { page, context } = await pageOfOwnContext(browser);
    const scripts = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    scripts.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await afterTwoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await context.close();
  });

  test('an empty submit shows all five messages', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Company is required',
      'Message is required',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('a bad e-mail is refused, then accepted once corrected', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, { ...uniqueValues(), email: 'ada@example' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('ada@example.org');
    await expect(page.getByText('Invalid email address')).toBeHidden();
  });

  test('a success is stored by the forms endpoint with exactly the fields and context, and resets the form', async ({
    page,
  }) => {
    const values = uniqueValues();
    await page.goto('/contact');
    await fillForm(page, values);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(successToast(page)).toContainText('Message sent successfully!');
    await expect(successToast(page)).toContainText(
      "Thank you for your message. We'll get back to you within 24 hours.",
    );
    for (const label of ['First name', 'Last name', 'Email', 'Company', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }

    const inbox = await readInbox();
    const stored = inbox.submissions.find((s) =>
      s.body.fields.some((f) => f.name === 'email' && f.value === values.email),
    );
    expect(stored, 'the stand-in stored the submission').toBeDefined();
    expect(stored?.body).toEqual({
      fields: [
        { name: 'firstname', value: values.firstname },
        { name: 'lastname', value: values.lastname },
        { name: 'email', value: values.email },
        { name: 'company', value: values.company },
        { name: 'message', value: values.message },
        { name: 'hs_language', value: 'en' },
      ],
      context: { pageUri: page.url(), pageName: 'Contact' },
    });
  });

  test('sends the HubSpot cookie as hutk when it exists', async ({ page, context }) => {
    const values = uniqueValues();
    await page.goto('/contact');
    await context.addCookies([{ name: 'hubspotutk', value: 'visitor-token-1', url: page.url() }]);
    await fillForm(page, values);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(successToast(page)).toContainText('Message sent successfully!');
    const inbox = await readInbox();
    const stored = inbox.submissions.find((s) =>
      s.body.fields.some((f) => f.name === 'email' && f.value === values.email),
    );
    expect(stored?.body.context?.hutk).toBe('visitor-token-1');
  });

  for (const failure of ['server error', 'network error'] as const) {
    test(`a ${failure} keeps every value and shows the error toast`, async ({ page }) => {
      await page.route(SUBMIT_PATTERN, (route) =>
        failure === 'server error'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
          : route.abort('connectionfailed'),
      );
      const values = uniqueValues();
      await page.goto('/contact');
      await fillForm(page, values);
      await page.getByRole('button', { name: 'Send message' }).click();
      const toast = page.locator('li[data-variant="destructive"]');
      await expect(toast).toContainText('Error sending message');
      await expect(toast).toContainText(
        'There was an issue sending your message. Please try again or contact us directly.',
      );
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue(values.firstname);
      await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(values.lastname);
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(values.email);
      await expect(page.getByLabel('Company', { exact: true })).toHaveValue(values.company);
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(values.message);
      await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    });
  }

  test('a HubSpot form without the language field refuses it as HubSpot does: the error, nothing lost', async ({
    page,
  }) => {
    // The build sends the language (the stand-in's form has the field). Sent instead to the
    // stand-in's form without it, the setting is wrongly on.
    await page.route(SUBMIT_PATTERN, (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(LOCAL_HUBSPOT_FORM_ID, LOCAL_HUBSPOT_FORM_ID_WITHOUT_LANGUAGE),
      }),
    );
    const values = uniqueValues();
    await page.goto('/contact');
    await fillForm(page, values);
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/submissions/v3/'),
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    const refused = await answer;
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [
        {
          message: "Error in 'fields.hs_language'. This field was not found in the form definition",
          errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
        },
      ],
    });
    const toast = page.locator('li[data-variant="destructive"]');
    await expect(toast).toContainText('Error sending message');
    await expect(toast).toContainText(
      'There was an issue sending your message. Please try again or contact us directly.',
    );
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(values.email);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(values.message);
    const stored = (await readInbox()).submissions.some((s) =>
      s.body.fields.some((f) => f.name === 'email' && f.value === values.email),
    );
    expect(stored).toBe(false);
  });

  test('shows Sending... while the request is in flight and sends only once', async ({ page }) => {
    let requests = 0;
    const held = gate();
    await page.route(SUBMIT_PATTERN, async (route) => {
      requests++;
      await held.wait;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"inlineMessage":"ok"}',
      });
    });
    await page.goto('/contact');
    await fillForm(page, uniqueValues());
    await page.getByRole('button', { name: 'Send message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true });
    await page.keyboard.press('Enter');
    held.release();
    await expect(successToast(page)).toContainText('Message sent successfully!');
    expect(requests).toBe(1);
  });

  test('the honeypot quietly drops bot submissions', async ({ page }) => {
    let requests = 0;
    await page.route(SUBMIT_PATTERN, async (route) => {
      requests++;
      await route.fallback();
    });
    await page.goto('/contact');
    await fillForm(page, uniqueValues());
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
    await honeypot.fill('http://spam.example', { force: true });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(successToast(page)).toContainText('Message sent successfully!');
    expect(requests).toBe(0);
  });

  test('says where the details go, with a link to the privacy policy', async ({ page }) => {
    await page.goto('/contact');
    const note = page.getByText('We send your details to HubSpot, our CRM');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  test('the assistant hands the conversation over: prefilled, editable, sent only with Send', async ({
    page,
  }) => {
    let submissions = 0;
    await page.route(SUBMIT_PATTERN, async (route) => {
      submissions++;
      await route.fallback();
    });
    await stubChat(page, () => ({
      pieces: ['We did this for an insurer: [the story](/case-studies/x).\n\n[MEETING_CARD]'],
    }));
    await page.goto('/');
    const hero = page.getByTestId('chat-box').first();
    const input = hero.getByRole('textbox', { name: 'Message the AI assistant' });
    await input.fill('Any insurance examples?');
    await input.press('Enter');
    await expect(hero.getByTestId('meeting-card')).toBeVisible();
    // On the meeting card and under the input.
    await expect(
      hero.getByRole('link', { name: 'Send this conversation to our team' }),
    ).toHaveCount(2);
    await hero
      .getByTestId('meeting-card')
      .getByRole('link', { name: 'Send this conversation to our team' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(page.url()).not.toContain('insurance'); // the text is not in the URL

    const message = page.getByLabel('Message', { exact: true });
    const prefilled = await message.inputValue();
    expect(prefilled).toContain('Me: Any insurance examples?');
    expect(prefilled).toMatch(
      /AI assistant: We did this for an insurer: the story \(http:\/\/127\.0\.0\.1:\d+\/case-studies\/x\)\./,
    );
    expect(prefilled).not.toContain('[MEETING_CARD]');
    expect(submissions).toBe(0);

    const values = uniqueValues();
    await message.press('End');
    await message.pressSequentially('Please call me next week.');
    await fillForm(page, { ...values, message: await message.inputValue() });
    expect(submissions).toBe(0);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(successToast(page)).toContainText('Message sent successfully!');
    expect(submissions).toBe(1);
    const stored = (await readInbox()).submissions.find((s) =>
      s.body.fields.some((f) => f.name === 'email' && f.value === values.email),
    );
    const sent = stored?.body.fields.find((f) => f.name === 'message')?.value ?? '';
    expect(sent).toContain('Me: Any insurance examples?');
    expect(sent).toMatch(/Please call me next week\.$/);
  });
});
