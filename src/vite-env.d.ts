/// <reference types="vite/client" />

import type { PublicEnv } from './lib/public-settings';

declare global {
  /** The public settings Vite bakes into the bundle: the table of `src/lib/public-settings.ts`. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merges into Vite's
  interface ImportMetaEnv extends PublicEnv {}
}
