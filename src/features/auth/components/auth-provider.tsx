import type { User } from '@supabase/supabase-js';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { env } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';

import { signOut } from '../api/auth-actions';
import { getIsAdmin } from '../api/get-is-admin';

export type AuthState = {
  user: User | null;
  isAdmin: boolean;
  /** True until the session is known and, for a signed-in user, the admin check has answered. */
  loading: boolean;
  /** The user arrived through a password-reset link and should set a new password. */
  recovery: boolean;
  /** Leaves recovery mode once the new password is saved. */
  endRecovery: () => void;
  signOut: () => Promise<void>;
};

const supabaseConfigured = Boolean(env.supabaseUrl && env.supabasePublishableKey);

const AuthContext = createContext<AuthState | null>(null);

type SessionState = Pick<AuthState, 'user' | 'isAdmin' | 'loading'>;

/**
 * Keeps the current user and whether they are an admin (SPEC.md §3 'Current-user state'). The
 * session itself lives in local storage and is refreshed automatically by the Supabase client.
 * Mounted only on the routes that need it (/auth, /admin/*).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({
    user: null,
    isAdmin: false,
    loading: supabaseConfigured,
  });
  const [recovery, setRecovery] = useState(false);
  // Only the latest auth change may commit: an admin check started for an earlier state must not
  // overwrite a later sign-out.
  const latest = useRef(0);
  const adminCache = useRef(new Map<string, boolean>());

  useEffect(() => {
    if (!supabaseConfigured) {
      console.error('Supabase is not configured: nobody can sign in (see .env.example).');
      return;
    }
    const supabase = getSupabase();

    let active = true;
    async function apply(user: User | null) {
      const run = ++latest.current;
      if (!user) {
        setSession({ user: null, isAdmin: false, loading: false });
        return;
      }
      let isAdmin = adminCache.current.get(user.id);
      if (isAdmin === undefined) {
        setSession((s) => ({ ...s, loading: true }));
        isAdmin = await getIsAdmin(user.id);
        adminCache.current.set(user.id, isAdmin);
      }
      if (active && run === latest.current) setSession({ user, isAdmin, loading: false });
    }

    // SPEC.md §7 call 7: read the session, then follow every change. The callback must not await
    // other Supabase calls itself (the client holds a lock while it runs), hence the timeout.
    const {
      data: { subscription },
    } = supabase.auth.onAuthStateChange((event, current) => {
      if (event === 'PASSWORD_RECOVERY') setRecovery(true);
      if (event === 'SIGNED_OUT') adminCache.current.clear();
      const user = current?.user ?? null;
      setTimeout(() => void apply(user), 0);
    });
    void supabase.auth.getSession().then(({ data }) => apply(data.session?.user ?? null));

    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({ ...session, recovery, endRecovery: () => setRecovery(false), signOut }),
    [session, recovery],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
