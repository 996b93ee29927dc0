-- Old rate-limit windows are purged for every key, so private.rate_limits does not grow with the
-- number of distinct keys (each chat session and client address is one).
--
-- rate_limit_hit already forgot finished windows of the key it counts; a key that never comes
-- back kept its rows forever. Now it also deletes every window that started more than a day ago
-- (a day is the longest window it accepts, so all of those have ended), at most once a minute
-- across all callers: a one-row table holds the time of the last purge; callers only read it,
-- and the one whose conditional update wins does the delete, a range scan on the new
-- window_start index. No pg_cron or other extension: it works on every hosted project.

create index if not exists rate_limits_window_start_idx on private.rate_limits (window_start);

create table if not exists private.rate_limit_purge (
  id boolean primary key default true check (id),
  last_run timestamptz not null default '-infinity'
);
insert into private.rate_limit_purge (id) values (true) on conflict (id) do nothing;
alter table private.rate_limit_purge enable row level security;
-- Only rate_limit_hit (SECURITY DEFINER, owned by this migration's role) touches it.
revoke all on private.rate_limit_purge from public, anon, authenticated, service_role;

comment on table private.rate_limit_purge is
  'When rate_limit_hit last deleted old windows of all keys (one row).';

create or replace function private.rate_limit_hit(
  p_key text,
  p_limit integer,
  p_window_seconds integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_window_start timestamptz;
  v_count integer;
begin
  if p_key is null or pg_catalog.length(p_key) = 0 or pg_catalog.length(p_key) > 200 then
    raise exception 'rate_limit_hit: key must be 1-200 characters' using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_window_seconds is null or p_window_seconds < 1
     or p_window_seconds > 86400 then
    raise exception 'rate_limit_hit: limit and window must be positive (window at most a day)'
      using errcode = '22023';
  end if;

  v_window_start := pg_catalog.to_timestamp(
    pg_catalog.floor(extract(epoch from v_now) / p_window_seconds) * p_window_seconds
  );

  insert into private.rate_limits as r (key, window_start, count)
  values (p_key, v_window_start, 1)
  on conflict (key, window_start) do update set count = r.count + 1
  returning r.count into v_count;

  -- Forget this key's finished windows (cheap: same key, primary-key range).
  delete from private.rate_limits
  where key = p_key and window_start < v_window_start;

  -- Forget every key's windows that started over a day ago (86400 s, not '1 day', which is 23
  -- or 25 hours across a daylight-saving change), at most once a minute. A caller that finds
  -- another one purging skips it instead of waiting.
  if (select p.last_run from private.rate_limit_purge p where p.id) < v_now - interval '1 minute' then
    update private.rate_limit_purge set last_run = v_now
    where id in (
      select p.id from private.rate_limit_purge p
      where p.id and p.last_run < v_now - interval '1 minute'
      for update skip locked
    );
    if found then
      delete from private.rate_limits where window_start < v_now - interval '86400 seconds';
    end if;
  end if;

  return pg_catalog.jsonb_build_object(
    'allowed', v_count <= p_limit,
    'remaining', greatest(p_limit - v_count, 0),
    'retry_after_seconds', case when v_count <= p_limit then 0 else
      pg_catalog.ceil(extract(epoch from (v_window_start + pg_catalog.make_interval(secs => p_window_seconds) - v_now)))::integer
    end
  );
end;
$$;

-- Replacing a function keeps its privileges; stated again so this file says who may call it.
revoke all on function private.rate_limit_hit(text, integer, integer) from public, anon, authenticated;
grant execute on function private.rate_limit_hit(text, integer, integer) to service_role;
