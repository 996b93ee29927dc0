/**
 * What the public case-study pages get in the browser (`loadInBrowser`): live data, a redirect to
 * the slug for an id, the error toast and the list for a missing story, and the prerendered copy
 * when the backend cannot be reached.
 */
import { renderHook } from '@testing-library/react';

import { resetToasts, useToasts } from '@/components/ui/use-toast';
import type { CaseStudy } from '@/lib/case-study';

import { loadInBrowser } from './case-studies-data';

vi.mock('@/lib/env', () => ({
  env: {
    siteUrl: 'https://www.example.com',
    supabaseUrl: 'https://project.supabase.co/',
    supabasePublishableKey: 'sb_publishable_test',
  },
}));

const story: CaseStudy = {
  id: 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01',
  slug: 'faster-quotes',
  title: 'Faster quotes',
  client: 'Acme GmbH',
  description: 'd'.repeat(250),
  results: 'Half the time',
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

function toastTexts(): string[] {
  const { result, unmount } = renderHook(() => useToasts());
  const texts = result.current.map((item) => item.description ?? item.title);
  unmount();
  return texts;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetToasts();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('loadInBrowser', () => {
  it('reads the published list live, cut to teasers, with the publishable key', async () => {
    const { id, slug, title, client, description, logo, images, updated_at } = story;
    // PostgREST answers with the selected columns only.
    answer(200, [{ id, slug, title, client, description, logo, images, updated_at }]);
    const page = await loadInBrowser(undefined, signal, () => Promise.reject(new Error('unused')));
    expect(page).toEqual({
      page: 'list',
      failed: false,
      freshness: 'live',
      stories: [
        {
          id: story.id,
          slug: story.slug,
          title: story.title,
          client: story.client,
          logo: null,
          images: ['/a.png'],
          updated_at: story.updated_at,
          teaser: `${'d'.repeat(200)}...`,
        },
      ],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      'https://project.supabase.co/rest/v1/case_studies?select=id%2Cslug%2Ctitle%2Cclient%2Cdescription%2Clogo%2Cimages%2Cimage_meta%2Cupdated_at&published=eq.true&order=display_order.asc%2Cid.asc',
    );
    expect(init?.headers).toMatchObject({
      apikey: 'sb_publishable_test',
      Authorization: 'Bearer sb_publishable_test',
    });
  });

  it('shows a story asked for by its slug', async () => {
    answer(200, [story]);
    await expect(loadInBrowser('faster-quotes', signal, vi.fn())).resolves.toEqual({
      page: 'detail',
      story,
      freshness: 'live',
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('slug=eq.faster-quotes');
  });

  it('redirects a story asked for by its id to its slug', async () => {
    answer(200, [story]);
    const thrown = await loadInBrowser(story.id, signal, vi.fn()).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/case-studies/faster-quotes');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`id=eq.${story.id}`);
  });

  it('sends a missing or unpublished story back to the list with the error toast', async () => {
    answer(200, []);
    const thrown = await loadInBrowser('gone', signal, vi.fn()).catch((e: unknown) => e);
    expect((thrown as Response).headers.get('Location')).toBe('/case-studies');
    expect(toastTexts()).toEqual(['Case study could not be loaded.']);
  });

  it('asks nothing for a name that cannot be a slug', async () => {
    const thrown = await loadInBrowser('Not_A_Slug!', signal, vi.fn()).catch((e: unknown) => e);
    expect((thrown as Response).headers.get('Location')).toBe('/case-studies');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the prerendered copy when the backend cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const built = { page: 'detail', story, freshness: 'build' };
    await expect(
      loadInBrowser('faster-quotes', signal, () => Promise.resolve(built)),
    ).resolves.toEqual({ ...built, freshness: 'stale' });
    expect(toastTexts()).toEqual([]);
  });

  it('without backend and prerendered copy, the list fails and a story returns to the list', async () => {
    answer(500, { message: 'boom' });
    await expect(
      loadInBrowser(undefined, signal, () => Promise.reject(new Error('no .data'))),
    ).resolves.toEqual({ page: 'list', stories: null, failed: true, freshness: 'live' });

    answer(503, { message: 'down' });
    const thrown = await loadInBrowser('faster-quotes', signal, () =>
      Promise.reject(new Error('no .data')),
    ).catch((e: unknown) => e);
    expect((thrown as Response).headers.get('Location')).toBe('/case-studies');
    expect(toastTexts()).toEqual(['Case study could not be loaded.']);
  });
});
