/**
 * The account actions. Each loads the Supabase client first (on /auth supabase-js may not be
 * downloaded yet); the submit button's pending state covers the wait.
 */
import type { AuthError } from '@supabase/supabase-js';

import { loadSupabase } from '@/lib/supabase-lazy';

/** What an auth action ended with, for the page to turn into its toasts. */
export type AuthResult =
  | { ok: true }
  | { ok: false; reason: 'user-exists' }
  | { ok: false; reason: 'error'; message: string };

function failure(error: AuthError | Error): AuthResult {
  return { ok: false, reason: 'error', message: error.message };
}

/** Signs in with e-mail and password. */
export async function signIn(email: string, password: string): Promise<AuthResult> {
  const { error } = await (await loadSupabase()).auth.signInWithPassword({ email, password });
  return error ? failure(error) : { ok: true };
}

/**
 * Registers with e-mail and password; the confirmation link leads to the site root. An existing
 * e-mail is reported either as the error code `user_already_exists` (auto-confirm on) or, with
 * e-mail confirmation on, as a user without identities (Supabase's anti-enumeration answer).
 *
 * If the project auto-confirms and signs the new user in, the session is dropped again:
 * registration ends in sign-in mode with 'Du kannst dich jetzt anmelden.'
 */
export async function signUp(
  email: string,
  password: string,
  siteRoot: string,
): Promise<AuthResult> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: siteRoot },
  });
  if (error) {
    if (error.code === 'user_already_exists' || /already registered/i.test(error.message)) {
      return { ok: false, reason: 'user-exists' };
    }
    return failure(error);
  }
  if (data.user && data.user.identities && data.user.identities.length === 0) {
    return { ok: false, reason: 'user-exists' };
  }
  if (data.session) await supabase.auth.signOut({ scope: 'local' });
  return { ok: true };
}

/** Sends a password-reset e-mail whose link leads back to /auth (`redirectTo`). */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<AuthResult> {
  const { error } = await (await loadSupabase()).auth.resetPasswordForEmail(email, { redirectTo });
  return error ? failure(error) : { ok: true };
}

/** Sets a new password for the user signed in through the reset link. */
export async function updatePassword(password: string): Promise<AuthResult> {
  const { error } = await (await loadSupabase()).auth.updateUser({ password });
  return error ? failure(error) : { ok: true };
}

/** Signs out (a failure is only logged: the local session ends either way). */
export async function signOut(): Promise<void> {
  const { error } = await (await loadSupabase()).auth.signOut();
  if (error) console.error('Sign-out failed', error.message);
}
