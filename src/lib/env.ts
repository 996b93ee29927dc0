/**
 * The public (browser) configuration, read once from `import.meta.env` by the rule of
 * `./public-settings` (the one list of the `VITE_*` settings; `.env.example` documents each). Every
 * value here is baked into the bundle at build time, so nothing secret may ever be added.
 *
 * Missing optional values degrade visibly instead of failing: no scene URL means a static gradient,
 * no meetings URL means the booking dialog offers the contact page instead, and so on. A value
 * that cannot be used is loud in the console but does not take the site down.
 */
import { type PublicSettingName, effectiveSetting } from './public-settings';

function read(name: PublicSettingName): string | undefined {
  return effectiveSetting(import.meta.env, name, (message) => console.error(message));
}

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

export const env = {
  /** Absolute origin the site is served from; used for canonical and Open Graph URLs. */
  siteUrl: withoutTrailingSlash(read('VITE_SITE_URL') ?? 'http://localhost:5173/'),
  supabaseUrl: read('VITE_SUPABASE_URL'),
  supabasePublishableKey: read('VITE_SUPABASE_PUBLISHABLE_KEY'),
  formsBaseUrl: withoutTrailingSlash(read('VITE_FORMS_BASE_URL') ?? ''),
  hubspotPortalId: read('VITE_HUBSPOT_PORTAL_ID'),
  hubspotFormId: read('VITE_HUBSPOT_FORM_ID'),
  /** Whether the HubSpot form has the hidden language field, so the language may be sent. */
  hubspotLanguageField: read('VITE_HUBSPOT_LANGUAGE_FIELD') === 'true',
  meetingsUrl: read('VITE_MEETINGS_URL'),
  meetingsEmbedScriptUrl: read('VITE_MEETINGS_EMBED_SCRIPT_URL') ?? '',
  backgroundSceneUrl: read('VITE_BACKGROUND_SCENE_URL'),
} as const;
