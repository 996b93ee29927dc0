import { SLUG_MAX_LENGTH, isUuid, slugProblem, uniqueSlug } from './slug';

describe('slugProblem', () => {
  it('accepts lowercase letters, digits and single hyphens', () => {
    expect(slugProblem('ai-quotes-2025')).toBeNull();
    expect(slugProblem('a')).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['Upper-Case', 'format'],
    ['double--hyphen', 'format'],
    ['-leading', 'format'],
    ['trailing-', 'format'],
    ['with space', 'format'],
    ['umlaut-ä', 'format'],
    ['b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01', 'uuid'],
    ['a'.repeat(SLUG_MAX_LENGTH + 1), 'too-long'],
  ])('rejects %j as %s', (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });

  it('accepts exactly the maximum length', () => {
    expect(slugProblem('a'.repeat(SLUG_MAX_LENGTH))).toBeNull();
  });
});

describe('isUuid', () => {
  it('recognises ids in either case and nothing else', () => {
    expect(isUuid('b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01')).toBe(true);
    expect(isUuid('B5F3C1A2-6D4E-4F7A-9B8C-0E1D2F3A4B01')).toBe(true);
    expect(isUuid('ai-generated-quotes')).toBe(false);
    expect(isUuid('b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b0')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug and numbers a taken one', () => {
    expect(uniqueSlug('quotes', new Set())).toBe('quotes');
    expect(uniqueSlug('quotes', new Set(['quotes']))).toBe('quotes-2');
    expect(uniqueSlug('quotes', new Set(['quotes', 'quotes-2', 'quotes-3']))).toBe('quotes-4');
  });

  it('stays within the maximum length when numbering', () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH);
    const slug = uniqueSlug(base, new Set([base]));
    expect(slug.length).toBe(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-2')).toBe(true);
    expect(slugProblem(slug)).toBeNull();
  });
});
