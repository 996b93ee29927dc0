-- Rate limiting for the public edge functions (chat-ai, transcribe-audio).
--
-- Counts live here, not in function memory, so a limit holds across every function instance and
-- survives cold starts. The table sits in the non-exposed schema `private`; the only door is
-- `public.rate_limit_hit`, executable by service_role alone (the functions call it with the
-- service-role key). It counts atomically in fixed windows.

create schema if not exists private;

create table if not exists private.rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (key, window_start)
);
alter table private.rate_limits enable row level security;
revoke all on private.rate_limits from public, anon, authenticated;

comment on table private.rate_limits is
  'Request counts per key (e.g. chat:session:<id>, chat:ip:<hash>) and fixed window.';

-- Counts one request for p_key in the current fixed window of p_window_seconds and says whether it
-- is within p_limit. SECURITY DEFINER so service_role needs no rights on the table; the empty
-- search_path makes every name below fully qualified.
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

  return pg_catalog.jsonb_build_object(
    'allowed', v_count <= p_limit,
    'remaining', greatest(p_limit - v_count, 0),
    'retry_after_seconds', case when v_count <= p_limit then 0 else
      pg_catalog.ceil(extract(epoch from (v_window_start + pg_catalog.make_interval(secs => p_window_seconds) - v_now)))::integer
    end
  );
end;
$$;

revoke all on function private.rate_limit_hit(text, integer, integer) from public, anon, authenticated;
grant usage on schema private to service_role;
grant execute on function private.rate_limit_hit(text, integer, integer) to service_role;

-- The API-visible door (PostgREST exposes `public`): a SECURITY INVOKER wrapper that only
-- service_role may execute, so anon and authenticated callers get a permission error.
create or replace function public.rate_limit_hit(
  p_key text,
  p_limit integer,
  p_window_seconds integer
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.rate_limit_hit(p_key, p_limit, p_window_seconds);
$$;

revoke all on function public.rate_limit_hit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.rate_limit_hit(text, integer, integer) to service_role;
