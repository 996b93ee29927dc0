-- What visitors ask the assistant, and the answers the team teaches it.
--
-- chat_questions: one row per visitor message to chat-ai, written by the function with the
-- service role. The text is redacted before it is written (e-mail addresses, phone numbers,
-- IBANs, street addresses, query strings, names after "my name is" …); nothing identifies the
-- visitor: no address, no user agent, only the conversation's random id, which lives for the
-- visit. sources lists what answered (knowledge entries, `story:<id>`, `team:<id>`), empty when
-- nothing did.
-- chat_outcomes: a conversation that ended in a message to the team or a booked meeting (one row
-- per kind), recorded only for a conversation that has questions.
-- Both are deleted 90 days after they were written: every new question deletes the rows past
-- that age (an index range scan, run by the trigger below as the table owner), and the admin's
-- page never reads further back. No pg_cron: it works the same locally and on every hosted project.
--
-- team_answers: answers the admin writes for the assistant (a question, its variants, the answer
-- in English and/or German, an optional page of the site to link). chat-ai reads the published
-- ones with the service role.
--
-- Visitors write nothing here directly; only admins read and manage (row-level security and
-- explicit grants: the API roles get no default privileges).

create table public.chat_questions (
  id bigint generated always as identity primary key,
  conversation_id text not null check (conversation_id ~ '^[A-Za-z0-9_-]{8,128}$'),
  asked_at timestamptz not null default now(),
  question text not null check (char_length(question) between 1 and 2000),
  language text not null check (language in ('en', 'de')),
  page text not null check (page ~ '^/[^?#[:space:]]{0,199}$'),
  sources text[] not null default '{}' check (cardinality(sources) <= 20),
  meeting_offered boolean not null default false
);

comment on table public.chat_questions is
  'Visitor questions to the assistant, redacted at write time, without any identifier but the visit''s conversation id. Deleted after 90 days.';

create index chat_questions_asked_at_idx on public.chat_questions (asked_at);
create index chat_questions_conversation_idx on public.chat_questions (conversation_id);

create table public.chat_outcomes (
  conversation_id text not null check (conversation_id ~ '^[A-Za-z0-9_-]{8,128}$'),
  kind text not null check (kind in ('message', 'booking')),
  happened_at timestamptz not null default now(),
  primary key (conversation_id, kind)
);

comment on table public.chat_outcomes is
  'Conversations with the assistant that ended in a message to the team or a booked meeting. Deleted after 90 days.';

create index chat_outcomes_happened_at_idx on public.chat_outcomes (happened_at);

create table public.team_answers (
  id uuid primary key default gen_random_uuid(),
  question text not null check (char_length(btrim(question)) between 3 and 300),
  variants text[] not null default '{}'
    check (cardinality(variants) <= 20 and char_length(array_to_string(variants, '')) <= 6000),
  answer_en text check (answer_en is null or char_length(btrim(answer_en)) between 1 and 2000),
  answer_de text check (answer_de is null or char_length(btrim(answer_de)) between 1 and 2000),
  link text check (link is null or link ~ '^/[A-Za-z0-9/_-]{0,199}$'),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint team_answers_has_answer check (answer_en is not null or answer_de is not null)
);

comment on table public.team_answers is
  'Answers the team wrote for the assistant; chat-ai uses the published ones.';

create trigger team_answers_set_updated_at
  before update on public.team_answers
  for each row execute function public.set_updated_at();

-- ─── Row-level security and grants ──────────────────────────────────────────────────────────────
alter table public.chat_questions enable row level security;
alter table public.chat_outcomes enable row level security;
alter table public.team_answers enable row level security;
revoke all on public.chat_questions, public.chat_outcomes, public.team_answers
  from public, anon, authenticated, service_role;

-- chat-ai records questions and outcomes (the service role passes RLS; it needs the grants).
grant insert (conversation_id, question, language, page, sources, meeting_offered)
  on public.chat_questions to service_role;
grant insert (conversation_id, kind) on public.chat_outcomes to service_role;
-- chat-ai reads the published team answers.
grant select on public.team_answers to service_role;

-- Admins read the records (the insights page and its CSV export) …
grant select on public.chat_questions, public.chat_outcomes to authenticated;
create policy "admins read chat questions" on public.chat_questions
  for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins read chat outcomes" on public.chat_outcomes
  for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- … and manage the team answers.
grant select, delete on public.team_answers to authenticated;
grant insert (question, variants, answer_en, answer_de, link, published)
  on public.team_answers to authenticated;
grant update (question, variants, answer_en, answer_de, link, published)
  on public.team_answers to authenticated;
create policy "admins manage team answers" on public.team_answers
  for all to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));

-- ─── An outcome needs a recorded conversation; records live 90 days ─────────────────────────────
create or replace function private.keep_recorded_outcome()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An outcome of a conversation nobody recorded (GPC, or made up) is dropped, not stored.
  if not exists (
    select 1 from public.chat_questions q where q.conversation_id = new.conversation_id
  ) then
    return null;
  end if;
  return new;
end;
$$;
revoke all on function private.keep_recorded_outcome() from public, anon, authenticated, service_role;

create trigger chat_outcomes_need_conversation
  before insert on public.chat_outcomes
  for each row execute function private.keep_recorded_outcome();

create or replace function private.purge_chat_records()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- 90 days of 86400 s ('90 days' would move with daylight saving).
  delete from public.chat_questions
   where asked_at < pg_catalog.now() - interval '7776000 seconds';
  delete from public.chat_outcomes
   where happened_at < pg_catalog.now() - interval '7776000 seconds';
  return null;
end;
$$;
revoke all on function private.purge_chat_records() from public, anon, authenticated, service_role;

create trigger chat_questions_purge_old
  after insert on public.chat_questions
  for each statement execute function private.purge_chat_records();
