-- Hybrid search: the vectors of what the assistant knows (knowledge entries, page passages, the
-- published stories and team answers), one per text and embedding model, which chat-ai writes
-- when a text is new or changed and asks for the texts closest to a question by meaning; it
-- fuses that ranking with its lexical one (reciprocal rank fusion).
--
-- The rule: pgvector is optional. Hosted projects offer it, and the local stack's PGlite has it;
-- a PostgreSQL server without it (Debian's, the embedded one of the CI) gets no vector store:
-- the extension and the table are created only where pg_available_extensions offers `vector`.
-- The functions exist everywhere (so the API and the generated types are the same on every
-- server) and answer 501 where there is no store; chat-ai then searches lexically alone, as it
-- does when the functions are missing (a project this migration has not reached yet).
--
-- Only chat-ai (the service role) reaches the vectors: the table is in `private`, which the API
-- does not expose, with row-level security and no grant to visitors; the functions are executable
-- by the service role alone.

do $$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'vector') then
    raise warning 'pgvector is not available: no vector store, the assistant searches lexically';
    return;
  end if;
  create extension if not exists vector with schema extensions;
  -- No index: a few hundred texts per model are searched exactly in a few milliseconds, and an
  -- HNSW index would fix the vectors' dimensions, which depend on the model.
  execute $ddl$
    create table private.knowledge_embeddings (
      id text not null check (char_length(id) between 1 and 200),
      model text not null check (char_length(model) between 1 and 200),
      language text check (language in ('en', 'de')),
      content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
      embedding extensions.vector not null,
      updated_at timestamptz not null default pg_catalog.now(),
      primary key (id, model)
    )
  $ddl$;
  execute $ddl$
    comment on table private.knowledge_embeddings is
      'The assistant''s texts as vectors (one per text and model), written by chat-ai.'
  $ddl$;
  execute 'alter table private.knowledge_embeddings enable row level security';
  execute 'revoke all on private.knowledge_embeddings from public, anon, authenticated, service_role';
  execute 'grant select, insert, update on private.knowledge_embeddings to service_role';
end
$$;

-- The content hash of each text with a vector of the model (chat-ai embeds the others).
create or replace function public.knowledge_embeddings_stored(model text)
returns table (id text, content_hash text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if pg_catalog.to_regclass('private.knowledge_embeddings') is null then
    raise exception 'no vector store: this database has no pgvector' using errcode = 'PT501';
  end if;
  -- Dynamic SQL: the table and its type exist only where pgvector does.
  return query execute
    'select e.id, e.content_hash from private.knowledge_embeddings e where e.model = $1'
    using model;
end;
$$;
revoke all on function public.knowledge_embeddings_stored(text)
  from public, anon, authenticated, service_role;
grant execute on function public.knowledge_embeddings_stored(text) to service_role;

-- Stores vectors of the model: `embeddings` is `[{ id, language, content_hash, embedding }]`
-- (`embedding` an array of numbers), at most 100 a call; a text's earlier vector is replaced.
create or replace function public.store_knowledge_embeddings(model text, embeddings jsonb)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if pg_catalog.to_regclass('private.knowledge_embeddings') is null then
    raise exception 'no vector store: this database has no pgvector' using errcode = 'PT501';
  end if;
  if pg_catalog.jsonb_typeof(embeddings) is distinct from 'array'
     or pg_catalog.jsonb_array_length(embeddings) > 100 then
    raise exception 'embeddings must be an array of at most 100 vectors' using errcode = '22023';
  end if;
  execute $sql$
    insert into private.knowledge_embeddings as e
      (id, model, language, content_hash, embedding, updated_at)
    select distinct on (r.id) r.id, $1, r.language, r.content_hash,
           r.embedding::extensions.vector, pg_catalog.now()
      from pg_catalog.jsonb_to_recordset($2)
        as r(id text, language text, content_hash text, embedding text)
     order by r.id
    on conflict (id, model) do update
      set language = excluded.language,
          content_hash = excluded.content_hash,
          embedding = excluded.embedding,
          updated_at = excluded.updated_at
  $sql$ using model, embeddings;
end;
$$;
revoke all on function public.store_knowledge_embeddings(text, jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.store_knowledge_embeddings(text, jsonb) to service_role;

-- The texts among `ids` whose vectors of the model are closest to the question's (cosine
-- distance), closest first; vectors of another length than the question's are left out.
create or replace function public.match_knowledge(
  query_embedding real[],
  model text,
  ids text[],
  match_count integer
)
returns setof text
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if pg_catalog.to_regclass('private.knowledge_embeddings') is null then
    raise exception 'no vector store: this database has no pgvector' using errcode = 'PT501';
  end if;
  if match_count is null or match_count not between 1 and 100 then
    raise exception 'match_count must be between 1 and 100' using errcode = '22023';
  end if;
  return query execute $sql$
    select e.id
      from private.knowledge_embeddings e
     where e.model = $2
       and e.id = any ($3)
       and extensions.vector_dims(e.embedding) = pg_catalog.cardinality($1)
     order by e.embedding operator(extensions.<=>) $1::extensions.vector, e.id
     limit $4
  $sql$ using query_embedding, model, ids, match_count;
end;
$$;
revoke all on function public.match_knowledge(real[], text, text[], integer)
  from public, anon, authenticated, service_role;
grant execute on function public.match_knowledge(real[], text, text[], integer) to service_role;
