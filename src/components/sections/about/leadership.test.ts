import { initials } from './leadership';

describe('initials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initials('Alex Example')).toBe('AE');
    expect(initials('  maria  de la Cruz ')).toBe('MC');
  });

  it('handles a single name and an empty string', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('');
  });
});
