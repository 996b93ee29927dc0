import { chatOptionsFromEnv, createChatHandler } from './handler.ts';

Deno.serve(createChatHandler(chatOptionsFromEnv(Deno.env)));
