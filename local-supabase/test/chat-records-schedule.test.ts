/**
 * The 90-day deletion of the visitor-question records on a schedule: the migration schedules the
 * job `delete-old-chat-records` with pg_cron (here: the stack's imitation of it, on PGlite or on
 * the PostgreSQL server of DATABASE_URL), and the stack runs it on its schedule. The scheduler's
 * clock is moved instead of waited for; the database's own clock decides what is 90 days old.
 */
import { describe, expect, it } from 'vitest';

import { unsupportedCronJobs } from '../cron';
import { isPgError } from '../db';
import { must } from '../http';
import { actAsOwner } from '../setup';
import { ownStack } from './databases';

let clock = new Date('2026-11-28T03:16:30Z');

const stack = ownStack('local_supabase_chat_schedule', { now: () => clock });

const db = () => stack().ctx.db;
const cron = () => must(stack().cron, 'the stack’s scheduler');

/** Runs `sql` as `role` (with these JWT claims), returning the error code or 'ok'. */
async function as(role: string, sql: string): Promise<string> {
  try {
    await db().transaction(async (tx) => {
      await tx.query(`select set_config('role', $1, true)`, [role]);
      await tx.exec(sql);
    });
    return 'ok';
  } catch (error) {
    if (isPgError(error)) return error.code ?? 'error';
    throw error;
  }
}

/** Conversations with a question and an outcome from `daysAgo` days ago. */
async function record(conversations: Record<string, number>): Promise<void> {
  for (const [id, daysAgo] of Object.entries(conversations)) {
    await db().query(
      `insert into public.chat_questions (conversation_id, asked_at, question, language, page)
       values ($1, now() - make_interval(days => $2), 'What does it cost?', 'en', '/')`,
      [id, daysAgo],
    );
    await db().query(
      `insert into public.chat_outcomes (conversation_id, kind, happened_at)
       values ($1, 'message', now() - make_interval(days => $2))`,
      [id, daysAgo],
    );
  }
}

async function left(ids: string[]): Promise<string[]> {
  const rows = await db().query<{ id: string }>(
    `select conversation_id || ' question' as id from public.chat_questions where conversation_id = any($1::text[])
     union all
     select conversation_id || ' outcome' from public.chat_outcomes where conversation_id = any($1::text[])
     order by 1`,
    [ids],
  );
  return rows.map((row) => row.id);
}

describe('the job the migration schedules', () => {
  it('is in cron.job: daily at 03:17 UTC, as postgres, a schedule the stack runs', async () => {
    const jobs = await db().query(
      `select jobname, schedule, command, username, active, database = current_database() as here
         from cron.job where jobname = 'delete-old-chat-records'`,
    );
    expect(jobs).toEqual([
      {
        jobname: 'delete-old-chat-records',
        schedule: '17 3 * * *',
        command: 'select private.delete_old_chat_records()',
        username: 'postgres',
        active: true,
        here: true,
      },
    ]);
    expect(await unsupportedCronJobs(db())).toEqual([]);
  });
});

