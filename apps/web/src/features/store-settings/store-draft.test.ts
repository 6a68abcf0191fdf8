import { describe, expect, it } from 'vitest';
import type { StoreSettingsView } from '@tessera/core';
import { draftOf, inputOf, problemsOf, sameSettings } from './store-draft';

const saved: StoreSettingsView = {
  currency: 'EUR',
  taxRate: 8.25,
  taxInclusive: true,
  pickup: { enabled: true, instructions: 'Mill Lane 12' },
  shippingRates: [{ id: 'courier', name: 'Courier', price: 6 }],
  payments: {
    pickup: true,
    cashOnDelivery: false,
    bankTransfer: false,
    bankInstructions: '',
    card: false,
  },
  holdStockMinutes: 60,
};

describe('the store settings form', () => {
  it('sends back what it loaded, each rate with its id and its price as an amount', () => {
    const input = inputOf(draftOf(saved));
    expect(input).toEqual({
      ...saved,
      shippingRates: [{ id: 'courier', name: 'Courier', price: '6.00' }],
    });
    expect(problemsOf(draftOf(saved))).toEqual({});
  });

  it('counts an edit as a change, and undoing it as none', () => {
    const draft = draftOf(saved);
    expect(sameSettings(draft, draftOf(saved))).toBe(true);
    const edited = { ...draft, taxRate: '10' };
    expect(sameSettings(edited, draftOf(saved))).toBe(false);
    expect(sameSettings({ ...edited, taxRate: '8.25' }, draftOf(saved))).toBe(true);
  });

  it('reads a tax rate typed with a decimal comma', () => {
    expect(inputOf({ ...draftOf(saved), taxRate: '7,5' }).taxRate).toBe(7.5);
  });

  it('sends the hold time as a number of minutes, and asks for one when left empty', () => {
    expect(inputOf({ ...draftOf(saved), holdStockMinutes: ' 90 ' }).holdStockMinutes).toBe(90);
    expect(problemsOf({ ...draftOf(saved), holdStockMinutes: '' })).toEqual({
      holdStockMinutes: 'Hold stock for a number of minutes',
    });
  });

  it('names each problem by the field the server would name', () => {
    const draft = draftOf(saved);
    const problems = problemsOf({
      ...draft,
      taxRate: '',
      holdStockMinutes: '5',
      shippingRates: [...draft.shippingRates, { key: 'new', name: '', price: '4.999' }],
      payments: { ...draft.payments, bankTransfer: true, bankInstructions: '  ' },
    });
    expect(problems).toEqual({
      taxRate: 'Tax rate must be a number',
      holdStockMinutes: 'Hold stock for at least 10 minutes',
      'shippingRates.1.name': 'Rate name is required',
      'shippingRates.1.price': 'Rate price may have at most two decimals',
      'payments.bankInstructions': 'Tell buyers where to send a bank transfer',
    });
  });

  it('keeps a long text a problem of its own, not one of missing bank details', () => {
    const draft = draftOf(saved);
    const problems = problemsOf({
      ...draft,
      payments: { ...draft.payments, bankTransfer: true, bankInstructions: 'x'.repeat(2001) },
    });
    expect(problems).toEqual({
      'payments.bankInstructions': 'Bank transfer instructions must be at most 2000 characters',
    });
  });

  it('asks for a way to receive the order and a way to pay', () => {
    const draft = draftOf(saved);
    const problems = problemsOf({
      ...draft,
      pickup: { enabled: false, instructions: '' },
      shippingRates: [],
      payments: { ...draft.payments, pickup: false },
    });
    expect(problems.shippingRates).toBe('Offer local pickup or at least one shipping rate');
    expect(problems.payments).toBe('Accept at least one way of paying');
  });
});

describe('card among the ways of paying', () => {
  const cardOnly = {
    ...draftOf(saved),
    payments: { ...saved.payments, pickup: false, card: true },
  };

  it('keeps the card choice in what the form loads and sends', () => {
    expect(draftOf({ ...saved, payments: { ...saved.payments, card: true } }).payments.card).toBe(
      true,
    );
    expect(inputOf(cardOnly).payments.card).toBe(true);
  });

  it('counts Card as a way of paying with Stripe connected, and while that is unknown', () => {
    expect(problemsOf(cardOnly, { cardReady: true })).toEqual({});
    expect(problemsOf(cardOnly)).toEqual({});
  });

  it('does not count Card while Stripe is not connected, yet keeps the choice', () => {
    expect(problemsOf(cardOnly, { cardReady: false })).toEqual({
      payments: 'Accept at least one way of paying',
    });
    expect(inputOf(cardOnly).payments.card).toBe(true);
  });

  it('asks for a way to pay when every method, Card too, is off', () => {
    expect(
      problemsOf(
        { ...cardOnly, payments: { ...cardOnly.payments, card: false } },
        { cardReady: true },
      ).payments,
    ).toBe('Accept at least one way of paying');
  });
});
