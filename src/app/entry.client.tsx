/**
 * How the browser takes over a page: React Router's default client entry (hydrate the whole
 * document in a transition, so React yields to the browser between components), with one task
 * boundary added. Evaluating the page's modules (React DOM sets itself up on first use, each route
 * module runs its top level) and starting hydration (React attaches its event listeners to the
 * document and renders the first components) are each a long task on a slow phone; done in one go
 * they make one task twice as long, which the browser cannot interrupt for a tap.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

await new Promise((resolve) => setTimeout(resolve, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
