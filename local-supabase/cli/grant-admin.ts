/**
 * `npm run grant-admin -- <email>`: gives an existing user the admin role, but only once their
 * e-mail address is confirmed, so an address somebody merely typed in at sign-up (before its owner
 * proved it is theirs) never becomes admin. Against the local stack by default; against a hosted
 * project when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (Project Settings → API; never
 * put the service key in a VITE_ variable).
 */
import { type User } from '@supabase/supabase-js';

import { SERVICE_ROLE_KEY } from '../config';
import { nodeSupabaseClient } from '../node-client';
import { localApiUrl } from './common';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run grant-admin -- <email>');
  process.exit(2);
}

const hostedUrl = process.env.SUPABASE_URL;
const hostedKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
const hosted = !!(hostedUrl && hostedKey);
const url = hosted && hostedUrl ? hostedUrl : localApiUrl();
const key = hosted && hostedKey ? hostedKey : SERVICE_ROLE_KEY;
const supabase = nodeSupabaseClient(url, key);

let user: User | undefined;
for (let page = 1; !user; page++) {
  const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 });
  if (error) {
    console.error(`Could not list users on ${url}: ${error.message}`);
    process.exit(1);
  }
  user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
  if (data.users.length < 1000) break;
}
if (!user) {
  console.error(
    `No user with e-mail ${email} on ${url}. Sign up first (at /auth), then run this again.`,
  );
  process.exit(1);
}
if (!user.email_confirmed_at) {
  console.error(
    `${email} has not confirmed their e-mail address yet, so it cannot become admin. Open the ` +
      'link in the confirmation e-mail sent at sign-up, then run this again.',
  );
  process.exit(1);
}
const userId = user.id;

const { error } = await supabase
  .from('user_roles')
  .upsert(
    { user_id: userId, role: 'admin' },
    { onConflict: 'user_id,role', ignoreDuplicates: true },
  );
if (error) {
  console.error(`Could not grant the role: ${error.message}`);
  process.exit(1);
}
console.log(`${email} is now an admin on ${url}.`);
