/**
 * `npm run grant-admin -- <email>`: gives an existing user the admin role. Against the local stack
 * by default; against a hosted project when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set
 * (Project Settings → API; never put the service key in a VITE_ variable).
 */
import { createClient } from '@supabase/supabase-js';

import type { Database } from '../../src/lib/database.types';
import { SERVICE_ROLE_KEY } from '../config';
import { localApiUrl } from './common';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run grant-admin -- <email>');
  process.exit(2);
}

const hosted = process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY;
const url = hosted ? process.env.SUPABASE_URL! : localApiUrl();
const key = hosted ? process.env.SUPABASE_SERVICE_ROLE_KEY! : SERVICE_ROLE_KEY;
const supabase = createClient<Database>(url, key, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: class {} as never },
});

let userId: string | undefined;
for (let page = 1; !userId; page++) {
  const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 });
  if (error) {
    console.error(`Could not list users on ${url}: ${error.message}`);
    process.exit(1);
  }
  userId = data.users.find((user) => user.email?.toLowerCase() === email)?.id;
  if (data.users.length < 1000) break;
}
if (!userId) {
  console.error(`No user with e-mail ${email} on ${url}. Sign up first (at /auth), then run this again.`);
  process.exit(1);
}

const { error } = await supabase
  .from('user_roles')
  .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true });
if (error) {
  console.error(`Could not grant the role: ${error.message}`);
  process.exit(1);
}
console.log(`${email} is now an admin on ${url}.`);
