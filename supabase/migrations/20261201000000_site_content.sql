-- The site's own words, edited by the team: FAQ entries, the legal pages and the company facts.
--
-- faq_entries: a question and its answer in English and/or German (each language both or
--   neither, at least one), ordered by display_order (changed by reorder_faq_entries alone, as
--   the stories' order), a draft until published. Deleting one moves it to the trash.
-- legal_pages: one row each for privacy, terms and imprint: title, search description and body
--   per language (each language all three or none, at least one). The body is Markdown: "## "
--   headings (an optional "{#id}" after one fixes its anchor), paragraphs, "- " lists, links;
--   no raw HTML. It names company facts by placeholder, which the site fills in from
--   company_facts: {{company.name}}, {{company.legal_name}}, {{company.city}},
--   {{company.email}}, {{company.phone}}, {{company.vat_id}}, {{company.register}} (court and
--   number), {{company.managing_directors}}, {{company.responsible_for_content}} (inline), and
--   {{company.address}} (legal name, street, postal code and city, country) and
--   {{company.contact}} (e-mail and phone) as lines of an address block. Any other "{{" is
--   refused. The imprint's body keeps the placeholders of the facts the law asks for.
-- company_facts: one row, typed: names, contact, address, register, VAT id, managing directors,
--   social links, booking page, the workshop's price, dates and format, and the figures the home
--   page quotes. The database refuses what it can judge: e-mail, phone, URL, VAT id and register
--   shapes, negative figures, a minimum above its maximum.
--
-- All three keep the case studies' guarantees through the same mechanism (revisions, versions
-- with base_version, the trash, restore; its functions learn the new kinds in the next
-- migration): their item_type in public.revisions and public.trash is faq_entry, legal_page and
-- company_facts. The FAQ's order changes through public.reorder_faq_entries(ids, expected)
-- alone, refused with PT409 when the list changed since the admin saw it, as the stories' order.
-- Legal pages and company facts are never created or deleted through the API: they are there,
-- and are edited.
--
-- Visitors (anon) and signed-in users read published rows; admins read all and write.
-- Every column is granted explicitly: the API roles get no default privileges.

-- ─── FAQ ────────────────────────────────────────────────────────────────────────────────────────
create table public.faq_entries (
  id uuid primary key default gen_random_uuid(),
  question_en text check (char_length(btrim(question_en)) between 3 and 300),
  answer_en text check (char_length(btrim(answer_en)) between 1 and 3000),
  question_de text check (char_length(btrim(question_de)) between 3 and 300),
  answer_de text check (char_length(btrim(answer_de)) between 1 and 3000),
  display_order integer not null default 0 check (display_order >= 0),
  published boolean not null default false,
  version integer not null default 1 constraint faq_entries_version_positive check (version >= 1),
  base_version integer,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint faq_entries_english_complete_or_empty check (num_nonnulls(question_en, answer_en) in (0, 2)),
  constraint faq_entries_german_complete_or_empty check (num_nonnulls(question_de, answer_de) in (0, 2)),
  constraint faq_entries_one_language check (num_nonnulls(question_en, question_de) >= 1)
);

comment on table public.faq_entries is
  'FAQ entries of the site in English and/or German. Visitors read published ones; admins read and write all.';
comment on column public.faq_entries.base_version is
  'Input only: the version a change is based on (refused when the entry is at another). Always empty when stored.';

create index faq_entries_published_order_idx on public.faq_entries (published, display_order);

