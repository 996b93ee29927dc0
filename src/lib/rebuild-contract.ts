/**
 * The rebuild-site contract (request, answers, the reason's limit). It lives with the functions,
 * which `supabase functions deploy` ships without this folder, and the admin imports it from there
 * through this file: one definition for both sides.
 */
export * from '../../supabase/functions/_shared/rebuild-contract.ts';
