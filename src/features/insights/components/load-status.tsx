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
  if (pending) return <Spinner label={copy.loading} className="justify-start" />;
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p>{copy.error}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        {copy.retry}
      </Button>
    </div>
  );
}
