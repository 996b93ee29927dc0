/**
 * Local data survives upgrades. The fixtures are data folders left by older versions of the stack
 * (made with fixtures/make-old-database.ts at those commits: a signed-up user, an uploaded image,
 * a published story using it): 9ac59b6 is upgraded in place, 39360d8 (before the 2026 bootstrap)
 * is recreated with its data carried over and a copy kept. The migration history is kept as the
 * Supabase CLI keeps it, and an applied migration that no longer matches its file stops the stack
 * with nothing changed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

import { ANON_KEY } from '../config';
import { openPglite } from '../db';
import { nodeSupabaseClient } from '../node-client';
import { migrationFiles, normalizeSql } from '../migrations';
import { type LocalStack, startLocalStack } from '../server';

const OLD_USER = { email: 'old-user@example.com', password: 'old-password-1' };
const OLD_STORY = 'A story written before the upgrade';
const versions = migrationFiles().map((file) => file.split('_')[0]);

const work = mkdtempSync(path.join(os.tmpdir(), 'upgrade-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the data folder the stack at `commit` left behind. */
function unpack(commit: string): string {
  const dir = path.join(work, commit);
  mkdirSync(dir, { recursive: true });
  const tar = brotliDecompressSync(
    readFileSync(path.join(import.meta.dirname, 'fixtures', `stack-${commit}.tar.br`)),
  );
  execFileSync('tar', ['-xf', '-', '-C', dir], { input: tar });
  return dir;
}

const start = (dataDir: string) =>
  startLocalStack({ port: 0, dataDir, databaseUrl: '', quiet: true });

