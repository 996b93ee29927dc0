/**
 * Every prerendered page must fit, with its styles and the response's headers, into the first round
 * trip of a new connection (about 14.6 kB compressed): `/de` was 160 bytes over it, a second round
 * trip before the first paint. The inline scripts the pages carry come partly as their authors
 * wrote them (React Router's scroll restoration and context, its entry module, the build's own
 * scripts), with indentation and long names. After the build has written them
 * (scripts/host-files.ts), each inline script, and the module code the boot script or the fallback
 * runs from a `<script type="text/plain">`, is minified; the Content-Security-Policy then hashes
 * them as they are. What they do is unchanged.
 */
import { minifySync } from 'vite';

/** Minifies one script, as a module or as a classic script; throws when it does not parse. */
export function minifyScript(code: string, { module }: { module: boolean }): string {
  const { code: minified, errors } = minifySync(module ? 'inline.mjs' : 'inline.js', code, {
    module,
    compress: { target: 'es2015' },
    // A module's top-level names are its own; a classic script's may be globals.
    mangle: { toplevel: module },
  });
  const [error] = errors;
  if (error) throw new Error(`minifyScript: an inline script does not parse: ${error.message}`);
  return minified.trim();
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** How the script of these attributes is minified, or `undefined` for data and external scripts. */
function kind(attributes: string): { module: boolean } | undefined {
  if (/\ssrc=/.test(attributes)) return undefined;
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
  if (type === undefined) return { module: false };
  if (type === 'module') return { module: true };
  // Module code kept as text until a script runs it (scripts/deferred-hydration.ts,
  // scripts/content-security-policy.ts).
  if (type === 'text/plain') return { module: true };
  return undefined;
}

/** The page with each of its inline scripts minified (JSON and other data left as it is). */
export function minifyInlineScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (element, attributes = '', code: string) => {
    const how = kind(attributes);
    if (!how || code.trim() === '') return element;
    // `</script` cannot appear in a minified script that did not have it: strings keep their text.
    return `<script${attributes}>${minifyScript(code, how)}</script>`;
  });
}
