/**
 * The public settings: the `VITE_*` variables Vite bakes into the browser bundle at build time, so
 * nothing secret may ever be one. This table is the one list of them. From it derive the type of
 * `import.meta.env` (src/vite-env.d.ts), the browser's reading (`./env`), the production build's
 * check (scripts/public-env.ts), the values a build for the local stack gets
 * (scripts/local-env.ts), and the check that `.env.example` documents each.
 *
 * One rule reads a value everywhere (`readSetting`): trimmed; empty, an example copied from
 * `.env.example` (`https://your-project-ref.supabase.co`, `<slug>`, `https://www.example.com`),
 * for a URL setting anything but an absolute http(s) URL, and for a switch anything but `true` or
 * `false` count as not set.
 *
 * Imports nothing at run time: the build configuration and the Node scripts load it too.
 */
import type { PublicApiConfig } from './public-rest';

type SettingRule = {
  /** `url`: an absolute http(s) URL; `text`: any text; `switch`: `true` or `false`. */
  readonly kind: 'url' | 'text' | 'switch';
  /** A production build refuses to start without it. */
  readonly requiredForBuild: boolean;
  /** What the site uses when it is not set. */
  readonly default?: string;
};

export const PUBLIC_SETTINGS = {
  /** Absolute origin the site is served from: canonical and Open Graph URLs. */
  VITE_SITE_URL: { kind: 'url', requiredForBuild: true },
  /** The Supabase project (auth, data, storage, functions). */
  VITE_SUPABASE_URL: { kind: 'url', requiredForBuild: true },
  /** Its publishable key (or the legacy anon JWT), never a secret one. */
  VITE_SUPABASE_PUBLISHABLE_KEY: { kind: 'text', requiredForBuild: true },
  /** HubSpot Forms API (the contact form), its portal and form. */
  VITE_FORMS_BASE_URL: { kind: 'url', requiredForBuild: false, default: 'https://api.hsforms.com' },
  VITE_HUBSPOT_PORTAL_ID: { kind: 'text', requiredForBuild: false },
  VITE_HUBSPOT_FORM_ID: { kind: 'text', requiredForBuild: false },
  /** Whether that form has the hidden language field (`hs_language`); off unless `true`. */
  VITE_HUBSPOT_LANGUAGE_FIELD: { kind: 'switch', requiredForBuild: false },
  /** The HubSpot scheduling page the booking dialog embeds, and the embed script. */
  VITE_MEETINGS_URL: { kind: 'url', requiredForBuild: false },
  VITE_MEETINGS_EMBED_SCRIPT_URL: {
    kind: 'url',
    requiredForBuild: false,
    default: 'https://static.hsappstatic.net/MeetingsEmbed/ex/MeetingsEmbedCode.js',
  },
  /** The hero's 3D scene; without it a static gradient. */
  VITE_BACKGROUND_SCENE_URL: { kind: 'url', requiredForBuild: false },
} as const satisfies Record<`VITE_${string}`, SettingRule>;

export type PublicSettingName = keyof typeof PUBLIC_SETTINGS;

/** The public settings as Vite hands them over (`import.meta.env`): any may be missing. */
export type PublicEnv = { readonly [Name in PublicSettingName]?: string };

export const PUBLIC_SETTING_NAMES = Object.keys(PUBLIC_SETTINGS) as PublicSettingName[];

/** `your-project-ref`, `<slug>`, `sb_publishable_…`: text that stands for a value to fill in. */
const PLACEHOLDER_TEXT = /\byour[-_]|<[^<>]*>|…|\.\.\./i;
/** Hosts reserved for documentation (RFC 2606): no site or project lives there. */
const EXAMPLE_HOST = /(^|\.)example\.(com|net|org)$|\.(example|invalid)$/i;

/**
 * `value` as a URL, or undefined when it is not one. Asked before parsing rather than caught where
 * the browser can (`URL.canParse`; Safari before 17 cannot): the browser reads every setting as the
 * page's code starts, and each thrown error there records a stack trace through that code.
 */
function parseUrl(value: string): URL | undefined {
  const api: { canParse?: (url: string) => boolean } = URL;
  if (api.canParse) return api.canParse(value) ? new URL(value) : undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Whether `value` is an example to replace rather than a real setting. */
export function isPlaceholder(value: string): boolean {
  if (PLACEHOLDER_TEXT.test(value)) return true;
  const url = parseUrl(value);
  return url !== undefined && EXAMPLE_HOST.test(url.hostname);
}

/** A switch's value, `true` or `false` in any case, as `'true'` or `'false'`; else undefined. */
export function switchValue(value: string): 'true' | 'false' | undefined {
  const lower = value.toLowerCase();
  return lower === 'true' || lower === 'false' ? lower : undefined;
}

/** `value` as an absolute http(s) URL (normalised), or undefined when it is not one. */
export function httpUrl(value: string): string | undefined {
  const url = parseUrl(value);
  return url && ['http:', 'https:'].includes(url.protocol) ? url.toString() : undefined;
}

/**
 * A setting's value, or undefined when it is not set, is an example, or is not what its kind
 * needs. `ignored` hears why a value that is present was not used.
 */
export function readSetting(
  raw: PublicEnv,
  name: PublicSettingName,
  ignored?: (message: string) => void,
): string | undefined {
  const value = raw[name]?.trim();
  if (!value) return undefined;
  if (isPlaceholder(value)) {
    ignored?.(`Ignoring ${name}: "${value}" is the example of .env.example, not a setting.`);
    return undefined;
  }
  const { kind } = PUBLIC_SETTINGS[name];
  if (kind === 'text') return value;
  if (kind === 'switch') {
    const on = switchValue(value);
    if (!on) ignored?.(`Ignoring ${name}: "${value}" is not true or false.`);
    return on;
  }
  const url = httpUrl(value);
  if (!url) ignored?.(`Ignoring ${name}: "${value}" is not an absolute http(s) URL.`);
  return url;
}

/** A setting's value (`readSetting`), or its default when it is not set. */
export function effectiveSetting(
  raw: PublicEnv,
  name: PublicSettingName,
  ignored?: (message: string) => void,
): string | undefined {
  const rule: SettingRule = PUBLIC_SETTINGS[name];
  return readSetting(raw, name, ignored) ?? rule.default;
}

/** The Supabase project the published data is read from; null when it is not configured. */
export function publicApiConfig(raw: PublicEnv): PublicApiConfig | null {
  const url = readSetting(raw, 'VITE_SUPABASE_URL');
  const key = readSetting(raw, 'VITE_SUPABASE_PUBLISHABLE_KEY');
  return url && key ? { url, key } : null;
}
