/**
 * The rebuild-site contract: what the admin sends when a change alters the public site, and the
 * answers the function gives. The admin (src/lib/rebuild-contract.ts re-exports
 * this file) and the function import this one file, so the two sides cannot drift apart. Like the
 * chat contract it imports nothing, so Deno and Vite both take it as it is.
 *
 * Request: POST `{ reason?: string | null }` (a non-empty text of at most `MAX_REBUILD_REASON`
 * characters, e.g. `Published "Title"`; none to send what is pending), as a signed-in admin.
 * Reply: one of `RebuildAnswer` (202 for triggered and queued; `Retry-After` with queued), or
 * JSON `{ error }` with a 4xx/5xx status.
 */

/** The longest reason one request may carry. */
export const MAX_REBUILD_REASON = 300;

export type RebuildRequest = { reason?: string | null };

export type RebuildAnswer =
  /** The static host was asked to build now. */
  | { status: 'triggered' }
  /** A build was asked for within the window; the function asks again after it. */
  | { status: 'queued'; retryAfterSeconds: number }
  /** No deploy hook is configured (SITE_DEPLOY_HOOK_URL): nothing to do. */
  | { status: 'not-configured' }
  /** No reason was given and nothing was waiting. */
  | { status: 'nothing-pending' };
