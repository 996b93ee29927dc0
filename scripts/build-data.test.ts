// @vitest-environment node
/**
 * What a build does about the published case studies: it reads them and the earlier slugs of
 * renamed ones from the configured project, fails a production build with a clear message when it
 * cannot, and builds without them only when told to.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { BuildDataError, readPublishedStories, storyPagePaths, storyRedirects } from './build-data';

const FIRST_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';
const SECOND_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b02';
const STORIES = [
  {
    id: FIRST_ID,
    slug: 'first',
    updated_at: '2026-01-01T00:00:00Z',
    title: 'First',
    title_de: null,
  },
  {
    id: SECOND_ID,
    slug: 'second',
    updated_at: '2026-01-02T00:00:00Z',
    title: null,
    title_de: 'Zweite',
  },
];
/** What the redirects table shows visitors (row-level security: of published stories only). */
const REDIRECTS = [
  { old_slug: 'first-draft-name', case_study_id: FIRST_ID },
  { old_slug: 'older-first-name', case_study_id: FIRST_ID },
];

let server: Server;
let url: string;
const requests: { path: string; apikey: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', apikey: req.headers.apikey as string | undefined });
    if (req.headers.apikey !== 'good-key') {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end('{"message":"Invalid API key"}');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    const table = new URL(req.url ?? '/', 'http://x').pathname;
    res.end(JSON.stringify(table.endsWith('/case_study_slug_redirects') ? REDIRECTS : STORIES));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('readPublishedStories', () => {
  it('reads the published stories and their earlier slugs with the publishable key', async () => {
    const stories = await readPublishedStories({
      config: { url, key: 'good-key' },
      optOut: false,
      production: true,
    });
    expect(stories).toEqual([
      {
        id: FIRST_ID,
        slug: 'first',
        updated_at: '2026-01-01T00:00:00Z',
        old_slugs: ['first-draft-name', 'older-first-name'],
        languages: ['en'],
      },
      {
        id: SECOND_ID,
        slug: 'second',
        updated_at: '2026-01-02T00:00:00Z',
        old_slugs: [],
        languages: ['de'],
      },
    ]);
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/rest/v1/case_studies?select=id%2Cslug%2Cupdated_at%2Ctitle%2Ctitle_de&published=eq.true&order=display_order.asc%2Cid.asc',
      '/rest/v1/case_study_slug_redirects?select=old_slug%2Ccase_study_id&order=old_slug.asc',
    ]);
    expect(requests.every((r) => r.apikey === 'good-key')).toBe(true);
  });

  it('prerenders each story at its slug, and redirects its id and earlier slugs to it', async () => {
    const stories = await readPublishedStories({
      config: { url, key: 'good-key' },
      optOut: false,
      production: true,
    });
    expect(storyPagePaths(stories)).toEqual([
      '/case-studies/first',
      '/case-studies/second',
      '/de/case-studies/first',
      '/de/case-studies/second',
    ]);
    expect(storyRedirects(stories)).toEqual([
      { from: `/case-studies/${FIRST_ID}`, to: '/case-studies/first' },
      { from: '/case-studies/first-draft-name', to: '/case-studies/first' },
      { from: '/case-studies/older-first-name', to: '/case-studies/first' },
      { from: `/case-studies/${SECOND_ID}`, to: '/case-studies/second' },
      { from: `/de/case-studies/${FIRST_ID}`, to: '/de/case-studies/first' },
      { from: '/de/case-studies/first-draft-name', to: '/de/case-studies/first' },
      { from: '/de/case-studies/older-first-name', to: '/de/case-studies/first' },
      { from: `/de/case-studies/${SECOND_ID}`, to: '/de/case-studies/second' },
    ]);
  });

  it('fails a production build that cannot reach its backend, saying how to fix it', async () => {
    const port = await unusedPort();
    const failure = readPublishedStories({
      config: { url: `http://127.0.0.1:${port}`, key: 'good-key' },
      optOut: false,
      production: true,
    });
    await expect(failure).rejects.toBeInstanceOf(BuildDataError);
    await expect(failure).rejects.toThrow(
      new RegExp(
        `Cannot prerender the case studies: reading the published ones from http://127.0.0.1:${port} failed .*BUILD_WITHOUT_CASE_STUDIES=1`,
      ),
    );
  });

  it('fails on a refused key and on missing configuration too', async () => {
    await expect(
      readPublishedStories({ config: { url, key: 'bad-key' }, optOut: false, production: true }),
    ).rejects.toThrow(/answered 401/);
    await expect(
      readPublishedStories({ config: null, optOut: false, production: true }),
    ).rejects.toThrow(/VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY are not set/);
  });

  it('builds without case studies when told to, without asking the backend', async () => {
    expect(await readPublishedStories({ config: null, optOut: true, production: true })).toEqual(
      [],
    );
    expect(requests).toEqual([]);
  });

  it('only warns outside a production build (the dev server prerenders nothing)', async () => {
    expect(await readPublishedStories({ config: null, optOut: false, production: false })).toEqual(
      [],
    );
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/Cannot prerender/));
  });
});
