-- Visitor-question records are deleted 90 days after they were written, whether or not anyone
-- asks: a pg_cron job deletes the questions and outcomes past that age every day at 03:17 UTC,
-- through private.delete_old_chat_records(), the one statement of the rule. The insert trigger of
-- chat_questions (private.purge_chat_records) stays as a second line and now calls it too.
--
-- pg_cron: hosted projects offer the extension, and this is how they enable it (Supabase then
-- lets `postgres` use the cron schema). The local stack has no pg_cron: it provides the same SQL
-- surface (cron.schedule, cron.unschedule, cron.job, cron.job_run_details) and runs due jobs
-- itself, on the same schedule. A later job is scheduled the same way: cron.schedule with a name,
-- in a migration.
-- A server with neither (a bare PostgreSQL outside the local stack) gets no job, and a warning
-- says so; the trigger still deletes old records whenever a question is recorded.

do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end
$$;

create or replace function private.delete_old_chat_records()
returns void
language sql
security invoker
set search_path = ''
as $$
  -- 90 days of 86400 s ('90 days' would move with daylight saving).
  delete from public.chat_questions
   where asked_at < pg_catalog.now() - interval '7776000 seconds';
  delete from public.chat_outcomes
   where happened_at < pg_catalog.now() - interval '7776000 seconds';
$$;
revoke all on function private.delete_old_chat_records()
  from public, anon, authenticated, service_role;

-- The insert trigger's function (security definer: chat-ai's role may not delete) keeps its
-- grants; it now runs the same rule.
create or replace function private.purge_chat_records()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.delete_old_chat_records();
  return null;
end;
$$;

do $$
begin
  if to_regnamespace('cron') is null then
    raise warning 'pg_cron is not available: old chat records are deleted only when a question is recorded';
    return;
  end if;
  perform cron.schedule(
    'delete-old-chat-records',
    '17 3 * * *',
    'select private.delete_old_chat_records()'
  );
end
$$;
