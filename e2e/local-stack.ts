/**
 * What specs need from the local Supabase-compatible stack that playwright.config.ts starts:
 * its URL, the admin user it creates, and the inbox where "sent" e-mails and contact-form
 * submissions land.
 */
import { adminCredentials as localAdmin, SECRET_KEY } from '../local-supabase/config';
import type { Inbox, InboxDeployHook, InboxEmail } from '../local-supabase/local-pages';
import { API_URL } from '../scripts/e2e-env';

export { API_URL };

/** The admin user created on start (LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD or the defaults). */
export const adminCredentials: { email: string; password: string } = localAdmin();

export type { Inbox, InboxDeployHook, InboxEmail };

/** Everything in the inbox, newest first (the JSON needs the secret or service-role key). */
export async function readInbox(): Promise<Inbox> {
  const res = await fetch(`${API_URL}/__local/inbox.json`, { headers: { apikey: SECRET_KEY } });
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return (await res.json()) as Inbox;
}

/** Waits for the newest e-mail to `to` (optionally with this subject) and returns it. */
export async function waitForEmail(
  to: string,
  subject?: string,
  timeoutMs = 10_000,
): Promise<InboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readInbox()).emails.find(
      (email) => email.to === to.toLowerCase() && (!subject || email.subject === subject),
    );
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${to}${subject ? ` (${subject})` : ''} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits for the deploy-hook stand-in to have recorded calls that `match` finds, and returns them. */
export async function waitForDeployHooks(
  match: (hooks: InboxDeployHook[]) => InboxDeployHook[],
  timeoutMs = 20_000,
): Promise<InboxDeployHook[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = match((await readInbox()).deployHooks);
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error('no matching deploy-hook call was recorded');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
