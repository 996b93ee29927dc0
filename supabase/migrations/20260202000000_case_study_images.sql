-- Image facts of each case study: the pixel size of every uploaded image and logo, and the smaller
-- copies the admin's browser made of it, so public pages can reserve the right space and let the
-- browser pick a file that fits the screen (`srcset`, `width`/`height`).
--
-- `images` and `logo` stay what they were: the public URLs of the files to show (the largest copy).
-- `image_meta` adds, per such URL:
--   { "<public url>": { "width": 1600, "height": 1200,
--                       "variants": [ { "url": "<public url>", "width": 800, "height": 600 } ] } }
-- A URL without an entry (images saved before this migration, or files of the site itself) is
-- shown as the single file it is.
--
-- Every new column needs its own column grants: the API roles get no default privileges.

alter table public.case_studies
  add column image_meta jsonb not null default '{}'::jsonb;

-- An object, and small: visitors download it with every case study.
alter table public.case_studies
  add constraint case_studies_image_meta_object
    check (jsonb_typeof(image_meta) = 'object' and octet_length(image_meta::text) <= 65536);

comment on column public.case_studies.image_meta is
  'Per public URL of images/logo: {width, height, variants: [{url, width, height}]} (pixel sizes of the stored file and its smaller copies).';

-- Public like the images it describes; written by the admin UI with the rest of the form.
grant select (image_meta) on public.case_studies to anon, authenticated;
grant insert (image_meta), update (image_meta) on public.case_studies to authenticated;
