import { createHmac, timingSafeEqual } from 'node:crypto';

import { JWT_SECRET } from './config';

export type JwtClaims = {
  role?: string;
  sub?: string;
  exp?: number;
  session_id?: string;
  email?: string;
  [key: string]: unknown;
};

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

/** Verifies an HS256 JWT signed with the local secret; refuses other algorithms and expired tokens. */
export function verifyJwt(token: string, secret = JWT_SECRET): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'token is malformed' };
  const [head, body, signature] = parts as [string, string, string];
  let header: { alg?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    return { ok: false, reason: 'token is malformed' };
  }
  if (header.alg !== 'HS256') return { ok: false, reason: 'signing method is not HS256' };
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature is invalid' };
  }
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'token is malformed' };
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
    return { ok: false, reason: 'token has invalid claims: token is expired' };
  }
  return { ok: true, claims };
}
