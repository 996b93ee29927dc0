import { loadSupabase } from '@/lib/supabase-lazy';

/**
 * The user is an admin when a `user_roles` row with role 'admin' exists for them (at most one row
 * is read). A query error means not admin.
 */
export async function getIsAdmin(userId: string): Promise<boolean> {
  const { data, error } = await (
    await loadSupabase()
  )
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle();
  if (error) {
    console.error('Role check failed; treating the user as not admin.', error.message);
    return false;
  }
  return data !== null;
}
