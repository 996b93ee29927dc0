import { type ServerResponse } from 'node:http';

import { sendJson } from '../http';

const API_VERSION = '2024-01-01';

/** A GoTrue error: its HTTP status, its error code and message, and extra fields of its body. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Sends an error in both the 2024-01-01 shape (`code`, `message`) and the legacy one (`error_code`, `msg`). */
export function sendAuthError(res: ServerResponse, error: AuthError): void {
  sendJson(
    res,
    error.status,
    {
      code: error.code,
      error_code: error.code,
      message: error.message,
      msg: error.message,
      ...error.extra,
    },
    { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': error.code },
  );
}
