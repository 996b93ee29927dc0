// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { applyEdits, attribute, innerRange, outerRange, parsePage, textOf } from './html-edits';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Hi</title></head><body><!--$--><p class="a">One<br/>two</p><script>go()</script></body></html>';

describe('html-edits', () => {
  it('finds elements, their text and attributes where React wrote them', () => {
    const page = parsePage(PAGE);
    const script = page.elements.find((element) => element.tagName === 'script');
    const p = page.elements.find((element) => element.tagName === 'p');
    if (!script || !p) throw new Error('not parsed');
    expect(textOf(page, script)).toBe('go()');
    expect(attribute(p, 'class')).toBe('a');
    expect(PAGE.slice(outerRange(p).start, outerRange(p).end)).toBe('<p class="a">One<br/>two</p>');
    expect(page.comments.map(({ start, end }) => PAGE.slice(start, end))).toEqual(['<!--$-->']);
  });

  it('changes only the ranges it is given, leaving every other byte as written', () => {
    const page = parsePage(PAGE);
    const title = page.elements.find((element) => element.tagName === 'title');
    if (!title) throw new Error('not parsed');
    const out = applyEdits(PAGE, [{ ...innerRange(title), text: 'Hallo' }]);
    expect(out).toBe(PAGE.replace('<title>Hi</title>', '<title>Hallo</title>'));
    expect(() =>
      applyEdits(PAGE, [
        { start: 0, end: 10, text: '' },
        { start: 5, end: 12, text: '' },
      ]),
    ).toThrow(/overlapping/);
  });
});
