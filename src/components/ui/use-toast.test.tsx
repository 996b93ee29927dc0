import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';

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
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Count renders={[]} />);
  const renders: number[] = [];
  await act(async () => {
    hydrateRoot(container, <Count renders={renders} />);
  });
  expect(renders).toEqual([0]);
  await act(async () => {
    toast({ title: 'Saved' });
  });
  expect(renders).toEqual([0, 1]);
  expect(container.textContent).toBe('1');
});
