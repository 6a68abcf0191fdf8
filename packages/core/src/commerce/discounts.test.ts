import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/fields.ts';
import {
  DISCOUNT_MESSAGES,
  discountAmount,
  discountInputSchema,
  discountRefusal,
  discountStatus,
} from './discounts.ts';
import { placeOrderSchema } from './orders.ts';
import { orderTotals } from './totals.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const errorsOf = (input: unknown) => {
  const parsed = discountInputSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('discountInputSchema', () => {
  it('keeps a percent in hundredths and an amount in minor units', () => {
    const percent = discountInputSchema.parse({ code: ' SAVE-10 ', kind: 'percent', value: 10.5 });
    expect(percent).toMatchObject({
      code: 'SAVE-10',
      value: 1050,
      minSubtotal: null,
      usageLimit: null,
      productIds: null,
      oncePerCustomer: false,
      active: true,
    });
    expect(discountInputSchema.parse({ code: 'FIVE', kind: 'fixed', value: '5' }).value).toBe(500);
  });

  it('says what is wrong with each field', () => {
    expect(errorsOf({ code: 'ab', kind: 'percent', value: 10 }).code).toBe(
      'Code must be at least 3 characters',
    );
    expect(errorsOf({ code: 'a b c', kind: 'percent', value: 10 }).code).toMatch(/letters, digits/);
    expect(errorsOf({ code: 'x'.repeat(41), kind: 'percent', value: 10 }).code).toMatch(
      /at most 40/,
    );
    expect(errorsOf({ code: 'ABC', kind: 'other', value: 10 }).kind).toBe(
      'Choose percent or fixed amount',
    );
    expect(errorsOf({ code: 'ABC', kind: 'percent', value: 0 }).value).toBe(
      'A percent off must be between 0.01 and 100',
    );
    expect(errorsOf({ code: 'ABC', kind: 'percent', value: 100.5 }).value).toMatch(/between/);
    expect(errorsOf({ code: 'ABC', kind: 'percent', value: 10.555 }).value).toMatch(/two decimals/);
    expect(errorsOf({ code: 'ABC', kind: 'fixed', value: 0 }).value).toBe(
      'An amount off must be more than 0',
    );
    expect(errorsOf({ code: 'ABC', kind: 'fixed', value: -3 }).value).toBe(
      'Value cannot be negative',
    );
    expect(errorsOf({ code: 'ABC', kind: 'fixed', value: 5, usageLimit: 0 }).usageLimit).toMatch(
      /at least 1/,
    );
    expect(errorsOf({ code: 'ABC', kind: 'fixed', value: 5, usageLimit: 1.5 }).usageLimit).toMatch(
      /whole number/,
    );
    expect(
      errorsOf({ code: 'ABC', kind: 'fixed', value: 5, minSubtotal: 'x' }).minSubtotal,
    ).toMatch(/must be a number/);
    expect(errorsOf({ code: 'ABC', kind: 'fixed', value: 5, productIds: ['nope'] })).toHaveProperty(
      'productIds.0',
    );
    expect(errorsOf({ code: 'ABC', kind: 'fixed', value: 5, startsAt: 'soon' }).startsAt).toMatch(
      /must be a date/,
    );
  });

  it('wants the end after the start', () => {
    expect(
      errorsOf({
        code: 'ABC',
        kind: 'fixed',
        value: 5,
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
      }).endsAt,
    ).toBe('The end must be after the start');
  });
});

