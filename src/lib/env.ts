/**
 * The public (browser) configuration, read once from `import.meta.env`. Every value here is baked
 * into the bundle at build time, so nothing secret may ever be added. `.env.example` documents each.
 *
 * Missing optional values degrade visibly instead of failing: no scene URL means a static gradient,
 * no meetings URL means the booking dialog offers the contact page instead, and so on.
 */

function optionalUrl(name: string, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    return new URL(trimmed).toString();
  } catch {
    // A typo in configuration must be loud in the console, but must not take the site down.
    console.error(`Ignoring ${name}: "${trimmed}" is not an absolute URL.`);
    return undefined;
  }
}

function optionalString(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const raw = import.meta.env;

export const env = {
  /** Absolute origin the site is served from; used for canonical and Open Graph URLs. */
  siteUrl: (optionalUrl('VITE_SITE_URL', raw.VITE_SITE_URL) ?? 'http://localhost:5173/').replace(
    /\/$/,
    '',
  ),
  supabaseUrl: optionalUrl('VITE_SUPABASE_URL', raw.VITE_SUPABASE_URL),
  supabasePublishableKey: optionalString(raw.VITE_SUPABASE_PUBLISHABLE_KEY),
  formsBaseUrl: (
    optionalUrl('VITE_FORMS_BASE_URL', raw.VITE_FORMS_BASE_URL) ?? 'https://api.hsforms.com'
  ).replace(/\/$/, ''),
  hubspotPortalId: optionalString(raw.VITE_HUBSPOT_PORTAL_ID),
  hubspotFormId: optionalString(raw.VITE_HUBSPOT_FORM_ID),
  meetingsUrl: optionalUrl('VITE_MEETINGS_URL', raw.VITE_MEETINGS_URL),
  meetingsEmbedScriptUrl:
    optionalUrl('VITE_MEETINGS_EMBED_SCRIPT_URL', raw.VITE_MEETINGS_EMBED_SCRIPT_URL) ??
    'https://static.hsappstatic.net/MeetingsEmbed/ex/MeetingsEmbedCode.js',
  backgroundSceneUrl: optionalUrl('VITE_BACKGROUND_SCENE_URL', raw.VITE_BACKGROUND_SCENE_URL),
} as const;
