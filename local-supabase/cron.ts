/**
 * The local stack's pg_cron. Hosted projects run `cron.job` with the pg_cron extension; where the
 * database has none (PGlite, a plain PostgreSQL), `pg-cron.sql` provides the same SQL surface
 * (`cron.schedule`, `cron.unschedule`, `cron.job`, `cron.job_run_details`) and this scheduler runs
 * the jobs, as pg_cron does:
 *
 * - once a minute, every active job of this database whose schedule names that minute (UTC);
 * - each job in a transaction of its own, as the role that scheduled it (`cron.job.username`),
 *   one job at a time; every run is recorded in `cron.job_run_details` (`succeeded` or `failed`
 *   with the error's message);
 * - minutes missed while the clock jumped ahead by less than three hours (a busy or suspended
 *   machine) still run their jobs, once each; a longer jump counts as a new time, as in Vixie
 *   cron, and only the current minute runs. A clock that goes back runs nothing until it has
 *   passed the last minute run.
 *
 * The clock is injectable (`now`), and `tick()` runs what is due at once, so tests move time
 * instead of waiting for it.
 */
import { type CronSchedule, cronMatches, parseCronSchedule } from './cron-schedule';
import type { Db } from './db';
import { quoteIdent } from './rest/query';

const MINUTE_MS = 60_000;
/** A jump of the clock at least this long is a new time, not missed minutes (Vixie cron's rule). */
const MAX_CATCH_UP_MINUTES = 3 * 60;

type JobRow = {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
  username: string;
};

type CronRun = {
  jobid: number;
  jobname: string | null;
  status: 'succeeded' | 'failed';
  message: string | null;
};

type CronSchedulerOptions = {
  /** The clock (default: the system's). */
  now?: () => Date;
  /** Where failures and unsupported schedules are reported (default: console.error). */
  log?: (message: string) => void;
};

/**
 * Whether the stack runs the jobs itself: the `cron` schema of pg-cron.sql exists and the
 * database has no pg_cron extension of its own (which would run them).
 */
export async function usesLocalCron(db: Db): Promise<boolean> {
  const [row] = await db.query<{ local: boolean }>(
    `select to_regclass('cron.job') is not null
            and not exists (select 1 from pg_extension where extname = 'pg_cron') as local`,
  );
  return row?.local ?? false;
}

/** The schedules of the jobs in `cron.job` that the local stack cannot run, with why. */
export async function unsupportedCronJobs(db: Db): Promise<string[]> {
  const jobs = await readJobs(db);
  const problems: string[] = [];
  for (const job of jobs) {
    try {
      parseCronSchedule(job.schedule);
    } catch (error) {
      problems.push(`cron job ${job.jobname ?? job.jobid}: ${(error as Error).message}`);
    }
  }
  return problems;
}

async function readJobs(db: Db): Promise<JobRow[]> {
  return db.query<JobRow>(
    `select jobid::text as jobid, jobname, schedule, command, username from cron.job
      where active and database = current_database() order by jobid`,
  );
}

export class CronScheduler {
  private readonly now: () => Date;
  private readonly log: (message: string) => void;
  /** The last minute (ms since the epoch / 60 000) whose jobs were considered. */
  private lastMinute: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The tick under way (settled either way), which the next one waits for. */
  private running: Promise<void> | undefined;
  private readonly reported = new Set<string>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    options: CronSchedulerOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? ((message) => console.error(message));
    // The minute the scheduler starts in has begun: its jobs are not run late.
    this.lastMinute = Math.floor(this.now().getTime() / MINUTE_MS);
  }

  /** Runs the jobs due since the last tick, up to the clock's minute. One tick at a time. */
  tick(): Promise<CronRun[]> {
    const run = (this.running ?? Promise.resolve()).then(() => this.runDue());
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.running = settled;
    void settled.then(() => {
      if (this.running === settled) this.running = undefined;
    });
    return run;
  }

  /** Ticks at the start of every minute of the system clock until `stop()`. */
  start(): void {
    const schedule = () => {
      if (this.stopped) return;
      const wait = MINUTE_MS - (Date.now() % MINUTE_MS) + 50;
      this.timer = setTimeout(() => {
        void this.tick()
          .catch((error: unknown) => this.log(`local pg_cron: ${(error as Error).message}`))
          .finally(schedule);
      }, wait);
      this.timer.unref();
    };
    schedule();
  }

  /** Stops the timer and waits for a tick that is running. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    await this.running;
  }

  private async runDue(): Promise<CronRun[]> {
    const current = Math.floor(this.now().getTime() / MINUTE_MS);
    if (current <= this.lastMinute) return [];
    const first = current - this.lastMinute > MAX_CATCH_UP_MINUTES ? current : this.lastMinute + 1;
    this.lastMinute = current;
    const runs: CronRun[] = [];
    for (const job of await readJobs(this.db)) {
      const schedule = this.scheduleOf(job);
      if (!schedule) continue;
      let due = false;
      for (let minute = first; minute <= current && !due; minute++) {
        due = cronMatches(schedule, new Date(minute * MINUTE_MS));
      }
      if (due) runs.push(await this.run(job));
    }
    return runs;
  }

  private scheduleOf(job: JobRow): CronSchedule | undefined {
    try {
      return parseCronSchedule(job.schedule);
    } catch (error) {
      const key = `${job.jobid} ${job.schedule}`;
      if (!this.reported.has(key)) {
        this.reported.add(key);
        this.log(
          `local pg_cron: job ${job.jobname ?? job.jobid} skipped: ${(error as Error).message}`,
        );
      }
      return undefined;
    }
  }

  private async run(job: JobRow): Promise<CronRun> {
    const started = new Date();
    let message: string | null = null;
    try {
      await this.db.transaction(async (tx) => {
        await tx.exec(
          `set local role ${quoteIdent(job.username)}; set local search_path = "$user", public, extensions`,
        );
        await tx.exec(job.command);
      });
    } catch (error) {
      message = (error as Error).message;
      this.log(`local pg_cron: job ${job.jobname ?? job.jobid} failed: ${message}`);
    }
    const status = message === null ? 'succeeded' : 'failed';
    await this.db.query(
      `insert into cron.job_run_details
         (jobid, database, username, command, status, return_message, start_time, end_time)
       values ($1, current_database(), $2, $3, $4, $5, $6, now())`,
      [job.jobid, job.username, job.command, status, message, started.toISOString()],
    );
    return { jobid: Number(job.jobid), jobname: job.jobname, status, message };
  }
}
