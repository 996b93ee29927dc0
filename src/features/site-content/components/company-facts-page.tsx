import { useCompanyFacts } from '../api/get-company-facts';
import { siteContentCopy } from '../copy';
import { CompanyFactsForm } from './company-facts-form';
import { ContentShell } from './content-shell';
import { LoadState } from './load-state';

const copy = siteContentCopy.company;

/** /admin/content/company: the one form of the company facts, with "Versionen". */
export function CompanyFactsPage() {
  const { data, isError, isFetching, refetch } = useCompanyFacts();
  return (
    <ContentShell title={copy.title} intro={copy.intro}>
      {data ? (
        <CompanyFactsForm facts={data} />
      ) : (
        <LoadState
          failed={(isError || data === null) && !isFetching}
          onRetry={() => void refetch()}
        />
      )}
    </ContentShell>
  );
}
