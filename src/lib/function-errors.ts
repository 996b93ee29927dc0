/**
 * What a failed `supabase.functions.invoke` call says, read one way for every feature: supabase-js
 * rejects with an error whose `context` is the function's Response (FunctionsHttpError) when the
 * function answered with a 4xx/5xx, and without one when it could not be reached. Our functions
 * answer errors as JSON `{ "error": "…" }`, a 429 with `Retry-After`.
 */
export type FunctionFailure = {
  /** The HTTP status, when the function answered. */
  status?: number;
  /** The `error` of the JSON body, when it had one. */
  message?: string;
  /** Seconds from a `Retry-After` header, when it held a positive number. */
  retryAfterSeconds?: number;
};

export async function readFunctionError(error: unknown): Promise<FunctionFailure> {
  const context: unknown =
    error && typeof error === 'object' ? (error as { context?: unknown }).context : undefined;
  if (!(context instanceof Response)) return {};
  const failure: FunctionFailure = { status: context.status };
  const seconds = Number(context.headers.get('Retry-After'));
  if (Number.isFinite(seconds) && seconds > 0) failure.retryAfterSeconds = seconds;
  try {
    const body: unknown = await context.clone().json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      failure.message = body.error;
    }
  } catch {
    // not JSON: status only
  }
  return failure;
}
