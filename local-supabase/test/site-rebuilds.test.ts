/**
 * The deploy-hook debounce of migration 20260201000100_site_rebuilds on real Postgres (PGlite),
 * called as the API roles call it: one hook call per window, the reasons of a burst kept for the
 * next call, failed calls put back, and nobody but an admin may touch it. Runs on its own
 * throw-away database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Db, openPglite } from '../db';
import { ensureUser, setupDatabase } from '../setup';

type Decision = {
  send: boolean;
  reasons?: string[];
  pending?: boolean;
  retry_after_seconds?: number;
};

let db: Db;
let adminId: string;
let userId: string;

beforeAll(async () => {
  db = await openPglite(undefined);
  await setupDatabase(db, { seed: false });
  await db.transaction(async (tx) => {
    adminId = (await ensureUser(tx, 'rebuild-admin@example.com', 'password-1')).id;
    userId = (await ensureUser(tx, 'rebuild-user@example.com', 'password-1')).id;
    await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [adminId]);
  });
});
afterAll(() => db.close());

/** Runs `sql` in a transaction as the API role `role`, signed in as `sub`. */
async function as<T>(role: string, sub: string | null, sql: string, params: unknown[]): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [role, JSON.stringify(sub ? { sub, role } : { role })],
    );
    const rows = await tx.query<{ r: T }>(sql, params);
    return rows[0]?.r as T;
  });
}

function request(reason: string | null, interval: number, sub = adminId): Promise<Decision> {
  return as<Decision>('authenticated', sub, 'select public.request_site_rebuild($1, $2) as r', [
    reason,
    interval,
  ]);
}

async function resetState(lastSentSecondsAgo: number | null): Promise<void> {
  await db.query(
    `update private.site_rebuilds
        set last_sent_at = case when $1::int is null then null else now() - make_interval(secs => $1::int) end,
            pending_reasons = '{}', pending_since = null`,
    [lastSentSecondsAgo],
  );
}

describe('public.request_site_rebuild', () => {
  it('sends at once when no build was asked for within the window', async () => {
    await resetState(null);
    expect(await request('Published "A"', 60)).toEqual({ send: true, reasons: ['Published "A"'] });
  });

  it('keeps the reasons of a burst pending and sends them together after the window', async () => {
    await resetState(0);
    const second = await request('Updated "A"', 60);
    expect(second).toMatchObject({ send: false, pending: true });
    expect(second.retry_after_seconds).toBeGreaterThan(55);
    expect(second.retry_after_seconds).toBeLessThanOrEqual(60);
    expect(await request('Deleted "B"', 60)).toMatchObject({ send: false, pending: true });
    // The same reason twice is one reason.
    await request('Updated "A"', 60);

    // Nothing new: asking again inside the window sends nothing.
    expect(await request(null, 60)).toMatchObject({ send: false, pending: true });

    // The window is over: whoever asks next sends everything pending, once.
    await db.query(`update private.site_rebuilds set last_sent_at = now() - interval '61 seconds'`);
    expect(await request(null, 60)).toEqual({
      send: true,
      reasons: ['Updated "A"', 'Deleted "B"'],
    });
    expect(await request(null, 60)).toEqual({ send: false, pending: false });
  });

  it('keeps only the newest 20 reasons', async () => {
    await resetState(0);
    for (let i = 1; i <= 25; i++) await request(`Change ${i}`, 60);
    await db.query(`update private.site_rebuilds set last_sent_at = null`);
    const decision = await request(null, 60);
    expect(decision.reasons).toHaveLength(20);
    expect(decision.reasons?.[0]).toBe('Change 6');
    expect(decision.reasons?.[19]).toBe('Change 25');
  });

  it('puts the reasons of a failed hook call back, to be sent by the next request', async () => {
    await resetState(null);
    const sent = await request('Published "C"', 60);
    expect(sent.send).toBe(true);
    await as('authenticated', adminId, 'select public.release_site_rebuild($1) as r', [
      sent.reasons,
    ]);
    expect(await request(null, 60)).toEqual({ send: true, reasons: ['Published "C"'] });
  });

  it('refuses bad input', async () => {
    await expect(request('', 60)).rejects.toThrow(/1-300 characters/);
    await expect(request('x'.repeat(301), 60)).rejects.toThrow(/1-300 characters/);
    await expect(request('ok', -1)).rejects.toThrow(/0-3600 seconds/);
  });

  it('is for admins only: not for other users, visitors or the table itself', async () => {
    await expect(request('Published "D"', 60, userId)).rejects.toThrow(/admins only/);
    await expect(
      as('authenticated', userId, 'select public.release_site_rebuild($1) as r', [['x']]),
    ).rejects.toThrow(/admins only/);
    await expect(
      as('anon', null, 'select public.request_site_rebuild($1, $2) as r', ['x', 60]),
    ).rejects.toThrow(/permission denied/);
    await expect(
      as('authenticated', adminId, 'select count(*) as r from private.site_rebuilds', []),
    ).rejects.toThrow(/permission denied/);
  });
});
