-- An unanswered question's words for grouping come from chat-ai, read by the one tokenizer the
-- assistant matches every text with (supabase/functions/_shared/tokenize.ts: the stop words of
-- both languages out, Snowball stems): what /admin/insights puts together is what the assistant
-- would take for the same question. A question written without them (an older chat-ai, a row
-- written by hand) is still stemmed here, by Postgres full-text search in its language. Questions
-- recorded before this keep the words full-text search gave them until they age out (90 days).

grant insert (words) on public.chat_questions to service_role;

comment on column public.chat_questions.words is
  'An unanswered question''s stemmed words (chat-ai''s tokenizer, else full-text search), for grouping.';

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
  if new.words is null then
    new.words := pg_catalog.tsvector_to_array(pg_catalog.to_tsvector(
      case new.language
        when 'de' then 'pg_catalog.german'::pg_catalog.regconfig
        else 'pg_catalog.english'::pg_catalog.regconfig
      end,
      new.question));
  else
    -- One of each word, at most 200 (a question has at most 2,000 characters).
    new.words := array(
      select distinct w.word from unnest(new.words) as w(word)
       where w.word <> '' order by w.word limit 200);
  end if;
  new.group_id := case
    when pg_catalog.cardinality(new.words) > 0
      then coalesce(private.chat_question_group(new.words), new.id)
    else new.id
  end;
  return new;
end;
$$;
revoke all on function private.group_chat_question() from public, anon, authenticated, service_role;
