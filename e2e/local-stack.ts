/**
 * What specs need from the local Supabase-compatible stack that playwright.config.ts starts:
 * its URL, the admin user it creates, and the inbox where "sent" e-mails and contact-form
 * submissions land.
 */
import { adminCredentials as localAdmin } from '../local-supabase/config';
import { API_URL } from './ports';

export { API_URL };

/** The admin user created on start (LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD or the defaults). */
export const adminCredentials: { email: string; password: string } = localAdmin();

export type InboxEmail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links in the e-mail, e.g. `…/auth/v1/verify?token=…&type=recovery&redirect_to=…`. */
  links: string[];
  created_at: string;
};

export type InboxSubmission = {
  id: number;
  portalId: string;
  formGuid: string;
  /** The JSON body the site posted: `{fields: [{name, value}], context: {pageUri, pageName}}`. */
  body: { fields: { name: string; value: string }[]; context?: Record<string, unknown> };
  created_at: string;
};

export type Inbox = { emails: InboxEmail[]; submissions: InboxSubmission[] };

/** Everything in the inbox, newest first. */
export async function readInbox(): Promise<Inbox> {
  const res = await fetch(`${API_URL}/__local/inbox.json`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return (await res.json()) as Inbox;
}

/** Waits for the newest e-mail to `to` (optionally with this subject) and returns it. */
export async function waitForEmail(to: string, subject?: string, timeoutMs = 10_000): Promise<InboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readInbox()).emails.find(
      (email) => email.to === to.toLowerCase() && (!subject || email.subject === subject),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}${subject ? ` (${subject})` : ''} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
