-- Old visitor-question records are deleted by the daily pg_cron job alone
-- (`delete-old-chat-records`, 03:17 UTC, scheduled by 20261127120000_chat_records_schedule, running
-- private.delete_old_chat_records()). The insert trigger of chat_questions ran the same deletion
-- after every recorded batch: work on each insert for what the job already does once a day, and a
-- second way to do one thing. It goes, and its function with it. A record is then deleted in the
-- first night after it turns 90 days old (what the privacy policy promises: kept for 90 days, then
-- deleted automatically).

drop trigger if exists chat_questions_purge_old on public.chat_questions;
drop function if exists private.purge_chat_records();

-- A server without pg_cron (neither hosted Supabase nor the local stack, which both provide it)
-- now deletes no old records at all: say so.
do $$
begin
  if to_regnamespace('cron') is null then
    raise warning 'pg_cron is not available: old chat records are not deleted (schedule private.delete_old_chat_records() daily)';
  end if;
end
$$;
