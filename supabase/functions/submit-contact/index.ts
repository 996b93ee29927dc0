import { createSubmitContactHandler, submitContactOptionsFromEnv } from './handler.ts';

Deno.serve(createSubmitContactHandler(submitContactOptionsFromEnv(Deno.env)));
