/**
 * What the public case-study routes get in the browser (`listInBrowser`, `storyInBrowser`) and
 * from the build's and the dev server's loader (`storyAtBuild`): live data, a permanent redirect
 * to the slug for an id or an earlier slug, a 404 route error for a missing story, and in the
 * browser the prerendered copy when the backend cannot be reached (else the error toast and the
 * list).
 */
import { renderHook } from '@testing-library/react';
import { createStaticHandler, isRouteErrorResponse } from 'react-router';

import { resetToasts, useToasts } from '@/components/ui/use-toast';
import type { CaseStudy } from '@/lib/case-study';

import {
  isCaseStudyNotFound,
  listAtBuild,
  listChangedSinceBuild,
  listInBrowser,
  storyAtBuild,
  storyChangedSinceBuild,
  storyInBrowser,
} from './case-studies-data';

const story: CaseStudy = {
  id: 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01',
  slug: 'faster-quotes',
  title: 'Faster quotes',
  client: 'Acme GmbH',
  description: 'd'.repeat(250),
  results: 'Half the time',
  title_de: null,
  description_de: null,
  results_de: null,
  logo: null,
  images: ['/a.png'],
  image_meta: {},
  published: true,
  display_order: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

const fetchMock = vi.fn<typeof fetch>();
const signal = new AbortController().signal;

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

/**
 * What React Router makes of a loader: a redirect (its status, target and whether it replaces
 * the history entry), or the status of the error page and the route error its boundary gets.
 */
async function routed(load: () => Promise<unknown>) {
  const handler = createStaticHandler([
    { id: 'page', path: '/', loader: load, hasErrorBoundary: true },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) {
    return {
      status: context.status,
      location: context.headers.get('Location'),
      replace: context.headers.has('X-Remix-Replace'),
    };
  }
  return { status: context.statusCode, error: context.errors?.page };
}

const NOT_FOUND = { status: 404, error: expect.objectContaining({ status: 404 }) };

function toastTexts(): string[] {
  const { result, unmount } = renderHook(() => useToasts());
  const texts = result.current.map((item) => item.description ?? item.title);
  unmount();
  return texts;
}

beforeEach(() => {
  vi.stubEnv('VITE_SUPABASE_URL', 'https://project.supabase.co');
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_test');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetToasts();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('in the browser', () => {
  it('reads the published list live, cut to teasers in each language, with the publishable key', async () => {
    const { id, slug, title, client, description, logo, images, updated_at } = story;
    // PostgREST answers with the selected columns only.
    const german = { title_de: 'Schnellere Angebote', description_de: 'Kurz.' };
    answer(200, [{ id, slug, title, client, description, ...german, logo, images, updated_at }]);
    const page = await listInBrowser(signal, () => Promise.reject(new Error('unused')));
    expect(page).toEqual({
      failed: false,
      freshness: 'live',
      stories: [
        {
          id: story.id,
          slug: story.slug,
          client: story.client,
          logo: null,
          images: ['/a.png'],
          updated_at: story.updated_at,
          texts: {
            en: { title: story.title, teaser: `${'d'.repeat(200)}...` },
            de: { title: 'Schnellere Angebote', teaser: 'Kurz.' },
          },
        },
      ],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      'https://project.supabase.co/rest/v1/case_studies?select=id%2Cslug%2Ctitle%2Cclient%2Cdescription%2Ctitle_de%2Cdescription_de%2Clogo%2Cimages%2Cimage_meta%2Cupdated_at&published=eq.true&order=display_order.asc%2Cid.asc',
    );
    expect(init?.headers).toMatchObject({
      apikey: 'sb_publishable_test',
      Authorization: 'Bearer sb_publishable_test',
    });
  });

  it('shows a story asked for by its slug', async () => {
    answer(200, [story]);
    await expect(storyInBrowser('faster-quotes', 'en', signal, vi.fn())).resolves.toEqual({
      story,
      freshness: 'live',
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('slug=eq.faster-quotes');
  });

  it('replaces a story asked for by its id with its slug, for good', async () => {
    answer(200, [story]);
    expect(await routed(() => storyInBrowser(story.id, 'en', signal, vi.fn()))).toEqual({
      status: 301,
      location: '/case-studies/faster-quotes',
      // No history entry for the old address.
      replace: true,
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`id=eq.${story.id}`);
  });

  it('replaces an earlier slug of a renamed story with its current one', async () => {
    answer(200, []); // no published story has that slug now
    answer(200, [{ case_study_id: story.id }]); // but it was one of this story's
    answer(200, [{ slug: story.slug }]);
    expect(await routed(() => storyInBrowser('slow-quotes', 'en', signal, vi.fn()))).toEqual({
      status: 301,
      location: '/case-studies/faster-quotes',
      replace: true,
    });
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls[1]).toBe(
      'https://project.supabase.co/rest/v1/case_study_slug_redirects?select=case_study_id&old_slug=eq.slow-quotes&limit=1',
    );
    expect(urls[2]).toBe(
      `https://project.supabase.co/rest/v1/case_studies?select=slug&id=eq.${story.id}&published=eq.true&limit=1`,
    );
    expect(toastTexts()).toEqual([]);
  });

  it('a missing or unpublished story is the 404 route error, without a toast', async () => {
    answer(200, []);
    answer(200, []);
    const gone = await routed(() => storyInBrowser('gone', 'en', signal, vi.fn()));
    expect(gone).toEqual(NOT_FOUND);
    expect(isCaseStudyNotFound(gone.error)).toBe(true);
    expect(toastTexts()).toEqual([]);
    // The same for an earlier slug whose story is no longer published.
    answer(200, []);
    answer(200, [{ case_study_id: story.id }]);
    answer(200, []);
    expect(await routed(() => storyInBrowser('slow-quotes', 'en', signal, vi.fn()))).toEqual(
      NOT_FOUND,
    );
    // And for an id nothing is published under (an id is never an earlier slug: not asked).
    fetchMock.mockClear();
    answer(200, []);
    expect(await routed(() => storyInBrowser(story.id, 'en', signal, vi.fn()))).toEqual(NOT_FOUND);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a name that cannot be a slug: 404', async () => {
    expect(await routed(() => storyInBrowser('Not_A_Slug!', 'en', signal, vi.fn()))).toEqual(
      NOT_FOUND,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a read cut short because the visitor moved on is no failure: nothing logged or shown', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(new DOMException('signal is aborted without reason', 'AbortError'));
    });
    const serverLoader = vi.fn();
    await expect(
      storyInBrowser('faster-quotes', 'en', controller.signal, serverLoader),
    ).rejects.toThrow(/aborted/);
    expect(serverLoader).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });

  it('keeps the prerendered copy when the backend cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const built = { story, freshness: 'build' };
    await expect(
      storyInBrowser('faster-quotes', 'en', signal, () => Promise.resolve(built)),
    ).resolves.toEqual({ ...built, freshness: 'stale' });
    expect(toastTexts()).toEqual([]);
  });

  it('without backend and prerendered copy, the list fails and a story returns to the list', async () => {
    answer(500, { message: 'boom' });
    await expect(
      listInBrowser(signal, () => Promise.reject(new Error('no .data'))),
    ).resolves.toEqual({ stories: null, failed: true, freshness: 'live' });

    answer(503, { message: 'down' });
    const thrown = await storyInBrowser('faster-quotes', 'en', signal, () =>
      Promise.reject(new Error('no .data')),
    ).catch((e: unknown) => e);
    expect((thrown as Response).headers.get('Location')).toBe('/case-studies');
    expect(toastTexts()).toEqual(['Case study could not be loaded.']);
  });
});

describe('once a prerendered page is idle: changed since the build?', () => {
  const storage = 'https://project.supabase.co/storage/v1/object/public/case-studies';

  it('unchanged: the story as published now is the one the page was built with', async () => {
    answer(200, [story]);
    await expect(storyChangedSinceBuild('faster-quotes', story)).resolves.toBe(false);
    answer(200, [{ ...story, results: 'A third of the time' }]);
    await expect(storyChangedSinceBuild('faster-quotes', story)).resolves.toBe(true);
  });

  it('compares the built page’s copies of stored images with the storage URLs read live', async () => {
    vi.stubEnv('DEV', false);
    const stored = { ...story, images: [`${storage}/1/photo.webp`] };
    const built = { ...story, images: ['/media/case-studies/1/photo.webp'] };
    answer(200, [stored]);
    await expect(storyChangedSinceBuild('faster-quotes', built)).resolves.toBe(false);
    answer(200, [{ ...stored, images: [...stored.images, `${storage}/1/added.webp`] }]);
    await expect(storyChangedSinceBuild('faster-quotes', built)).resolves.toBe(true);
  });

  it('a story no longer published, or a backend out of reach, counts as changed', async () => {
    answer(200, []);
    answer(200, []);
    await expect(storyChangedSinceBuild('faster-quotes', story)).resolves.toBe(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(storyChangedSinceBuild('faster-quotes', story)).resolves.toBe(true);
    expect(toastTexts()).toEqual([]);
  });

  it('the list: unchanged until a story is added', async () => {
    vi.stubEnv('DEV', false);
    const { id, slug, title, client, description, logo, updated_at } = story;
    const row = {
      ...{ id, slug, title, client, description, logo, updated_at },
      ...{ title_de: null, description_de: null, image_meta: {} },
      images: [`${storage}/1/photo.webp`],
    };
    answer(200, [row]);
    const { stories } = await listAtBuild();
    expect(stories?.[0]?.images).toEqual(['/media/case-studies/1/photo.webp']);
    answer(200, [row]);
    await expect(listChangedSinceBuild(stories)).resolves.toBe(false);
    answer(200, [row, { ...row, id: `${id.slice(0, -1)}9`, slug: 'another' }]);
    await expect(listChangedSinceBuild(stories)).resolves.toBe(true);
  });
});

describe('isCaseStudyNotFound', () => {
  it('recognises the 404 route error, nothing else', () => {
    const notFound = { status: 404, statusText: 'Not Found', data: null, internal: false };
    expect(isRouteErrorResponse(notFound)).toBe(true);
    expect(isCaseStudyNotFound(notFound)).toBe(true);
    expect(isCaseStudyNotFound({ ...notFound, status: 500 })).toBe(false);
    expect(isCaseStudyNotFound(new Error('boom'))).toBe(false);
    expect(isCaseStudyNotFound(undefined)).toBe(false);
  });
});

describe('storyAtBuild (the prerender and the dev server)', () => {
  it('leads an earlier address of a German page to the German page of the story', async () => {
    answer(200, [story]);
    expect(await routed(() => storyAtBuild(story.id, 'de'))).toEqual({
      status: 301,
      location: '/de/case-studies/faster-quotes',
      replace: false,
    });
  });

  it('answers an id and an earlier slug with a 301 to the slug, and an unknown story with 404', async () => {
    answer(200, [story]);
    // A real redirect, not the browser's history replacement.
    expect(await routed(() => storyAtBuild(story.id, 'en'))).toEqual({
      status: 301,
      location: '/case-studies/faster-quotes',
      replace: false,
    });

    answer(200, []);
    answer(200, [{ case_study_id: story.id }]);
    answer(200, [{ slug: story.slug }]);
    expect(await routed(() => storyAtBuild('slow-quotes', 'en'))).toEqual({
      status: 301,
      location: '/case-studies/faster-quotes',
      replace: false,
    });

    answer(200, []);
    answer(200, []);
    expect(await routed(() => storyAtBuild('no-such-story', 'en'))).toEqual(NOT_FOUND);
  });

  it('shows a story asked for by its slug', async () => {
    answer(200, [story]);
    await expect(storyAtBuild('faster-quotes', 'en')).resolves.toEqual({
      story,
      freshness: 'build',
    });
  });

  it('fails (no 404) when the backend cannot be reached: the build must not lose a story', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const failed = await routed(() => storyAtBuild('faster-quotes', 'en'));
    expect(failed.status).toBe(500);
    expect(isCaseStudyNotFound(failed.error)).toBe(false);
    expect(String(failed.error)).toMatch(/Cannot reach https:\/\/project\.supabase\.co/);
  });
});
