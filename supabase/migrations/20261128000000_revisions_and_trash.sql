-- Nothing an admin does is lost: every change of a case study or a team answer is kept as a
-- revision, deleting moves an item to a trash for 30 days, and a save based on an outdated version
-- is refused instead of overwriting someone else's work. The database does all of it, so no
-- client (the admin page, a script, a direct PostgREST call) can skip it.
--
-- Versions (optimistic locking):
--   * case_studies.version and team_answers.version count the changes of an item's content and
--     state (everything but its place in the list), kept by the database: a new item is version 1,
--     every change adds one, a change that changes nothing keeps it (and writes no revision).
--   * A change states the version it is based on in base_version (an input column: always empty
--     when stored). When the item is at another version, the change is refused with SQLSTATE
--     PT409 (HTTP 409 through PostgREST), `detail` naming the current version and who saved it
--     when: {"version": n, "by": "<e-mail>", "at": "<time>"}. From the API roles (anon,
--     authenticated, service_role), a change without base_version is refused with PT428; the
--     owner's SQL (a migration, the seed, the SQL editor) needs none.
--   * The order is changed by public.reorder_case_studies(ids, expected) alone (the admin may no
--     longer update display_order directly): `expected` is the order the admin saw, and a list
--     changed meanwhile (reordered, an item created, deleted or restored) is refused with PT409.
--
-- Revisions (public.revisions): written by triggers on every create, edit, publish, unpublish,
-- reorder, restore, move to and return from the trash: who (the e-mail of the caller's token),
-- when, which fields changed, the full content (what the API may read of the row) and, for case
-- studies, the storage files the content refers to. Items that existed before get one "baseline"
-- revision of their current state.
--
-- Trash (public.trash): deleting a row (through the API or in SQL) moves it here with its slug,
-- earlier slugs (the redirects) and files; public.restore_from_trash puts it back with its id,
-- slug, redirects, languages and place in the list; public.delete_from_trash deletes it for good
-- with its revisions. While a story is in the trash its slug stays reserved (no other story can
-- take it), so a restore always gets its address back.
--
-- Files: a stored file of the case-studies bucket is kept while any revision or trash item refers
-- to it: the admins' delete policy on storage.objects refuses it (and, for 24 hours, a file
-- someone else just uploaded, which an open form may be about to save). The admin page removes
-- files nothing refers to any more (public.unused_case_study_files()).
--
-- Retention (a daily pg_cron job, 03:41 UTC, private.purge_trash_and_revisions()):
--   * trash items 30 days after deletion, with all their revisions;
--   * revisions: every one for 90 days; then the last of each item per UTC day, up to 365 days;
--     then none, except that the newest revision of every item is always kept.
--
-- Everyone but admins is kept out: row-level security and explicit grants (the API roles get no
-- default privileges); anon and the service role get nothing here.

-- ─── Versions ───────────────────────────────────────────────────────────────────────────────────
alter table public.case_studies
  add column version integer not null default 1 constraint case_studies_version_positive check (version >= 1),
  add column base_version integer;
alter table public.team_answers
  add column version integer not null default 1 constraint team_answers_version_positive check (version >= 1),
  add column base_version integer;

comment on column public.case_studies.version is
  'Changes of the story (all but its place in the list), counted by the database.';
comment on column public.team_answers.version is 'Changes of the answer, counted by the database.';
comment on column public.case_studies.base_version is
  'Input only: the version a change is based on (refused when the story is at another). Always empty when stored.';
comment on column public.team_answers.base_version is
  'Input only: the version a change is based on (refused when the answer is at another). Always empty when stored.';

-- The admin reads the version with the story (not visitors: it is nobody's business how often a
-- story was edited; team_answers are readable as a whole already) and states base_version with
-- every change.
grant select (version), update (base_version) on public.case_studies to authenticated;
grant update (base_version) on public.team_answers to authenticated;
-- The order changes through reorder_case_studies alone, which checks what the admin saw.
revoke update (display_order) on public.case_studies from authenticated;

-- ─── Revisions ──────────────────────────────────────────────────────────────────────────────────
create table public.revisions (
  id bigint generated always as identity primary key,
  item_type text not null check (item_type in ('case_study', 'team_answer')),
  item_id uuid not null,
  version integer not null,
  action text not null check (action in (
    'baseline', 'create', 'edit', 'publish', 'unpublish', 'reorder', 'restore', 'trash', 'untrash'
  )),
  changed text[] not null default '{}',
  content jsonb not null,
  files text[] not null default '{}',
  restored_from bigint,
  actor_id uuid,
  actor_email text,
  created_at timestamptz not null default now()
);

