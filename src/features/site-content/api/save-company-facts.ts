import { useMutation, useQueryClient } from '@tanstack/react-query';

import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';
import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import type { CompanyValues } from '../lib/company-draft';
import { COMPANY_COLUMNS, type CompanyFacts, companyFactsKeys } from './get-company-facts';

/**
 * Changes the company facts based on the version the form was loaded from: when someone else
 * saved them since, the database refuses and this throws a `ConflictError`. Resolves with the
 * saved row.
 */
async function saveCompanyFacts({
  id,
  baseVersion,
  values,
}: {
  id: string;
  baseVersion: number;
  values: CompanyValues;
}): Promise<CompanyFacts> {
  const { data, error } = await getSupabase()
    .from('company_facts')
    .update({ ...values, base_version: baseVersion })
    .eq('id', id)
    .select(COMPANY_COLUMNS)
    .single();
  if (error) throw conflictOf(error) ?? new Error(error.message);
  return data;
}

export function useSaveCompanyFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyFacts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyFactsKeys.all }),
    // The form never changes the status: published facts are written into the static site.
    onSuccess: (saved) => {
      if (saved.published) scheduleSiteRebuild('Updated the company facts');
    },
  });
}
