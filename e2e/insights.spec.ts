/**
 * What visitors ask reaches the team, and the team teaches the assistant: a question nothing the
 * assistant knows answers gets the honest reply (it cannot answer that, the team can) instead of
 * a text that merely shares a word with it, shows on /admin/insights as unanswered, "Antwort
 * hinzufügen" opens a new answer prefilled with it, and once published the assistant gives it
 * (English and German). A hand-off sent through the contact form, and a meeting booked from the
 * chat's meeting card, are counted for its conversation.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { ADMIN, adminToken, storeSession, toastText, unique } from './cms-helpers';
import { expect, test } from './fixtures';
import { API_URL } from './local-stack';
import { ANON_KEY } from '../local-supabase/config';
import { knowledgeFallback } from '../src/content/knowledge-base';

test.describe.configure({ timeout: 120_000 });

const chatInput = (page: Page) => page.getByTestId('chat-box').first().getByRole('textbox');

async function ask(page: Page, question: string) {
  await chatInput(page).fill(question);
  await chatInput(page).press('Enter');
}

test('an unanswerable question gets the honest reply, then the team answer written from /admin/insights, in both languages', async ({
  page,
}) => {
  const tag = unique('ref').replace(/[^a-z0-9]/gi, '');
  // Near the company's field, and sharing words with its pages ("audit", "contracts"), but
  // nothing the assistant knows answers it.
  const question = `Do you audit smart contracts (${tag})?`;
  const german = `Prüfen Sie Smart Contracts (${tag})?`;
  const honest = (language: 'en' | 'de') =>
    knowledgeFallback[language].split(/(?<=[.!?]) /)[0] ?? '';
  await page.goto('/');
  await ask(page, question);
  // It says so, and offers the team: the meeting card (booking, or sending the conversation).
  await expect(page.getByText(honest('en')).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('meeting-card').first()).toBeVisible();

  await storeSession(page, ADMIN);
  await page.goto('/admin/insights');
  await expect(page.getByRole('heading', { name: 'Fragen an den Assistenten' })).toBeVisible({
    timeout: 20_000,
  });
  const item = page.getByTestId('unanswered').getByRole('listitem').filter({ hasText: question });
  await expect(item).toBeVisible();
  await expect(page.getByTestId('per-day-chart')).toBeVisible();
  await item.getByRole('link', { name: /Antwort hinzufügen/ }).click();

  await expect(page).toHaveURL(/\/admin\/answers$/);
  // The question of its group (another wording of it, when a retry asked it before).
  await expect(page.getByLabel('Frage', { exact: true })).toHaveValue(/smart contracts/);
  await page.getByLabel('Andere Formulierungen', { exact: true }).fill(german);
  await page
    .getByLabel('Antwort (Englisch)', { exact: true })
    .fill(`No, we do not audit smart contracts (${tag}); we build AI agents.`);
  await page
    .getByLabel('Antwort (Deutsch)', { exact: true })
    .fill(`Nein, Smart Contracts prüfen wir nicht (${tag}); wir bauen KI-Agenten.`);
  await page.getByLabel('Veröffentlicht (der Assistent verwendet sie)').check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await toastText(page, 'Antwort gespeichert').waitFor();
  await expect(page.getByRole('heading', { name: 'Antwort bearbeiten' })).toBeVisible();

  // The function reads published answers at most a second old in this run.
  await page.waitForTimeout(1500);
  await page.goto('/');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await ask(page, question);
  await expect(
    page.getByText(`No, we do not audit smart contracts (${tag}); we build AI agents.`),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(honest('en'))).toHaveCount(0);
  await page.goto('/de');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await ask(page, german);
  await expect(
    page.getByText(`Nein, Smart Contracts prüfen wir nicht (${tag}); wir bauen KI-Agenten.`),
  ).toBeVisible({ timeout: 30_000 });
});

test('a conversation sent to the team through the contact form is counted', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await ask(page, `Does your team work on weekends (${unique('handoff').replace(/\W/g, '')})?`);
  await expect(page.getByTestId('meeting-card').first()).toBeVisible({ timeout: 30_000 });
  const conversationId = await visitConversation(page);

  await page.getByRole('link', { name: 'Send this conversation to our team' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByLabel('First name').fill('Erika');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByLabel('Email').fill('erika@example.com');
  await page.getByLabel('Company').fill('Muster GmbH');
  await page.getByRole('button', { name: 'Send message' }).click();
  await toastText(page, 'Message sent successfully!').waitFor({ timeout: 20_000 });

  await expectOutcomes(request, conversationId, [{ kind: 'message' }]);
});

// The stand-in's last slot announces the booking as older HubSpot embed pages do
// (`meeetingBookSucceeded`, three e's); the others as HubSpot does today.
for (const [slot, message] of [
  ['Tue 09:00', 'meetingBookSucceeded'],
  ['Wed 16:00', 'meeetingBookSucceeded'],
] as const) {
  test(`a meeting booked from the meeting card is counted (${message})`, async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await ask(page, `How much does a project cost (${unique('booking').replace(/\W/g, '')})?`);
    const card = page.getByTestId('meeting-card').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const conversationId = await visitConversation(page);
    await card.getByRole('button').first().click();
    const frame = page
      .getByRole('dialog')
      .locator('.meetings-iframe-container iframe')
      .contentFrame();
    await frame.getByRole('button', { name: slot }).click();
    await expect(frame.getByText(`Booked: ${slot}`)).toBeVisible();
    await expectOutcomes(request, conversationId, [{ kind: 'booking' }]);
  });
}

async function visitConversation(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const stored = sessionStorage.getItem('assistant-conversation');
    return stored ? (JSON.parse(stored) as { sessionId: string }).sessionId : '';
  });
  expect(id).toMatch(/^chat_/);
  return id;
}

async function expectOutcomes(
  request: APIRequestContext,
  conversationId: string,
  expected: { kind: string }[],
) {
  const token = await adminToken(request);
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${API_URL}/rest/v1/chat_outcomes?conversation_id=eq.${conversationId}&select=kind`,
          { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } },
        );
        return (await response.json()) as { kind: string }[];
      },
      { timeout: 15_000 },
    )
    .toEqual(expected);
}
