-- Hybrid search: the vectors of what the assistant knows (knowledge entries, page passages, the
-- published stories and team answers), one per text and embedding model, which chat-ai writes
-- when a text is new or changed and asks for the texts closest to a question by meaning; it
-- fuses that ranking with its lexical one (reciprocal rank fusion).
--
-- The rule: pgvector is optional. Hosted projects offer it, and the local stack's PGlite has it;
-- a PostgreSQL server without it (Debian's, the embedded one of the CI) gets no vector store:
-- the extension, the table and the functions that use them are created only where
-- pg_available_extensions offers `vector`. Elsewhere functions of the same names and arguments
-- (so the API and the generated types are the same on every server) answer 501, and chat-ai
-- searches lexically alone, as it does when the functions are missing (a project this migration
-- has not reached yet). A server that gains pgvector later needs a migration that creates them.
--
-- Only chat-ai (the service role) reaches the vectors: the table is in `private`, which the API
-- does not expose, with row-level security and no grant to visitors; the functions are executable
-- by the service role alone.

do $$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'vector') then
    raise warning 'pgvector is not available: no vector store, the assistant searches lexically';
    execute $ddl$
      create or replace function private.no_vector_store()
      returns text
      language plpgsql
      immutable
      security invoker
      set search_path = ''
      as $f$
      begin
        raise exception 'no vector store: this database has no pgvector' using errcode = 'PT501';
      end;
      $f$
    $ddl$;
    execute 'revoke all on function private.no_vector_store() from public, anon, authenticated';
    execute 'grant execute on function private.no_vector_store() to service_role';
    execute $ddl$
      create or replace function public.knowledge_embeddings_stored(model text)
      returns table (id text, content_hash text)
      language sql stable security invoker set search_path = ''
      as $f$ select private.no_vector_store(), null::text $f$
    $ddl$;
    execute $ddl$
      create or replace function public.store_knowledge_embeddings(model text, embeddings jsonb)
      returns void
      language sql volatile security invoker set search_path = ''
      as $f$ select private.no_vector_store() $f$
    $ddl$;
    execute $ddl$
      create or replace function public.match_knowledge(
        query_embedding real[], model text, ids text[], match_count integer
      )
      returns setof text
      language sql stable security invoker set search_path = ''
      as $f$ select private.no_vector_store() $f$
    $ddl$;
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

  -- The functions refer to their arguments by position: `model` is also a column.
  -- The content hash of each text with a vector of the model (chat-ai embeds the others).
  execute $ddl$
    create or replace function public.knowledge_embeddings_stored(model text)
    returns table (id text, content_hash text)
    language sql
    stable
    security invoker
    set search_path = ''
    as $f$
      select e.id, e.content_hash from private.knowledge_embeddings e where e.model = $1
    $f$
  $ddl$;
  -- Stores vectors of the model: `embeddings` is `[{ id, language, content_hash, embedding }]`
  -- (`embedding` an array of numbers), at most 100 a call (the first of an id given twice); a
  -- text's earlier vector is replaced.
  execute $ddl$
    create or replace function public.store_knowledge_embeddings(model text, embeddings jsonb)
    returns void
    language sql
    volatile
    security invoker
    set search_path = ''
    as $f$
      insert into private.knowledge_embeddings as e
        (id, model, language, content_hash, embedding, updated_at)
      select distinct on (r.id) r.id, $1, r.language, r.content_hash,
             r.embedding::extensions.vector, pg_catalog.now()
        from pg_catalog.jsonb_to_recordset($2)
          as r(id text, language text, content_hash text, embedding text)
       order by r.id
       limit 100
      on conflict (id, model) do update
        set language = excluded.language,
            content_hash = excluded.content_hash,
            embedding = excluded.embedding,
            updated_at = excluded.updated_at
    $f$
  $ddl$;
  -- The texts among `ids` whose vectors of the model are closest to the question's (cosine
  -- distance), closest first, at most `match_count` (up to 100); vectors of another length than
  -- the question's are left out.
  execute $ddl$
    create or replace function public.match_knowledge(
      query_embedding real[],
      model text,
      ids text[],
      match_count integer
    )
    returns setof text
    language sql
    stable
    security invoker
    set search_path = ''
    as $f$
      select e.id
        from private.knowledge_embeddings e
       where e.model = $2
         and e.id = any ($3)
         and extensions.vector_dims(e.embedding) = pg_catalog.cardinality($1)
       order by e.embedding operator(extensions.<=>) $1::extensions.vector, e.id
       limit least(greatest(coalesce($4, 0), 0), 100)
    $f$
  $ddl$;
end
$$;

revoke all on function public.knowledge_embeddings_stored(text)
  from public, anon, authenticated, service_role;
grant execute on function public.knowledge_embeddings_stored(text) to service_role;
revoke all on function public.store_knowledge_embeddings(text, jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.store_knowledge_embeddings(text, jsonb) to service_role;
revoke all on function public.match_knowledge(real[], text, text[], integer)
  from public, anon, authenticated, service_role;
grant execute on function public.match_knowledge(real[], text, text[], integer) to service_role;
