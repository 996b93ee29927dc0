/**
 * The public configuration a site build gets when it talks to the local Supabase-compatible stack
 * (`npm run dev`, the end-to-end suite): a value for every public setting (the type fails when one
 * is added without it). One definition, so dev and tests cannot drift apart. The
 * keys and the HubSpot form are the stack's own (the Supabase CLI's default keys, the ids its Forms
 * stand-in answers for, and whether that form has the hidden language field).
 */
import { ANON_KEY, PUBLISHABLE_KEY } from '../local-supabase/config';
import {
  LOCAL_HUBSPOT_FORM_ID,
  LOCAL_HUBSPOT_PORTAL_ID,
  localFormHasLanguageField,
} from '../local-supabase/hubspot-forms';
import type { PublicSettingName } from '../src/lib/public-settings';

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
}): Record<PublicSettingName, string> {
  const api = apiUrl.replace(/\/$/, '');
  return {
    VITE_SITE_URL: siteUrl,
    VITE_SUPABASE_URL: api,
    VITE_SUPABASE_PUBLISHABLE_KEY: keyFormat === 'legacy' ? ANON_KEY : PUBLISHABLE_KEY,
    VITE_FORMS_BASE_URL: `${api}/__local/hsforms`,
    VITE_HUBSPOT_PORTAL_ID: LOCAL_HUBSPOT_PORTAL_ID,
    VITE_HUBSPOT_FORM_ID: LOCAL_HUBSPOT_FORM_ID,
    // The stand-in's form has the hidden language field: the site sends the language to it.
    VITE_HUBSPOT_LANGUAGE_FIELD: String(localFormHasLanguageField(LOCAL_HUBSPOT_FORM_ID)),
    VITE_MEETINGS_URL: `${api}/__local/meetings/book?embed=true`,
    VITE_MEETINGS_EMBED_SCRIPT_URL: `${api}/__local/meetings/embed.js`,
    VITE_BACKGROUND_SCENE_URL: `${api}/__local/scene`,
  };
}
