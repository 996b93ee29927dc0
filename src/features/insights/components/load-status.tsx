import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** What a page shows while its data loads, or after it could not be loaded (with a retry). */
export function LoadStatus({
  pending,
  onRetry,
  copy,
}: {
  pending: boolean;
  onRetry: () => void;
  copy: { loading: string; error: string; retry: string };
}) {
  if (pending) {
    // In a row of its own width, so the indicator stands at the start of the page's text.
    return (
      <div className="flex">
        <Spinner label={copy.loading} />
      </div>
    );
  }
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p>{copy.error}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        {copy.retry}
      </Button>
    </div>
  );
}
