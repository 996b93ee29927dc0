import { RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { siteContentCopy } from '../copy';

/** While a section's data is not there: loading, or failed with "Erneut versuchen". */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) return <Spinner label={siteContentCopy.loading} className="py-16" />;
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-lg border border-destructive p-4"
    >
      <p>{siteContentCopy.loadFailed}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {siteContentCopy.retry}
      </Button>
    </div>
  );
}
