import { type ReactNode, act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * For tests of what happens when the browser takes over a prerendered page: renders `server` to
 * HTML as the build does, puts it in a container and hydrates it with `client`, waiting for React
 * to finish (effects and any re-render they cause). Returns the container.
 */
export async function hydratePrerendered(server: ReactNode, client: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  await act(async () => {
    hydrateRoot(container, client);
  });
  return container;
}
