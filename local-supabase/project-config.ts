/**
 * `supabase/config.toml`, read with a TOML parser: the settings the local stack honours, taken
 * from the same file the Supabase CLI reads, so the local stack and `supabase start` cannot drift.
 *
 * Honoured: `api.port` (the default port), `auth.site_url`, `auth.additional_redirect_urls`,
 * `auth.jwt_expiry`, `auth.minimum_password_length`, `auth.email.enable_confirmations` and
 * `functions.<name>.verify_jwt`. A setting the file leaves out takes the Supabase CLI's default.
 * A value of the wrong type stops the stack with the setting's name, like the CLI refuses it.
 *
 * `[remotes.<name>]` blocks are overrides the CLI applies only when it talks to the hosted project
 * whose `project_id` they name (`supabase config push`, `db push`…); the local stack reads the base
 * settings, like `supabase start` does. `effectiveConfigFor()` computes what the CLI would push.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

import { SUPABASE_DIR } from './config';

export const DEFAULT_CONFIG_PATH = path.join(SUPABASE_DIR, 'config.toml');

export type AuthConfig = {
  /** Where e-mail links land when `redirect_to` is missing or not allowed; always allowed itself. */
  siteUrl: string;
  /** Further allowed `redirect_to` targets (GoTrue's URI allow-list, glob patterns). */
  additionalRedirectUrls: string[];
  /** Lifetime of access tokens, in seconds. */
  jwtExpiry: number;
  /** Shorter passwords are refused as weak (GoTrue never accepts fewer than 6). */
  minimumPasswordLength: number;
  /** On: sign-up returns no session and sign-in waits until the e-mail link is followed. */
  enableConfirmations: boolean;
};

export type ProjectConfig = {
  projectId: string;
  /** Where the API listens unless `--port` / LOCAL_SUPABASE_PORT say otherwise. */
  apiPort: number;
  auth: AuthConfig;
  /** `verify_jwt` per function; a function that is not listed verifies JWTs (the CLI default). */
  functions: Map<string, { verifyJwt: boolean }>;
};

/** What the Supabase CLI assumes when config.toml leaves a setting out. */
const CLI_DEFAULTS = {
  apiPort: 54321,
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: ['https://127.0.0.1:3000'],
  jwtExpiry: 3600,
  minimumPasswordLength: 6,
  enableConfirmations: false,
};
/** GoTrue raises a smaller `minimum_password_length` to this. */
const GOTRUE_MIN_PASSWORD_LENGTH = 6;
/** The CLI documents one week as the longest `jwt_expiry`. */
const MAX_JWT_EXPIRY_SECONDS = 604_800;

class ConfigError extends Error {
  constructor(file: string, setting: string, problem: string) {
    super(`Invalid config for ${setting} in ${file}: ${problem}`);
  }
}

type Table = Record<string, unknown>;

function isTable(value: unknown): value is Table {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function table(parent: Table, key: string, file: string, setting: string): Table {
  const value = parent[key];
  if (value === undefined) return {};
  if (!isTable(value)) throw new ConfigError(file, setting, 'must be a table');
  return value;
}

class Reader {
  constructor(
    private readonly file: string,
    private readonly root: Table,
  ) {}

  private value(setting: string): unknown {
    let node: unknown = this.root;
    for (const part of setting.split('.')) {
      if (!isTable(node)) return undefined;
      node = node[part];
    }
    return node;
  }

  string(setting: string, fallback: string): string {
    const value = this.value(setting);
    if (value === undefined) return fallback;
    if (typeof value !== 'string') throw new ConfigError(this.file, setting, 'must be a string');
    return value;
  }

  strings(setting: string, fallback: string[]): string[] {
    const value = this.value(setting);
    if (value === undefined) return fallback;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw new ConfigError(this.file, setting, 'must be an array of strings');
    }
    return value as string[];
  }

  integer(setting: string, fallback: number, min: number, max: number): number {
    const value = this.value(setting);
    if (value === undefined) return fallback;
    // smol-toml returns integers as numbers (bigint only beyond 2^53).
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new ConfigError(this.file, setting, `must be an integer from ${min} to ${max}`);
    }
    return value;
  }

  boolean(setting: string, fallback: boolean): boolean {
    const value = this.value(setting);
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean')
      throw new ConfigError(this.file, setting, 'must be true or false');
    return value;
  }
}

