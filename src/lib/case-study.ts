import type { Database } from './database.types';

/** A row of `public.case_studies` (SPEC.md §3). */
export type CaseStudy = Database['public']['Tables']['case_studies']['Row'];
