import { getSupabase } from '@/lib/supabase';

/**
 * SPEC.md §7 call 9: the user is an admin when a `user_roles` row with role 'admin' exists for
 * them. A query error means not admin (SPEC.md §6).
 */
export async function getIsAdmin(userId: string): Promise<boolean> {
  const { data, error } = await getSupabase()
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
