/**
 * Where e-mail links may lead: GoTrue's check of `redirect_to` against the site URL and the
 * `additional_redirect_urls` allow-list of supabase/config.toml.
 */
import { type StackContext } from '../context';

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);
const DECIMAL_IP = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * An allow-list entry as GoTrue compiles it: a glob where `*` and `?` stop at `.` and `/`, `**`
 * crosses them, `{a,b}` are alternatives and `[…]` a character class.
 */
function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] ?? '';
    if (c === '\\' && i + 1 < pattern.length) {
      source += escapeRegExp(pattern[++i] ?? '');
    } else if (c === '*') {
      if (pattern[i + 1] === '*') {
        source += '.*';
        i++;
      } else {
        source += '[^./]*';
      }
    } else if (c === '?') {
      source += '[^./]';
    } else if (c === '{') {
      source += '(?:';
    } else if (c === '}') {
      source += ')';
    } else if (c === ',' && source.lastIndexOf('(?:') > source.lastIndexOf(')')) {
      source += '|';
    } else if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end === -1) {
        source += '\\[';
      } else {
        const body = pattern
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        source += `[${body}]`;
        i = end;
      }
    } else {
      source += escapeRegExp(c);
    }
  }
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The host exactly as written in a URL (the URL parser rewrites `2130706433` to 127.0.0.1). */
function rawHostname(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/?#:]*)/i.exec(url)?.[1] ?? '';
}

/**
 * GoTrue's redirect check: back to the site URL's scheme and host (any port on a loopback host),
 * any loopback IP address, or a match of an `additional_redirect_urls` pattern (fragment ignored).
 */
export function isRedirectAllowed(
  auth: Pick<StackContext['auth'], 'siteUrl' | 'additionalRedirectUrls'>,
  redirectTo: string,
): boolean {
  let base: URL;
  let target: URL;
  try {
    base = new URL(auth.siteUrl);
    target = new URL(redirectTo);
  } catch {
    return false;
  }
  const host = rawHostname(redirectTo).toLowerCase();
  // An IP address written as one decimal number is never allowed.
  if (DECIMAL_IP.test(host)) return false;
  if (
    base.hostname === host &&
    base.protocol === target.protocol &&
    (base.port === target.port || LOOPBACK_HOSTNAMES.has(host))
  ) {
    return true;
  }
  if (host === target.hostname && (IPV4.test(host) || host.startsWith('['))) {
    return host.startsWith('127.') || host === '[::1]';
  }
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:';
  if (isHttp && !REGULAR_HOSTNAME.test(host)) return false;
  const withoutFragment = redirectTo.split('#')[0] ?? '';
  return auth.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** Where an e-mail link leads: `redirect_to` when allowed, else the site URL (like GoTrue). */
export function safeRedirect(ctx: StackContext, redirectTo: string | null): string {
  return redirectTo && isRedirectAllowed(ctx.auth, redirectTo) ? redirectTo : ctx.auth.siteUrl;
}
