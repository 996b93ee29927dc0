// Supabase Edge Function: transcribe-audio (SPEC §7 call 2). Deployed with verify_jwt = false.
import { handleTranscribe } from './handler.ts';

Deno.serve(handleTranscribe);
