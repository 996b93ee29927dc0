-- Saves a new order of the case studies atomically: display_order becomes each id's zero-based
-- position in `ids`, in one statement and therefore one transaction. Used by the admin list's
-- drag-and-drop (`supabase.rpc('reorder_case_studies', { ids })`).
--
-- SECURITY INVOKER: the caller's row-level security applies, so only admins can change rows. When
-- not every id could be updated (not allowed, or an id that no longer exists) nothing is saved and
-- the call fails, so the admin's list reloads instead of showing an order that was not stored.
create or replace function public.reorder_case_studies(ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  updated integer;
begin
  if ids is null or cardinality(ids) = 0 then
    return;
  end if;
  if cardinality(ids) <> (select count(distinct i) from unnest(ids) as i) then
    raise exception 'reorder_case_studies: ids must not repeat' using errcode = '22023';
  end if;

  update public.case_studies as c
     set display_order = o.ord - 1
    from unnest(ids) with ordinality as o(id, ord)
   where c.id = o.id;
  get diagnostics updated = row_count;

  if updated <> cardinality(ids) then
    raise exception 'reorder_case_studies: % of % case studies could be reordered', updated, cardinality(ids)
      using errcode = '42501',
            hint = 'Only admins may reorder, and every id must exist.';
  end if;
end;
$$;

comment on function public.reorder_case_studies(uuid[]) is
  'Sets display_order of the given case studies to their index in ids, atomically. RLS applies (admins only).';

revoke all on function public.reorder_case_studies(uuid[]) from public, anon;
grant execute on function public.reorder_case_studies(uuid[]) to authenticated;
