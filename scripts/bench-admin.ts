/**
 * `npm run bench:admin`: how fast the case-study admin saves a story and loads its
 * list, with 200 stories and 2,000 revisions.
 *
 * Starts a throw-away local stack (PGlite in memory) in this process, adds 200 stories and edits
 * each of them nine times in SQL (with revisions, 2,000 of them: one per create and edit), signs
 * in as the admin and sends, `--runs` times each, the requests the admin page sends: its list
 * (every story, in order) and the save of one story's form (an update that states the version it
 * is based on, returning the new one). Prints the median and p95 of each round trip and the
 * list's size. Budget: a save at most 300 ms at the median; the list as fast as without
 * revisions. On a schema without versions (before they existed) it sends the same requests
 * without one, for comparison.
 *
 *   npm run bench:admin -- [--runs 40] [--stories 200] [--edits 9]
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseArgs } from 'node:util';

import { ANON_KEY, adminCredentials } from '../local-supabase/config';
import { nodeSupabaseClient } from '../local-supabase/node-client';
import { startLocalStack } from '../local-supabase/server';
import { CASE_STUDY_COLUMNS } from '../src/lib/case-study';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    stories: { type: 'string', default: '200' },
    edits: { type: 'string', default: '9' },
  },
});
const runs = Number(values.runs);
const stories = Number(values.stories);
const edits = Number(values.edits);

const stack = await startLocalStack({ port: 0, dataDir: 'memory', quiet: true });
const db = stack.ctx.db;
try {
  const [schema] = await db.query<{ versions: boolean; revisions: boolean }>(
    `select exists (select 1 from information_schema.columns
                     where table_schema = 'public' and table_name = 'case_studies'
                       and column_name = 'version') as versions,
            to_regclass('public.revisions') is not null as revisions`,
  );
  const versions = schema?.versions ?? false;

  await db.query(
    `insert into public.case_studies (slug, client, title, description, results, title_de,
                                      description_de, results_de, images, display_order, published)
     select 'bench-story-' || n, 'Client ' || n, 'Bench story ' || n,
            repeat('What the client needed, in a few sentences. ', 8),
            'Half the time' || chr(10) || 'Twice the output' || chr(10) || 'No new hires',
            'Bench-Geschichte ' || n, repeat('Was der Kunde brauchte, in ein paar Sätzen. ', 8),
            'Halbe Zeit' || chr(10) || 'Doppelter Ertrag',
            array['http://127.0.0.1/storage/v1/object/public/case-studies/bench-' || n || '.webp'],
            100 + n, n % 2 = 0
       from generate_series(1, $1::integer) as n`,
    [stories],
  );
  for (let edit = 1; edit <= edits; edit++) {
    await db.query(
      `update public.case_studies
          set description = description || ' Edit ${edit}.'
        where slug like 'bench-story-%'`,
    );
  }
  const [counts] = await db.query<{ stories: number; revisions: number }>(
    `select (select count(*)::int from public.case_studies) as stories,
            ${schema?.revisions ? '(select count(*)::int from public.revisions)' : '0'} as revisions`,
  );

  const url = `http://127.0.0.1:${stack.port}`;
  const admin: SupabaseClient = nodeSupabaseClient(url, ANON_KEY);
  const signedIn = await admin.auth.signInWithPassword(adminCredentials());
  if (signedIn.error) throw signedIn.error;

  const columns = versions ? `${CASE_STUDY_COLUMNS}, version` : CASE_STUDY_COLUMNS;
  const timed = async (run: () => Promise<unknown>) => {
    const samples: number[] = [];
    await run(); // warm-up
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await run();
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
    return { medianMs: Number(at(0.5)?.toFixed(1)), p95Ms: Number(at(0.95)?.toFixed(1)) };
  };

  let listBytes = 0;
  const list = await timed(async () => {
    const { data, error } = await admin
      .from('case_studies')
      .select(columns)
      .order('display_order', { ascending: true })
      .order('id', { ascending: true });
    if (error) throw new Error(error.message);
    listBytes = JSON.stringify(data).length;
  });

  const [story] = await db.query<{ id: string; version: number | null }>(
    `select id, ${versions ? 'version' : 'null as version'} from public.case_studies
      where slug = 'bench-story-1'`,
  );
  if (!story) throw new Error('no bench story');
  let version = story.version ?? 0;
  let n = 0;
  const save = await timed(async () => {
    n++;
    const fields = {
      slug: 'bench-story-1',
      client: 'Client 1',
      title: `Bench story 1, save ${n}`,
      description: 'What the client needed.',
      results: 'Half the time',
      title_de: `Bench-Geschichte 1, Speichern ${n}`,
      description_de: 'Was der Kunde brauchte.',
      results_de: 'Halbe Zeit',
      images: [],
      image_meta: {},
      ...(versions ? { base_version: version } : {}),
    };
    const { data, error } = await admin
      .from('case_studies')
      .update(fields)
      .eq('id', story.id)
      .select(versions ? 'id, version' : 'id');
    if (error) throw new Error(error.message);
    if (data.length !== 1) throw new Error('the save matched no row');
    if (versions) version = (data[0] as unknown as { version: number }).version;
  });

  console.log(
    JSON.stringify(
      {
        schema: versions ? 'with versions and revisions' : 'without versions',
        stories: counts?.stories,
        revisions: counts?.revisions,
        runs,
        list: { ...list, kB: Number((listBytes / 1024).toFixed(1)) },
        save,
      },
      null,
      2,
    ),
  );
} finally {
  await stack.close();
}
