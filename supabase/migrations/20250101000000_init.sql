-- Base schema: roles, case studies, their storage bucket, and the row-level security that guards them.
-- Runs unchanged on hosted Supabase (`supabase db push`) and on the local stack (`local-supabase/`).

-- ─── Roles ──────────────────────────────────────────────────────────────────────────────────────
create type public.app_role as enum ('admin', 'user');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  unique (user_id, role)
);

comment on table public.user_roles is
  'Who holds which app role. Readable by the user it belongs to; written only by migrations, the service role or grant-admin.';

alter table public.user_roles enable row level security;

-- A signed-in user may read their own role rows (the app knows it is an admin by reading its own
-- `admin` row). There are deliberately no insert, update or delete policies: nobody can grant
-- themselves (or anyone) a role through the API.
create policy "users read their own roles" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()));

-- The role check used by policies. SECURITY DEFINER so it can read user_roles regardless of the
-- caller's own RLS, with an empty search_path, in a schema PostgREST does not expose.
create schema if not exists private;
revoke all on schema private from public;

create or replace function private.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  );
$$;

revoke all on function private.has_role(uuid, public.app_role) from public, anon;
grant usage on schema private to authenticated;
grant execute on function private.has_role(uuid, public.app_role) to authenticated;

-- For callers that prefer `supabase.rpc('is_admin')` to reading user_roles: SECURITY INVOKER, so it
-- sees only what the caller's own RLS lets it see (anon: nothing, hence false).
create or replace function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = 'admin'
  );
$$;

-- ─── Case studies ───────────────────────────────────────────────────────────────────────────────
create table public.case_studies (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  client text not null check (char_length(client) between 1 and 200),
  description text not null check (char_length(description) between 1 and 2000),
  results text not null check (char_length(results) between 1 and 2000),
  logo text,
  images text[] not null default '{}',
  published boolean not null default false,
  display_order integer not null default 0 check (display_order >= 0),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.case_studies is
  'Customer success stories. Public visitors read published ones; admins read and write all.';

create index case_studies_published_order_idx on public.case_studies (published, display_order);

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- A trigger function is of no use through the API: keep it out of reach of the API roles.
revoke all on function public.set_updated_at() from public, anon, authenticated;

create trigger case_studies_set_updated_at
  before update on public.case_studies
  for each row execute function public.set_updated_at();

alter table public.case_studies enable row level security;

create policy "anon reads published case studies" on public.case_studies
  for select to anon
  using (published);

create policy "signed-in users read published, admins read all" on public.case_studies
  for select to authenticated
  using (published or (select private.has_role((select auth.uid()), 'admin')));

create policy "admins insert case studies" on public.case_studies
  for insert to authenticated
  with check ((select private.has_role((select auth.uid()), 'admin')));

create policy "admins update case studies" on public.case_studies
  for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));

create policy "admins delete case studies" on public.case_studies
  for delete to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- ─── Storage: bucket case-studies ───────────────────────────────────────────────────────────────
-- Public read (served by /storage/v1/object/public without RLS, so no broad SELECT policy: lint
-- 0025), 5 MB, raster images only: no SVG or HTML, which could carry script.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'case-studies',
  'case-studies',
  true,
  5242880,
  array['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Admins may list, upload, replace and remove objects in the bucket (upsert and remove need SELECT).
create policy "admins read case-study objects" on storage.objects
  for select to authenticated
  using (bucket_id = 'case-studies' and (select private.has_role((select auth.uid()), 'admin')));

create policy "admins upload case-study objects" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'case-studies' and (select private.has_role((select auth.uid()), 'admin')));

create policy "admins update case-study objects" on storage.objects
  for update to authenticated
  using (bucket_id = 'case-studies' and (select private.has_role((select auth.uid()), 'admin')))
  with check (bucket_id = 'case-studies' and (select private.has_role((select auth.uid()), 'admin')));

create policy "admins delete case-study objects" on storage.objects
  for delete to authenticated
  using (bucket_id = 'case-studies' and (select private.has_role((select auth.uid()), 'admin')));
