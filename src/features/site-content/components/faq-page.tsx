import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { displayOrderAfter } from '@/lib/display-order';

import { type FaqEntry, faqEntriesQuery, useFaqEntries } from '../api/get-faq-entries';
import { siteContentCopy } from '../copy';
import { ContentShell } from './content-shell';
import { FaqForm } from './faq-form';
import { FaqList } from './faq-list';
import { FaqTrash } from './faq-trash';
import { LoadState } from './load-state';

const copy = siteContentCopy.faq;

/** /admin/content: the FAQ's form, its list (reorderable) and its "Papierkorb". */
export function FaqPage() {
  const { data, isError, isFetching, refetch } = useFaqEntries();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<FaqEntry | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new entry goes to the end of the list: from the cache, or loaded now.
  const nextDisplayOrder = useCallback(
    async () => displayOrderAfter(await queryClient.ensureQueryData(faqEntriesQuery())),
    [queryClient],
  );

  const resetForm = useCallback(() => {
    setEditing(null);
    setDirty(false);
    setFormKey((key) => key + 1);
  }, []);

  function startEditing(entry: FaqEntry) {
    if (dirty && !window.confirm(siteContentCopy.leave.discardOnEdit)) return;
    setEditing(entry);
    setDirty(false);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Focus follows the page to the form.
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  }

  return (
    <ContentShell title={copy.title} intro={copy.intro}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <FaqForm
          key={formKey}
          editing={editing}
          nextDisplayOrder={nextDisplayOrder}
          onSaved={resetForm}
          onCancel={resetForm}
          onDirtyChange={setDirty}
          headingRef={headingRef}
        />
        <div>
          <section aria-labelledby="faq-list-title">
            <h2 id="faq-list-title" className="mb-2 text-xl font-semibold">
              {copy.list}
            </h2>
            {data ? (
              <FaqList entries={data} onEdit={startEditing} />
            ) : (
              <LoadState failed={isError && !isFetching} onRetry={() => void refetch()} />
            )}
          </section>
          <FaqTrash />
        </div>
      </div>
      <UnsavedChangesGuard dirty={dirty} copy={siteContentCopy.leave} />
    </ContentShell>
  );
}
