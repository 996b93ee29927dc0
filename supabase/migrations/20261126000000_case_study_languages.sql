-- Case studies in two languages: the site has an English edition (/…) and a German one (/de/…).
-- A story's text (title, description, results) may be written in English, in German or in both:
--   * title, description, results          the English text (no longer required on their own)
--   * title_de, description_de, results_de the German text
-- Each language is all or nothing (all three fields, or none), and at least one language is
-- complete. A page in a language the story lacks shows the other language's text, marked as such.
-- The client name, slug, images and order are shared by both languages (one slug per story).
--
-- Every new column needs its own column grants: the API roles get no default privileges.

alter table public.case_studies
  alter column title drop not null,
  alter column description drop not null,
  alter column results drop not null,
  add column title_de text check (char_length(title_de) between 1 and 200),
  add column description_de text check (char_length(description_de) between 1 and 2000),
  add column results_de text check (char_length(results_de) between 1 and 2000);

alter table public.case_studies
  add constraint case_studies_english_complete_or_empty
    check (num_nonnulls(title, description, results) in (0, 3)),
  add constraint case_studies_german_complete_or_empty
    check (num_nonnulls(title_de, description_de, results_de) in (0, 3)),
  add constraint case_studies_one_language_complete
    check (num_nonnulls(title, description, results, title_de, description_de, results_de) >= 3);

comment on column public.case_studies.title is 'English title (null when the story has no English text).';
comment on column public.case_studies.title_de is 'German title (null when the story has no German text).';
comment on column public.case_studies.description_de is 'German description; with title_de and results_de, or none of them.';
comment on column public.case_studies.results_de is 'German results, one per line; with title_de and description_de, or none of them.';

-- Public like the English text; written by the admin form (row-level security: admins only).
grant select (title_de, description_de, results_de) on public.case_studies to anon, authenticated;
grant insert (title_de, description_de, results_de), update (title_de, description_de, results_de)
  on public.case_studies to authenticated;
