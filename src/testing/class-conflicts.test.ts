import { cn } from '@/lib/utils';

describe('cn in unit tests', () => {
  it('joins classes that do not conflict', () => {
    expect(cn('p-6 text-sm', false, 'mt-2')).toBe('p-6 text-sm mt-2');
  });

  it('throws on a conflicting override, naming the class that would lose', () => {
    expect(() => cn('rounded-lg p-6', 'p-8')).toThrow(/Conflicting Tailwind classes: p-6/);
  });
});
