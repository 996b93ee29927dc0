import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useRevalidator } from 'react-router';

import { whenSupabaseExists } from '@/lib/supabase-session';

import { signOut } from '../api/auth-actions';
import { supabaseConfigured } from '../api/session';
import { forgetResetLink } from '../lib/recovery';

export type AuthState = {
  /** The user arrived through a password-reset link and should set a new password. */
  recovery: boolean;
  /** Leaves recovery mode once the new password is saved. */
  endRecovery: () => void;
  /** Signs out; the caller decides where to go next. */
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/**
 * Follows the session for the signed-in routes (/auth, /admin/*), mounted once by their layout
 * route. The routes' loaders read the session and redirect; this provider tells them to run again
 * when the session ends elsewhere (another tab, an expired refresh token), so an admin page never
 * stays open without a user. It also notices a password-recovery sign-in. It starts listening
 * once the Supabase client exists and never loads supabase-js itself.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [recovery, setRecovery] = useState(false);
  const { revalidate } = useRevalidator();
  // Our own sign-out navigates by itself; only a sign-out from elsewhere re-runs the guards.
  const signingOut = useRef(false);

  useEffect(() => {
    if (!supabaseConfigured) return;
    // Listening does not load supabase-js: /auth loads it when it has a reason to.
    let subscription: { unsubscribe: () => void } | undefined;
    const stopWaiting = whenSupabaseExists((client) => {
      subscription = client.auth.onAuthStateChange((event) => {
        if (event === 'PASSWORD_RECOVERY') setRecovery(true);
        if (event === 'SIGNED_OUT' && !signingOut.current) {
          // The callback must not call Supabase itself (the client holds a lock while it runs).
          setTimeout(() => void revalidate(), 0);
        }
      }).data.subscription;
    });
    return () => {
      stopWaiting();
      subscription?.unsubscribe();
    };
  }, [revalidate]);

  const value = useMemo<AuthState>(
    () => ({
      recovery,
      endRecovery: () => {
        forgetResetLink();
        setRecovery(false);
      },
      signOut: async () => {
        signingOut.current = true;
        try {
          await signOut();
        } finally {
          signingOut.current = false;
        }
      },
    }),
    [recovery],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
