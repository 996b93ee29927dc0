/**
 * The project keys the platform gives every function. New projects carry opaque keys as JSON maps
 * (`SUPABASE_PUBLISHABLE_KEYS` / `SUPABASE_SECRET_KEYS`, `{"default": "sb_…"}`) beside the legacy
 * JWTs (`SUPABASE_ANON_KEY` / `SUPABASE_SERVICE_ROLE_KEY`). The default opaque key comes first: it
 * keeps working after a project disables its legacy JWT keys, while the legacy variables stay set.
 */
type Env = { get(name: string): string | undefined };

function defaultOf(json: string | undefined): string | undefined {
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'object' && parsed !== null && 'default' in parsed) {
      const key = (parsed as { default: unknown }).default;
      if (typeof key === 'string' && key.length > 0) return key;
    }
  } catch {
    // Not JSON: the legacy key is used instead.
  }
  return undefined;
}

/** The key visitors' requests are made with (role anon). */
export function publishableKeyFromEnv(env: Env): string | undefined {
  return (
    defaultOf(env.get('SUPABASE_PUBLISHABLE_KEYS')) ?? (env.get('SUPABASE_ANON_KEY') || undefined)
  );
}

/** The service-role key (server-side only). */
export function secretKeyFromEnv(env: Env): string | undefined {
  return (
    defaultOf(env.get('SUPABASE_SECRET_KEYS')) ??
    (env.get('SUPABASE_SERVICE_ROLE_KEY') || undefined)
  );
}
