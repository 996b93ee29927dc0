import { describe, expect, it } from 'vitest';

import { readFunctionError } from './function-errors';

/** An error as supabase-js rejects with it when the function answered `response`. */
const httpError = (response: Response) =>
  Object.assign(new Error('Edge Function returned a non-2xx status code'), { context: response });

describe('readFunctionError', () => {
  it("reads the status and the JSON body's error", async () => {
    const failure = await readFunctionError(
      httpError(new Response(JSON.stringify({ error: 'Too long.' }), { status: 400 })),
    );
    expect(failure).toEqual({ status: 400, message: 'Too long.' });
  });

  it('reads Retry-After of a 429, and leaves a body it cannot parse out', async () => {
    const failure = await readFunctionError(
      httpError(new Response('busy', { status: 429, headers: { 'Retry-After': '42' } })),
    );
    expect(failure).toEqual({ status: 429, retryAfterSeconds: 42 });
  });

  it('knows nothing of an error without a response (the function was not reached)', async () => {
    expect(await readFunctionError(new TypeError('Failed to fetch'))).toEqual({});
    expect(await readFunctionError(undefined)).toEqual({});
  });

  it('leaves the response readable for the caller', async () => {
    const response = new Response(JSON.stringify({ error: 'x' }), { status: 500 });
    await readFunctionError(httpError(response));
    expect(await response.json()).toEqual({ error: 'x' });
  });
});
