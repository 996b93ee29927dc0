/** What every auth endpoint gets, and the request-body checks GoTrue applies. */
import { type IncomingMessage, type ServerResponse } from 'node:http';

import { type StackContext } from '../context';
import { isRecord, parseJson, readBody } from '../http';
import { AuthError } from './errors';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type AuthRequest = {
  ctx: StackContext;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
};

/** An endpoint family's handlers by `"<METHOD> <path below /auth/v1>"`. */
export type AuthRoutes = Record<string, (request: AuthRequest) => Promise<void>>;

export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parsed = parseJson(await readBody(req, 1024 * 1024));
  if (parsed === undefined) return {};
  if (!isRecord(parsed))
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  return parsed;
}

export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

export function checkPassword(
  ctx: StackContext,
  password: string | undefined,
  { signup }: { signup: boolean },
): string {
  if (!password) {
    throw new AuthError(
      400,
      'validation_failed',
      signup ? 'Signup requires a valid password' : 'Password is required',
    );
  }
  const minimum = ctx.auth.minimumPasswordLength;
  if (password.length < minimum) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minimum} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  return password;
}

/** The request's e-mail, lower-cased; GoTrue's validation errors when it is missing or malformed. */
export function requireEmail(body: Record<string, unknown>, missingMessage: string): string {
  const email = stringField(body, 'email')?.trim().toLowerCase();
  if (!email) throw new AuthError(400, 'validation_failed', missingMessage);
  if (!EMAIL_PATTERN.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email;
}
