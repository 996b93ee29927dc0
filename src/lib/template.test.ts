import { describe, expect, it } from 'vitest';

import { fill } from './template';

describe('fill', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(fill('{title} – image {n} of {total} {x}', { title: 'T', n: 1, total: 3 })).toBe(
      'T – image 1 of 3 {x}',
    );
  });
});
