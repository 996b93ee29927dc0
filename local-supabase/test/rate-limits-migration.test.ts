/**
 * The rate-limit migrations on real Postgres (PGlite): atomic fixed-window counting, the answer the
 * edge functions read, the purge of old windows, and that only service_role can reach it. Runs on
 * its own throw-away database, set up as the stack sets up every database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Db, openPglite } from '../db';
import { setupDatabase } from '../setup';

type Hit = { allowed: boolean; remaining: number; retry_after_seconds: number };

let db: Db;

beforeAll(async () => {
  db = await openPglite(undefined);
  await setupDatabase(db, { seed: false });
}, 120_000);

afterAll(async () => {
  await db.close();
});

async function hit(role: string, key: string, limit: number, windowSeconds: number): Promise<Hit> {
  await db.exec(`set role ${role}`);
  try {
    const result = await db.query<{ r: Hit }>('select public.rate_limit_hit($1, $2, $3) as r', [
      key,
      limit,
      windowSeconds,
    ]);
    const row = result[0];
    if (!row) throw new Error('no row');
    return row.r;
  } finally {
    await db.exec('reset role');
  }
}

describe('public.rate_limit_hit', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await hit('service_role', 'chat:session:a', 3, 300));
    expect(answers.slice(0, 3).map((a) => [a.allowed, a.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
    ]);
    expect(answers[3]?.allowed).toBe(false);
    expect(answers[3]?.remaining).toBe(0);
    expect(answers[3]?.retry_after_seconds).toBeGreaterThan(0);
    expect(answers[3]?.retry_after_seconds).toBeLessThanOrEqual(300);
  });

  it('counts each key separately', async () => {
    expect((await hit('service_role', 'chat:session:b', 1, 300)).allowed).toBe(true);
    expect((await hit('service_role', 'chat:session:c', 1, 300)).allowed).toBe(true);
    expect((await hit('service_role', 'chat:session:b', 1, 300)).allowed).toBe(false);
  });

  it('starts a fresh count in the next window and forgets old windows', async () => {
    expect((await hit('service_role', 'chat:ip:x', 1, 1)).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await hit('service_role', 'chat:ip:x', 1, 1)).allowed).toBe(true);
    const rows = await db.query<{ n: number }>(
      "select count(*)::int as n from private.rate_limits where key = 'chat:ip:x'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('counts a day-long window (the daily budgets) until the next UTC midnight', async () => {
    expect((await hit('service_role', 'chat:day', 1, 86_400)).allowed).toBe(true);
    const refused = await hit('service_role', 'chat:day', 1, 86_400);
    expect(refused.allowed).toBe(false);
    const now = Date.now() / 1000;
    const untilMidnight = Math.ceil(86_400 - (now % 86_400));
    expect(Math.abs(refused.retry_after_seconds - untilMidnight)).toBeLessThanOrEqual(2);
  });

  it('purges windows of every key that started over a day ago, at most once a minute', async () => {
    const count = async (where: string) =>
      (
        await db.query<{ n: number }>(`select count(*)::int as n from private.rate_limits ${where}`)
      )[0]?.n;
    // 500 keys that never come back, two days old; 5 recent windows of other keys.
    await db.exec(`
      insert into private.rate_limits (key, window_start, count)
      select 'chat:session:gone' || i, now() - interval '2 days', 1 from generate_series(1, 500) i;
      insert into private.rate_limits (key, window_start, count)
      select 'chat:session:recent' || i, now() - interval '23 hours', 1 from generate_series(1, 5) i;
      update private.rate_limit_purge set last_run = now() - interval '2 minutes';
    `);
    await hit('service_role', 'chat:session:trigger', 5, 300);
    expect(await count("where key like 'chat:session:gone%'")).toBe(0);
    expect(await count("where key like 'chat:session:recent%'")).toBe(5);

    // Within the minute, old rows stay until the next purge.
    await db.exec(`
      insert into private.rate_limits (key, window_start, count)
      values ('chat:session:gone-again', now() - interval '2 days', 1);
    `);
    await hit('service_role', 'chat:session:trigger', 5, 300);
    expect(await count("where key = 'chat:session:gone-again'")).toBe(1);
    await db.exec(`update private.rate_limit_purge set last_run = now() - interval '61 seconds'`);
    await hit('service_role', 'chat:session:trigger', 5, 300);
    expect(await count("where key = 'chat:session:gone-again'")).toBe(0);
  });

  it('rejects bad arguments', async () => {
    await expect(hit('service_role', '', 1, 60)).rejects.toThrow(/key must be/);
    await expect(hit('service_role', 'k', 0, 60)).rejects.toThrow(/positive/);
  });

  it.each(['anon', 'authenticated'])('cannot be called or bypassed by %s', async (role) => {
    await expect(hit(role, 'chat:session:z', 5, 60)).rejects.toThrow(/permission denied/);
    await db.exec(`set role ${role}`);
    try {
      await expect(db.query('select * from private.rate_limits')).rejects.toThrow(
        /permission denied/,
      );
      await expect(db.query('select * from private.rate_limit_purge')).rejects.toThrow(
        /permission denied/,
      );
      await expect(db.query("select private.rate_limit_hit('k', 1, 60)")).rejects.toThrow(
        /permission denied/,
      );
    } finally {
      await db.exec('reset role');
    }
  });
});
