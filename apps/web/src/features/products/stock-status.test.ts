import { describe, expect, it } from 'vitest';
import { stockStatus } from './stock-status';

const tracked = { trackQuantity: true, allowBackorder: false };

describe('stockStatus', () => {
  it('counts what is in stock, in amber when few are left', () => {
    expect(stockStatus({ ...tracked, quantity: 12 })).toEqual({ text: '12 in stock', tone: 'ok' });
    expect(stockStatus({ ...tracked, quantity: 3 })).toEqual({ text: '3 in stock', tone: 'low' });
  });

  it('says Sold out at nothing left', () => {
    expect(stockStatus({ ...tracked, quantity: 0 })).toEqual({ text: 'Sold out', tone: 'out' });
  });

  it('says Backorder when sold-out stock still takes orders, with how many are owed', () => {
    const backorder = { ...tracked, allowBackorder: true };
    expect(stockStatus({ ...backorder, quantity: 0 })).toMatchObject({
      text: 'Backorder',
      hint: 'Sold out, still taking orders',
    });
    expect(stockStatus({ ...backorder, quantity: -3 })?.hint).toBe('3 on backorder');
  });

  it('shows nothing when stock is not tracked', () => {
    expect(stockStatus({ trackQuantity: false, quantity: 0, allowBackorder: false })).toBeNull();
  });
});
