/**
 * Rules for the public configuration (the `VITE_*` variables baked into the bundle, listed once in
 * src/lib/public-settings.ts), shared by `npm run dev` (scripts/dev.ts) and the production build
 * (scripts/build-env.ts).
 *
 * - A value copied unchanged from `.env.example` (`https://your-project-ref.supabase.co`,
 *   `https://meetings.hubspot.com/<slug>?embed=true`, `https://www.example.com`) is a placeholder,
 *   never a setting: dev ignores it and says so, a production build refuses it.
 * - A production build needs the site's URL and the Supabase project's URL and publishable key;
 *   a URL setting must be an absolute http(s) URL, a switch `true` or `false`.
 * - A secret Supabase key (`sb_secret_…`, or a `service_role` JWT) never goes into a `VITE_*`
 *   variable: it would be published with the site.
 */

import {
  httpUrl,
  isPlaceholder,
  PUBLIC_SETTING_NAMES,
  PUBLIC_SETTINGS,
  switchValue,
} from '../src/lib/public-settings.ts';

export type RawEnv = Readonly<Record<string, string | undefined>>;

function jwtRole(token: string): unknown {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

/** Whether `key` is a Supabase key that must never reach a browser. */
export function isSecretKey(key: string): boolean {
  return key.startsWith('sb_secret_') || jwtRole(key) === 'service_role';
}

/** The public variables of `raw` whose values are placeholders, with their values. */
export function placeholders(raw: RawEnv): [name: string, value: string][] {
  return Object.entries(raw)
    .filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && !!entry[1])
    .map(([name, value]): [string, string] => [name, value.trim()])
    .filter(([, value]) => isPlaceholder(value));
}

/** What is wrong with a public configuration in any mode: secrets where only public keys belong. */
export function secretKeyProblems(raw: RawEnv): string[] {
  const key = raw.VITE_SUPABASE_PUBLISHABLE_KEY?.trim();
  return key && isSecretKey(key)
    ? [
        'VITE_SUPABASE_PUBLISHABLE_KEY holds a secret key (sb_secret_… or the service_role JWT), which would be published with the site: use the publishable key (sb_publishable_…) or the anon JWT.',
      ]
    : [];
}

/**
 * Why a production build with this configuration would be broken; empty when it is fine. Every
 * required variable is set and real, every URL is absolute, no placeholder and no secret key.
 */
export function buildEnvProblems(raw: RawEnv): string[] {
  const problems: string[] = [];
  for (const name of PUBLIC_SETTING_NAMES) {
    if (PUBLIC_SETTINGS[name].requiredForBuild && !raw[name]?.trim()) {
      problems.push(`${name} is not set.`);
    }
  }
  for (const [name, value] of placeholders(raw)) {
    problems.push(`${name} is the example value "${value}", not a real setting.`);
  }
  for (const name of PUBLIC_SETTING_NAMES) {
    const value = raw[name]?.trim();
    if (!value || isPlaceholder(value)) continue;
    const { kind } = PUBLIC_SETTINGS[name];
    if (kind === 'url' && !httpUrl(value)) {
      problems.push(`${name} is "${value}", not an absolute http(s) URL.`);
    }
    if (kind === 'switch' && !switchValue(value)) {
      problems.push(`${name} is "${value}", not true or false.`);
    }
  }
  return [...problems, ...secretKeyProblems(raw)];
}
