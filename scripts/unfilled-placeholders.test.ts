import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkPlaceholders, unfilledPlaceholders } from './unfilled-placeholders';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;

describe('unfilledPlaceholders', () => {
  it('finds a placeholder in text, an attribute, a template and structured data', () => {
    const html = page(
      '<h3>{integrations}+ integrations</h3><img alt="{companyName} logo" src="/a.png">' +
        '<template><p>{{company.phone}}</p></template>',
      '<meta name="description" content="Live in {goLiveWeeks} weeks">' +
        '<script type="application/ld+json">{"name":"{companyName}"}</script>',
    );
    expect(unfilledPlaceholders(html)).toEqual([
      '{goLiveWeeks}',
      '{companyName}',
      '{integrations}',
      '{companyName}',
      '{{company.phone}}',
    ]);
  });

  it('reads no code and no filled text', () => {
    const html = page(
      '<h3>25+ integrations</h3><script>window.x = {a:1}; f("{name}")</script>',
      '<style>a{color:red}</style>',
    );
    expect(unfilledPlaceholders(html)).toEqual([]);
  });
});

describe('checkPlaceholders', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('fails on a page of the build with an unfilled placeholder and names it', () => {
    dir = mkdtempSync(join(tmpdir(), 'placeholders-'));
    mkdirSync(join(dir, 'de'));
    writeFileSync(join(dir, 'index.html'), page('<p>25+</p>'));
    writeFileSync(join(dir, 'de', 'index.html'), page('<p>Über {integrations}</p>'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkPlaceholders(dir)).toBe(false);
    expect(errors).toHaveBeenCalledWith(`  ${join('de', 'index.html')}: {integrations}`);
    writeFileSync(join(dir, 'de', 'index.html'), page('<p>Über 25</p>'));
    expect(checkPlaceholders(dir)).toBe(true);
  });
});
