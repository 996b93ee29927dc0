import { createRebuildHandler, rebuildOptionsFromEnv } from './handler.ts';

Deno.serve(createRebuildHandler(rebuildOptionsFromEnv(Deno.env)));
