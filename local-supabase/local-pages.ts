/**
 * Development pages under `/__local/`: the inbox (e-mails the auth server "sent" and contact-form
 * submissions), the stand-ins for external embeds, and the HubSpot Forms v3 stand-in
 * (hubspot-forms.ts).
 *
 * The inbox holds sign-in links, so no other web page may read it:
 * - `/__local/*` answers only requests whose `Host` is localhost, 127.0.0.1 or [::1] (a page on
 *   another domain that re-resolves its name to 127.0.0.1, DNS rebinding, gets 403);
 * - CORS allows only the dev site's origins (those of `auth.site_url` and
 *   `auth.additional_redirect_urls`, or `LOCAL_SITE_URL`), never `*`;
 * - `/__local/inbox.json` needs the service_role or secret key in the `apikey` header;
 * - the HTML inbox is rendered on the server (no script, no key in the page) and may not be framed.
 */
import { readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';

import { STACK_DIR } from './config';
import { type StackContext } from './context';
import { requireServiceKey } from './gateway';
import { isRecord, parseJson, readBody, sendJson, sendRaw } from './http';
import { SUBMIT_PATH, submitForm } from './hubspot-forms';
import { type AuthConfig } from './project-config';

const STAND_INS: Record<string, { file: string; type: string }> = {
  '/meetings/embed.js': { file: 'meetings-embed.js', type: 'text/javascript; charset=utf-8' },
  '/meetings/book': { file: 'meetings-page.html', type: 'text/html; charset=utf-8' },
  '/scene': { file: 'scene.html', type: 'text/html; charset=utf-8' },
};

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
/** What the site posts to the Forms API; only bodies that passed `validateSubmission` are stored. */
type FormSubmissionBody = {
  fields: { name: string; value: string }[];
  context?: Record<string, unknown>;
};
type InboxSubmission = {
  id: number;
  portalId: string;
  formGuid: string;
  body: FormSubmissionBody;
  created_at: string;
};
/** One call of the deploy-hook stand-in: when the site would have been rebuilt, and why. */
export type InboxDeployHook = {
  id: number;
  reason: string;
  /** The JSON the caller posted (rebuild-site sends `{ reason, reasons }`), or null. */
  body: unknown;
  created_at: string;
};
export type Inbox = {
  emails: InboxEmail[];
  submissions: InboxSubmission[];
  deployHooks: InboxDeployHook[];
};

async function readInbox(ctx: StackContext): Promise<Inbox> {
  const emails = await ctx.db.query<{ j: string }>(
    `select json_build_object('id', id, 'to', to_address, 'subject', subject, 'text', text_body,
            'html', html, 'links', links, 'created_at', created_at)::text as j
       from local_dev.emails order by created_at desc, id desc`,
  );
  const submissions = await ctx.db.query<{ j: string }>(
    `select json_build_object('id', id, 'portalId', portal_id, 'formGuid', form_guid, 'body', body,
            'created_at', created_at)::text as j
       from local_dev.form_submissions order by created_at desc, id desc`,
  );
  const deployHooks = await ctx.db.query<{ j: string }>(
    `select json_build_object('id', id, 'reason', reason, 'body', body, 'created_at', created_at)::text as j
       from local_dev.deploy_hooks order by created_at desc, id desc`,
  );
  return {
    emails: emails.map((row) => JSON.parse(row.j) as InboxEmail),
    submissions: submissions.map((row) => JSON.parse(row.j) as InboxSubmission),
    deployHooks: deployHooks.map((row) => JSON.parse(row.j) as InboxDeployHook),
  };
}

function url(req: IncomingMessage): URL {
  return new URL(req.url ?? '/', 'http://localhost');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function inboxPage(inbox: Awaited<ReturnType<typeof readInbox>>): string {
  const emails = inbox.emails
    .map(
      (mail) => `<article>
  <h3>${escapeHtml(mail.subject)}</h3>
  <p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.created_at)}</p>
  <pre>${escapeHtml(mail.text)}</pre>
  <ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
</article>`,
    )
    .join('\n');
  const submissions = inbox.submissions
    .map(
      (sub) => `<article>
  <h3>Form ${escapeHtml(sub.formGuid)}</h3>
  <p class="meta">Portal ${escapeHtml(sub.portalId)} · ${escapeHtml(sub.created_at)}</p>
  <pre>${escapeHtml(JSON.stringify(sub.body, null, 2))}</pre>
</article>`,
    )
    .join('\n');
  const deployHooks = inbox.deployHooks
    .map(
      (hook) =>
        `<li><time datetime="${escapeHtml(hook.created_at)}">${escapeHtml(hook.created_at)}</time>: ${escapeHtml(hook.reason)}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #111; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 0.75rem 1rem; margin: 0.75rem 0; }
  .meta { color: #444; font-size: 0.875rem; margin: 0; }
  pre { white-space: pre-wrap; background: #f5f5f5; padding: 0.5rem; }
  a { color: #0645ad; word-break: break-all; }
</style>
</head>
<body>
<main>
<h1>Local inbox</h1>
<p>What the local stack would have sent: newest first. Reload to refresh. Scripts read the same as JSON from <code>/__local/inbox.json</code> with the service-role or secret key in the <code>apikey</code> header (<code>npm run local:status</code> prints both).</p>
<h2>E-mails (${inbox.emails.length})</h2>
${emails || '<p>No e-mails yet.</p>'}
<h2>Contact-form submissions (${inbox.submissions.length})</h2>
${submissions || '<p>No submissions yet.</p>'}
<h2>Deploy hooks (${inbox.deployHooks.length})</h2>
<p>Site rebuilds the static host would have started (the rebuild-site function's stand-in DEPLOY_HOOK_URL).</p>
${deployHooks ? `<ul>${deployHooks}</ul>` : '<p>No rebuilds requested yet.</p>'}
</main>
</body>
</html>`;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCAL_ALLOW_METHODS = 'GET, POST, OPTIONS';

/** True when the request's `Host` names this machine by a loopback name. */
function isLocalHost(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return LOCAL_HOSTNAMES.has(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/**
 * The browser origins of the dev site: that of `auth.site_url` and those of
 * `auth.additional_redirect_urls` entries that are plain URLs (glob patterns are skipped).
 */
export function localSiteOrigins(
  auth: Pick<AuthConfig, 'siteUrl' | 'additionalRedirectUrls'>,
): string[] {
  const origins = new Set<string>();
  for (const value of [auth.siteUrl, ...auth.additionalRedirectUrls]) {
    if (/[*?[\]{}]/.test(value)) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}

/**
 * The checks every `/__local/` request passes first: a localhost `Host`, CORS for the dev site's
 * origins only, and preflights answered here. Returns false when the response is already sent.
 */
export function guardLocal(ctx: StackContext, req: IncomingMessage, res: ServerResponse): boolean {
  if (!isLocalHost(req.headers.host)) {
    sendRaw(res, 403, 'The local pages answer only on localhost.', 'text/plain; charset=utf-8');
    return false;
  }
  const origin = req.headers.origin;
  const allowed = origin !== undefined && ctx.siteOrigins.includes(origin);
  res.setHeader('Vary', 'Origin');
  if (allowed) res.setHeader('Access-Control-Allow-Origin', origin);
  if (req.method === 'OPTIONS') {
    if (!allowed) {
      sendRaw(res, 403, 'Origin not allowed', 'text/plain; charset=utf-8');
      return false;
    }
    res.writeHead(204, {
      'Access-Control-Allow-Methods': LOCAL_ALLOW_METHODS,
      'Access-Control-Allow-Headers':
        req.headers['access-control-request-headers'] || 'content-type',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return false;
  }
  return true;
}

export async function handleLocal(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  subpath: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (subpath === '/health') return sendJson(res, 200, { status: 'ok', db: ctx.db.kind });

  if ((subpath === '/inbox' || subpath === '/inbox/') && method === 'GET') {
    return sendRaw(res, 200, inboxPage(await readInbox(ctx)), 'text/html; charset=utf-8', {
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    });
  }
  if (subpath === '/inbox.json' && method === 'GET') {
    const refused = requireServiceKey(ctx.keys, req);
    if (refused) return sendJson(res, refused.status, refused.body);
    return sendJson(res, 200, await readInbox(ctx), { 'Cache-Control': 'no-store' });
  }

  if (subpath === '/deploy-hook' && method === 'POST') {
    // Like a static host's build hook: any POST starts a build; the reason is only informative.
    const raw = await readBody(req, 64 * 1024);
    let body: unknown = null;
    try {
      body = raw.length > 0 ? (parseJson(raw) ?? null) : null;
    } catch {
      body = null;
    }
    const reason =
      (isRecord(body) && typeof body.reason === 'string' && body.reason) ||
      url(req).searchParams.get('trigger_title') ||
      '(no reason given)';
    await ctx.db.query('insert into local_dev.deploy_hooks (reason, body) values ($1, $2::jsonb)', [
      reason.slice(0, 1000),
      body === null ? null : JSON.stringify(body),
    ]);
    return sendJson(res, 200, { ok: true });
  }

  const standIn = STAND_INS[subpath];
  if (standIn && (method === 'GET' || method === 'HEAD')) {
    const content = readFileSync(path.join(STACK_DIR, 'stand-ins', standIn.file));
    return sendRaw(res, 200, content, standIn.type, { 'Cache-Control': 'no-cache' });
  }

  const form = SUBMIT_PATH.exec(subpath);
  if (form && method === 'POST') return submitForm(ctx, req, res, form[1] ?? '', form[2] ?? '');

  sendRaw(res, 404, 'Not found', 'text/plain; charset=utf-8');
}
