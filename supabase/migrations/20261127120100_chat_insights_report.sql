-- /admin/insights computed in the database: public.chat_insights(days) returns the whole report of
-- the last `days` UTC days (today included) as one bounded JSON document, and
-- public.chat_insights_csv(days) the same period's questions as CSV. Admins only: both are
-- security invoker (row-level security applies) and refuse anyone else with 42501.
--
-- Unanswered questions are grouped by similarity when they are written, so the report only counts:
--   * chat_questions.words: the question's words as Postgres full-text search stems them (the
--     Snowball configuration of its language, 'english' or 'german': lower case, stop words
--     dropped, endings cut);
--   * chat_questions.group_id: the first question of its group. A new unanswered question joins
--     the group of the earliest first question it shares at least half of their words with
--     together (Jaccard >= 0.5 of the two sets of words), else it starts a group of its own. A
--     question without words (stop words only) starts its own; the report puts those together by
--     their text. Answered questions have neither.
--
-- chat_source_labels: what a source of an answer is called (a knowledge entry's question or
-- title, a page's title). chat-ai writes the labels of the knowledge it answers from (the site's
-- content, generated into the function), so they are those of the deployed site. Team answers and
-- case studies are labelled from their own tables.

alter table public.chat_questions
  add column words text[],
  add column group_id bigint;

comment on column public.chat_questions.words is
  'An unanswered question''s stemmed words (full-text search in its language), for grouping.';
comment on column public.chat_questions.group_id is
  'An unanswered question''s group: the id of the group''s first question.';

-- The first questions of the groups, found by their words.
create index chat_questions_group_words_idx on public.chat_questions using gin (words)
  where group_id = id;

-- The group a question of these words joins: the earliest first question of a group that shares
-- at least half of their words together, or none.
create or replace function private.chat_question_group(question_words text[])
returns bigint
language sql
stable
security invoker
set search_path = ''
as $$
  select q.id
    from public.chat_questions q
   where q.group_id = q.id
     and q.words && question_words
     and least(pg_catalog.cardinality(q.words), pg_catalog.cardinality(question_words)) * 2
         >= greatest(pg_catalog.cardinality(q.words), pg_catalog.cardinality(question_words))
     and 3 * (select count(*) from unnest(q.words) as w(word) where w.word = any (question_words))
         >= pg_catalog.cardinality(q.words) + pg_catalog.cardinality(question_words)
   order by q.id
   limit 1
$$;
revoke all on function private.chat_question_group(text[])
  from public, anon, authenticated, service_role;