describe('the scheduler, with a moved clock', () => {
  const ids = ['chat_schedule_old_aaaa', 'chat_schedule_new_aaaa'];

  it('deletes records past 90 days at the job’s minute, and keeps the recent ones', async () => {
    await record({ [ids[0] ?? '']: 91, [ids[1] ?? '']: 89 });
    // Recording a question deletes nothing: old records wait for the job.
    await record({ chat_schedule_now_aaaa: 0 });
    const all = [
      'chat_schedule_new_aaaa outcome',
      'chat_schedule_new_aaaa question',
      'chat_schedule_old_aaaa outcome',
      'chat_schedule_old_aaaa question',
    ];
    expect(await left(ids)).toEqual(all);

    clock = new Date('2026-11-28T03:16:59Z');
    expect(await cron().tick()).toEqual([]);
    expect(await left(ids)).toEqual(all);

    clock = new Date('2026-11-28T03:17:00Z');
    const [run, ...more] = await cron().tick();
    expect(more).toEqual([]);
    expect(run).toMatchObject({ jobname: 'delete-old-chat-records', status: 'succeeded' });
    expect(await left(ids)).toEqual([
      'chat_schedule_new_aaaa outcome',
      'chat_schedule_new_aaaa question',
    ]);
    const details = await db().query(
      `select status, username, command, return_message from cron.job_run_details where jobid = $1`,
      [run?.jobid],
    );
    expect(details).toEqual([
      {
        status: 'succeeded',
        username: 'postgres',
        command: 'select private.delete_old_chat_records()',
        return_message: null,
      },
    ]);

    // Once a day: not again in the next minutes (the purge of the trash at 03:41 is another
    // job), and again the next day at 03:17.
    clock = new Date('2026-11-28T03:45:00Z');
    expect((await cron().tick()).map((r) => r.jobname)).toEqual(['purge-trash-and-revisions']);
    await record({ chat_schedule_later_aaa: 95 });
    clock = new Date('2026-11-29T03:17:10Z');
    expect((await cron().tick()).map((r) => r.jobname)).toEqual(['delete-old-chat-records']);
    expect(await left(['chat_schedule_later_aaa'])).toEqual([]);
  });

  it('hands a group whose first question goes to its earliest question that stays', async () => {
    const ids = ['chat_heir_first_aaa', 'chat_heir_second_aa', 'chat_heir_third_aaa'];
    await db().query(
      `insert into public.chat_questions (conversation_id, question, language, page)
       select id, 'Do you work on weekends?', 'en', '/' from unnest($1::text[]) as id`,
      [ids],
    );
    await db().query(
      `update public.chat_questions set asked_at = now() - interval '91 days'
        where conversation_id = $1`,
      [ids[0]],
    );
    const groups = () =>
      db().query<{ conversation: string; leads: boolean; grouped: boolean }>(
        `select q.conversation_id as conversation, q.group_id = q.id as leads,
                q.group_id = (select min(m.id) from public.chat_questions m
                               where m.conversation_id = any($1::text[])) as grouped
           from public.chat_questions q where q.conversation_id = any($1::text[]) order by q.id`,
        [ids],
      );
    expect(await groups()).toEqual([
      { conversation: ids[0], leads: true, grouped: true },
      { conversation: ids[1], leads: false, grouped: true },
      { conversation: ids[2], leads: false, grouped: true },
    ]);
    clock = new Date('2026-11-29T23:00:00Z');
    await cron().tick();
    clock = new Date('2026-11-30T03:17:00Z');
    expect((await cron().tick()).map((r) => r.status)).toEqual(['succeeded']);
    expect(await groups()).toEqual([
      { conversation: ids[1], leads: true, grouped: true },
      { conversation: ids[2], leads: false, grouped: true },
    ]);
  });

  it('runs a job missed while the clock jumped less than three hours, once', async () => {
    clock = new Date('2026-12-01T03:10:00Z');
    await cron().tick();
    clock = new Date('2026-12-01T05:00:00Z');
    expect((await cron().tick()).map((r) => r.jobname)).toEqual([
      'delete-old-chat-records',
      'purge-trash-and-revisions',
    ]);
    clock = new Date('2026-12-01T05:01:00Z');
    expect(await cron().tick()).toEqual([]);
  });

  it('records a failing job as failed, and runs every job as the role that scheduled it', async () => {
    await db().transaction(async (tx) => {
      await actAsOwner(tx);
      await tx.exec(`create table private.cron_test (ran_as text)`);
      await tx.query(`select cron.schedule('test-fails', '* * * * *', 'select 1 / 0')`);
      await tx.query(
        `select cron.schedule('test-role', '* * * * *', 'insert into private.cron_test values (current_user)')`,
      );
    });
    clock = new Date('2026-12-01T06:00:00Z');
    const runs = await cron().tick();
    expect(runs.map(({ jobname, status, message }) => ({ jobname, status, message }))).toEqual([
      { jobname: 'test-fails', status: 'failed', message: 'division by zero' },
      { jobname: 'test-role', status: 'succeeded', message: null },
    ]);
    expect(await db().query(`select ran_as from private.cron_test`)).toEqual([
      { ran_as: 'postgres' },
    ]);
    const [detail] = await db().query(
      `select status, return_message, username from cron.job_run_details where jobid = $1`,
      [runs[0]?.jobid],
    );
    expect(detail).toEqual({
      status: 'failed',
      return_message: 'division by zero',
      username: 'postgres',
    });
    await db().transaction(async (tx) => {
      await actAsOwner(tx);
      await tx.query(`select cron.unschedule('test-fails'), cron.unschedule('test-role')`);
      await tx.exec(`drop table private.cron_test`);
    });
    expect(await db().query(`select jobname from cron.job where jobname like 'test-%'`)).toEqual(
      [],
    );
  });
});

describe('who may schedule', () => {
  it('postgres may (as on hosted); the API roles may not touch cron at all', async () => {
    expect(
      await as(
        'postgres',
        `select cron.schedule('x', '0 0 * * *', 'select 1'); select cron.unschedule('x')`,
      ),
    ).toBe('ok');
    // postgres reads its jobs but writes none directly (hosted grants it SELECT on cron.job only).
    expect(await as('postgres', `update cron.job set command = 'select 2'`)).toBe('42501');
    for (const role of ['anon', 'authenticated', 'service_role']) {
      expect(await as(role, `select cron.schedule('x', '0 0 * * *', 'select 1')`)).toBe('42501');
      expect(await as(role, `select count(*) from cron.job`)).toBe('42501');
    }
    // A job of another role cannot be unscheduled.
    expect(await as('postgres', `select cron.unschedule('no-such-job')`)).toBe('P0001');
  });
});
