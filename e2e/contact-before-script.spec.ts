/**
 * The contact form before the page is interactive (or with scripts blocked): a plain HTML form
 * posted to the submit-contact function, which leads the browser to the "sent" or "not sent"
 * page; and what was typed before the page's script took over.
 */
import { fillForm, holdScripts, successToast, uniqueValues } from './contact-support';
import { expect, pageOfOwnContext, pageWithoutScript, test } from './fixtures';
import { readInbox } from './local-stack';

test.describe('contact form before the page is interactive', () => {
  test('a plain post is sent on by submit-contact and leads to the "sent" page', async ({
    browser,
  }) => {
    const { page, context } = await pageWithoutScript(browser);
    const values = uniqueValues();
    await page.goto('/contact');
    await fillForm(page, values);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent successfully!');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const stored = (await readInbox()).submissions.find((s) =>
      s.body.fields.some((f) => f.name === 'email' && f.value === values.email),
    );
    expect(stored?.body.fields).toEqual([
      { name: 'firstname', value: values.firstname },
      { name: 'lastname', value: values.lastname },
      { name: 'email', value: values.email },
      { name: 'company', value: values.company },
      { name: 'message', value: values.message },
      { name: 'hs_language', value: 'en' },
    ]);
    expect(stored?.body.context?.pageName).toBe('Contact');
    await context.close();
  });

  test('the browser keeps an incomplete form from being posted', async ({ browser }) => {
    const { page, context } = await pageWithoutScript(browser);
    await page.goto('/contact');
    await fillForm(page, { ...uniqueValues(), email: 'ada@' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(
      await page
        .getByLabel('Email', { exact: true })
        .evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false);
    await context.close();
  });

  test('a form the function refuses leads to "not sent", and Back finds the text still there', async ({
    browser,
  }) => {
    const { page, context } = await pageWithoutScript(browser);
    const values = uniqueValues();
    await page.goto('/contact');
    await fillForm(page, values);
    // A message the browser lets through but the rules refuse (only spaces around nothing).
    await page
      .getByLabel('Company', { exact: true })
      .evaluate((input: HTMLInputElement) => (input.value = '   '));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\/not-sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error sending message');
    await expect(page.getByRole('link', { name: 'Open the contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.goBack();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(values.message);
    await context.close();
  });

  test('what was typed before React took over is kept, and then sent in place', async ({
    browser,
  }) => {
    const { page, context } = await pageOfOwnContext(browser);
    // Hold the site's scripts back until the visitor has typed.
    const scripts = await holdScripts(page);
    const values = uniqueValues();
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await fillForm(page, values);
    // Where the form sits on the page (not in the viewport: the browser may scroll by a pixel
    // on its own while the page hydrates, which moves nothing).
    const formOnPage = () =>
      page.locator('form').evaluate((form) => {
        const box = form.getBoundingClientRect();
        return {
          x: box.x + window.scrollX,
          y: box.y + window.scrollY,
          width: box.width,
          height: box.height,
        };
      });
    const box = await formOnPage();
    scripts.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await formOnPage()).toEqual(box);
    for (const [label, key] of [
      ['First name', 'firstname'],
      ['Email', 'email'],
      ['Message', 'message'],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(values[key]);
    }
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(successToast(page)).toContainText('Message sent successfully!');
    await expect(page).toHaveURL(/\/contact$/);
    await context.close();
  });
});
