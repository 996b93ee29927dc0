type Env = { get(name: string): string | undefined };

/**
 * The project's default key of one kind as the platform hands it to functions: the new-style key
 * from `jsonVariable` (JSON `{"default": "sb_…"}`) when present, else the legacy JWT of
 * `legacyVariable`. The new key comes first because it keeps working after a project disables its
 * legacy JWT keys, while the legacy variable is still set.
 */
export function defaultKeyFromEnv(
  env: Env,
  jsonVariable: 'SUPABASE_SECRET_KEYS' | 'SUPABASE_PUBLISHABLE_KEYS',
  legacyVariable: 'SUPABASE_SERVICE_ROLE_KEY' | 'SUPABASE_ANON_KEY',
): string | undefined {
  const keys = env.get(jsonVariable);
  if (keys) {
    try {
      const parsed: unknown = JSON.parse(keys);
      if (typeof parsed === 'object' && parsed !== null && 'default' in parsed) {
        const key = (parsed as { default: unknown }).default;
        if (typeof key === 'string' && key.length > 0) return key;
      }
    } catch {
      // Not JSON: fall back to the legacy key below.
    }
  }
  return env.get(legacyVariable) || undefined;
}

/** The key a function acts for itself with (service role): see `defaultKeyFromEnv`. */
export function serviceKeyFromEnv(env: Env): string | undefined {
  return defaultKeyFromEnv(env, 'SUPABASE_SECRET_KEYS', 'SUPABASE_SERVICE_ROLE_KEY');
}

/** The key sent as `apikey` beside a caller's own token: see `defaultKeyFromEnv`. */
export function publishableKeyFromEnv(env: Env): string | undefined {
  return defaultKeyFromEnv(env, 'SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_ANON_KEY');
}