comment on table public.revisions is
  'Every change of a case study or team answer: who, when, which fields, the full content. Written by triggers; admins read it.';
comment on column public.revisions.files is
  'Names of the case-studies bucket''s files the content refers to: kept in storage while any revision refers to them.';

create index revisions_item_idx on public.revisions (item_type, item_id, id desc);
create index revisions_created_at_idx on public.revisions (created_at);
create index revisions_files_idx on public.revisions using gin (files);

-- ─── Trash ──────────────────────────────────────────────────────────────────────────────────────
create table public.trash (
  id bigint generated always as identity primary key,
  item_type text not null check (item_type in ('case_study', 'team_answer')),
  item_id uuid not null,
  title text not null,
  slug text,
  content jsonb not null,
  created_by uuid,
  redirects text[] not null default '{}',
  files text[] not null default '{}',
  deleted_at timestamptz not null default now(),
  deleted_by uuid,
  deleted_by_email text,
  constraint trash_item_key unique (item_type, item_id)
);

comment on table public.trash is
  'Deleted case studies and team answers, restorable for 30 days with their slug, redirects, order and files. Admins read it.';

create index trash_slug_idx on public.trash (slug) where slug is not null;
create index trash_deleted_at_idx on public.trash (deleted_at);
create index trash_files_idx on public.trash using gin (files);

-- ─── Row-level security and grants ──────────────────────────────────────────────────────────────
alter table public.revisions enable row level security;
alter table public.trash enable row level security;
revoke all on public.revisions, public.trash from public, anon, authenticated, service_role;

-- Admins read; nobody writes through the API (the triggers and functions below do, as owner).
-- Who did it is read by e-mail; the user id and the file list are the database's own business.
grant select (
  id, item_type, item_id, version, action, changed, content, restored_from, actor_email, created_at
) on public.revisions to authenticated;
grant select (id, item_type, item_id, title, slug, content, deleted_at, deleted_by_email)
  on public.trash to authenticated;

create policy "admins read revisions" on public.revisions
  for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins read the trash" on public.trash
  for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- ─── Helpers ────────────────────────────────────────────────────────────────────────────────────
