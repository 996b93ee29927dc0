import { Link, useLocation } from 'react-router';

import { LEGAL_KINDS, type LegalKind } from '@/lib/site-content';

import { useLegalPages } from '../api/get-legal-pages';
import { siteContentCopy } from '../copy';
import { ContentShell } from './content-shell';
import { LegalPageForm } from './legal-page-form';
import { LoadState } from './load-state';

const copy = siteContentCopy.legal;

const isLegalKind = (value: string | null): value is LegalKind =>
  LEGAL_KINDS.some((kind) => kind === value);

/**
 * /admin/content/legal: one legal page at a time (`?page=privacy|terms|imprint`, the privacy
 * policy first), its form with "Versionen". The query is read from the location and the pages are
 * plain links: React Router's search-params hook would add to the framework chunk every visitor
 * loads.
 */
export function LegalPagesPage() {
  const { data, isError, isFetching, refetch } = useLegalPages();
  const asked = new URLSearchParams(useLocation().search).get('page');
  const kind: LegalKind = isLegalKind(asked) ? asked : 'privacy';
  const page = data?.find((row) => row.kind === kind);

  return (
    <ContentShell title={copy.title} intro={copy.intro}>
      <nav aria-label={copy.choose} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {LEGAL_KINDS.map((each) => (
            <li key={each}>
              <Link
                to={`?page=${each}`}
                aria-current={each === kind ? 'page' : undefined}
                className="inline-flex min-h-10 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:border-accent aria-[current=page]:bg-accent/10"
              >
                {copy.pages[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page ? (
        <LegalPageForm key={`${page.id}`} kind={kind} page={page} />
      ) : (
        <LoadState failed={isError && !isFetching} onRetry={() => void refetch()} />
      )}
    </ContentShell>
  );
}
