import { useQueryClient } from '@tanstack/react-query';
import { LogOut, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { AdminNav } from '@/components/layout/admin-nav';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { AdminCaseStudy } from '@/lib/case-study';
import { displayOrderAfter } from '@/lib/display-order';
import { useTrash } from '@/lib/history/get-trash';

import { allCaseStudiesQuery, useAllCaseStudies } from '../api/get-all-case-studies';
import { caseStudyHistory } from '../api/history';
import { sweepUnusedFiles } from '../api/storage';
import { adminCopy } from '../copy';
import { CaseStudyAdminList } from './case-study-admin-list';
import { CaseStudyForm } from './case-study-form';
import { TrashSection } from './trash-section';

const toasts = adminCopy.toasts;

/**
 * /admin/case-studies ('Case Studies Admin') for a signed-in admin: the route's loader has already sent
 * everyone else away ('Abmelden' signs out and goes to /).
 */
export function AdminPage({ onSignOut }: { onSignOut: () => void }) {
  return (
    <div lang="de" className="mx-auto max-w-6xl px-6 pt-28 pb-20">
      <AdminNav />
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{adminCopy.title}</h1>
        <Button type="button" variant="outline" onClick={onSignOut}>
          <LogOut aria-hidden="true" />
          {adminCopy.signOut}
        </Button>
      </div>
      <AdminWorkspace />
    </div>
  );
}

function AdminWorkspace() {
  const { data, isError, isFetching, refetch } = useAllCaseStudies();
  const trash = useTrash(caseStudyHistory);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminCaseStudy | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const takenSlugs = useMemo(
    () => new Set((data ?? []).filter((c) => c.id !== editing?.id).map((c) => c.slug)),
    [data, editing],
  );
  const trashedSlugs = useMemo(
    () => new Set((trash.data ?? []).flatMap((item) => (item.slug ? [item.slug] : []))),
    [trash.data],
  );

  // Files nothing refers to any more (old versions and trash items the database purged) leave
  // storage when an admin opens the page.
  useEffect(() => void sweepUnusedFiles(), []);

  useEffect(() => {
    if (isError)
      toast({ title: toasts.error, description: toasts.loadFailed, variant: 'destructive' });
  }, [isError]);

  // A new entry goes to the end of the list, so creating waits until the list is known: from the
  // cache, or loaded (again, after a failure) now. If it cannot be loaded, the save fails.
  const nextDisplayOrder = useCallback(
    async () => displayOrderAfter(await queryClient.ensureQueryData(allCaseStudiesQuery())),
    [queryClient],
  );

  const resetForm = useCallback(() => {
    setEditing(null);
    setDirty(false);
    setFormKey((k) => k + 1);
  }, []);

  function startEditing(caseStudy: AdminCaseStudy) {
    if (dirty && !window.confirm(adminCopy.leave.discardOnEdit)) return;
    setEditing(caseStudy);
    setDirty(false);
    setFormKey((k) => k + 1);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Move focus to the form so keyboard and screen-reader users land where the page scrolled.
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <CaseStudyForm
        key={formKey}
        editing={editing}
        takenSlugs={takenSlugs}
        trashedSlugs={trashedSlugs}
        nextDisplayOrder={nextDisplayOrder}
        onSaved={resetForm}
        onCancel={resetForm}
        onDirtyChange={setDirty}
        headingRef={headingRef}
      />
      <div>
        <section aria-labelledby="admin-list-title">
          <h2 id="admin-list-title" className="mb-2 text-xl font-semibold">
            {adminCopy.list.title}
          </h2>
          {/* A failed load is not an empty list: it says so and offers to try again. */}
          {data ? (
            <CaseStudyAdminList caseStudies={data} onEdit={startEditing} />
          ) : isError && !isFetching ? (
            <div
              role="alert"
              className="grid justify-items-start gap-3 rounded-lg border border-destructive p-4"
            >
              <p>{toasts.loadFailed}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
                <RotateCw aria-hidden="true" />
                {adminCopy.list.retry}
              </Button>
            </div>
          ) : (
            <Spinner label={adminCopy.loading} className="py-16" />
          )}
        </section>
        <TrashSection />
      </div>
      <UnsavedChangesGuard dirty={dirty} copy={adminCopy.leave} />
    </div>
  );
}
