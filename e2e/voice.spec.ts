/**
 * Voice input end to end: Chromium's fake microphone plays a WAV spoken by espeak-ng, the page
 * records real webm, the local stack's transcribe-audio function forwards it to a fake
 * OpenAI-compatible provider on loopback (which checks it is a real recording of plausible length),
 * and the transcript becomes the visitor's message, answered by the assistant.
 */
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type LocalStack, startLocalStack } from '../local-supabase/server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium';
import { API_URL, FAKE_TRANSCRIBE_PORT, OFFLINE_PROXY } from '../scripts/e2e-env';
import {
  type FakeTranscriptionServer,
  type ReceivedUpload,
  startFakeTranscriptionServer,
} from '../supabase/tests/fake-transcription-server';
import { expect, test } from './fixtures';
import { summarizeWebm, wavDurationSeconds, type WebmSummary } from './webm';

const SPOKEN = 'How can A I reduce our costs?';
const TRANSCRIPT = 'How can AI reduce our costs?';

/** The spoken WAV, generated for this run (never committed). */
const audioDir = mkdtempSync(path.join(os.tmpdir(), 'voice-e2e-'));
const wavPath = path.join(audioDir, 'speech.wav');
try {
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wavPath, SPOKEN]);
} catch (error) {
  throw new Error(
    `espeak-ng is needed to speak the test audio (sudo apt-get install -y espeak-ng): ${String(error)}`,
  );
}
const spokenSeconds = wavDurationSeconds(readFileSync(wavPath));

// Chromium's fake microphone plays the WAV; whether the page may use it is the context's
// microphone permission (granted below, withheld in the 'denied' group).
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
    // As every browser of the suite (playwright.config.ts): this machine only.
    proxy: OFFLINE_PROXY,
  },
});
// Recording takes real seconds, and the machine may be busy.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let provider: FakeTranscriptionServer;
/** A second local stack whose functions have no transcription provider (and no AI key). */
let bare: LocalStack;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startFakeTranscriptionServer({ port: FAKE_TRANSCRIBE_PORT });
  // The stack hands its environment's AI_* and TRANSCRIBE_* to a function when it first starts.
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) {
    if (/^(AI_|TRANSCRIBE_)/.test(key)) Reflect.deleteProperty(process.env, key);
  }
  try {
    bare = await startLocalStack({ port: 0, dataDir: 'memory', quiet: true });
    await fetch(`${bare.url}/functions/v1/transcribe-audio`, { method: 'OPTIONS' });
  } finally {
    process.env = saved;
  }
});

test.afterAll(async () => {
  await Promise.all([provider?.close(), bare?.close()]);
  rmSync(audioDir, { recursive: true, force: true });
});

