import { describe, expect, it } from 'vitest';
import type { Discount } from '@tessera/core';
import {
  CHOOSE_PRODUCTS,
  discountProblems,
  fromLocalInput,
  localInput,
  toDiscountInput,
  valuesOf,
} from './discount-form-values';
import { datesLabel, usesLabel, valueLabel } from './discount-format';

const saved: Discount = {
  id: 'd1',
  websiteId: 'w1',
  code: 'SUMMER',
  kind: 'fixed',
  value: 5,
  minSubtotal: 20,
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: null,
  usageLimit: 10,
  usedCount: 3,
  oncePerCustomer: true,
  productIds: ['00000000-0000-4000-8000-000000000001'],
  active: true,
  status: 'scheduled',
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};

describe('the discount form', () => {
  it('starts a new code as a percent for all products, active', () => {
    expect(valuesOf()).toMatchObject({
      code: '',
      kind: 'percent',
      allProducts: true,
      active: true,
      usageLimit: '',
    });
  });

  it('sends back what it was given', () => {
    const input = toDiscountInput(valuesOf(saved));
    expect(input).toMatchObject({
      code: 'SUMMER',
      kind: 'fixed',
      value: '5',
      minSubtotal: '20.00',
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: null,
      usageLimit: 10,
      oncePerCustomer: true,
      productIds: saved.productIds,
    });
    expect(toDiscountInput({ ...valuesOf(saved), allProducts: true }).productIds).toBeNull();
  });

  it('says what is wrong in the server’s words', () => {
    expect(discountProblems({ ...valuesOf(), code: 'ab', value: '10' }).code).toBe(
      'Code must be at least 3 characters',
    );
    expect(discountProblems({ ...valuesOf(), code: 'ABC', value: '101' }).value).toBe(
      'A percent off must be between 0.01 and 100',
    );
    expect(discountProblems({ ...valuesOf(), code: 'ABC', value: '' }).value).toBe(
      'Value is required',
    );
    expect(
      discountProblems({ ...valuesOf(), code: 'ABC', value: '5', usageLimit: '0' }).usageLimit,
    ).toMatch(/at least 1/);
    expect(
      discountProblems({
        ...valuesOf(),
        code: 'ABC',
        value: '5',
        startsAt: '2026-12-02T10:00',
        endsAt: '2026-12-01T10:00',
      }).endsAt,
    ).toBe('The end must be after the start');
    expect(
      discountProblems({ ...valuesOf(), code: 'ABC', value: '5', allProducts: false }).productIds,
    ).toBe(CHOOSE_PRODUCTS);
    expect(discountProblems({ ...valuesOf(), code: 'ABC', value: '12.5' })).toEqual({});
  });

  it('shows instants in local time and reads them back', () => {
    const local = localInput('2026-12-01T09:30:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-12-01T09:30:00.000Z');
    expect(fromLocalInput('  ')).toBeNull();
  });
});

describe('a code in the list', () => {
  it('counts its uses', () => {
    expect(usesLabel({ usedCount: 3, usageLimit: 10 })).toBe('3 of 10 used');
    expect(usesLabel({ usedCount: 3, usageLimit: null })).toBe('3 used');
  });

  it('names what it gives and when', () => {
    const price = (n: number) => `$${n.toFixed(2)}`;
    expect(valueLabel({ kind: 'percent', value: 12.5, minSubtotal: null }, price)).toBe(
      '12.5% off',
    );
    expect(valueLabel({ kind: 'fixed', value: 5, minSubtotal: 20 }, price)).toBe(
      '$5.00 off orders of $20.00+',
    );
    expect(datesLabel({ startsAt: null, endsAt: null })).toBe('Always');
    expect(datesLabel({ startsAt: '2026-12-01T12:00:00Z', endsAt: null })).toMatch(/^From /);
    expect(datesLabel({ startsAt: null, endsAt: '2026-12-31T12:00:00Z' })).toMatch(/^Until /);
  });
});
