import { readProjectConfig } from '../project-config';

export function localApiUrl(): string {
  return `http://127.0.0.1:${process.env.LOCAL_SUPABASE_PORT ?? readProjectConfig().apiPort}`;
}

/** True when a local stack answers on `url`. */
export async function isRunning(url = localApiUrl()): Promise<boolean> {
  try {
    const res = await fetch(`${url}/__local/health`, { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Polls until the stack answers (or the timeout passes). */
export async function waitForStack(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isRunning(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The local stack did not answer on ${url} within ${timeoutMs / 1000} s`);
}
