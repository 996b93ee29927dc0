/**
 * Code the site and the functions share (`supabase/functions/_shared/`, e.g. the event-stream
 * reader) imports packages the two resolve separately: the site from package.json, the functions
 * from their deno.json. Both must name the same version, or the site would run code the functions
 * were never tested with.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const lock = read('package-lock.json') as { packages: Record<string, { version: string }> };
const denoImports = (
  read('supabase/functions/chat-ai/deno.json') as { imports: Record<string, string> }
).imports;

describe('packages of the shared function code', () => {
  it.each(['eventsource-parser'])('%s is one version in the site and the functions', (name) => {
    const inFunctions = denoImports[name];
    expect(inFunctions).toMatch(new RegExp(`^npm:${name}@\\d+\\.\\d+\\.\\d+$`));
    const site = lock.packages[`node_modules/${name}`]?.version;
    expect(inFunctions).toBe(`npm:${name}@${site}`);
  });
});
