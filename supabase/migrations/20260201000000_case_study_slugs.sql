-- Friendly URLs: every case study gets a unique slug, and /case-studies/<slug> is its canonical
-- address (/case-studies/<id> keeps working and leads there).
--
-- The admin form proposes the slug from the title and validates it before saving; this table is the
-- final guard:
--   * lowercase ASCII letters and digits in groups joined by single hyphens, at most 100 characters;
--   * never shaped like a UUID, so a slug can never be mistaken for an id in /case-studies/<id>;
--   * unique across drafts and published stories alike (a draft keeps its address when published).
--
-- Every new column needs its own column grant: the API roles get no table-wide privileges, so the
-- slug is granted explicitly below (readable by everyone who may read the row; written by the
-- admin through the `authenticated` role, with row-level security deciding who that is).

alter table public.case_studies add column slug text;

-- Existing rows: a slug from the title (German umlauts and ß spelled out, other accents dropped,
-- anything else a hyphen), made unique with -2, -3, … in display order. A title that leaves
-- nothing usable falls back to "case-study".
with base as (
  select
    id,
    coalesce(
      nullif(
        left(
          trim(both '-' from regexp_replace(
            translate(
              replace(replace(replace(replace(lower(title), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'),
              'àáâãåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõøōőŕřśšşťùúûūůűųýÿźżž',
              'aaaaaaaacccdeeeeeeeeiiiiiilnnnooooooorrsssttuuuuuuuyyzzz'
            ),
            '[^a-z0-9]+', '-', 'g'
          )),
          90
        ),
        ''
      ),
      'case-study'
    ) as base_slug,
    display_order,
    created_at
  from public.case_studies
),
numbered as (
  select
    id,
    trim(both '-' from base_slug) as base_slug,
    row_number() over (partition by trim(both '-' from base_slug) order by display_order, created_at, id) as n
  from base
)
update public.case_studies c
   set slug = case when numbered.n = 1 then numbered.base_slug else numbered.base_slug || '-' || numbered.n end
  from numbered
 where numbered.id = c.id;

alter table public.case_studies
  alter column slug set not null,
  add constraint case_studies_slug_key unique (slug),
  add constraint case_studies_slug_format check (
    char_length(slug) between 1 and 100
    and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
    and slug !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  );

comment on column public.case_studies.slug is
  'URL name of the story: /case-studies/<slug>. Lowercase letters, digits and single hyphens; unique; never UUID-shaped.';

grant select (slug) on public.case_studies to anon, authenticated;
grant insert (slug), update (slug) on public.case_studies to authenticated;
