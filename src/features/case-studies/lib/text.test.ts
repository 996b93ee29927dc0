import { describe, expect, it } from 'vitest';

import { splitResults, summary, teaser } from './text';

describe('teaser', () => {
  it('keeps a description of at most 200 characters unchanged', () => {
    const exactly200 = 'a'.repeat(200);
    expect(teaser(exactly200)).toBe(exactly200);
    expect(teaser('Short text')).toBe('Short text');
  });

  it('cuts a longer description at 200 characters and adds "..."', () => {
    const long = `${'b'.repeat(200)}CUT`;
    const result = teaser(long);
    expect(result).toBe(`${'b'.repeat(200)}...`);
    expect(result).not.toContain('CUT');
  });
});

describe('splitResults', () => {
  it('gives one bullet per line and drops blank lines', () => {
    expect(splitResults('Faster quotes\n\n  \n40% less churn\r\nHappier team\n')).toEqual([
      'Faster quotes',
      '40% less churn',
      'Happier team',
    ]);
  });

  it('gives no bullets for blank text', () => {
    expect(splitResults('\n \n')).toEqual([]);
  });
});

describe('summary', () => {
  it('keeps a short text on one line', () => {
    expect(summary('Line one.\n\nLine   two.')).toBe('Line one. Line two.');
  });

  it('cuts a long text at a word boundary within the limit and adds an ellipsis', () => {
    const text =
      'Brenner builds custom packaging lines, for the food and pharma industries. '.repeat(5);
    const result = summary(text, 60);
    expect(result.length).toBeLessThanOrEqual(60);
    expect(result).toBe('Brenner builds custom packaging lines, for the food and…');
  });
});
