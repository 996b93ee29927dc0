/**
 * Constants of the local stack. The JWT secret and the four API keys are the Supabase CLI's
 * well-known defaults (what `supabase start` prints), so nothing here is a secret: the stack is for
 * development and tests only and binds to 127.0.0.1.
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SUPABASE_DIR = path.join(ROOT_DIR, 'supabase');
export const STACK_DIR = path.join(ROOT_DIR, 'local-supabase');
export const DEFAULT_DATA_DIR = path.join(ROOT_DIR, '.local-supabase', 'data');

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

/** Signs an HS256 JWT exactly like the Supabase CLI (header `{"alg":"HS256","typ":"JWT"}`). */
export function signJwt(payload: Record<string, unknown>, secret = JWT_SECRET): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/** Legacy JWT keys: HS256 with the demo secret, `role` anon / service_role, like the CLI's. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY = signJwt({
  iss: 'supabase-demo',
  role: 'service_role',
  exp: 1983812996,
});
/**
 * The CLI's current opaque keys (not JWTs): the publishable key acts as `anon`, the secret key as
 * `service_role`. The gateway swaps them for the matching JWT before a service sees the request.
 */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
const DEFAULT_ADMIN_PASSWORD = 'admin-password-local';

export function adminCredentials(env: NodeJS.ProcessEnv = process.env): {
  email: string;
  password: string;
} {
  return {
    email: env.LOCAL_ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL,
    password: env.LOCAL_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
  };
}
