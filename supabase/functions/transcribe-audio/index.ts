// Supabase Edge Function transcribe-audio (SPEC.md §7 call 2); deployed with verify_jwt = false.
import { createTranscribeHandler, transcribeOptionsFromEnv } from './handler.ts';

Deno.serve(createTranscribeHandler(transcribeOptionsFromEnv(Deno.env)));
