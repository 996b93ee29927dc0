import { act } from 'react';
import { afterEach, expect, it } from 'vitest';

import { hydratePrerendered } from '@/testing/hydrate';

import { resetToasts, toast, useToasts } from './use-toast';

function Count({ renders }: { renders: number[] }) {
  const toasts = useToasts();
  renders.push(toasts.length);
  return <p>{toasts.length}</p>;
}

afterEach(() => {
  resetToasts();
});

it('hydrates a prerendered page without rendering the toaster again', async () => {
  const renders: number[] = [];
  const container = await hydratePrerendered(<Count renders={[]} />, <Count renders={renders} />);
  expect(renders).toEqual([0]);
  await act(async () => {
    toast({ title: 'Saved' });
  });
  expect(renders).toEqual([0, 1]);
  expect(container.textContent).toBe('1');
});