-- The case-studies bucket's files a story's content refers to: its logo, images and their smaller
-- copies (public URLs in logo, images and image_meta). Files of the site itself are not stored.
create or replace function private.case_study_files(p_content jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  with meta as (
    select case when jsonb_typeof(p_content -> 'image_meta') = 'object'
                then p_content -> 'image_meta' else '{}'::jsonb end as value
  ),
  urls as (
    select p_content ->> 'logo' as url
    union all
    select jsonb_array_elements_text(
      case when jsonb_typeof(p_content -> 'images') = 'array' then p_content -> 'images' else '[]' end
    )
    union all
    select key from meta, jsonb_each(meta.value) as e(key, value)
    union all
    select v ->> 'url'
      from meta, jsonb_each(meta.value) as e(key, value),
           jsonb_array_elements(
             case when jsonb_typeof(e.value -> 'variants') = 'array' then e.value -> 'variants' else '[]' end
           ) as v
  )
  select coalesce(array_agg(distinct m[1] order by m[1]), '{}')
    from urls, regexp_match(urls.url, '/storage/v1/object/public/case-studies/([^?#]+)$') as m
   where m is not null
$$;
revoke all on function private.case_study_files(jsonb) from public, anon, authenticated, service_role;

-- Whether a revision or a trash item refers to a stored file (every live story's current content
-- is its newest revision, which is never purged).
create or replace function private.case_study_file_in_use(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.revisions r where r.files @> array[p_name])
      or exists (select 1 from public.trash t where t.files @> array[p_name])
$$;
revoke all on function private.case_study_file_in_use(text) from public, anon, authenticated, service_role;
-- The storage delete policy below calls it as the signed-in admin.
grant execute on function private.case_study_file_in_use(text) to authenticated;

-- Writes one revision, as the caller of the change: the user of the request's token, if any.
create or replace function private.write_revision(
  p_type text,
  p_id uuid,
  p_version integer,
  p_action text,
  p_changed text[],
  p_content jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.revisions (
    item_type, item_id, version, action, changed, content, files, restored_from, actor_id,
    actor_email
  )
  values (
    p_type, p_id, p_version, p_action, p_changed, p_content,
    case when p_type = 'case_study' then private.case_study_files(p_content) else '{}' end,
    case when p_action = 'restore'
         then nullif(pg_catalog.current_setting('app.restored_from', true), '')::bigint end,
    auth.uid(),
    nullif(auth.jwt() ->> 'email', '')
  );
end;
$$;
revoke all on function private.write_revision(text, uuid, integer, text, text[], jsonb)
  from public, anon, authenticated, service_role;

-- Who saved a version of an item, and when (its newest revision of that version that is no mere
-- move in the list), as the `detail` of a refused save.
create or replace function private.saved_by(p_type text, p_id uuid, p_version integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('version', p_version, 'by', r.actor_email, 'at', r.created_at)
    from (select 1) as one
    left join lateral (
      select actor_email, created_at from public.revisions
       where item_type = p_type and item_id = p_id and version = p_version and action <> 'reorder'
       order by id desc limit 1
    ) as r on true
$$;
revoke all on function private.saved_by(text, uuid, integer) from public, anon, authenticated, service_role;

-- ─── Triggers ───────────────────────────────────────────────────────────────────────────────────
-- Before an insert or update: the version. A change of content or state from the API states the
-- version it is based on (base_version), which must be the current one; the version then goes up
-- by one. base_version is never stored.
create or replace function private.check_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type text := case tg_table_name when 'case_studies' then 'case_study' else 'team_answer' end;
  v_ignored text[] := array['display_order', 'updated_at', 'version', 'base_version'];
  v_changed boolean;
begin
  if tg_op = 'INSERT' then
    new.base_version := null;
    return new;
  end if;
  v_changed := (to_jsonb(new) - v_ignored) is distinct from (to_jsonb(old) - v_ignored);
  if new.base_version is not null then
    if new.base_version is distinct from old.version then
      raise exception '% % was changed meanwhile: it is at version %, this change is based on version %',
        tg_table_name, old.id, old.version, new.base_version
        using errcode = 'PT409',
              detail = private.saved_by(v_type, old.id, old.version)::text,
              hint = 'Read the current version, compare, and save again based on it.';
    end if;
  elsif v_changed
    -- The role of the request (to current_user, a security definer function is its owner).
    and coalesce(nullif(pg_catalog.current_setting('role', true), 'none'), session_user::text)
        in ('anon', 'authenticated', 'service_role') then
    raise exception '% %: a change states the version it is based on (base_version)',
      tg_table_name, old.id
      using errcode = 'PT428',
            detail = private.saved_by(v_type, old.id, old.version)::text;
  end if;
  new.version := case when v_changed then old.version + 1 else old.version end;
  new.base_version := null;
  return new;
end;
$$;
revoke all on function private.check_version() from public, anon, authenticated, service_role;

-- After an insert or update: the revision. What happened follows from the fields that changed,
-- unless one of the functions below names it (app.revision_action: restore, untrash).
create or replace function private.record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type text := case tg_table_name when 'case_studies' then 'case_study' else 'team_answer' end;
  v_new jsonb := to_jsonb(new) - 'created_by' - 'base_version';
  v_old jsonb;
  v_changed text[];
  v_action text := nullif(pg_catalog.current_setting('app.revision_action', true), '');
begin
  if tg_op = 'INSERT' then
    v_changed := array(
      select k from jsonb_object_keys(v_new) as k
       where k not in ('id', 'created_at', 'updated_at', 'version') order by k
    );
    v_action := coalesce(v_action, 'create');
  else
    v_old := to_jsonb(old) - 'created_by' - 'base_version';
    v_changed := array(
      select e.key from jsonb_each(v_new) as e
       where e.key not in ('updated_at', 'version') and e.value is distinct from v_old -> e.key
       order by e.key
    );
    if pg_catalog.cardinality(v_changed) = 0 then
      return null;
    end if;
    v_action := coalesce(v_action, case
      when v_changed = array['display_order'] then 'reorder'
      when v_changed = array['published'] and new.published then 'publish'
      when v_changed = array['published'] then 'unpublish'
      else 'edit'
    end);
  end if;
  perform private.write_revision(v_type, new.id, new.version, v_action, v_changed, v_new);
  return null;
end;
$$;
revoke all on function private.record_revision() from public, anon, authenticated, service_role;

-- Before a delete: the row goes to the trash (with a revision saying so), whoever deletes it.
create or replace function private.move_to_trash()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type text := case tg_table_name when 'case_studies' then 'case_study' else 'team_answer' end;
  v_row jsonb := to_jsonb(old);
  v_content jsonb := to_jsonb(old) - 'created_by' - 'base_version';
begin
  insert into public.trash (
    item_type, item_id, title, slug, content, created_by, redirects, files, deleted_by,
    deleted_by_email
  )
  values (
    v_type,
    old.id,
    case v_type
      when 'case_study' then coalesce(v_content ->> 'title_de', v_content ->> 'title')
      else v_content ->> 'question'
    end,
    v_content ->> 'slug',
    v_content,
    (v_row ->> 'created_by')::uuid,
    case when v_type = 'case_study' then array(
      select r.old_slug from public.case_study_slug_redirects r
       where r.case_study_id = old.id order by r.created_at, r.old_slug
    ) else '{}' end,
    case when v_type = 'case_study' then private.case_study_files(v_content) else '{}' end,
    auth.uid(),
    nullif(auth.jwt() ->> 'email', '')
  );
  perform private.write_revision(v_type, old.id, old.version, 'trash', '{}', v_content);
  return old;
end;
$$;
revoke all on function private.move_to_trash() from public, anon, authenticated, service_role;

-- A story in the trash keeps its slug: no other story may take it until it is restored or
-- deleted for good.
create or replace function private.reserve_trashed_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.trash t
     where t.item_type = 'case_study' and t.slug = new.slug and t.item_id <> new.id
  ) then
    raise exception 'case_studies_slug_in_trash: a case study in the trash has the slug %', new.slug
      using errcode = '23505',
            hint = 'Restore that case study or delete it for good first.';
  end if;
  return new;
end;
$$;
revoke all on function private.reserve_trashed_slug() from public, anon, authenticated, service_role;

create trigger case_studies_check_version
  before insert or update on public.case_studies
  for each row execute function private.check_version();
create trigger case_studies_reserve_trashed_slug
  before insert or update of slug on public.case_studies
  for each row execute function private.reserve_trashed_slug();
create trigger case_studies_record_revision
  after insert or update on public.case_studies
  for each row execute function private.record_revision();
create trigger case_studies_move_to_trash
  before delete on public.case_studies
  for each row execute function private.move_to_trash();

create trigger team_answers_check_version
  before insert or update on public.team_answers
  for each row execute function private.check_version();
create trigger team_answers_record_revision
  after insert or update on public.team_answers
  for each row execute function private.record_revision();
create trigger team_answers_move_to_trash
  before delete on public.team_answers
  for each row execute function private.move_to_trash();

-- ─── What the admin calls ───────────────────────────────────────────────────────────────────────
-- Each is a SECURITY DEFINER function in `private` (it checks the admin role itself) behind a
-- SECURITY INVOKER door in `public`, which PostgREST exposes.

-- Saves a new order: display_order becomes each id's zero-based index in `ids`. `expected` is the
-- order the admin saw (every story, by display_order, then id); when the list is another one now,
-- nothing is saved and PT409 names who changed it when. Rows keep their place when it is the same.
create or replace function private.reorder_case_studies(ids uuid[], expected uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current uuid[];
begin
  if not private.has_role(auth.uid(), 'admin') then
    raise exception 'reorder_case_studies: admins only' using errcode = '42501';
  end if;
  if ids is null or expected is null then
    raise exception 'reorder_case_studies: ids and expected are required' using errcode = '22023';
  end if;
  if cardinality(ids) <> (select count(distinct i) from unnest(ids) as i) then
    raise exception 'reorder_case_studies: ids must not repeat' using errcode = '22023';
  end if;
  -- One reorder at a time: the second sees the first's order, not the one both started from.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.case_studies order'));
  select coalesce(array_agg(c.id order by c.display_order, c.id), '{}') into v_current
    from public.case_studies c;
  if v_current is distinct from expected then
    raise exception 'reorder_case_studies: the list was changed meanwhile'
      using errcode = 'PT409',
            detail = (
              select jsonb_build_object('by', r.actor_email, 'at', r.created_at)
                from public.revisions r
               where r.item_type = 'case_study'
                 and r.action in ('reorder', 'create', 'trash', 'untrash')
               order by r.id desc limit 1
            )::text,
            hint = 'Read the list again and reorder it.';
  end if;
  if (select array_agg(i order by i) from unnest(ids) as i)
     is distinct from (select array_agg(i order by i) from unnest(v_current) as i) then
    raise exception 'reorder_case_studies: ids must name every case study once' using errcode = '22023';
  end if;

  update public.case_studies as c
     set display_order = o.ord - 1
    from unnest(ids) with ordinality as o(id, ord)
   where c.id = o.id and c.display_order is distinct from o.ord - 1;
end;
$$;

-- Restores the content of a revision (text in both languages, slug, client, logo, images), as a
-- new version of the item; its place in the list and whether it is published stay as they are.
-- `version` is the item's version the admin saw (PT409 when it changed meanwhile).
create or replace function private.restore_revision(revision_id bigint, version integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rev public.revisions;
  v_result jsonb;
begin
  if not private.has_role(auth.uid(), 'admin') then
    raise exception 'restore_revision: admins only' using errcode = '42501';
  end if;
  select * into v_rev from public.revisions r where r.id = revision_id;
  if not found then
    raise exception 'restore_revision: no revision %', revision_id using errcode = 'P0002';
  end if;
  perform pg_catalog.set_config('app.revision_action', 'restore', true);
  perform pg_catalog.set_config('app.restored_from', revision_id::text, true);
  if v_rev.item_type = 'case_study' then
    update public.case_studies as c
       set slug = r.slug, client = r.client,
           title = r.title, description = r.description, results = r.results,
           title_de = r.title_de, description_de = r.description_de, results_de = r.results_de,
           logo = r.logo, images = r.images, image_meta = r.image_meta,
           base_version = restore_revision.version
      from jsonb_populate_record(null::public.case_studies, v_rev.content) as r
     where c.id = v_rev.item_id
    returning jsonb_build_object('version', c.version, 'published', c.published) into v_result;
  else
    update public.team_answers as a
       set question = r.question, variants = r.variants, answer_en = r.answer_en,
           answer_de = r.answer_de, link = r.link,
           base_version = restore_revision.version
      from jsonb_populate_record(null::public.team_answers, v_rev.content) as r
     where a.id = v_rev.item_id
    returning jsonb_build_object('version', a.version, 'published', a.published) into v_result;
  end if;
  perform pg_catalog.set_config('app.revision_action', '', true);
  perform pg_catalog.set_config('app.restored_from', '', true);
  if v_result is null then
    raise exception 'restore_revision: the item is deleted (restore it from the trash first)'
      using errcode = 'P0002';
  end if;
  return v_result;
end;
$$;

-- Puts a trashed item back: its id, content, version (+1), creator, and for a story its slug, its
-- earlier slugs (those no other story uses now) and its place in the list (the stories from that
-- place on move down one, when one is there).
create or replace function private.restore_from_trash(trash_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.trash;
  v_order integer;
  v_row jsonb;
begin
  if not private.has_role(auth.uid(), 'admin') then
    raise exception 'restore_from_trash: admins only' using errcode = '42501';
  end if;
  select * into v_item from public.trash t where t.id = trash_id for update;
  if not found then
    raise exception 'restore_from_trash: nothing in the trash with id %', trash_id
      using errcode = 'P0002';
  end if;
  v_row := v_item.content || jsonb_build_object(
    'created_by', v_item.created_by,
    'version', (v_item.content ->> 'version')::integer + 1,
    'updated_at', pg_catalog.now()
  );

  if v_item.item_type = 'case_study' then
    v_order := (v_item.content ->> 'display_order')::integer;
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.case_studies order'));
    if exists (select 1 from public.case_studies c where c.display_order = v_order) then
      update public.case_studies set display_order = display_order + 1 where display_order >= v_order;
    end if;
    perform pg_catalog.set_config('app.revision_action', 'untrash', true);
    insert into public.case_studies
    select (jsonb_populate_record(null::public.case_studies, v_row)).*;
    insert into public.case_study_slug_redirects (old_slug, case_study_id)
    select s, v_item.item_id from unnest(v_item.redirects) as s
     where not exists (select 1 from public.case_studies c where c.slug = s)
    on conflict (old_slug) do nothing;
  else
    perform pg_catalog.set_config('app.revision_action', 'untrash', true);
    insert into public.team_answers
    select (jsonb_populate_record(null::public.team_answers, v_row)).*;
  end if;
  perform pg_catalog.set_config('app.revision_action', '', true);
  delete from public.trash t where t.id = trash_id;
  return jsonb_build_object(
    'item_type', v_item.item_type,
    'item_id', v_item.item_id,
    'title', v_item.title,
    'published', coalesce((v_item.content ->> 'published')::boolean, false)
  );
end;
$$;

-- Deletes a trashed item for good, with all its revisions. Returns the stored files it referred
-- to that nothing refers to any more, for the caller to remove from storage.
create or replace function private.delete_from_trash(trash_id bigint)
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.trash;
  v_files text[];
begin
  if not private.has_role(auth.uid(), 'admin') then
    raise exception 'delete_from_trash: admins only' using errcode = '42501';
  end if;
  delete from public.trash t where t.id = trash_id returning * into v_item;
  if not found then
    raise exception 'delete_from_trash: nothing in the trash with id %', trash_id
      using errcode = 'P0002';
  end if;
  select coalesce(array_agg(distinct f), '{}') into v_files
    from (
      select unnest(v_item.files) as f
      union all
      select unnest(r.files) from public.revisions r
       where r.item_type = v_item.item_type and r.item_id = v_item.item_id
    ) as x;
  delete from public.revisions r where r.item_type = v_item.item_type and r.item_id = v_item.item_id;
  return array(
    select f from unnest(v_files) as f where not private.case_study_file_in_use(f) order by f
  );
end;
$$;

-- Stored files of the case-studies bucket nothing refers to (left by the purge, or by an upload
-- whose form was never saved) that are older than a day, at most 500 at a time: the admin page
-- removes them through the Storage API, whose policy checks the same again.
create or replace function private.unused_case_study_files()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.has_role(auth.uid(), 'admin') then
    raise exception 'unused_case_study_files: admins only' using errcode = '42501';
  end if;
  return array(
    select o.name from storage.objects o
     where o.bucket_id = 'case-studies'
       and o.created_at < pg_catalog.now() - interval '86400 seconds'
       and not private.case_study_file_in_use(o.name)
     order by o.created_at, o.name
     limit 500
  );
end;
$$;

revoke all on function private.reorder_case_studies(uuid[], uuid[]) from public, anon, service_role;
revoke all on function private.restore_revision(bigint, integer) from public, anon, service_role;
revoke all on function private.restore_from_trash(bigint) from public, anon, service_role;
revoke all on function private.delete_from_trash(bigint) from public, anon, service_role;
revoke all on function private.unused_case_study_files() from public, anon, service_role;
grant execute on function private.reorder_case_studies(uuid[], uuid[]) to authenticated;
grant execute on function private.restore_revision(bigint, integer) to authenticated;
grant execute on function private.restore_from_trash(bigint) to authenticated;
grant execute on function private.delete_from_trash(bigint) to authenticated;
grant execute on function private.unused_case_study_files() to authenticated;

-- The API's doors. The one-argument reorder, which checked nothing, is gone.
drop function public.reorder_case_studies(uuid[]);

create or replace function public.reorder_case_studies(ids uuid[], expected uuid[])
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.reorder_case_studies(ids, expected);
$$;

create or replace function public.restore_revision(revision_id bigint, version integer)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.restore_revision(revision_id, version);
$$;

create or replace function public.restore_from_trash(trash_id bigint)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.restore_from_trash(trash_id);
$$;

create or replace function public.delete_from_trash(trash_id bigint)
returns text[]
language sql
security invoker
set search_path = ''
as $$
  select private.delete_from_trash(trash_id);
$$;

create or replace function public.unused_case_study_files()
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select private.unused_case_study_files();
$$;

comment on function public.reorder_case_studies(uuid[], uuid[]) is
  'Sets display_order to the index in ids, when the current order is `expected` (else PT409). Admins only.';
comment on function public.restore_revision(bigint, integer) is
  'Restores a revision''s content as a new version, when the item is at `version` (else PT409). Admins only.';
comment on function public.restore_from_trash(bigint) is
  'Puts a trashed case study or team answer back, with its slug, redirects and order. Admins only.';
comment on function public.delete_from_trash(bigint) is
  'Deletes a trashed item and its revisions for good; returns the stored files nothing refers to now. Admins only.';
comment on function public.unused_case_study_files() is
  'Stored files of the case-studies bucket nothing refers to, older than a day (at most 500). Admins only.';

revoke all on function public.reorder_case_studies(uuid[], uuid[]) from public, anon, service_role;
revoke all on function public.restore_revision(bigint, integer) from public, anon, service_role;
revoke all on function public.restore_from_trash(bigint) from public, anon, service_role;
revoke all on function public.delete_from_trash(bigint) from public, anon, service_role;
revoke all on function public.unused_case_study_files() from public, anon, service_role;
grant execute on function public.reorder_case_studies(uuid[], uuid[]) to authenticated;
grant execute on function public.restore_revision(bigint, integer) to authenticated;
grant execute on function public.restore_from_trash(bigint) to authenticated;
grant execute on function public.delete_from_trash(bigint) to authenticated;
grant execute on function public.unused_case_study_files() to authenticated;

-- ─── Storage: referenced files stay ─────────────────────────────────────────────────────────────
-- Admins delete a file of the bucket only when no revision or trash item refers to it, and only
-- their own uploads of the last 24 hours (another admin's fresh upload may be in an unsaved form).
drop policy "admins delete case-study objects" on storage.objects;
create policy "admins delete unused case-study objects" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'case-studies'
    and (select private.has_role((select auth.uid()), 'admin'))
    and not private.case_study_file_in_use(name)
    and (owner_id = (select auth.uid())::text or created_at < now() - interval '86400 seconds')
  );

-- ─── Retention ──────────────────────────────────────────────────────────────────────────────────
-- 30 days are 2592000 s, 90 days 7776000 s, 365 days 31536000 s ('30 days' would move with
-- daylight saving).
create or replace function private.purge_trash_and_revisions()
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  with gone as (
    delete from public.trash t
     where t.deleted_at < pg_catalog.now() - interval '2592000 seconds'
    returning t.item_type, t.item_id
  )
  delete from public.revisions r using gone g
   where r.item_type = g.item_type and r.item_id = g.item_id;

  delete from public.revisions r
   where r.created_at < pg_catalog.now() - interval '7776000 seconds'
     and r.id <> (
       select max(n.id) from public.revisions n
        where n.item_type = r.item_type and n.item_id = r.item_id
     )
     and (
       r.created_at < pg_catalog.now() - interval '31536000 seconds'
       or exists (
         select 1 from public.revisions l
          where l.item_type = r.item_type and l.item_id = r.item_id and l.id > r.id
            and (l.created_at at time zone 'UTC')::date = (r.created_at at time zone 'UTC')::date
       )
     );

  -- Revisions of items that are neither there nor in the trash (gone in SQL), after 30 days.
  delete from public.revisions r
   where r.created_at < pg_catalog.now() - interval '2592000 seconds'
     and not exists (select 1 from public.trash t where t.item_type = r.item_type and t.item_id = r.item_id)
     and not exists (
       select 1 from public.case_studies c where r.item_type = 'case_study' and c.id = r.item_id
     )
     and not exists (
       select 1 from public.team_answers a where r.item_type = 'team_answer' and a.id = r.item_id
     );
end;
$$;
revoke all on function private.purge_trash_and_revisions()
  from public, anon, authenticated, service_role;

do $$
begin
  if to_regnamespace('cron') is null then
    raise warning 'pg_cron is not available: the trash and old revisions are not purged';
    return;
  end if;
  perform cron.schedule(
    'purge-trash-and-revisions',
    '41 3 * * *',
    'select private.purge_trash_and_revisions()'
  );
end
$$;

-- ─── What exists today ──────────────────────────────────────────────────────────────────────────
-- One revision of each item's current state, dated by its last change, so its files are kept and
-- its history starts somewhere.
insert into public.revisions (item_type, item_id, version, action, content, files, created_at)
select 'case_study', c.id, c.version, 'baseline', to_jsonb(c) - 'created_by' - 'base_version',
       private.case_study_files(to_jsonb(c)), c.updated_at
  from public.case_studies c;
insert into public.revisions (item_type, item_id, version, action, content, created_at)
select 'team_answer', a.id, a.version, 'baseline', to_jsonb(a) - 'base_version', a.updated_at
  from public.team_answers a;
