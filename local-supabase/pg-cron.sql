-- pg_cron's SQL surface, for a database without the extension (PGlite, a plain PostgreSQL): what a
-- hosted project shows the owner role `postgres` after `create extension pg_cron`, reduced to what
-- migrations use. The stack runs the jobs itself (local-supabase/cron.ts).
--   * cron.job: one row per job (jobid, schedule, command, database, username, active, jobname);
--     `postgres` reads its own jobs and writes none directly (as on hosted: SELECT only, and
--     row-level security shows each role its own jobs);
--   * cron.job_run_details: one row per run, with its status and error;
--   * cron.schedule(job_name, schedule, command) creates the job of that name or changes its
--     schedule and command; cron.schedule(schedule, command) creates an unnamed job;
--     cron.unschedule(job_name) and cron.unschedule(job_id) delete one of the caller's jobs and
--     fail when there is none. A job runs as the role that scheduled it.
-- Runs as the stack's superuser after the bootstrap, on every start, only when the server has no
-- pg_cron of its own: idempotent.

create schema if not exists cron;
revoke all on schema cron from public;
grant usage on schema cron to postgres with grant option;

create sequence if not exists cron.jobid_seq;
create table if not exists cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);

create sequence if not exists cron.runid_seq;
create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

alter table cron.job enable row level security;
alter table cron.job_run_details enable row level security;
drop policy if exists cron_job_policy on cron.job;
create policy cron_job_policy on cron.job using (username = current_user);
drop policy if exists cron_job_run_details_policy on cron.job_run_details;
create policy cron_job_run_details_policy on cron.job_run_details
  using (username = current_user);

revoke all on cron.job, cron.job_run_details from public;
revoke all on sequence cron.jobid_seq, cron.runid_seq from public;
grant select on cron.job to postgres with grant option;
grant all on cron.job_run_details to postgres with grant option;

-- The role that called: the role of SET ROLE (migrations and API requests run under one), else
-- the session's user. A security-definer function sees itself as current_user, so it asks this.
create or replace function cron.caller() returns text
language sql stable set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.current_setting('role'), 'none'), session_user::text)
$$;

create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language plpgsql strict security definer set search_path = ''
as $$
declare
  id bigint;
begin
  insert into cron.job (schedule, command, username, jobname)
  values ($2, $3, cron.caller(), $1)
  on conflict on constraint jobname_username_uniq
  do update set schedule = excluded.schedule, command = excluded.command
  returning jobid into id;
  return id;
end
$$;

create or replace function cron.schedule(schedule text, command text)
returns bigint
language plpgsql strict security definer set search_path = ''
as $$
declare
  id bigint;
begin
  insert into cron.job (schedule, command, username) values ($1, $2, cron.caller())
  returning jobid into id;
  return id;
end
$$;

create or replace function cron.unschedule(job_name text)
returns boolean
language plpgsql strict security definer set search_path = ''
as $$
begin
  delete from cron.job j where j.jobname = $1 and j.username = cron.caller();
  if not found then
    raise exception 'could not find valid entry for job ''%''', $1;
  end if;
  return true;
end
$$;

create or replace function cron.unschedule(job_id bigint)
returns boolean
language plpgsql strict security definer set search_path = ''
as $$
begin
  delete from cron.job j where j.jobid = $1 and j.username = cron.caller();
  if not found then
    raise exception 'could not find valid entry for job %', $1;
  end if;
  return true;
end
$$;

revoke all on function cron.caller(), cron.schedule(text, text, text), cron.schedule(text, text),
  cron.unschedule(text), cron.unschedule(bigint) from public;
grant execute on function cron.schedule(text, text, text), cron.schedule(text, text),
  cron.unschedule(text), cron.unschedule(bigint) to postgres with grant option;
