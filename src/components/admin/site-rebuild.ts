import { toast } from '@/components/ui/use-toast';
import { readFunctionError } from '@/lib/function-errors';
import type { RebuildAnswer, RebuildRequest } from '@/lib/rebuild-contract';
import { type RebuildScheduler, createRebuildScheduler } from '@/lib/rebuild-scheduler';
import { getSupabase } from '@/lib/supabase';

import { rebuildCopy as copy } from './copy';

/** Calls the rebuild-site edge function with the admin's session (it checks the admin role). */
async function requestSiteRebuild(reason: string | null): Promise<RebuildAnswer> {
  const { data, error } = await getSupabase().functions.invoke<RebuildAnswer>('rebuild-site', {
    body: (reason === null ? {} : { reason }) satisfies RebuildRequest,
  });
  if (error) throw new Error((await readFunctionError(error)).message ?? error.message);
  if (!data) throw new Error('rebuild-site answered without a body');
  return data;
}

function tell(answer: RebuildAnswer) {
  if (answer.status === 'triggered' || answer.status === 'queued') {
    toast({ title: copy.title, description: copy.started });
  } else if (answer.status === 'not-configured') {
    toast({ title: copy.title, description: copy.notConfigured });
  }
}

let scheduler: RebuildScheduler | undefined;

/**
 * Asks for a rebuild of the public site because of `reason` (in English, for the deploy log): any
 * admin change to what visitors see of the static site (publishing, unpublishing, editing,
 * deleting, reordering or restoring a published case study, FAQ entry, legal page or the company
 * facts). Every admin feature asks through this one scheduler, so requests of a burst are
 * combined across them; the admin is told, in German, that the public site is being updated.
 */
export function scheduleSiteRebuild(reason: string): void {
  if (!scheduler) {
    const created = createRebuildScheduler({
      send: requestSiteRebuild,
      onAnswer: tell,
      onError: (error) => {
        console.error('Asking for a rebuild of the public site failed', error);
        toast({ title: copy.failedTitle, description: copy.failed, variant: 'destructive' });
      },
    });
    // Leaving the admin during the quiet period must not drop the request.
    window.addEventListener('pagehide', () => created.flushNow());
    scheduler = created;
  }
  scheduler.request(reason);
}
