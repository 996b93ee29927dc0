import { type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

import type { Database } from '../../src/lib/database.types';
import { ANON_KEY, adminCredentials, SERVICE_ROLE_KEY } from '../config';
import { nodeSupabaseClient } from '../node-client';

export type Client = SupabaseClient<Database>;

/** A stack of the test file's own, instead of the shared one (see `useStack`). */
let ownStackUrl: string | undefined;

/**
 * Points this file's clients at a stack of its own: for tests that change what every file shares
 * (the order of all stories), on a database of their own. Each test file has its own modules.
 */
export function useStack(url: string): void {
  ownStackUrl = url;
}

export function apiUrl(): string {
  return ownStackUrl ?? inject('apiUrl');
}

/** A fresh supabase-js client, exactly as the app creates it (minus browser storage). */
export function client(key = ANON_KEY): Client {
  return nodeSupabaseClient(apiUrl(), key);
}

export function serviceClient(): Client {
  return client(SERVICE_ROLE_KEY);
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up a brand-new user and returns a client holding their session. */
export async function newUser(
  label = 'user',
): Promise<{ supabase: Client; email: string; password: string; id: string }> {
  const supabase = client();
  const email = uniqueEmail(label);
  const password = 'correct-horse-42';
  const { data, error } = await supabase.auth.signUp({ email, password });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  return { supabase, email, password, id: data.user.id };
}

export async function adminClient(): Promise<Client> {
  const supabase = client();
  const { error } = await supabase.auth.signInWithPassword(adminCredentials());
  if (error) throw error;
  return supabase;
}

export function validCaseStudy(
  overrides: Partial<Database['public']['Tables']['case_studies']['Insert']> = {},
) {
  const suffix = randomUUID().slice(0, 6);
  return {
    title: `Test case study ${suffix}`,
    slug: `test-case-study-${suffix}`,
    client: 'Test Client GmbH',
    description: 'Line one of the challenge.\nLine two.',
    results: 'First result\nSecond result',
    images: [] as string[],
    ...overrides,
  };
}

/**
 * Changes a case study as the admin page does: the change states the version it is based on (the
 * current one, read first), which the database requires of every change through the API.
 */
export async function updateCaseStudy(
  c: Client,
  id: string,
  fields: Database['public']['Tables']['case_studies']['Update'],
) {
  const { data } = await c.from('case_studies').select('version').eq('id', id).maybeSingle();
  return c
    .from('case_studies')
    .update({ ...fields, base_version: data?.version ?? 0 })
    .eq('id', id);
}

/** A tiny valid PNG (1×1, transparent). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Whether the signed-in user of `c` holds the admin role, read the way the app reads it. */
export async function isAdmin(c: Client, userId: string): Promise<boolean> {
  const { data } = await c
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle();
  return data !== null;
}