-- Stems an unanswered question and places it in its group, as it is written (security definer:
-- chat-ai's role may not read the questions it compares with).
create or replace function private.group_chat_question()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_catalog.cardinality(new.sources) > 0 then
    new.words := null;
    new.group_id := null;
    return new;
  end if;
  new.words := pg_catalog.tsvector_to_array(pg_catalog.to_tsvector(
    case new.language
      when 'de' then 'pg_catalog.german'::pg_catalog.regconfig
      else 'pg_catalog.english'::pg_catalog.regconfig
    end,
    new.question));
  new.group_id := case
    when pg_catalog.cardinality(new.words) > 0
      then coalesce(private.chat_question_group(new.words), new.id)
    else new.id
  end;
  return new;
end;
$$;
revoke all on function private.group_chat_question() from public, anon, authenticated, service_role;

create trigger chat_questions_group
  before insert on public.chat_questions
  for each row execute function private.group_chat_question();

-- The questions recorded so far, grouped in the order they were written.
do $$
declare
  question record;
  question_words text[];
begin
  for question in
    select c.id, c.language, c.question from public.chat_questions c
     where pg_catalog.cardinality(c.sources) = 0 order by c.id
  loop
    question_words := pg_catalog.tsvector_to_array(pg_catalog.to_tsvector(
      case question.language
        when 'de' then 'pg_catalog.german'::pg_catalog.regconfig
        else 'pg_catalog.english'::pg_catalog.regconfig
      end,
      question.question));
    update public.chat_questions c
       set words = question_words,
           group_id = case
             when pg_catalog.cardinality(question_words) > 0
               then coalesce(private.chat_question_group(question_words), question.id)
             else question.id
           end
     where c.id = question.id;
  end loop;
end
$$;

-- Records still go after 90 days (the rule of 20261127120000_chat_records_schedule): a group
-- whose first question goes is handed to its earliest question that stays.
create or replace function private.delete_old_chat_records()
returns void
language sql
security invoker
set search_path = ''
as $$
  -- 90 days of 86400 s ('90 days' would move with daylight saving).
  update public.chat_questions q
     set group_id = heir.id
    from (
      select m.group_id, min(m.id) as id
        from public.chat_questions m
       where m.group_id in (
               select l.id from public.chat_questions l
                where l.group_id = l.id
                  and l.asked_at < pg_catalog.now() - interval '7776000 seconds')
         and m.asked_at >= pg_catalog.now() - interval '7776000 seconds'
       group by m.group_id
    ) heir
   where q.group_id = heir.group_id
     and q.asked_at >= pg_catalog.now() - interval '7776000 seconds';
  delete from public.chat_questions
   where asked_at < pg_catalog.now() - interval '7776000 seconds';
  delete from public.chat_outcomes
   where happened_at < pg_catalog.now() - interval '7776000 seconds';
$$;

create table public.chat_source_labels (
  source text primary key check (char_length(source) between 1 and 220),
  label text not null check (char_length(label) between 1 and 200)
);

comment on table public.chat_source_labels is
  'What each source of the assistant''s answers is called (knowledge entries, pages), written by chat-ai.';

alter table public.chat_source_labels enable row level security;
revoke all on public.chat_source_labels from public, anon, authenticated, service_role;
-- chat-ai writes the labels (record_chat_source_labels, an upsert) …
grant select (source, label), insert (source, label), update (label)
  on public.chat_source_labels to service_role;
-- … and admins read them with the report.
grant select on public.chat_source_labels to authenticated;
create policy "admins read chat source labels" on public.chat_source_labels
  for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- ─── Labels, written by chat-ai ─────────────────────────────────────────────────────────────────
create or replace function public.record_chat_source_labels(labels jsonb)
returns void
language sql
security invoker
set search_path = ''
as $$
  -- At most 500 labels a call (the first of a source given twice); a label changes only when
  -- its text does.
  insert into public.chat_source_labels (source, label)
  select distinct on (l.source) l.source, pg_catalog.left(pg_catalog.btrim(l.label), 200)
    from pg_catalog.jsonb_to_recordset(labels) as l(source text, label text)
   where l.source is not null and pg_catalog.btrim(coalesce(l.label, '')) <> ''
   order by l.source
   limit 500
  on conflict (source) do update set label = excluded.label
   where public.chat_source_labels.label is distinct from excluded.label;
$$;
revoke all on function public.record_chat_source_labels(jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.record_chat_source_labels(jsonb) to service_role;

-- ─── The period and who may read it ─────────────────────────────────────────────────────────────
-- The start of the report's period: midnight (UTC) `days - 1` days ago, so the period is `days`
-- whole UTC days with today. Refuses a caller who is not an admin (42501) and a period outside
-- 1-90 days (records live 90 days).
create or replace function private.chat_insights_start(days integer)
returns timestamptz
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not coalesce((select private.has_role((select auth.uid()), 'admin')), false) then
    raise exception 'only admins may read the insights' using errcode = '42501';
  end if;
  if days is null or days not between 1 and 90 then
    raise exception 'days must be between 1 and 90' using errcode = '22023';
  end if;
  return (pg_catalog.date_trunc('day', pg_catalog.now() at time zone 'UTC')
          - pg_catalog.make_interval(days => days - 1)) at time zone 'UTC';
end;
$$;
revoke all on function private.chat_insights_start(integer)
  from public, anon, authenticated, service_role;
grant execute on function private.chat_insights_start(integer) to authenticated;

-- ─── The report ─────────────────────────────────────────────────────────────────────────────────
-- Every list has a stable order (count, then text in byte order, then an id) and a bound: 15
-- topics, 50 groups of unanswered questions with at most 3 other wordings, 15 start pages; texts
-- are cut to 200 characters (the CSV export has them in full). Small talk (greeting, thanks) is
-- no topic.
--
-- Unanswered questions, by their group (those without words by their text in lower case): a
-- group is shown by the most frequent wording of its most frequent set of words in the period,
-- with the most frequent wordings of its other sets of words.
create or replace function public.chat_insights(days integer)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  period_start timestamptz := private.chat_insights_start(days);
  report jsonb;
begin
  with q as materialized (
    select c.id, c.conversation_id, c.asked_at, c.question, c.language, c.page, c.sources,
           c.meeting_offered, c.words, c.group_id
      from public.chat_questions c
     where c.asked_at >= period_start
  ),
  firsts as materialized (
    select distinct on (q.conversation_id) q.conversation_id, q.language, q.page
      from q
     order by q.conversation_id, q.asked_at, q.id
  ),
  per_day as (
    select pg_catalog.jsonb_agg(
             pg_catalog.jsonb_build_object('day', d.day, 'count', coalesce(n.count, 0))
             order by d.day) as list
      from pg_catalog.generate_series(0, days - 1) as g(i)
      cross join lateral (select (period_start at time zone 'UTC')::date + g.i as day) d
      left join (
        select (q.asked_at at time zone 'UTC')::date as day, count(*)::integer as count
          from q group by 1
      ) n on n.day = d.day
  ),
  answered as (
    select q.sources[1] as source, q.question
      from q
     where pg_catalog.cardinality(q.sources) > 0 and q.sources[1] not in ('greeting', 'thanks')
  ),
  topic_counts as (
    select a.source, count(*)::integer as count from answered a group by a.source
  ),
  top_topics as (
    select t.source, t.count from topic_counts t
     order by t.count desc, t.source collate "C"
     limit 15
  ),
  examples as (
    select distinct on (e.source) e.source, e.question
      from (
        select a.source, a.question, count(*) as count
          from answered a
         where a.source in (select t.source from top_topics t)
         group by a.source, a.question
      ) e
     order by e.source, e.count desc, e.question collate "C"
  ),
  topics as (
    select pg_catalog.jsonb_agg(
             pg_catalog.jsonb_build_object(
               'source', t.source,
               'label', pg_catalog.left(coalesce(l.label, ta.question, cs.title), 200),
               'count', t.count,
               'example', pg_catalog.left(e.question, 200))
             order by t.count desc, t.source collate "C") as list
      from top_topics t
      left join examples e on e.source = t.source
      left join public.chat_source_labels l on l.source = t.source
      left join public.team_answers ta on t.source = 'team:' || ta.id::text
      left join public.case_studies cs on t.source = 'story:' || cs.id::text
  ),
  unanswered as (
    select case when pg_catalog.cardinality(q.words) > 0 then 'g' || q.group_id::text
                else '=' || pg_catalog.lower(pg_catalog.btrim(q.question)) end as grp,
           coalesce(q.words, '{}') as words, pg_catalog.btrim(q.question) as text
      from q
     where pg_catalog.cardinality(q.sources) = 0
  ),
  word_sets as (
    select w.grp, w.words, sum(w.count)::integer as count,
           (pg_catalog.array_agg(w.text order by w.count desc, w.text collate "C"))[1] as text
      from (
        select u.grp, u.words, u.text, count(*) as count
          from unanswered u group by u.grp, u.words, u.text
      ) w
     group by w.grp, w.words
  ),
  ranked as materialized (
    select s.grp, s.text, s.count,
           row_number() over (
             partition by s.grp
             order by s.count desc, s.text collate "C", s.words::text collate "C") as position,
           sum(s.count) over (partition by s.grp) as total,
           count(*) over (partition by s.grp) as sets
      from word_sets s
  ),
  group_counts as (
    select r.grp, r.total::integer as count, r.text, (r.sets - 1)::integer as others
      from ranked r
     where r.position = 1
  ),
  top_groups as (
    select g.grp, g.count, g.text, g.others from group_counts g
     order by g.count desc, g.text collate "C", g.grp collate "C"
     limit 50
  ),
  variants as (
    select r.grp, pg_catalog.jsonb_agg(pg_catalog.left(r.text, 200) order by r.position) as list
      from ranked r
     where r.position between 2 and 4 and r.grp in (select t.grp from top_groups t)
     group by r.grp
  ),
  unanswered_groups as (
    select pg_catalog.jsonb_agg(
             pg_catalog.jsonb_build_object(
               'question', pg_catalog.left(t.text, 200),
               'count', t.count,
               'variants', coalesce(v.list, '[]'::jsonb),
               'otherWordings', t.others)
             order by t.count desc, t.text collate "C", t.grp collate "C") as list
      from top_groups t
      left join variants v on v.grp = t.grp
  ),
  languages as (
    select pg_catalog.jsonb_agg(
             pg_catalog.jsonb_build_object('key', f.language, 'count', f.count)
             order by f.count desc, f.language collate "C") as list
      from (select firsts.language, count(*)::integer as count from firsts group by 1) f
  ),
  page_counts as (
    select firsts.page, count(*)::integer as count from firsts group by 1
  ),
  start_pages as (
    select pg_catalog.jsonb_agg(
             pg_catalog.jsonb_build_object('key', p.page, 'count', p.count)
             order by p.count desc, p.page collate "C") as list
      from (
        select pc.page, pc.count from page_counts pc
         order by pc.count desc, pc.page collate "C"
         limit 15
      ) p
  ),
  ended as (
    select o.kind, count(*)::integer as count
      from public.chat_outcomes o
     where o.happened_at >= period_start
       and o.conversation_id in (select f.conversation_id from firsts f)
     group by o.kind
  )
  select pg_catalog.jsonb_build_object(
           'days', days,
           'since', period_start,
           'total', (select count(*) from q),
           'conversations', (select count(*) from firsts),
           'perDay', coalesce((select list from per_day), '[]'::jsonb),
           'topics', coalesce((select list from topics), '[]'::jsonb),
           'topicCount', (select count(*) from topic_counts),
           'unanswered', coalesce((select list from unanswered_groups), '[]'::jsonb),
           'unansweredGroupCount', (select count(*) from group_counts),
           'outcomes', pg_catalog.jsonb_build_object(
             'meetingCard',
             (select count(distinct q.conversation_id) from q where q.meeting_offered),
             'booking', coalesce((select e.count from ended e where e.kind = 'booking'), 0),
             'message', coalesce((select e.count from ended e where e.kind = 'message'), 0)),
           'languages', coalesce((select list from languages), '[]'::jsonb),
           'startPages', coalesce((select list from start_pages), '[]'::jsonb),
           'startPageCount', (select count(*) from page_counts))
    into report;
  return report;
end;
$$;
revoke all on function public.chat_insights(integer) from public, anon, authenticated, service_role;
grant execute on function public.chat_insights(integer) to authenticated;

-- ─── The CSV export ─────────────────────────────────────────────────────────────────────────────
-- The period's questions, oldest first (time, then id: rows of one insert share a time), one line
-- each, CRLF line ends. Every cell is quoted, and one starting with = + - @ tab or CR gets a
-- leading apostrophe so a spreadsheet never takes it for a formula.
create or replace function public.chat_insights_csv(days integer)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  period_start timestamptz := private.chat_insights_start(days);
  csv text;
begin
  select pg_catalog.string_agg(line.text, E'\r\n' order by line.position, line.asked_at, line.id)
         || E'\r\n'
    into csv
    from (
      select 0 as position, null::timestamptz as asked_at, null::bigint as id,
             '"asked_at","conversation_id","language","page","question","sources","meeting_offered"'
               as text
      union all
      select 1, c.asked_at, c.id,
             (select pg_catalog.string_agg(
                       '"' || pg_catalog.replace(
                                case when cell.value ~ '^[-=+@\t\r]' then '''' || cell.value
                                     else cell.value end,
                                '"', '""') || '"',
                       ',' order by cell.n)
                from unnest(array[
                       pg_catalog.to_char(c.asked_at at time zone 'UTC',
                                          'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
                       c.conversation_id, c.language, c.page, c.question,
                       pg_catalog.array_to_string(c.sources, ' '),
                       c.meeting_offered::text
                     ]) with ordinality as cell(value, n))
        from public.chat_questions c
       where c.asked_at >= period_start
    ) line;
  return csv;
end;
$$;
revoke all on function public.chat_insights_csv(integer)
  from public, anon, authenticated, service_role;
grant execute on function public.chat_insights_csv(integer) to authenticated;