/** Records for `seconds` (by the page's own timer); resolves to the wall-clock time it took, in s. */
async function record(page: Page, seconds: number): Promise<number> {
  const mic = page.getByTestId('chat-box').getByRole('button', { name: 'Start voice input' });
  await expect(mic).toBeVisible();
  await expect(mic).toHaveAttribute('aria-pressed', 'false');
  const started = Date.now();
  await mic.click();
  const stop = page.getByTestId('chat-box').getByRole('button', { name: 'Stop recording' });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Speak now... Click again to stop.', { exact: true })).toBeVisible();
  // The visible mm:ss timer counts up; stop once it shows at least `seconds`.
  const timer = page.getByTestId('chat-box').getByRole('timer');
  await expect(timer).toHaveText(/^\d\d:\d\d$/);
  await expect
    .poll(
      async () => {
        const [mm, ss] = (await timer.textContent())?.split(':').map(Number) ?? [0, 0];
        return (mm ?? 0) * 60 + (ss ?? 0);
      },
      { timeout: (seconds + 10) * 1000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(seconds);
  await stop.click();
  return (Date.now() - started) / 1000;
}

test.describe('with a microphone', () => {
  test.use({ permissions: ['microphone'] });

  test('a spoken question is recorded as webm, transcribed and answered', async ({ page }) => {
    let summary: WebmSummary | undefined;
    let upload: ReceivedUpload | undefined;
    provider.reply = (received) => {
      upload = received;
      try {
        summary = summarizeWebm(received.bytes);
      } catch (error) {
        return { status: 400, body: { error: { message: String(error) } } };
      }
      return { body: { text: TRANSCRIPT } };
    };

    await page.goto('/');
    const wallSeconds = await record(page, 3);

    const messages = page.getByTestId('chat-box').getByTestId('chat-message');
    const question = messages.and(page.locator('[data-role="user"]'));
    await expect(question).toHaveText(`You: ${TRANSCRIPT}`, { timeout: 20_000 });
    // The assistant answers after it.
    await expect(messages.nth(1)).toHaveAttribute('data-role', 'assistant', { timeout: 20_000 });
    await expect(messages.nth(1)).not.toHaveText(/^\s*(AI assistant:)?\s*$/);
    await expect(messages.first()).toHaveAttribute('data-role', 'user');
    await expect(
      page.getByTestId('chat-box').getByRole('button', { name: 'Start voice input' }),
    ).toBeEnabled();

    // What the provider got: a real webm/opus recording about as long as the time we recorded.
    expect(upload?.fileName).toBe('audio.webm');
    expect(upload?.authorization).toBe('Bearer e2e-transcribe-key');
    expect(Array.from(upload?.bytes.subarray(0, 4) ?? [])).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(summary?.docType).toBe('webm');
    expect(summary?.codecs).toContain('A_OPUS');
    // At least the 3 s the page's timer showed (longer than the spoken WAV), at most the time
    // between the two clicks.
    expect(spokenSeconds).toBeLessThan(3);
    expect(summary?.durationSeconds).toBeGreaterThan(2.5);
    expect(summary?.durationSeconds).toBeLessThanOrEqual(wallSeconds + 0.5);
    // Chromium writes one 60 ms Opus frame per block: as many blocks as the recording's length
    // needs, no gaps (the last block starts at (blocks - 1) x 60 ms).
    expect(summary?.blocks).toBeGreaterThanOrEqual(
      Math.floor((summary?.durationSeconds ?? 0) / 0.06),
    );
    expect(upload?.bytes.length).toBeGreaterThan(4_000);
    expect(upload?.bytes.length).toBeLessThan(500_000);
  });

  test('without a configured provider the visitor is told voice input is unavailable', async ({
    page,
  }) => {
    // The site talks to the e2e stack; its transcription call goes to the bare one instead.
    await page.route(`${API_URL}/functions/v1/transcribe-audio`, async (route) => {
      const response = await route.fetch({
        url: `${bare.url}/functions/v1/transcribe-audio`,
      });
      await route.fulfill({ response });
    });
    const received = provider.received.length;

    await page.goto('/');
    await record(page, 1);

    await expect(page.getByText('Voice input unavailable', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Voice input is not available right now. Please type your message instead.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      page.getByTestId('chat-box').getByRole('button', { name: 'Voice input unavailable' }),
    ).toBeDisabled();
    await expect(page.getByTestId('chat-box').getByTestId('chat-message')).toHaveCount(0);
    expect(provider.received.length).toBe(received);
  });
});

test.describe('with microphone access denied', () => {
  test.use({ permissions: [] });

  test('the visitor gets the Microphone Error toast and nothing is recorded', async ({ page }) => {
    const received = provider.received.length;
    await page.goto('/');
    const mic = page.getByTestId('chat-box').getByRole('button', { name: 'Start voice input' });
    await mic.click();

    await expect(page.getByText('Microphone Error', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please allow microphone access to use voice input.', { exact: true }),
    ).toBeVisible();
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('timer')).toHaveCount(0);
    expect(provider.received.length).toBe(received);
  });
});
