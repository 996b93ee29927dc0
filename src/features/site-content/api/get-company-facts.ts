import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Tables } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

/** The columns the admin reads of the company facts (each granted to it by name). */
export const COMPANY_COLUMNS =
  'id, company_name, legal_name, email, phone, street, postal_code, city, country_code, register_court, register_number, vat_id, managing_directors, responsible_for_content, linkedin_url, xing_url, booking_url, workshop_price_eur, workshop_dates, workshop_days, workshop_participants_min, workshop_participants_max, workshop_use_cases, workshop_prototypes_min, workshop_prototypes_max, go_live_weeks_min, go_live_weeks_max, integrations_count, accuracy_percent, professionals_trained, published, version, updated_at' as const;

export type CompanyFacts = Omit<Tables<'company_facts'>, 'base_version' | 'created_at'>;

/** Keys of the company facts in the data cache (every change invalidates `all`). */
export const companyFactsKeys = {
  all: ['company-facts'] as const,
  current: () => [...companyFactsKeys.all, 'current'] as const,
  trash: () => [...companyFactsKeys.all, 'trash'] as const,
  revisions: (id: string) => [...companyFactsKeys.all, 'revisions', id] as const,
  revision: (revisionId: number) => ['company-facts-revision', revisionId] as const,
};

/** The one row of company facts as it is saved now (null before the seed). */
export async function getCompanyFacts(): Promise<CompanyFacts | null> {
  const { data, error } = await getSupabase()
    .from('company_facts')
    .select(COMPANY_COLUMNS)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export function useCompanyFacts() {
  return useQuery(
    queryOptions({
      queryKey: companyFactsKeys.current(),
      queryFn: getCompanyFacts,
      staleTime: 30_000,
    }),
  );
}
