/**
 * A local stack whose functions get a chosen environment. The stack hands its own process's AI_*,
 * TRANSCRIBE_*, RATE_LIMIT_*, HUBSPOT_* and SITE_URL variables to a function when the function
 * first starts (and reads LOCAL_SITE_URL itself): set them, start the stack, wake the functions,
 * restore.
 */
import { type LocalStack, startLocalStack } from '../../local-supabase/server';

export async function startStackWithEnv(
  env: Record<string, string>,
  functions: string[],
): Promise<LocalStack> {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) {
    if (/^(AI_|TRANSCRIBE_|RATE_LIMIT_|HUBSPOT_|SITE_URL$|LOCAL_SITE_URL$)/.test(key)) {
      Reflect.deleteProperty(process.env, key);
    }
  }
  Object.assign(process.env, env);
  try {
    const stack = await startLocalStack({ port: 0, dataDir: 'memory', quiet: true });
    for (const name of functions) {
      // Whatever the function answers (a form-only function refuses OPTIONS), unless the relay
      // says it could not start it.
      const warm = await fetch(`${stack.url}/functions/v1/${name}`, { method: 'OPTIONS' });
      await warm.body?.cancel();
      if (warm.headers.has('x-relay-error') || warm.status === 404) {
        throw new Error(`${name} did not start (${warm.status})`);
      }
    }
    return stack;
  } finally {
    process.env = saved;
  }
}
