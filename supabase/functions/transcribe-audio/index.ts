// Supabase Edge Function transcribe-audio (voice input of the chat); deployed with verify_jwt = false.
import { createTranscribeHandler, transcribeOptionsFromEnv } from './handler.ts';

Deno.serve(createTranscribeHandler(transcribeOptionsFromEnv(Deno.env)));