/** What a developer would check after the upgrade: sign-in, the story, its image. */
async function expectDataKept(stack: LocalStack) {
  const supabase = nodeSupabaseClient(stack.url, ANON_KEY);
  const signIn = await supabase.auth.signInWithPassword(OLD_USER);
  expect(signIn.error).toBeNull();
  const { data, error } = await supabase
    .from('case_studies')
    .select('title, slug, images')
    .eq('title', OLD_STORY);
  expect(error).toBeNull();
  expect(data).toEqual([
    { title: OLD_STORY, slug: 'a-story-written-before-the-upgrade', images: [expect.any(String)] },
  ]);
  const image = await fetch(
    supabase.storage.from('case-studies').getPublicUrl('fixture/photo.png').data.publicUrl,
  );
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(
    Buffer.from(await image.arrayBuffer())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
}

async function history(stack: LocalStack) {
  return stack.ctx.db.query<{ version: string; name: string; statements: string[] | null }>(
    'select version, name, statements from supabase_migrations.schema_migrations order by version',
  );
}

describe('a database from 9ac59b6 (after the 2026 bootstrap)', () => {
  it('gets its pending migrations in place and keeps everything', async () => {
    const stack = await start(unpack('9ac59b6'));
    try {
      expect(stack.upgrade).toBeUndefined();
      expect(stack.setup.applied).toEqual([
        '20260201000000_case_study_slugs.sql',
        '20260201000100_site_rebuilds.sql',
        '20260202000000_case_study_images.sql',
        '20260210000000_case_study_slug_redirects.sql',
        '20261126000000_case_study_languages.sql',
        '20261127000000_chat_insights.sql',
        '20261127120000_chat_records_schedule.sql',
        '20261127120100_chat_insights_report.sql',
        '20261127130000_chat_question_words.sql',
        '20261128000000_revisions_and_trash.sql',
        '20261129000000_chat_records_job_only.sql',
        '20261130000000_knowledge_embeddings.sql',
        '20261201000000_site_content.sql',
        '20261201000100_site_content_history.sql',
        '20261201000200_site_content_seed.sql',
      ]);
      expect(stack.setup.seeded).toBe(false);
      await expectDataKept(stack);
      const rows = await history(stack);
      expect(rows.map((row) => row.version)).toEqual(versions);
      // Rows an older stack recorded without statements get the file's SQL.
      for (const row of rows) expect(row.statements?.join('')).toMatch(/\S/);
    } finally {
      await stack.close();
    }
  });
});

describe('a database from 39360d8 (before the 2026 bootstrap)', () => {
  it('is recreated with its users, stories and images, and the old folder is kept', async () => {
    const dataDir = unpack('39360d8');
    const stack = await start(dataDir);
    const backupDir = stack.upgrade?.backupDir ?? 'no backup';
    try {
      const upgrade = stack.upgrade;
      expect(upgrade?.dataDir).toBe(dataDir);
      expect(upgrade?.carried).toMatchObject({
        'auth.users': 2,
        'public.user_roles': 1,
        'storage.objects': 1,
        'local_dev.object_data': 1,
      });
      expect(stack.setup.applied).toHaveLength(versions.length);
      await expectDataKept(stack);
      expect((await history(stack)).map((row) => row.version)).toEqual(versions);
      // The copy is the old database, untouched: it still opens with its old superuser.
      expect(existsSync(path.join(backupDir, 'PG_VERSION'))).toBe(true);
    } finally {
      await stack.close();
    }
    const backup = await openPglite(backupDir);
    try {
      expect(await backup.query('select current_user as name')).toEqual([{ name: 'postgres' }]);
      expect(
        await backup.query('select title from public.case_studies where title = $1', [OLD_STORY]),
      ).toEqual([{ title: OLD_STORY }]);
    } finally {
      await backup.close();
    }
    // Started again, it is the upgraded database: nothing to do.
    const again = await start(dataDir);
    try {
      expect(again.upgrade).toBeUndefined();
      expect(again.setup.applied).toEqual([]);
      await expectDataKept(again);
    } finally {
      await again.close();
    }
  });
});

describe('an applied migration that no longer matches its file', () => {
  async function startWith(change: string) {
    const dataDir = path.join(work, `changed-${Math.random().toString(36).slice(2)}`);
    const first = await start(dataDir);
    await first.ctx.db.exec(change);
    const before = await history(first);
    await first.close();
    const refused = await start(dataDir).then(
      async (stack) => {
        await stack.close();
        return undefined;
      },
      (error: Error) => error.message,
    );
    // Nothing changed: the history is as it was.
    const db = await openPglite(dataDir);
    const after = await db.query(
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    );
    await db.close();
    expect(after).toEqual(before);
    return refused;
  }

  it('stops the stack, naming the edited file', async () => {
    const message = await startWith(
      `update supabase_migrations.schema_migrations set statements = array['create table x ()']
        where version = '20250201000000'`,
    );
    expect(message).toContain(
      '20250201000000_rate_limits.sql was edited after it was applied to this database',
    );
    expect(message).toContain('nothing was changed');
  });

  it('stops the stack when the database has a migration this checkout lacks', async () => {
    const message = await startWith(
      `insert into supabase_migrations.schema_migrations (version, name, statements)
       values ('29990101000000', 'from_another_branch', array['select 1'])`,
    );
    expect(message).toContain(
      '29990101000000_from_another_branch.sql was applied to this database but is not in supabase/migrations/',
    );
  });
});

describe('normalizeSql (what counts as an edit)', () => {
  it('ignores comments and whitespace, not code', () => {
    const sql = "-- old words\ncreate table t (a int); /* note */\nselect 'x';";
    expect(normalizeSql(sql)).toBe(
      normalizeSql("-- new words\ncreate   table t (a int);\nselect 'x';"),
    );
    expect(normalizeSql(sql)).not.toBe(normalizeSql("create table t (a bigint); select 'x';"));
  });

  it('keeps comment markers inside strings and function bodies', () => {
    expect(normalizeSql("select '-- not a comment'")).toBe("select '-- not a comment'");
    const body = 'create function f() returns int language sql as $fn$ select 1 -- one\n $fn$;';
    expect(normalizeSql(body)).toContain('-- one');
    expect(normalizeSql('select "a--b" from t')).toBe('select "a--b" from t');
  });
});
