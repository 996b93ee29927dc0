/** PostgREST's error answers: its own `PGRST…` codes, and Postgres errors mapped to HTTP statuses. */
import { type ServerResponse } from 'node:http';

import { type Caller, type identifyCaller } from '../context';
import { isPgError } from '../db';
import { sendJson } from '../http';
import { QueryError } from './query';

export function pgrstError(res: ServerResponse, error: QueryError): void {
  sendJson(res, error.status, {
    code: error.code,
    details: error.details,
    hint: error.hint,
    message: error.message,
  });
}

/**
 * SQLSTATE → HTTP status, as PostgREST maps them; `PTxyz`, a code a function raises on purpose,
 * answers with status xyz.
 */
function statusForSqlState(code: string, authenticated: boolean): number {
  if (/^PT[1-5][0-9]{2}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('XX') || code.startsWith('40') || code === '42P17' || code === '57014')
    return 500;
  return 400;
}

/** A Postgres error as PostgREST reports it; anything else is rethrown. */
export function toQueryError(error: unknown, caller: Caller | undefined): QueryError {
  if (error instanceof QueryError) return error;
  if (isPgError(error)) {
    const code = error.code ?? 'XX000';
    return new QueryError(
      statusForSqlState(code, caller?.role !== 'anon'),
      code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  throw error;
}

/** A missing, malformed or expired JWT: PGRST301 / PGRST303. */
export function authFailure(
  res: ServerResponse,
  result: Exclude<ReturnType<typeof identifyCaller>, { ok: true }>,
): void {
  sendJson(res, 401, {
    code: result.kind === 'expired' ? 'PGRST303' : 'PGRST301',
    details: null,
    hint: null,
    message: result.message,
  });
}