-- ─── Legal pages ────────────────────────────────────────────────────────────────────────────────
create table public.legal_pages (
  id uuid primary key default gen_random_uuid(),
  kind text not null unique check (kind in ('privacy', 'terms', 'imprint')),
  title_en text check (char_length(btrim(title_en)) between 1 and 120),
  description_en text check (char_length(btrim(description_en)) between 1 and 300),
  body_en text check (char_length(body_en) between 1 and 60000),
  title_de text check (char_length(btrim(title_de)) between 1 and 120),
  description_de text check (char_length(btrim(description_de)) between 1 and 300),
  body_de text check (char_length(body_de) between 1 and 60000),
  revised_on date,
  published boolean not null default false,
  version integer not null default 1 constraint legal_pages_version_positive check (version >= 1),
  base_version integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint legal_pages_english_complete_or_empty
    check (num_nonnulls(title_en, description_en, body_en) in (0, 3)),
  constraint legal_pages_german_complete_or_empty
    check (num_nonnulls(title_de, description_de, body_de) in (0, 3)),
  constraint legal_pages_one_language check (num_nonnulls(body_en, body_de) >= 1),
  -- A page has at least one section heading (its table of contents), and no raw HTML.
  constraint legal_pages_body_en_markdown
    check (body_en ~ '(^|\n)## +\S' and body_en !~ '<[A-Za-z/!?]'),
  constraint legal_pages_body_de_markdown
    check (body_de ~ '(^|\n)## +\S' and body_de !~ '<[A-Za-z/!?]'),
  constraint legal_pages_body_en_placeholders check (
    regexp_replace(body_en, '\{\{company\.(name|legal_name|city|email|phone|vat_id|register|managing_directors|responsible_for_content|address|contact)\}\}', '', 'g')
      !~ '\{\{|\}\}'
  ),
  constraint legal_pages_body_de_placeholders check (
    regexp_replace(body_de, '\{\{company\.(name|legal_name|city|email|phone|vat_id|register|managing_directors|responsible_for_content|address|contact)\}\}', '', 'g')
      !~ '\{\{|\}\}'
  ),
  -- The imprint names what § 5 DDG asks for; the facts themselves are company_facts' fields.
  constraint legal_pages_imprint_facts check (
    kind <> 'imprint'
    or (
      (body_en is null or (
        body_en ~ '\{\{company\.address\}\}' and body_en ~ '\{\{company\.contact\}\}'
        and body_en ~ '\{\{company\.managing_directors\}\}' and body_en ~ '\{\{company\.vat_id\}\}'
        and body_en ~ '\{\{company\.register\}\}'
      ))
      and (body_de is null or (
        body_de ~ '\{\{company\.address\}\}' and body_de ~ '\{\{company\.contact\}\}'
        and body_de ~ '\{\{company\.managing_directors\}\}' and body_de ~ '\{\{company\.vat_id\}\}'
        and body_de ~ '\{\{company\.register\}\}'
      ))
    )
  )
);

comment on table public.legal_pages is
  'Privacy policy, terms and imprint: Markdown per language with company-fact placeholders. Visitors read published ones; admins edit.';
comment on column public.legal_pages.revised_on is
  'When the text was last revised (the page shows its month), or null for none shown.';
comment on column public.legal_pages.base_version is
  'Input only: the version a change is based on (refused when the page is at another). Always empty when stored.';

