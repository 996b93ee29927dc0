/**
 * `npm run local:status`: the local stack's URLs and keys as JSON, like `supabase status -o json`:
 * the opaque PUBLISHABLE_KEY / SECRET_KEY and the legacy JWT ANON_KEY / SERVICE_ROLE_KEY (the
 * CLI's default values; either of a pair works as that role's key).
 */
import {
  adminCredentials,
  ANON_KEY,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from '../config';
import { isRunning, localApiUrl } from './common';

const apiUrl = localApiUrl();
const running = await isRunning(apiUrl);
const status: Record<string, string | boolean> = {
  RUNNING: running,
  API_URL: apiUrl,
  REST_URL: `${apiUrl}/rest/v1`,
  AUTH_URL: `${apiUrl}/auth/v1`,
  STORAGE_URL: `${apiUrl}/storage/v1`,
  FUNCTIONS_URL: `${apiUrl}/functions/v1`,
  INBUCKET_URL: `${apiUrl}/__local/inbox`,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  ANON_KEY,
  SERVICE_ROLE_KEY,
  ADMIN_EMAIL: adminCredentials().email,
};
if (process.env.DATABASE_URL) status.DB_URL = process.env.DATABASE_URL;
console.log(JSON.stringify(status, null, 2));
if (!running) {
  console.error(
    `The local stack is not running on ${apiUrl} (start it with npm run dev or npm run local:start).`,
  );
  process.exitCode = 1;
}
