-- Rebuild on publish: the `rebuild-site` edge function asks the static host to rebuild the site
-- (its deploy hook) when an admin publishes, unpublishes, edits or deletes a published story.
--
-- A burst of changes must make one build, yet the last change of a burst must be in a build. The
-- function runs as many short-lived instances, so the state lives here, behind one row lock:
--   * every request adds its reason to the pending list;
--   * the hook is called at most once per `p_min_interval_seconds`: a request inside that window
--     only leaves its reason pending and learns when the window ends, and whoever asks after that
--     (the function's own trailing call, or the admin's browser) sends everything pending at once;
--   * a build started by the hook reads the data after it was asked for, so every change saved
--     before a send is in that build, and every change after it is pending for the next.
--
-- Tables and functions live in the non-exposed schema `private`. The API door is
-- `public.request_site_rebuild` / `public.release_site_rebuild` (SECURITY INVOKER wrappers),
-- executable by `authenticated` only; the definer functions behind them check the admin role.
-- Everything is granted explicitly: the API roles get no default privileges.

create schema if not exists private;

create table private.site_rebuilds (
  id boolean primary key default true check (id),
  last_sent_at timestamptz,
  pending_reasons text[] not null default '{}',
  pending_since timestamptz
);
alter table private.site_rebuilds enable row level security;
revoke all on private.site_rebuilds from public, anon, authenticated, service_role;

comment on table private.site_rebuilds is
  'The one row of deploy-hook state: when the hook was last called, and the reasons waiting for the next call.';

insert into private.site_rebuilds default values;

-- Adds a reason (null: only asks whether something pending may be sent now) and decides:
--   {"send": true,  "reasons": [...]}                 call the hook now with these reasons;
--   {"send": false, "pending": true, "retry_after_seconds": n}   ask again in n seconds;
--   {"send": false, "pending": false}                 nothing to do.
create or replace function private.request_site_rebuild(
  p_reason text,
  p_min_interval_seconds integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_state private.site_rebuilds;
  v_reasons text[];
  v_wait double precision;
begin
  if not private.has_role(auth.uid(), 'admin') then
    raise exception 'request_site_rebuild: admins only' using errcode = '42501';
  end if;
  if p_reason is not null and (pg_catalog.length(p_reason) = 0 or pg_catalog.length(p_reason) > 300) then
    raise exception 'request_site_rebuild: a reason has 1-300 characters' using errcode = '22023';
  end if;
  if p_min_interval_seconds is null or p_min_interval_seconds < 0 or p_min_interval_seconds > 3600 then
    raise exception 'request_site_rebuild: the interval is 0-3600 seconds' using errcode = '22023';
  end if;

  select * into v_state from private.site_rebuilds where id for update;

  v_reasons := v_state.pending_reasons;
  if p_reason is not null and not (p_reason = any (v_reasons)) then
    -- The newest 20 distinct reasons are plenty for a build's message.
    v_reasons := (v_reasons || p_reason)[greatest(1, pg_catalog.cardinality(v_reasons) - 18):];
  end if;

  if pg_catalog.cardinality(v_reasons) = 0 then
    return pg_catalog.jsonb_build_object('send', false, 'pending', false);
  end if;

  v_wait := case
    when v_state.last_sent_at is null then 0
    else p_min_interval_seconds - extract(epoch from (v_now - v_state.last_sent_at))
  end;

  if v_wait <= 0 then
    update private.site_rebuilds
       set last_sent_at = v_now, pending_reasons = '{}', pending_since = null
     where id;
    return pg_catalog.jsonb_build_object('send', true, 'reasons', pg_catalog.to_jsonb(v_reasons));
  end if;

  update private.site_rebuilds
     set pending_reasons = v_reasons, pending_since = coalesce(v_state.pending_since, v_now)
   where id;
  return pg_catalog.jsonb_build_object(
    'send', false,
    'pending', true,
    'retry_after_seconds', greatest(1, pg_catalog.ceil(v_wait)::integer)
  );
end;
$$;

-- The hook call failed: its reasons are pending again, and the next request may send at once.
create or replace function private.release_site_rebuild(p_reasons text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role(auth.uid(), 'admin') then
    raise exception 'release_site_rebuild: admins only' using errcode = '42501';
  end if;
  update private.site_rebuilds
     set last_sent_at = null,
         pending_reasons = (
           select coalesce(pg_catalog.array_agg(distinct r), '{}')
             from pg_catalog.unnest(pending_reasons || coalesce(p_reasons, '{}')) as r
         ),
         pending_since = coalesce(pending_since, pg_catalog.clock_timestamp())
   where id;
end;
$$;

revoke all on function private.request_site_rebuild(text, integer) from public, anon, service_role;
revoke all on function private.release_site_rebuild(text[]) from public, anon, service_role;
grant usage on schema private to authenticated;
grant execute on function private.request_site_rebuild(text, integer) to authenticated;
grant execute on function private.release_site_rebuild(text[]) to authenticated;

-- The API-visible doors (PostgREST exposes `public`).
create or replace function public.request_site_rebuild(p_reason text, p_min_interval_seconds integer)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.request_site_rebuild(p_reason, p_min_interval_seconds);
$$;

create or replace function public.release_site_rebuild(p_reasons text[])
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.release_site_rebuild(p_reasons);
$$;

comment on function public.request_site_rebuild(text, integer) is
  'Deploy-hook debounce for the rebuild-site edge function: records a reason and says whether to call the hook now. Admins only.';
comment on function public.release_site_rebuild(text[]) is
  'Puts the reasons of a failed deploy-hook call back as pending. Admins only.';

revoke all on function public.request_site_rebuild(text, integer) from public, anon, service_role;
revoke all on function public.release_site_rebuild(text[]) from public, anon, service_role;
grant execute on function public.request_site_rebuild(text, integer) to authenticated;
grant execute on function public.release_site_rebuild(text[]) to authenticated;
