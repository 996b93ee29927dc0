/** Which project key the functions use: the default opaque key first, else the legacy JWT. */
import assert from 'node:assert/strict';

import { publishableKeyFromEnv, secretKeyFromEnv } from './platform-keys.ts';

const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

Deno.test('the default secret key wins over the legacy service-role JWT', () => {
  const legacy = 'eyJ.legacy.service';
  assert.equal(secretKeyFromEnv(env({ SUPABASE_SERVICE_ROLE_KEY: legacy })), legacy);
  assert.equal(
    secretKeyFromEnv(
      env({
        SUPABASE_SERVICE_ROLE_KEY: legacy,
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_abc' }),
      }),
    ),
    'sb_secret_abc',
  );
  // A malformed or empty key map falls back to the legacy key; neither means none.
  assert.equal(
    secretKeyFromEnv(env({ SUPABASE_SERVICE_ROLE_KEY: legacy, SUPABASE_SECRET_KEYS: 'oops' })),
    legacy,
  );
  assert.equal(secretKeyFromEnv(env({ SUPABASE_SECRET_KEYS: '{}' })), undefined);
});

Deno.test('the default publishable key wins over the legacy anon JWT', () => {
  assert.equal(publishableKeyFromEnv(env({ SUPABASE_ANON_KEY: 'eyJ.anon' })), 'eyJ.anon');
  assert.equal(
    publishableKeyFromEnv(
      env({
        SUPABASE_ANON_KEY: 'eyJ.anon',
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_x' }),
      }),
    ),
    'sb_publishable_x',
  );
  assert.equal(publishableKeyFromEnv(env({})), undefined);
});
