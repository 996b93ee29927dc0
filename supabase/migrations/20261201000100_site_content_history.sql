-- The FAQ entries, legal pages and company facts keep the history every versioned item keeps
-- (20261128000000_revisions_and_trash): a version per change with base_version checked here, a
-- revision per change, restore of a revision, and for FAQ entries the trash and its restore. It
-- is the same mechanism, extended: the same tables (public.revisions, public.trash), triggers
-- and functions (public.restore_revision, public.restore_from_trash, public.delete_from_trash),
-- which now also know the kinds faq_entry, legal_page and company_facts (named, and mapped from
-- their tables by private.history_item_type, in 20261201000000_site_content).
--
-- Functions of 20261128000000_revisions_and_trash restated here, whole, and why:
--   * private.check_version, private.record_revision, private.move_to_trash: the item type of a
--     table comes from private.history_item_type (which knows the new tables) instead of a
--     two-way case; move_to_trash titles a FAQ entry by its question;
--   * private.saved_by: a refused save also names what the version it meets changed
--     ("changed": its fields), so the admin learns who changed what, when;
--   * private.restore_revision: restores the content of the new kinds (never their place in the
--     list or whether they are published);
--   * private.restore_from_trash: puts a FAQ entry back at its place in the list;
--   * private.purge_trash_and_revisions: revisions of new kinds' rows deleted in SQL go too.

-- ─── The mechanism, knowing the new kinds ───────────────────────────────────────────────────────
create or replace function private.saved_by(p_type text, p_id uuid, p_version integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'version', p_version, 'by', r.actor_email, 'at', r.created_at,
           'changed', coalesce(to_jsonb(r.changed), '[]'::jsonb)
         )
    from (select 1) as one
    left join lateral (
      select actor_email, created_at, changed from public.revisions
       where item_type = p_type and item_id = p_id and version = p_version and action <> 'reorder'
       order by id desc limit 1
    ) as r on true
$$;
revoke all on function private.saved_by(text, uuid, integer) from public, anon, authenticated, service_role;

create or replace function private.check_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type text := private.history_item_type(tg_table_name);
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

create or replace function private.record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type text := private.history_item_type(tg_table_name);
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

create or replace function private.move_to_trash()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type text := private.history_item_type(tg_table_name);
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
      when 'faq_entry' then coalesce(v_content ->> 'question_de', v_content ->> 'question_en')
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
  elsif v_rev.item_type = 'team_answer' then
    update public.team_answers as a
       set question = r.question, variants = r.variants, answer_en = r.answer_en,
           answer_de = r.answer_de, link = r.link,
           base_version = restore_revision.version
      from jsonb_populate_record(null::public.team_answers, v_rev.content) as r
     where a.id = v_rev.item_id
    returning jsonb_build_object('version', a.version, 'published', a.published) into v_result;
  elsif v_rev.item_type = 'faq_entry' then
    update public.faq_entries as f
       set question_en = r.question_en, answer_en = r.answer_en,
           question_de = r.question_de, answer_de = r.answer_de,
           base_version = restore_revision.version
      from jsonb_populate_record(null::public.faq_entries, v_rev.content) as r
     where f.id = v_rev.item_id
    returning jsonb_build_object('version', f.version, 'published', f.published) into v_result;
  elsif v_rev.item_type = 'legal_page' then
    update public.legal_pages as l
       set title_en = r.title_en, description_en = r.description_en, body_en = r.body_en,
           title_de = r.title_de, description_de = r.description_de, body_de = r.body_de,
           revised_on = r.revised_on, base_version = restore_revision.version
      from jsonb_populate_record(null::public.legal_pages, v_rev.content) as r
     where l.id = v_rev.item_id
    returning jsonb_build_object('version', l.version, 'published', l.published) into v_result;
  elsif v_rev.item_type = 'company_facts' then
    update public.company_facts as c
       set (company_name, legal_name, email, phone, street, postal_code, city, country_code,
            register_court, register_number, vat_id, managing_directors, responsible_for_content,
            linkedin_url, xing_url, booking_url, workshop_price_eur, workshop_dates, workshop_days,
            workshop_participants_min, workshop_participants_max, workshop_use_cases,
            workshop_prototypes_min, workshop_prototypes_max, go_live_weeks_min,
            go_live_weeks_max, integrations_count, accuracy_percent, professionals_trained,
            base_version)
         = (r.company_name, r.legal_name, r.email, r.phone, r.street, r.postal_code, r.city,
            r.country_code, r.register_court, r.register_number, r.vat_id, r.managing_directors,
            r.responsible_for_content, r.linkedin_url, r.xing_url, r.booking_url,
            r.workshop_price_eur, r.workshop_dates, r.workshop_days, r.workshop_participants_min,
            r.workshop_participants_max, r.workshop_use_cases, r.workshop_prototypes_min,
            r.workshop_prototypes_max, r.go_live_weeks_min, r.go_live_weeks_max,
            r.integrations_count, r.accuracy_percent, r.professionals_trained,
            restore_revision.version)
      from jsonb_populate_record(null::public.company_facts, v_rev.content) as r
     where c.id = v_rev.item_id
    returning jsonb_build_object('version', c.version, 'published', c.published) into v_result;
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
  elsif v_item.item_type = 'faq_entry' then
    v_order := (v_item.content ->> 'display_order')::integer;
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.faq_entries order'));
    if exists (select 1 from public.faq_entries f where f.display_order = v_order) then
      update public.faq_entries set display_order = display_order + 1 where display_order >= v_order;
    end if;
    perform pg_catalog.set_config('app.revision_action', 'untrash', true);
    insert into public.faq_entries
    select (jsonb_populate_record(null::public.faq_entries, v_row)).*;
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

revoke all on function private.restore_revision(bigint, integer) from public, anon, service_role;
revoke all on function private.restore_from_trash(bigint) from public, anon, service_role;
grant execute on function private.restore_revision(bigint, integer) to authenticated;
grant execute on function private.restore_from_trash(bigint) to authenticated;

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
     )
     and not exists (
       select 1 from public.faq_entries f where r.item_type = 'faq_entry' and f.id = r.item_id
     )
     and not exists (
       select 1 from public.legal_pages l where r.item_type = 'legal_page' and l.id = r.item_id
     )
     and not exists (
       select 1 from public.company_facts c where r.item_type = 'company_facts' and c.id = r.item_id
     );
end;
$$;
revoke all on function private.purge_trash_and_revisions()
  from public, anon, authenticated, service_role;

-- ─── Triggers ───────────────────────────────────────────────────────────────────────────────────
create trigger faq_entries_check_version
  before insert or update on public.faq_entries
  for each row execute function private.check_version();
create trigger faq_entries_record_revision
  after insert or update on public.faq_entries
  for each row execute function private.record_revision();
create trigger faq_entries_move_to_trash
  before delete on public.faq_entries
  for each row execute function private.move_to_trash();

create trigger legal_pages_check_version
  before insert or update on public.legal_pages
  for each row execute function private.check_version();
create trigger legal_pages_record_revision
  after insert or update on public.legal_pages
  for each row execute function private.record_revision();

create trigger company_facts_check_version
  before insert or update on public.company_facts
  for each row execute function private.check_version();
create trigger company_facts_record_revision
  after insert or update on public.company_facts
  for each row execute function private.record_revision();

-- Rebuild on publish goes the stories' one way: after a save visitors would see, the admin's page
-- asks the rebuild-site function with the change's reason (src/components/admin/site-rebuild.ts).
-- No trigger here queues a reason of its own, so one change is one reason in the deploy hook's call.
