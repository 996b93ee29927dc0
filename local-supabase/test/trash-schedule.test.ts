/**
 * Retention of the trash and the revisions on a schedule: the migration schedules the job
 * `purge-trash-and-revisions` with pg_cron (here: the stack's imitation, on PGlite or the
 * PostgreSQL server of DATABASE_URL), and the stack runs it daily at 03:41 UTC. The scheduler's
 * clock is moved instead of waited for; the rows are aged, since the database's own clock decides
 * what is 30, 90 or 365 days old. Files the purged rows referred to are then unused: the admin
 * page's sweep finds them.
 */
import { describe, expect, it } from 'vitest';

import { unsupportedCronJobs } from '../cron';
import { must } from '../http';
import { ownStack } from './databases';

let clock = new Date('2026-11-28T03:30:00Z');

const stack = ownStack('local_supabase_trash_schedule', { now: () => clock });

const db = () => stack().ctx.db;
const cron = () => must(stack().cron, 'the stack’s scheduler');
const FILES = 'http://127.0.0.1/storage/v1/object/public/case-studies/';

/** A story written in SQL (as a migration would), with the given images; returns its id. */
async function story(slug: string, images: string[] = []): Promise<string> {
  const [row] = await db().query<{ id: string }>(
    `insert into public.case_studies (slug, client, title, description, results, images)
     values ($1, 'Client', $1, 'What was hard.', 'What got better.', $2) returning id`,
    [slug, images],
  );
  return must(row).id;
}

async function revisionTimes(id: string): Promise<string[]> {
  const rows = await db().query<{ at: string }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24') as at
       from public.revisions where item_id = $1 order by id`,
    [id],
  );
  return rows.map((row) => row.at);
}

describe('the job the migration schedules', () => {
  it('is in cron.job: daily at 03:41 UTC, as postgres, a schedule the stack runs', async () => {
    expect(
      await db().query(
        `select jobname, schedule, command, username, active from cron.job
          where jobname = 'purge-trash-and-revisions'`,
      ),
    ).toEqual([
      {
        jobname: 'purge-trash-and-revisions',
        schedule: '41 3 * * *',
        command: 'select private.purge_trash_and_revisions()',
        username: 'postgres',
        active: true,
      },
    ]);
    expect(await unsupportedCronJobs(db())).toEqual([]);
  });
});

describe('the purge, with a moved clock', () => {
  it('empties the trash after 30 days and thins revisions after 90, keeping the newest', async () => {
    const old = await story('purge-old', [`${FILES}purge-old.webp`]);
    const recent = await story('purge-recent');
    const edited = await story('purge-edited');
    const untouched = await story('purge-untouched');
    for (const text of ['Second.', 'Third.', 'Fourth.']) {
      await db().query(`update public.case_studies set results = $2 where id = $1`, [edited, text]);
    }
    await db().query(`delete from public.case_studies where id = any($1::uuid[])`, [[old, recent]]);
    // Aged: the trash items 31 and 29 days; the edited story's revisions 400 days, twice on one
    // day 100 days ago, and 10 days; the untouched story's one revision 500 days.
    await db().query(
      `update public.trash set deleted_at = now() - make_interval(days => case item_id
                                                   when $1::uuid then 31 else 29 end)
        where item_id = any(array[$1, $2]::uuid[])`,
      [old, recent],
    );
    await db().query(
      `with aged as (
         select id, (array[
           interval '400 days', interval '100 days' - interval '2 hours',
           interval '100 days' - interval '5 hours', interval '10 days'
         ])[row_number() over (order by id)] as age
           from public.revisions where item_id = $1
       )
       update public.revisions r
          set created_at = date_trunc('day', now()) + interval '12 hours' - aged.age
         from aged where r.id = aged.id`,
      [edited],
    );
    await db().query(
      `update public.revisions set created_at = now() - interval '500 days' where item_id = $1`,
      [untouched],
    );
    const before = await revisionTimes(edited);
    expect(before).toHaveLength(4);

    clock = new Date('2026-11-28T03:40:59Z');
    expect(await cron().tick()).toEqual([]);
    clock = new Date('2026-11-28T03:41:00Z');
    const runs = await cron().tick();
    expect(runs.map(({ jobname, status }) => ({ jobname, status }))).toEqual([
      { jobname: 'purge-trash-and-revisions', status: 'succeeded' },
    ]);

    const trash = await db().query<{ item_id: string }>(
      `select item_id from public.trash where item_id = any(array[$1, $2]::uuid[])`,
      [old, recent],
    );
    expect(trash).toEqual([{ item_id: recent }]);
    expect(await revisionTimes(old)).toEqual([]);
    expect(await revisionTimes(recent)).toHaveLength(2);
    // 400 days: gone; of the two 100 days ago, the later; 10 days: kept.
    expect(await revisionTimes(edited)).toEqual([before[2], before[3]]);
    expect(await revisionTimes(untouched)).toHaveLength(1);
  });

  it('leaves the files of a purged item unused: the sweep lists them once they are a day old', async () => {
    const name = 'purge-old.webp';
    await db().query(
      `insert into storage.objects (bucket_id, name, created_at) values ('case-studies', $1, now() - interval '2 days')`,
      [name],
    );
    const unused = await db().transaction(async (tx) => {
      const [admin] = await tx.query<{ id: string }>(`select id from auth.users where email = $1`, [
        stack().admin.email,
      ]);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: must(admin).id, role: 'authenticated' }),
      ]);
      await tx.query(`select set_config('role', 'authenticated', true)`);
      const [row] = await tx.query<{ files: string[] }>(
        `select public.unused_case_study_files() as files`,
      );
      return must(row).files;
    });
    expect(unused).toContain(name);
  });
});