-- ─── Company facts ──────────────────────────────────────────────────────────────────────────────
create table public.company_facts (
  id uuid primary key default gen_random_uuid(),
  company_name text not null check (char_length(btrim(company_name)) between 1 and 100),
  legal_name text not null check (char_length(btrim(legal_name)) between 1 and 150),
  email text not null check (
    char_length(email) <= 254
    and email ~ '^[A-Za-z0-9._%+-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$'
  ),
  -- International form: "+", country code, digits with single spaces, slashes or hyphens.
  phone text not null check (
    phone ~ '^\+[1-9][0-9]*([ /-]?[0-9]+)*$'
    and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 7 and 15
  ),
  street text not null check (char_length(btrim(street)) between 1 and 150),
  postal_code text not null check (postal_code ~ '^[0-9A-Z][0-9A-Z -]{1,8}[0-9A-Z]$'),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  country_code text not null check (country_code ~ '^[A-Z]{2}$'),
  register_court text not null check (char_length(btrim(register_court)) between 1 and 100),
  register_number text not null check (register_number ~ '^(HRA|HRB|GnR|PR|VR) [0-9]{1,7}( [A-Z]{1,3})?$'),
  vat_id text not null check (vat_id ~ '^[A-Z]{2}[0-9A-Z]{2,13}$'),
  managing_directors text[] not null check (
    cardinality(managing_directors) between 1 and 10
    and array_position(managing_directors, null) is null
    and array_to_string(managing_directors, '|') !~ '(^|\|)\s*(\||$)'
  ),
  responsible_for_content text not null check (char_length(btrim(responsible_for_content)) between 1 and 300),
  linkedin_url text check (linkedin_url ~ '^https://([a-z]{2,3}\.)?linkedin\.com/[^\s]*$'),
  xing_url text check (xing_url ~ '^https://(www\.)?xing\.com/[^\s]*$'),
  booking_url text not null check (booking_url ~ '^https?://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(:[0-9]{1,5})?([/?#][^\s]*)?$'),
  -- The workshop: a price (net, in euros; null: the site quotes none), its next dates, its format.
  workshop_price_eur numeric(10, 2) check (workshop_price_eur >= 0),
  workshop_dates date[] not null default '{}'
    check (cardinality(workshop_dates) <= 24 and array_position(workshop_dates, null) is null),
  workshop_days integer not null check (workshop_days between 1 and 30),
  workshop_participants_min integer not null check (workshop_participants_min >= 1),
  workshop_participants_max integer not null check (workshop_participants_max <= 500),
  workshop_use_cases integer not null check (workshop_use_cases >= 0),
  workshop_prototypes_min integer not null check (workshop_prototypes_min >= 0),
  workshop_prototypes_max integer not null,
  -- The figures the home page quotes ("6-8 weeks", "500+ integrations", "99%+ accuracy" …).
  go_live_weeks_min integer not null check (go_live_weeks_min >= 1),
  go_live_weeks_max integer not null check (go_live_weeks_max <= 104),
  integrations_count integer not null check (integrations_count >= 0),
  accuracy_percent integer not null check (accuracy_percent between 0 and 100),
  professionals_trained integer not null check (professionals_trained >= 0),
  published boolean not null default false,
  version integer not null default 1 constraint company_facts_version_positive check (version >= 1),
  base_version integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint company_facts_participants_range check (workshop_participants_min <= workshop_participants_max),
  constraint company_facts_prototypes_range check (workshop_prototypes_min <= workshop_prototypes_max),
  constraint company_facts_go_live_range check (go_live_weeks_min <= go_live_weeks_max)
);

comment on table public.company_facts is
  'The one row of company facts the site shows everywhere (and in its structured data). Visitors read it when published; admins edit.';
comment on column public.company_facts.base_version is
  'Input only: the version a change is based on (refused when the facts are at another). Always empty when stored.';

-- One row: the facts exist once.
create unique index company_facts_one_row on public.company_facts ((true));

create trigger faq_entries_set_updated_at
  before update on public.faq_entries
  for each row execute function public.set_updated_at();
create trigger legal_pages_set_updated_at
  before update on public.legal_pages
  for each row execute function public.set_updated_at();
create trigger company_facts_set_updated_at
  before update on public.company_facts
  for each row execute function public.set_updated_at();

-- ─── Row-level security and grants ──────────────────────────────────────────────────────────────
alter table public.faq_entries enable row level security;
alter table public.legal_pages enable row level security;
alter table public.company_facts enable row level security;
revoke all on public.faq_entries, public.legal_pages, public.company_facts
  from public, anon, authenticated, service_role;

-- Visitors read the content of published rows; the admin also reads the version (on which every
-- change states it is based) and writes the content. created_by stays the database's.
grant select (
  id, question_en, answer_en, question_de, answer_de, display_order, published, created_at, updated_at
) on public.faq_entries to anon, authenticated;
grant select (version) on public.faq_entries to authenticated;
grant insert (question_en, answer_en, question_de, answer_de, display_order, published)
  on public.faq_entries to authenticated;
