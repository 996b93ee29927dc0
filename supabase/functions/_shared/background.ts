/**
 * Work a function goes on with after its response: on hosted Edge Functions the runtime's
 * `EdgeRuntime.waitUntil` keeps the worker alive until the task ends; elsewhere (plain Deno, the
 * local stack) a pending promise keeps it alive by itself, so the task simply runs.
 */
export type WaitUntil = (task: Promise<unknown>) => void;

export function runtimeWaitUntil(): WaitUntil | undefined {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } })
    .EdgeRuntime;
  return runtime ? (task) => runtime.waitUntil(task) : undefined;
}
