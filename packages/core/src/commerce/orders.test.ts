import { describe, expect, it } from 'vitest';
import { orderAddressLines } from './orders.ts';

describe('orderAddressLines', () => {
  it('writes an address a line each, leaving out the parts not given', () => {
    expect(
      orderAddressLines({
        name: 'Ana Lima',
        line1: 'Rua Augusta 10',
        line2: null,
        city: 'Lisboa',
        postalCode: '1100-053',
        region: null,
        country: 'Portugal',
      }),
    ).toEqual(['Ana Lima', 'Rua Augusta 10', '1100-053 Lisboa', 'Portugal']);
    expect(
      orderAddressLines({
        name: 'Bo',
        line1: '1 Main St',
        line2: 'Apt 2',
        city: 'Springfield',
        postalCode: '',
        region: 'IL',
        country: 'USA',
      }),
    ).toEqual(['Bo', '1 Main St', 'Apt 2', 'Springfield', 'IL', 'USA']);
  });
});
