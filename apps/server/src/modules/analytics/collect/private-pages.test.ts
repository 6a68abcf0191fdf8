import { describe, expect, it } from 'vitest';
import { BOOKING_PAGE, ORDER_PAGE, recordedPath } from './private-pages.ts';

describe('recordedPath', () => {
  it('keeps the address of an ordinary page', () => {
    expect(recordedPath('/')).toBe('/');
    expect(recordedPath('/about')).toBe('/about');
    expect(recordedPath('/products/sourdough')).toBe('/products/sourdough');
    expect(recordedPath('/book/haircut')).toBe('/book/haircut');
    expect(recordedPath('/orders')).toBe('/orders');
  });

  it('names private pages without their key', () => {
    expect(recordedPath('/order/Zx8_secret-token-0123456789abcdef')).toBe(ORDER_PAGE);
    expect(recordedPath('/book/manage/Zx8_secret-token-0123456789abcdef')).toBe(BOOKING_PAGE);
  });

  it('counts no view of a booking’s calendar file', () => {
    expect(recordedPath('/book/manage/Zx8_secret-token/invite.ics')).toBeNull();
  });
});