-- The order changes through reorder_faq_entries alone, which checks what the admin saw.
grant update (question_en, answer_en, question_de, answer_de, published, base_version)
  on public.faq_entries to authenticated;
grant delete on public.faq_entries to authenticated;

grant select (
  id, kind, title_en, description_en, body_en, title_de, description_de, body_de, revised_on,
  published, created_at, updated_at
) on public.legal_pages to anon, authenticated;
grant select (version) on public.legal_pages to authenticated;
grant update (
  title_en, description_en, body_en, title_de, description_de, body_de, revised_on, published,
  base_version
) on public.legal_pages to authenticated;

grant select (
  id, company_name, legal_name, email, phone, street, postal_code, city, country_code,
  register_court, register_number, vat_id, managing_directors, responsible_for_content,
  linkedin_url, xing_url, booking_url, workshop_price_eur, workshop_dates, workshop_days,
  workshop_participants_min, workshop_participants_max, workshop_use_cases,
  workshop_prototypes_min, workshop_prototypes_max, go_live_weeks_min, go_live_weeks_max,
  integrations_count, accuracy_percent, professionals_trained, published, created_at, updated_at
) on public.company_facts to anon, authenticated;
grant select (version) on public.company_facts to authenticated;

-- chat-ai reads the published texts and facts the assistant knows with the service role, as it
-- reads the team answers (what visitors may read, nothing more).
grant select (id, question_en, answer_en, question_de, answer_de, display_order, published)
  on public.faq_entries to service_role;
grant select (
  kind, title_en, description_en, body_en, title_de, description_de, body_de, revised_on, published
) on public.legal_pages to service_role;
grant select (
  company_name, legal_name, email, phone, street, postal_code, city, country_code,
  register_court, register_number, vat_id, managing_directors, responsible_for_content,
  linkedin_url, xing_url, booking_url, workshop_price_eur, workshop_dates, workshop_days,
  workshop_participants_min, workshop_participants_max, workshop_use_cases,
  workshop_prototypes_min, workshop_prototypes_max, go_live_weeks_min, go_live_weeks_max,
  integrations_count, accuracy_percent, professionals_trained, published
) on public.company_facts to service_role;
grant update (
  company_name, legal_name, email, phone, street, postal_code, city, country_code,
  register_court, register_number, vat_id, managing_directors, responsible_for_content,
  linkedin_url, xing_url, booking_url, workshop_price_eur, workshop_dates, workshop_days,
  workshop_participants_min, workshop_participants_max, workshop_use_cases,
  workshop_prototypes_min, workshop_prototypes_max, go_live_weeks_min, go_live_weeks_max,
  integrations_count, accuracy_percent, professionals_trained, published, base_version
) on public.company_facts to authenticated;

create policy "anon reads published faq entries" on public.faq_entries
  for select to anon using (published);
create policy "signed-in users read published, admins read all" on public.faq_entries
  for select to authenticated
  using (published or (select private.has_role((select auth.uid()), 'admin')));
create policy "admins insert faq entries" on public.faq_entries
  for insert to authenticated
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins update faq entries" on public.faq_entries
  for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins delete faq entries" on public.faq_entries
  for delete to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create policy "anon reads published legal pages" on public.legal_pages
  for select to anon using (published);
create policy "signed-in users read published, admins read all" on public.legal_pages
  for select to authenticated
  using (published or (select private.has_role((select auth.uid()), 'admin')));
create policy "admins update legal pages" on public.legal_pages
  for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));

create policy "anon reads published company facts" on public.company_facts
  for select to anon using (published);
create policy "signed-in users read published, admins read all" on public.company_facts
  for select to authenticated
  using (published or (select private.has_role((select auth.uid()), 'admin')));
create policy "admins update company facts" on public.company_facts
  for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));

