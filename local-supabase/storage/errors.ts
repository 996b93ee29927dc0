/** The storage server's error answers: `statusCode`, `code`, `error` and `message`. */
import { type ServerResponse } from 'node:http';

import { isPgError } from '../db';
import { sendJson } from '../http';

export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

const CODES: Record<string, string> = {
  '403': 'AccessDenied',
  '404': 'NoSuchKey',
  '409': 'Duplicate',
  '413': 'EntityTooLarge',
  '415': 'InvalidMimeType',
};

export const notFound = () => new StorageError('404', 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageError('404', 'Bucket not found', 'Bucket not found');
export const tooLarge = () =>
  new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size');

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.httpStatus, {
    statusCode: error.statusCode,
    code: CODES[error.statusCode] ?? 'InvalidRequest',
    error: error.error,
    message: error.message,
  });
}

/** A Postgres error as the storage server reports it (a policy refusal is 403); others rethrown. */
export function fromPgError(error: unknown): StorageError {
  if (isPgError(error)) {
    if (error.code === '42501') {
      return new StorageError('403', 'Unauthorized', 'new row violates row-level security policy');
    }
    if (error.code === '23505')
      return new StorageError('409', 'Duplicate', 'The resource already exists');
    return new StorageError('400', 'Bad Request', error.message);
  }
  throw error;
}
