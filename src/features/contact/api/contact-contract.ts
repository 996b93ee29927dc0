/**
 * The contact form's contract (fields, rules, where a plain form post leads). It lives with the
 * functions, which `supabase functions deploy` ships without this folder, and the form imports it
 * from there through this file: one definition for the page and the submit-contact function.
 */
export * from '../../../../supabase/functions/_shared/contact-contract.ts';
