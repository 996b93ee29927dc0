/**
 * The public configuration a site build gets when it talks to the local Supabase-compatible stack
 * (`npm run dev`, the end-to-end suite). One definition, so dev and tests cannot drift apart.
 */

/** The Supabase CLI's default publishable key (public by design; `supabase status` prints it). */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
/** The Supabase CLI's legacy JWT anon key (public by design; `supabase status` prints it too). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const LOCAL_HUBSPOT_PORTAL_ID = '12345678';
export const LOCAL_HUBSPOT_FORM_ID = '00000000-0000-4000-8000-000000000001';

/** Which of the two public keys a build gets: `publishable` (the CLI's default) or `legacy` (anon JWT). */
export type LocalKeyFormat = 'publishable' | 'legacy';

export function localPublicEnv({
  apiUrl,
  siteUrl,
  keyFormat = 'publishable',
}: {
  apiUrl: string;
  siteUrl: string;
  keyFormat?: LocalKeyFormat;
}): Record<string, string> {
  const api = apiUrl.replace(/\/$/, '');
  return {
    VITE_SITE_URL: siteUrl,
    VITE_SUPABASE_URL: api,
    VITE_SUPABASE_PUBLISHABLE_KEY: keyFormat === 'legacy' ? LOCAL_ANON_KEY : LOCAL_PUBLISHABLE_KEY,
    VITE_FORMS_BASE_URL: `${api}/__local/hsforms`,
    VITE_HUBSPOT_PORTAL_ID: LOCAL_HUBSPOT_PORTAL_ID,
    VITE_HUBSPOT_FORM_ID: LOCAL_HUBSPOT_FORM_ID,
    VITE_MEETINGS_URL: `${api}/__local/meetings/book?embed=true`,
    VITE_MEETINGS_EMBED_SCRIPT_URL: `${api}/__local/meetings/embed.js`,
    VITE_BACKGROUND_SCENE_URL: `${api}/__local/scene`,
  };
}
