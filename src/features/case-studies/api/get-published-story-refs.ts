import { env } from '@/lib/env';

import type { StoryRef } from '../lib/story-links';

/** Set to build without reading case studies (no backend needed; stories are then left out). */
export const BUILD_WITHOUT_CASE_STUDIES = 'BUILD_WITHOUT_CASE_STUDIES';

/**
 * At build time: the published case studies as link targets, in display order. A plain PostgREST
 * GET with the publishable key (the request supabase-js makes for an anonymous select; supabase-js
 * itself wants a WebSocket that Node 20 lacks). A build that cannot read them fails with a clear
 * message rather than shipping pages that link nowhere, unless `BUILD_WITHOUT_CASE_STUDIES` is set.
 */
export async function getPublishedStoryRefs(): Promise<StoryRef[]> {
  if (process.env[BUILD_WITHOUT_CASE_STUDIES]) return [];
  const { supabaseUrl, supabasePublishableKey: key } = env;
  try {
    if (!supabaseUrl || !key) throw new Error('VITE_SUPABASE_URL or its key is not set');
    const url = new URL('rest/v1/case_studies', supabaseUrl.replace(/\/?$/, '/'));
    url.search = new URLSearchParams({
      select: 'id,client',
      published: 'eq.true',
      order: 'display_order.asc',
    }).toString();
    const response = await fetch(url, {
      headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as StoryRef[];
  } catch (error) {
    throw new Error(
      `Cannot read the published case studies from VITE_SUPABASE_URL to link them (${String(error)}). ` +
        `Start the backend, or set ${BUILD_WITHOUT_CASE_STUDIES}=1 to build without them.`,
      { cause: error },
    );
  }
}
