import { describe, expect, it } from 'vitest';
import { initialsOf } from './staff-avatar';

describe('initialsOf', () => {
  it('takes the first and last names’ first letters', () => {
    expect(initialsOf('Ana Lima')).toBe('AL');
    expect(initialsOf('  maria  de la cruz ')).toBe('MC');
  });

  it('takes one letter of a single name, whole characters included', () => {
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('Émile')).toBe('É');
  });
});
