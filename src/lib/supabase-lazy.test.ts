import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AppSupabaseClient } from './supabase-session';
import { hasAuthParams, hasStoredAuth, needsSupabaseAtOnce } from './supabase-lazy';
import { authStorageKey } from './supabase-session';

/** The key supabase-js picks when none is given. */
function defaultKeyOf(url: string): string {
  const client = createClient(url, 'publishable-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  // A protected field, read to compare with the key the app computes.
  return client['storageKey'];
}

describe('authStorageKey', () => {
  it.each([
    'https://abcdefghijklmnop.supabase.co',
    'https://abcdefghijklmnop.supabase.co/',
    'http://127.0.0.1:54321',
    'http://localhost:54438',
    'https://api.example.com/supabase',
  ])('is the key supabase-js derives by default for %s', (url) => {
    expect(authStorageKey(url)).toBe(defaultKeyOf(url));
  });

  it('is sb-<first label of the host>-auth-token', () => {
    expect(authStorageKey('https://abcdefghijklmnop.supabase.co')).toBe(
      'sb-abcdefghijklmnop-auth-token',
    );
    expect(authStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
  });
});

describe('hasStoredAuth', () => {
  afterEach(() => localStorage.clear());
  const key = 'sb-project-auth-token';

  it('is false for empty storage or other apps’ keys', () => {
    expect(hasStoredAuth(localStorage, key)).toBe(false);
    localStorage.setItem('sb-other-auth-token', '{}');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('xsb-project-auth-token', '{}');
    expect(hasStoredAuth(localStorage, key)).toBe(false);
  });

  it('is true for a session or a PKCE code verifier under the key', () => {
    localStorage.setItem(key, '{"access_token":"…"}');
    expect(hasStoredAuth(localStorage, key)).toBe(true);
    localStorage.clear();
    localStorage.setItem(`${key}-code-verifier`, 'verifier');
    expect(hasStoredAuth(localStorage, key)).toBe(true);
  });
});

describe('hasAuthParams', () => {
  const at = (path: string) => hasAuthParams(new URL(path, 'https://site.example'));

  it('is false for a plain visit', () => {
    expect(at('/auth')).toBe(false);
    expect(at('/auth?ref=nav#top')).toBe(false);
    expect(at('/auth?type=signup')).toBe(false);
  });

  it.each([
    '/auth#access_token=a&refresh_token=r&expires_in=3600&token_type=bearer&type=recovery',
    '/#access_token=a&refresh_token=r&type=signup',
    '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
    '/auth?error_description=expired',
    '/auth?code=0b1c2d',
    '/auth#type=recovery',
    '/auth?type=recovery',
  ])('is true for an auth redirect: %s', (path) => {
    expect(at(path)).toBe(true);
  });
});

describe('needsSupabaseAtOnce', () => {
  const url = 'http://127.0.0.1:54321';
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('is false on a first visit without a session or an auth redirect', () => {
    window.history.replaceState(null, '', '/auth');
    expect(needsSupabaseAtOnce(url)).toBe(false);
  });

  it('is true when a session is stored under the client’s key', () => {
    window.history.replaceState(null, '', '/auth');
    localStorage.setItem(authStorageKey(url), '{}');
    expect(needsSupabaseAtOnce(url)).toBe(true);
  });

  it('is true when the URL carries a reset link’s tokens', () => {
    window.history.replaceState(null, '', '/auth#access_token=a&type=recovery');
    expect(needsSupabaseAtOnce(url)).toBe(true);
  });

  it('is true when storage cannot be read (a session may be there)', () => {
    window.history.replaceState(null, '', '/auth');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(needsSupabaseAtOnce(url)).toBe(true);
  });
});

describe('whenSupabaseExists', () => {
  afterEach(() => vi.resetModules());
  const client = { auth: {} } as unknown as AppSupabaseClient;

  it('waits for the client without creating it, then calls once', async () => {
    const lazy = await import('./supabase-session');
    const listener = vi.fn();
    const stopped = vi.fn();
    lazy.whenSupabaseExists(listener);
    lazy.whenSupabaseExists(stopped)();
    expect(listener).not.toHaveBeenCalled();

    lazy.announceSupabase(client);
    lazy.announceSupabase(client);
    expect(listener).toHaveBeenCalledExactlyOnceWith(client);
    expect(stopped).not.toHaveBeenCalled();

    const late = vi.fn();
    lazy.whenSupabaseExists(late);
    expect(late).toHaveBeenCalledExactlyOnceWith(client);
  });
});