-- ─── The kinds ──────────────────────────────────────────────────────────────────────────────────
alter table public.revisions drop constraint revisions_item_type_check;
alter table public.revisions add constraint revisions_item_type_check check (
  item_type in ('case_study', 'team_answer', 'faq_entry', 'legal_page', 'company_facts')
);
alter table public.trash drop constraint trash_item_type_check;
-- Only FAQ entries are ever deleted of the new kinds: legal pages and company facts stay.
alter table public.trash add constraint trash_item_type_check check (
  item_type in ('case_study', 'team_answer', 'faq_entry')
);

-- The item_type of a versioned table's rows. A table it does not know is an error, not a guess.
create or replace function private.history_item_type(p_table text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  case p_table
    when 'case_studies' then return 'case_study';
    when 'team_answers' then return 'team_answer';
    when 'faq_entries' then return 'faq_entry';
    when 'legal_pages' then return 'legal_page';
    when 'company_facts' then return 'company_facts';
    else raise exception 'history_item_type: % keeps no history', p_table using errcode = '22023';
  end case;
end;
$$;
revoke all on function private.history_item_type(text) from public, anon, authenticated, service_role;

-- ─── The FAQ's order ────────────────────────────────────────────────────────────────────────────
-- Saves a new order: display_order becomes each id's zero-based index in `ids`. `expected` is the
-- order the admin saw (every entry, by display_order, then id); when the list is another one now,
-- nothing is saved and PT409 names who changed it when.
create or replace function private.reorder_faq_entries(ids uuid[], expected uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current uuid[];
begin
  if not private.has_role(auth.uid(), 'admin') then
    raise exception 'reorder_faq_entries: admins only' using errcode = '42501';
  end if;
  if ids is null or expected is null then
    raise exception 'reorder_faq_entries: ids and expected are required' using errcode = '22023';
  end if;
  if cardinality(ids) <> (select count(distinct i) from unnest(ids) as i) then
    raise exception 'reorder_faq_entries: ids must not repeat' using errcode = '22023';
  end if;
  -- One reorder at a time: the second sees the first's order, not the one both started from.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.faq_entries order'));
  select coalesce(array_agg(f.id order by f.display_order, f.id), '{}') into v_current
    from public.faq_entries f;
  if v_current is distinct from expected then
    raise exception 'reorder_faq_entries: the list was changed meanwhile'
      using errcode = 'PT409',
            detail = (
              select jsonb_build_object('by', r.actor_email, 'at', r.created_at)
                from public.revisions r
               where r.item_type = 'faq_entry'
                 and r.action in ('reorder', 'create', 'trash', 'untrash')
               order by r.id desc limit 1
            )::text,
            hint = 'Read the list again and reorder it.';
  end if;
  if (select array_agg(i order by i) from unnest(ids) as i)
     is distinct from (select array_agg(i order by i) from unnest(v_current) as i) then
    raise exception 'reorder_faq_entries: ids must name every FAQ entry once' using errcode = '22023';
  end if;

  update public.faq_entries as f
     set display_order = o.ord - 1
    from unnest(ids) with ordinality as o(id, ord)
   where f.id = o.id and f.display_order is distinct from o.ord - 1;
end;
$$;
revoke all on function private.reorder_faq_entries(uuid[], uuid[]) from public, anon, service_role;
grant execute on function private.reorder_faq_entries(uuid[], uuid[]) to authenticated;

create or replace function public.reorder_faq_entries(ids uuid[], expected uuid[])
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.reorder_faq_entries(ids, expected);
$$;
comment on function public.reorder_faq_entries(uuid[], uuid[]) is
  'Sets the FAQ''s display_order to the index in ids, when the current order is `expected` (else PT409). Admins only.';
revoke all on function public.reorder_faq_entries(uuid[], uuid[]) from public, anon, service_role;
grant execute on function public.reorder_faq_entries(uuid[], uuid[]) to authenticated;
