/**
 * A local stack whose functions get a chosen environment. The stack hands its own process's AI_*,
 * TRANSCRIBE_* and RATE_LIMIT_* variables to a function when the function first starts: set
 * them, wake the functions, restore.
 */
import { type LocalStack, startLocalStack } from '../../local-supabase/server';

export async function startStackWithEnv(
  env: Record<string, string>,
  functions: string[],
): Promise<LocalStack> {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) {
    if (/^(AI_|TRANSCRIBE_|RATE_LIMIT_)/.test(key)) Reflect.deleteProperty(process.env, key);
  }
  Object.assign(process.env, env);
  try {
    const stack = await startLocalStack({ port: 0, dataDir: 'memory', quiet: true });
    for (const name of functions) {
      const warm = await fetch(`${stack.url}/functions/v1/${name}`, { method: 'OPTIONS' });
      await warm.body?.cancel();
      if (warm.status !== 200) throw new Error(`${name} did not start (${warm.status})`);
    }
    return stack;
  } finally {
    process.env = saved;
  }
}
