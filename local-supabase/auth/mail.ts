import { type Tx } from '../db';

export type Email = { to: string; subject: string; html: string; text: string; links: string[] };

/** Drops an e-mail into the local inbox (`/__local/inbox`) instead of sending it. */
export async function deliverEmail(tx: Tx, email: Email): Promise<void> {
  await tx.query(
    `insert into local_dev.emails (to_address, subject, html, text_body, links)
     values ($1, $2, $3, $4, $5::jsonb)`,
    [email.to, email.subject, email.html, email.text, JSON.stringify(email.links)],
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An e-mail with one call-to-action link, worded like Supabase's default templates. */
export function linkEmail(
  to: string,
  subject: string,
  lead: string,
  label: string,
  link: string,
): Email {
  return {
    to,
    subject,
    links: [link],
    text: `${lead}\n\n${label}: ${link}\n`,
    html: `<h2>${escapeHtml(subject)}</h2><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>`,
  };
}
