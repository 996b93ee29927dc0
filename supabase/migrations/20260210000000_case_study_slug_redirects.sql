-- Renamed stories keep their old addresses: when the admin changes a story's slug, the old slug is
-- recorded here, and /case-studies/<old slug> leads to the story's current address (a 301 from the
-- site's loader, a redirect page and a `_redirects` rule in the static build, a client-side
-- redirect in the browser).
--
-- Rules the trigger below keeps:
--   * a redirect names the story (its id), not the new slug, so renaming a story again needs no
--     chain: every old slug of a story leads to whatever its slug is now, and there are no loops;
--   * a slug in use wins over a redirect: when any story (draft or published) takes a slug, a
--     redirect of that name is deleted, so a story's own address never redirects elsewhere, and a
--     story renamed back to an earlier slug does not redirect to itself;
--   * deleting a story deletes its redirects (on delete cascade).
--
-- Visitors read the redirects of published stories only (row-level security); nobody writes this
-- table through the API: the trigger does, as the table's owner (SECURITY DEFINER, empty
-- search_path, in the non-exposed schema `private`). Everything is granted explicitly: the API
-- roles get no default privileges.

create table public.case_study_slug_redirects (
  old_slug text primary key,
  case_study_id uuid not null references public.case_studies (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.case_study_slug_redirects is
  'Earlier slugs of case studies: /case-studies/<old_slug> leads to the story''s current slug. Filled by a trigger on case_studies; visitors read those of published stories.';

create index case_study_slug_redirects_case_study_idx
  on public.case_study_slug_redirects (case_study_id);

alter table public.case_study_slug_redirects enable row level security;
revoke all on public.case_study_slug_redirects from public, anon, authenticated, service_role;

-- The site resolves an old slug (the page's loader, the build's redirect list). The row's age is
-- bookkeeping, not readable through the API.
grant select (old_slug, case_study_id) on public.case_study_slug_redirects to anon, authenticated;

-- Only redirects of published stories: a draft's earlier names stay as private as the draft.
create policy "everyone reads redirects of published case studies" on public.case_study_slug_redirects
  for select to anon, authenticated
  using (
    exists (
      select 1 from public.case_studies c
       where c.id = case_study_slug_redirects.case_study_id and c.published
    )
  );

create or replace function private.record_case_study_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The slug names this story now: a redirect of that name would send its visitors elsewhere.
  delete from public.case_study_slug_redirects where old_slug = new.slug;
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    insert into public.case_study_slug_redirects (old_slug, case_study_id)
    values (old.slug, new.id)
    on conflict (old_slug) do update
      set case_study_id = excluded.case_study_id, created_at = pg_catalog.now();
  end if;
  return null;
end;
$$;

-- A trigger function is of no use through the API: keep it out of reach of the API roles.
revoke all on function private.record_case_study_slug() from public, anon, authenticated, service_role;

create trigger case_studies_record_slug
  after insert or update of slug on public.case_studies
  for each row execute function private.record_case_study_slug();

-- Stories that already exist keep their slugs: nothing to backfill.
