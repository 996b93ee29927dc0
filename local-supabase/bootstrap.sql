-- What hosted Supabase provides before a project's migrations run, reduced to what this project
-- uses: the API roles, the auth schema (users, sessions, auth.uid()/jwt()/role()/email()), the
-- storage schema (buckets, objects, foldername/filename/extension) and, for the local stack only,
-- the local_dev schema (inbox, form submissions, object bytes). Idempotent: it runs on every start.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The connecting user switches into the API roles per request (like PostgREST's authenticator).
  execute format('grant anon, authenticated, service_role to %I', current_user);
end
$$;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists local_dev;
create schema if not exists supabase_migrations;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema storage to anon, authenticated, service_role;
revoke all on schema local_dev from public;
revoke all on schema supabase_migrations from public;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);

-- ─── auth ───────────────────────────────────────────────────────────────────────────────────────
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_key on auth.users (lower(email));

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

revoke all on all tables in schema auth from anon, authenticated;

create or replace function auth.uid() returns uuid
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- ─── storage ────────────────────────────────────────────────────────────────────────────────────
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  owner_id text,
  metadata jsonb,
  version text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets to anon, authenticated, service_role;
grant all on storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable set search_path = ''
as $$
declare
  _parts text[];
begin
  select pg_catalog.string_to_array(name, '/') into _parts;
  return _parts[1 : pg_catalog.array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  _parts text[];
begin
  select pg_catalog.string_to_array(name, '/') into _parts;
  return _parts[pg_catalog.array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  _parts text[];
  _filename text;
begin
  select pg_catalog.string_to_array(name, '/') into _parts;
  select _parts[pg_catalog.array_length(_parts, 1)] into _filename;
  return pg_catalog.reverse(pg_catalog.split_part(pg_catalog.reverse(_filename), '.', 1));
end
$$;

-- ─── local_dev (local stack only; not exposed, no API role may use it) ─────────────────────────
create table if not exists local_dev.object_data (
  bucket_id text not null,
  name text not null,
  data bytea not null,
  primary key (bucket_id, name)
);

create table if not exists local_dev.emails (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  html text not null,
  text_body text not null,
  links jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create table if not exists local_dev.form_submissions (
  id bigserial primary key,
  portal_id text not null,
  form_guid text not null,
  body jsonb not null,
  created_at timestamptz not null default now()
);

-- Calls of the deploy-hook stand-in (`/__local/deploy-hook`), the local DEPLOY_HOOK_URL of the
-- rebuild-site function: what a static host's build hook would have received.
create table if not exists local_dev.deploy_hooks (
  id bigserial primary key,
  reason text not null,
  body jsonb,
  created_at timestamptz not null default now()
);
