import { describe, expect, it } from 'vitest';

import { displayOrderAfter } from './display-order';

describe('displayOrderAfter', () => {
  it('is zero for an empty list', () => {
    expect(displayOrderAfter([])).toBe(0);
  });

  it('is one past the last entry, whatever the list order and gaps', () => {
    expect(displayOrderAfter([{ display_order: 0 }, { display_order: 1 }])).toBe(2);
    expect(displayOrderAfter([{ display_order: 5 }, { display_order: 2 }])).toBe(6);
  });
});
