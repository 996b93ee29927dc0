/** GoTrue behaviour supabase-js relies on: what the app's auth page and session handling see. */
import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { must } from '../http';
import { ANON_KEY, SECRET_KEY, signJwt } from '../config';
import { apiUrl, client, newUser, uniqueEmail } from './helpers';

type Inbox = { emails: { to: string; subject: string; links: string[] }[] };

async function inboxFor(email: string): Promise<Inbox['emails']> {
  const res = await fetch(`${apiUrl()}/__local/inbox.json`, { headers: { apikey: SECRET_KEY } });
  const inbox = (await res.json()) as Inbox;
  return inbox.emails.filter((mail) => mail.to === email);
}

describe('sign-up and sign-in', () => {
  it('sign-up returns a session (autoconfirm) and a duplicate gives 422 user_already_exists', async () => {
    const email = uniqueEmail('dup');
    const first = await client().auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'http://localhost:5173/' },
    });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    expect(first.data.user?.email).toBe(email);

    const again = await client().auth.signUp({ email, password: 'secret-123' });
    expect(again.error).toBeInstanceOf(AuthApiError);
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.message).toBe('User already registered');

    // The confirmation e-mail still lands in the inbox, with a working link.
    const mails = await inboxFor(email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm Your Signup']);
    expect(mails[0]?.links[0]).toContain('/auth/v1/verify?token=');
  });

  it('a short password is a weak_password error', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });

  it('a wrong password gives 400 invalid_credentials', async () => {
    const { email } = await newUser('wrongpw');
    const { data, error } = await client().auth.signInWithPassword({
      email,
      password: 'not-the-password',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
    const unknown = await client().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'x-123456',
    });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('password sign-in returns a session whose user getUser() confirms', async () => {
    const { email, password, id } = await newUser('signin');
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    const user = await supabase.auth.getUser();
    expect(user.data.user?.id).toBe(id);
    expect(user.data.user?.email).toBe(email);
  });
});

describe('sessions and tokens', () => {
  it('refresh rotates the refresh token; the old one is refused', async () => {
    const { supabase } = await newUser('refresh');
    const { data: before } = await supabase.auth.getSession();
    const oldRefresh = must(before.session).refresh_token;
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(oldRefresh);
    expect(refreshed.data.session?.access_token).toBeTruthy();

    const reuse = await client().auth.refreshSession({ refresh_token: oldRefresh });
    expect(reuse.error?.status).toBe(400);
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    const bogus = await client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(bogus.error?.code).toBe('refresh_token_not_found');
  });

  it('sign-out revokes the session: its access token no longer gets the user', async () => {
    const { supabase } = await newUser('logout');
    const token = (await supabase.auth.getSession()).data.session?.access_token;
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    const res = await fetch(`${apiUrl()}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('expired and forged tokens are refused by auth, PostgREST and storage', async () => {
    const { id } = await newUser('tokens');
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: id, role: 'authenticated', aud: 'authenticated', iat: now - 7200 };
    const expired = signJwt({ ...claims, exp: now - 3600 });
    const forged = signJwt(
      { ...claims, exp: now + 3600 },
      'not-the-secret-not-the-secret-not-the-secret',
    );

    const user = await fetch(`${apiUrl()}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${expired}` },
    });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('bad_jwt');

    for (const [token, code] of [
      [expired, 'PGRST303'],
      [forged, 'PGRST301'],
    ] as const) {
      const res = await fetch(`${apiUrl()}/rest/v1/case_studies?select=id`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    }
    // A forged service-role key does not unlock anything.
    const fakeService = signJwt(
      { role: 'service_role', exp: now + 3600 },
      'guessed-secret-guessed-secret-guessed!!',
    );
    const asFake = await client(fakeService).from('case_studies').select('id');
    expect(asFake.status).toBe(401);
    const storage = await client(fakeService)
      .storage.from('case-studies')
      .upload('x.png', new Blob([new Uint8Array(4)], { type: 'image/png' }));
    expect(storage.error).not.toBeNull();
  });

  it('a request without any key is refused', async () => {
    const res = await fetch(`${apiUrl()}/rest/v1/case_studies?select=id`);
    expect(res.status).toBe(401);
  });
});

describe('password recovery through the inbox', () => {
  it('sends a recovery e-mail whose link signs the user in at redirect_to, once', async () => {
    const { email, id } = await newUser('recover');
    const redirectTo = 'http://localhost:5173/auth';
    const { error } = await client().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();

    const mails = (await inboxFor(email)).filter((m) => m.subject === 'Reset Your Password');
    expect(mails).toHaveLength(1);
    const link = mails[0]?.links[0] ?? '';
    expect(link).toMatch(/\/auth\/v1\/verify\?token=[^&]+&type=recovery&redirect_to=/);

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');

    // The session from the link may set a new password (what the /auth page does after PASSWORD_RECOVERY).
    const supabase = client();
    const set = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.data.user?.id).toBe(id);
    expect((await supabase.auth.updateUser({ password: 'brand-new-pass' })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'brand-new-pass' })).error,
    ).toBeNull();

    // The link works once.
    const again = await fetch(link, { redirect: 'manual' });
    const errorFragment = new URLSearchParams(
      new URL(again.headers.get('location') ?? '').hash.slice(1),
    );
    expect(errorFragment.get('error_code')).toBe('otp_expired');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const { error } = await client().auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:5173/auth',
    });
    expect(error).toBeNull();
    expect(await inboxFor(email)).toEqual([]);
  });

  it('never redirects to a foreign site', async () => {
    const { email } = await newUser('redirect');
    await client().auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example.net/steal',
    });
    const mail = (await inboxFor(email)).find((m) => m.subject === 'Reset Your Password');
    const link = mail?.links[0] ?? '';
    const res = await fetch(link, { redirect: 'manual' });
    expect(new URL(res.headers.get('location') ?? '').hostname).not.toBe('evil.example.net');
  });
});
