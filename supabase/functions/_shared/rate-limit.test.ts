/** Which bucket a caller's address is counted in, and the rate-limit settings read from the env. */
import assert from 'node:assert/strict';

import {
  addressBucket,
  clientBucket,
  DEFAULT_CLIENT_IP_HEADER,
  readRateLimitSettings,
  UNKNOWN_CLIENT,
} from './rate-limit.ts';

const DEFAULTS = { perSession: 20, perIp: 60, windowSeconds: 300, perDay: 2000 };
const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

Deno.test('IPv4 addresses are their own bucket; malformed ones are none', () => {
  assert.equal(addressBucket('203.0.113.7'), '203.0.113.7');
  assert.equal(addressBucket(' 0.0.0.0 '), '0.0.0.0');
  assert.equal(addressBucket('255.255.255.255'), '255.255.255.255');
  for (const bad of [
    '',
    'unknown',
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4', // leading zeros read as octal by some parsers: refuse, do not guess
    '1.2.3.4:8080',
    '[2001:db8::1]',
    '2001:db8::1::2',
    '2001:db8:1:2:3:4:5:6:7',
    '12345::1',
    'g::1',
    '::ffff:300.1.1.1',
  ]) {
    assert.equal(addressBucket(bad), null, bad);
  }
});

Deno.test('IPv6 addresses are grouped by /64, in every spelling', () => {
  const bucket = '2001:db8:1:2::/64';
  for (const spelling of [
    '2001:db8:1:2::1',
    '2001:0db8:0001:0002:0000:0000:0000:0001',
    '2001:DB8:1:2:ffff:ffff:ffff:ffff',
    '2001:db8:1:2:a:b:c:d',
    '2001:db8:1:2::192.0.2.1',
    '2001:db8:1:2::9%eth0',
  ]) {
    assert.equal(addressBucket(spelling), bucket, spelling);
  }
  assert.equal(addressBucket('2001:db8:1:3::1'), '2001:db8:1:3::/64');
  assert.equal(addressBucket('::1'), '0:0:0:0::/64');
  assert.equal(addressBucket('::'), '0:0:0:0::/64');
  assert.equal(addressBucket('2001:db8::'), '2001:db8:0:0::/64');
});

Deno.test('an IPv4-mapped IPv6 address is the IPv4 address', () => {
  assert.equal(addressBucket('::ffff:192.0.2.7'), '192.0.2.7');
  assert.equal(addressBucket('::FFFF:c000:0207'), '192.0.2.7');
  assert.equal(addressBucket('0:0:0:0:0:ffff:192.0.2.7'), '192.0.2.7');
});

Deno.test('clientBucket reads only the configured header, its rightmost entry', () => {
  const req = (headers: Record<string, string>) => new Request('http://x/', { headers });
  const original = console.warn;
  console.warn = () => {};
  try {
    assert.equal(
      clientBucket(req({ 'cf-connecting-ip': '198.51.100.4' }), 'cf-connecting-ip'),
      '198.51.100.4',
    );
    // A caller's own X-Forwarded-For or X-Real-IP never names its bucket.
    assert.equal(
      clientBucket(
        req({ 'x-forwarded-for': '198.51.100.4', 'x-real-ip': '198.51.100.5' }),
        'cf-connecting-ip',
      ),
      UNKNOWN_CLIENT,
    );
    assert.equal(
      clientBucket(req({ 'cf-connecting-ip': 'spoofed, text' }), 'cf-connecting-ip'),
      UNKNOWN_CLIENT,
    );
    // Behind a proxy that appends to X-Forwarded-For, the entry it appended counts.
    assert.equal(
      clientBucket(req({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.9' }), 'x-forwarded-for'),
      '198.51.100.9',
    );
  } finally {
    console.warn = original;
  }
});

Deno.test('settings: defaults, overrides, a header name in any case, bad values ignored', () => {
  const original = console.warn;
  const warnings: string[] = [];
  console.warn = (message: string) => warnings.push(message);
  try {
    assert.deepEqual(readRateLimitSettings(env({}), 'CHAT', DEFAULTS), {
      ...DEFAULTS,
      clientIpHeader: DEFAULT_CLIENT_IP_HEADER,
      failOpen: undefined,
    });
    assert.deepEqual(
      readRateLimitSettings(
        env({
          RATE_LIMIT_CHAT_PER_DAY: '50',
          RATE_LIMIT_CHAT_PER_IP: '7',
          RATE_LIMIT_CHAT_WINDOW_SECONDS: '999999',
          RATE_LIMIT_CLIENT_IP_HEADER: 'X-Real-IP',
          RATE_LIMIT_FAIL_MODE: 'closed',
        }),
        'CHAT',
        DEFAULTS,
      ),
      {
        ...DEFAULTS,
        perDay: 50,
        perIp: 7,
        windowSeconds: 86_400,
        clientIpHeader: 'x-real-ip',
        failOpen: false,
      },
    );
    const bad = readRateLimitSettings(
      env({ RATE_LIMIT_CHAT_PER_DAY: '-1', RATE_LIMIT_CLIENT_IP_HEADER: 'x forwarded: for' }),
      'CHAT',
      DEFAULTS,
    );
    assert.equal(bad.perDay, 2000);
    assert.equal(bad.clientIpHeader, DEFAULT_CLIENT_IP_HEADER);
    assert.equal(warnings.length, 2);
  } finally {
    console.warn = original;
  }
});

Deno.test('settings: a daily count per address only for a scope that has one', () => {
  const withDaily = { ...DEFAULTS, perIpPerDay: 30 };
  assert.equal(readRateLimitSettings(env({}), 'CONTACT', withDaily).perIpPerDay, 30);
  assert.equal(
    readRateLimitSettings(env({ RATE_LIMIT_CONTACT_PER_IP_PER_DAY: '12' }), 'CONTACT', withDaily)
      .perIpPerDay,
    12,
  );
  assert.equal(
    readRateLimitSettings(env({ RATE_LIMIT_CHAT_PER_IP_PER_DAY: '12' }), 'CHAT', DEFAULTS)
      .perIpPerDay,
    undefined,
  );
});
