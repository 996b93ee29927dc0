import { useRouteLoaderData } from 'react-router';

import type { CompanyFacts } from './site-content';

/**
 * The company facts every page shows: the root route's data, read from the database when the
 * page was built (src/app/site-content-data.ts).
 */
export function useCompanyFacts(): CompanyFacts {
  const data = useRouteLoaderData<{ company: CompanyFacts }>('root');
  if (!data) throw new Error('The root route has no company facts.');
  return data.company;
}
