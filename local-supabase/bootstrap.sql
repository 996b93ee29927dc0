-- What hosted Supabase provides before a project's migrations run, reduced to what this project
-- uses, with the platform's current (stricter) defaults:
--   * roles: the API roles `anon`, `authenticated`, `service_role`; the services' roles
--     `supabase_auth_admin` and `supabase_storage_admin`, which own the auth and storage schemas'
--     objects; and `postgres`, the non-superuser role that runs migrations and seed and owns what
--     they create;
--   * new tables, views, sequences and functions that `postgres` creates in `public` are NOT
--     granted to the API roles: every migration grants what the API may use;
--   * the auth schema (users, sessions, auth.uid()/jwt()/role()/email(), which read only the
--     `request.jwt.claims` setting) and the storage schema (buckets, objects,
--     foldername/filename/extension) with the trigger that refuses SQL DELETEs on their rows unless
--     the Storage API made them;
--   * for the local stack only: the local_dev schema (inbox, form submissions, object bytes) that
--     no API role can reach.
-- Runs as a superuser other than `postgres` (the stack's connection), on every start: idempotent.

-- ─── Roles ──────────────────────────────────────────────────────────────────────────────────────
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
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin noinherit createrole login noreplication;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin noinherit createrole login noreplication;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres;
  end if;
end
$$;

-- The owner of the project's schema: powerful, but not a superuser.
alter role postgres nosuperuser createdb createrole login replication bypassrls;
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
grant anon, authenticated, service_role to postgres;
grant pg_read_all_data, pg_signal_backend to postgres;
-- Lets `postgres` create policies on storage.objects (hosted grants exactly that, and nothing else
-- on the storage tables' definitions); the DDL guard at the end refuses every other change.
grant supabase_storage_admin to postgres;

do $$
begin
  execute format('grant all on database %I to postgres', current_database());
end
$$;

-- Short statement timeouts for the API roles. A role's settings apply at login, not on SET ROLE:
-- the stack applies them to every request itself, like PostgREST.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- ─── Schemas and default privileges ────────────────────────────────────────────────────────────
create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists local_dev;
create schema if not exists supabase_migrations;

grant usage, create on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;
grant usage, create on schema extensions to postgres;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to postgres, anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin;
revoke all on schema local_dev from public;
revoke all on schema supabase_migrations from public;

-- What new objects of `postgres` in `public` get, as on a hosted project created since 2026:
-- tables and views keep only TRUNCATE, REFERENCES, TRIGGER (and MAINTAIN on PostgreSQL 17+) for
-- the API roles, sequences only UPDATE, functions nothing. Hosted still lets PUBLIC execute new
-- functions; the local stack does not (stricter), so a migration must grant EXECUTE explicitly.
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;
alter default privileges for role postgres revoke execute on functions from public;
-- Objects the stack's own superuser creates get nothing either.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;

-- The migration history in the Supabase CLI's shape (databases of older local stacks also have an
-- applied_at column, and get statements here).
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
alter table supabase_migrations.schema_migrations add column if not exists statements text[];

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

alter table auth.users owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
revoke all on all tables in schema auth from anon, authenticated, service_role;
-- `postgres` may read and reference auth.users (foreign keys), as on hosted, but not alter it.
grant all on all tables in schema auth to postgres;

-- The caller's claims, as PostgREST and the Storage API set them for each request.
create or replace function auth.jwt() returns jsonb
language sql stable set search_path = ''
as $$
  select nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable set search_path = ''
as $$
  select (nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid
$$;

create or replace function auth.role() returns text
language sql stable set search_path = ''
as $$
  select nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
$$;

create or replace function auth.email() returns text
language sql stable set search_path = ''
as $$
  select nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
$$;

alter function auth.jwt() owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;

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
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
-- As the Storage API's own migrations grant them; the project's policies decide.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;

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

-- Rows of objects and buckets go only through the Storage API, which sets
-- `storage.allow_delete_query` for its own statements: a SQL DELETE elsewhere would orphan the
-- stored bytes, so it is refused.
create or replace function storage.protect_delete() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end
$$;

drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();

drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();

alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;

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

-- The DDL guard: a role that is not a superuser may create, alter or drop policies on the auth
-- and storage tables, and change nothing else there (hosted enforces the same in an extension).
-- `postgres` owns nothing in those schemas but is a member of supabase_storage_admin so that
-- CREATE POLICY on storage.objects passes the ownership check; this guard takes the rest back.
create or replace function local_dev.guard_platform_ddl() returns event_trigger
language plpgsql set search_path = ''
as $$
declare
  obj record;
begin
  if (select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user) then
    return;
  end if;
  if tg_event = 'sql_drop' then
    for obj in select * from pg_catalog.pg_event_trigger_dropped_objects() loop
      if obj.schema_name in ('auth', 'storage') and obj.object_type <> 'policy' then
        raise exception 'must be owner of % %', obj.object_type, obj.object_identity
          using errcode = '42501',
                hint = 'Migrations may add policies to auth and storage tables, nothing else.';
      end if;
    end loop;
  else
    for obj in select * from pg_catalog.pg_event_trigger_ddl_commands() loop
      if obj.schema_name in ('auth', 'storage') and obj.object_type <> 'policy' then
        raise exception 'must be owner of % %', obj.object_type, obj.object_identity
          using errcode = '42501',
                hint = 'Migrations may add policies to auth and storage tables, nothing else.';
      end if;
    end loop;
  end if;
end
$$;

drop event trigger if exists local_dev_guard_ddl;
create event trigger local_dev_guard_ddl on ddl_command_end
  execute function local_dev.guard_platform_ddl();
drop event trigger if exists local_dev_guard_drop;
create event trigger local_dev_guard_drop on sql_drop
  execute function local_dev.guard_platform_ddl();