/** Parses config.toml text into a plain object; a syntax error names the file and line. */
export function parseConfigToml(text: string, file = 'config.toml'): Table {
  try {
    return parse(text) as Table;
  } catch (error) {
    throw new Error(`Could not parse ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** The settings the local stack honours, from a parsed config (base settings, no remote). */
export function projectConfigFrom(root: Table, file = 'config.toml'): ProjectConfig {
  const read = new Reader(file, root);
  const siteUrl = read.string('auth.site_url', CLI_DEFAULTS.siteUrl);
  if (!/^https?:\/\/[^/]/.test(siteUrl) || !URL.canParse(siteUrl)) {
    throw new ConfigError(file, 'auth.site_url', `"${siteUrl}" is not an absolute http(s) URL`);
  }
  const functions = new Map<string, { verifyJwt: boolean }>();
  for (const [name, section] of Object.entries(table(root, 'functions', file, 'functions'))) {
    if (!isTable(section)) throw new ConfigError(file, `functions.${name}`, 'must be a table');
    functions.set(name, { verifyJwt: read.boolean(`functions.${name}.verify_jwt`, true) });
  }
  return {
    projectId: read.string('project_id', ''),
    apiPort: read.integer('api.port', CLI_DEFAULTS.apiPort, 1, 65_535),
    auth: {
      siteUrl,
      additionalRedirectUrls: read.strings(
        'auth.additional_redirect_urls',
        CLI_DEFAULTS.additionalRedirectUrls,
      ),
      jwtExpiry: read.integer('auth.jwt_expiry', CLI_DEFAULTS.jwtExpiry, 1, MAX_JWT_EXPIRY_SECONDS),
      minimumPasswordLength: Math.max(
        GOTRUE_MIN_PASSWORD_LENGTH,
        read.integer(
          'auth.minimum_password_length',
          CLI_DEFAULTS.minimumPasswordLength,
          0,
          Number.MAX_SAFE_INTEGER,
        ),
      ),
      enableConfirmations: read.boolean(
        'auth.email.enable_confirmations',
        CLI_DEFAULTS.enableConfirmations,
      ),
    },
    functions,
  };
}

/** Reads and validates `supabase/config.toml` (or another config file). */
export function readProjectConfig(file = DEFAULT_CONFIG_PATH): ProjectConfig {
  return projectConfigFrom(parseConfigToml(readFileSync(file, 'utf8'), file), file);
}

/** Deep merge like the CLI's remote override: every key the remote sets replaces the base value. */
function mergeInto(base: Table, override: Table): Table {
  const merged: Table = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isTable(value) && isTable(current) ? mergeInto(current, value) : value;
  }
  return merged;
}

/**
 * The config the Supabase CLI uses for the hosted project `projectRef`: the base settings with the
 * `[remotes.<name>]` block whose `project_id` is that ref merged over them (and the seed off unless
 * that block turns it on), or the base settings alone when no block names the project.
 */
export function effectiveConfigFor(
  root: Table,
  projectRef: string,
): { remote: string | undefined; config: Table } {
  const { remotes, ...base } = root;
  if (remotes !== undefined && !isTable(remotes)) {
    throw new Error('Invalid config for remotes: must be a table of [remotes.<name>] blocks');
  }
  for (const [name, block] of Object.entries(remotes ?? {})) {
    if (!isTable(block) || block.project_id !== projectRef) continue;
    const merged = mergeInto(base, block);
    const seed = isTable(block.db) && isTable(block.db.seed) ? block.db.seed : {};
    if (seed.enabled === undefined) {
      merged.db = mergeInto(isTable(merged.db) ? merged.db : {}, { seed: { enabled: false } });
    }
    return { remote: name, config: merged };
  }
  return { remote: undefined, config: base };
}

/** A hosted project's ref: 20 lower-case letters (what `[remotes.<name>].project_id` must be). */
const PROJECT_REF_PATTERN = /^[a-z]{20}$/;

function isLoopbackUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname;
    return (
      host === 'localhost' || host.startsWith('127.') || host === '[::1]' || host === '0.0.0.0'
    );
  } catch {
    return false;
  }
}

/**
 * What would be wrong in production if `supabase config push` sent this config to the hosted
 * project `projectRef`: the local-only auth settings (confirmations off, a localhost site URL or
 * redirect URL, plain http) unless a `[remotes.<name>]` block for that project replaces them.
 * An empty list means the push is safe in these respects.
 */
export function productionAuthProblems(root: Table, projectRef: string): string[] {
  if (!PROJECT_REF_PATTERN.test(projectRef)) {
    return [`"${projectRef}" is not a project ref (20 lower-case letters, see the dashboard URL)`];
  }
  const { remote, config } = effectiveConfigFor(root, projectRef);
  const { auth } = projectConfigFrom(config);
  const problems: string[] = [];
  if (!remote) {
    problems.push(
      `no [remotes.<name>] block has project_id = "${projectRef}": the push would send the local settings`,
    );
  }
  if (!auth.enableConfirmations) {
    problems.push(
      'auth.email.enable_confirmations is false: anyone could sign up with any address',
    );
  }
  if (isLoopbackUrl(auth.siteUrl) || !auth.siteUrl.startsWith('https://')) {
    problems.push(
      `auth.site_url is "${auth.siteUrl}": e-mail links must lead to the live site (https)`,
    );
  }
  for (const url of auth.additionalRedirectUrls) {
    if (isLoopbackUrl(url) || url.startsWith('http://')) {
      problems.push(`auth.additional_redirect_urls allows "${url}", which is not the live site`);
    }
  }
  return problems;
}