describe('discountAmount', () => {
  const lines = [
    { productId: A, unitPrice: 333, quantity: 1 },
    { productId: B, unitPrice: 333, quantity: 1 },
  ];

  it('rounds a percent half up once for the order, not per line', () => {
    // 15% of 333 is 49.95 per line (50 each, 100 per line-rounding); of 666 it is 99.9 -> 100.
    expect(discountAmount({ kind: 'percent', value: 1500, productIds: null }, lines, 666)).toBe(
      100,
    );
    // 12.5% of 666 = 83.25 -> 83; per line it would be 42 + 42 = 84.
    expect(discountAmount({ kind: 'percent', value: 1250, productIds: null }, lines, 666)).toBe(83);
    // 50% of 333 = 166.5 -> 167 (half up).
    expect(discountAmount({ kind: 'percent', value: 5000, productIds: [A] }, lines, 666)).toBe(167);
  });

  it('takes a fixed amount up to the lines it applies to', () => {
    expect(discountAmount({ kind: 'fixed', value: 500, productIds: [B] }, lines, 666)).toBe(333);
    expect(discountAmount({ kind: 'fixed', value: 200, productIds: null }, lines, 666)).toBe(200);
  });

  it('never takes more than the subtotal', () => {
    expect(discountAmount({ kind: 'fixed', value: 99_999, productIds: null }, lines, 666)).toBe(
      666,
    );
    expect(discountAmount({ kind: 'percent', value: 10_000, productIds: null }, lines, 666)).toBe(
      666,
    );
    expect(discountAmount({ kind: 'fixed', value: 500, productIds: [B] }, [], 0)).toBe(0);
  });
});

describe('orderTotals with a discount', () => {
  it('taxes what is left after the discount', () => {
    const t = orderTotals(
      [{ unitPrice: 1000, quantity: 2 }],
      500,
      { taxRate: 10, taxInclusive: false },
      1000,
    );
    expect(t).toEqual({ subtotal: 2000, shipping: 500, tax: 150, discount: 1000, total: 1650 });
  });

  it('never goes below zero, whatever discount it is given', () => {
    const t = orderTotals(
      [{ unitPrice: 1000, quantity: 1 }],
      0,
      { taxRate: 0, taxInclusive: false },
      5000,
    );
    expect(t.discount).toBe(1000);
    expect(t.total).toBe(0);
  });
});

describe('discountRefusal', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const base = {
    kind: 'fixed' as const,
    value: 500,
    productIds: null,
    active: true,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usedCount: 0,
    minSubtotal: null,
    oncePerCustomer: false,
  };
  const cart = {
    now,
    lines: [{ productId: A, unitPrice: 2000, quantity: 1 }],
    subtotal: 2000,
    currency: 'USD',
  };

  it('gives each reason its own message', () => {
    expect(discountRefusal(base, cart)).toBeNull();
    expect(discountRefusal({ ...base, active: false }, cart)).toBe(DISCOUNT_MESSAGES.invalid);
    expect(discountRefusal({ ...base, startsAt: new Date(now + 1000) }, cart)).toBe(
      DISCOUNT_MESSAGES.invalid,
    );
    expect(discountRefusal({ ...base, endsAt: new Date(now) }, cart)).toBe('This code has expired');
    expect(discountRefusal({ ...base, usageLimit: 3, usedCount: 3 }, cart)).toBe(
      'This code has been used up',
    );
    expect(discountRefusal({ ...base, minSubtotal: 5000 }, cart)).toBe(
      'This code needs a subtotal of at least $50.00',
    );
    expect(discountRefusal({ ...base, productIds: [B] }, cart)).toBe(
      'This code does not apply to the items in your cart',
    );
    expect(
      discountRefusal({ ...base, oncePerCustomer: true }, { ...cart, usedByCustomer: true }),
    ).toBe('You have already used this code');
  });

  it('names the status of a code', () => {
    expect(discountStatus(base, now)).toBe('active');
    expect(discountStatus({ ...base, startsAt: new Date(now + 1) }, now)).toBe('scheduled');
    expect(discountStatus({ ...base, endsAt: new Date(now - 1) }, now)).toBe('expired');
    expect(discountStatus({ ...base, usageLimit: 1, usedCount: 1 }, now)).toBe('used up');
    expect(discountStatus({ ...base, active: false }, now)).toBe('off');
  });
});

describe('placeOrderSchema discountCode', () => {
  const order = {
    items: [{ productId: A, quantity: 1 }],
    customer: { name: 'Ann', email: 'ann@example.com' },
  };
  it('is optional and trimmed', () => {
    expect(placeOrderSchema.parse(order).discountCode).toBeUndefined();
    expect(placeOrderSchema.parse({ ...order, discountCode: '  ' }).discountCode).toBeUndefined();
    expect(placeOrderSchema.parse({ ...order, discountCode: ' save10 ' }).discountCode).toBe(
      'save10',
    );
  });
});
