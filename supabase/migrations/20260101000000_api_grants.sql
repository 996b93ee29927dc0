-- Data API grants: exactly what the app reaches through the API, for each API role. Row-level
-- security stays the guard of which rows; these grants decide which tables, columns and functions.
--
-- Hosted Supabase no longer grants new objects in `public` to anon, authenticated or service_role
-- (new projects since 2026-05-30, every project since 2026-10-30); older projects got "grant all"
-- on everything. So this migration first takes every API privilege away, then grants precisely,
-- and ends in the same state on both.
--
-- Rules for every later migration:
--   * every new table, view, sequence or function the app uses through the API needs its grant;
--   * case_studies is granted column by column, so EVERY NEW COLUMN NEEDS ITS COLUMN GRANT (select
--     for anon and authenticated if visitors may read it; insert/update for authenticated if the
--     admin form writes it), and the app's column list (src/lib/case-study.ts) must name it;
--   * never grant TRUNCATE, REFERENCES, TRIGGER or MAINTAIN to an API role;
--   * revoke EXECUTE from public on every new function and grant it to the roles that call it.

-- ─── Start from nothing ─────────────────────────────────────────────────────────────────────────
revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;
revoke all on all tables in schema private from public, anon, authenticated, service_role;
revoke all on all sequences in schema private from public, anon, authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated, service_role;
revoke all on schema private from public, anon, authenticated, service_role;

-- New objects of this role in `public` start closed on every project, as on a new hosted one.
alter default privileges in schema public
  revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public
  revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public
  revoke all on functions from anon, authenticated, service_role;

-- The app reads its role from user_roles; nothing calls is_admin().
drop function if exists public.is_admin();

-- ─── private: what the policies and the functions' wrappers call as the caller ─────────────────
-- Every admin policy calls private.has_role as the signed-in caller.
grant usage on schema private to authenticated, service_role;
grant execute on function private.has_role(uuid, public.app_role) to authenticated;
-- public.rate_limit_hit (SECURITY INVOKER) calls the SECURITY DEFINER counter as service_role.
grant execute on function private.rate_limit_hit(text, integer, integer) to service_role;

-- ─── case_studies ───────────────────────────────────────────────────────────────────────────────
-- Visitors and signed-in users read the public columns (RLS: published rows; admins all rows).
-- created_by is nobody's business through the API: anyone can sign up, so "signed-in" is not private.
grant select (
  id, title, client, description, results, logo, images, published, display_order,
  created_at, updated_at
) on public.case_studies to anon, authenticated;

-- The admin form writes these (RLS: admins only). created_by is filled by its default, auth.uid();
-- published starts false (a draft); id, created_at and updated_at are the database's.
grant insert (title, client, description, results, logo, images, display_order)
  on public.case_studies to authenticated;
grant update (title, client, description, results, logo, images, published, display_order)
  on public.case_studies to authenticated;
grant delete on public.case_studies to authenticated;

-- ─── user_roles ─────────────────────────────────────────────────────────────────────────────────
-- The signed-in user reads their own rows (RLS) to learn whether they are an admin.
grant select on public.user_roles to authenticated;
-- grant-admin (with the service-role key) looks a role up and adds it; nobody else writes roles.
grant select, insert on public.user_roles to service_role;

-- ─── Functions the API calls ────────────────────────────────────────────────────────────────────
grant execute on function public.reorder_case_studies(uuid[]) to authenticated;
grant execute on function public.rate_limit_hit(text, integer, integer) to service_role;
