import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { LogoMark } from './logo-mark';

/** The drawing's shapes with their attributes, whatever the attribute order or spelling. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(rect|path)\b([^>]*)\/?>(?:<\/\1>)?/g)].map(([, tag, attrs = '']) => {
    const pairs = [...attrs.matchAll(/([\w-]+)="([^"]*)"/g)]
      .map(([, name = '', value]) => `${name.toLowerCase().replace(/-/g, '')}=${value}`)
      .sort();
    return `${tag} ${pairs.join(' ')}`;
  });
}

describe('LogoMark', () => {
  it('draws what public/favicon.svg draws', () => {
    const favicon = readFileSync(join(process.cwd(), 'public/favicon.svg'), 'utf8');
    const inline = renderToStaticMarkup(<LogoMark size={28} />);
    expect(shapes(inline)).toEqual(shapes(favicon));
    expect(inline).toContain('viewBox="0 0 32 32"');
    expect(inline).toContain('aria-hidden="true"');
  });
});
