import { describe, expect, it } from 'vitest';
import type { Service } from '@tessera/core';
import {
  paymentFlags,
  paymentWhenBooking,
  serviceProblems,
  toServiceInput,
  valuesOf,
} from './service-form-values';

const filled = () => ({ ...valuesOf(), name: 'Haircut', description: 'Wash, cut and dry.' });

const service: Service = {
  id: '6d1f3f5e-3c39-4a8e-9d8e-5b1e7a1f0c11',
  websiteId: '0a8e1c9e-7a55-4b47-8f43-6a2b39a8c0d2',
  name: 'Colour',
  slug: 'colour',
  description: 'Full colour.',
  type: 'APPOINTMENT',
  duration: 90,
  price: 85.5,
  capacity: 1,
  advanceBookingDays: 60,
  cancellationHours: 48,
  bufferTime: 15,
  minNoticeMinutes: 120,
  slotInterval: 15,
  allowRescheduling: false,
  requireDeposit: true,
  depositAmount: 20,
  requirePrepayment: false,
  requiresConfirmation: true,
  image: '/_media/abc/colour.jpg',
  isPublished: true,
  staffIds: ['8c2b6f0e-1b1c-4d6a-9f52-2f6a2b0d9e44'],
  sample: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('valuesOf', () => {
  it('starts a new service with the spec’s defaults', () => {
    expect(valuesOf()).toMatchObject({
      type: 'APPOINTMENT',
      duration: 60,
      price: '0.00',
      capacity: 1,
      advanceBookingDays: 30,
      cancellationHours: 24,
      bufferTime: 0,
      requireDeposit: false,
      isPublished: false,
      staffIds: [],
    });
  });

  it('shows a saved service’s amounts with two decimals', () => {
    expect(valuesOf(service)).toMatchObject({
      price: '85.50',
      depositAmount: '20.00',
      minNoticeMinutes: 120,
    });
  });

  it('round-trips a saved service to the same request fields', () => {
    const {
      id: _id,
      websiteId: _websiteId,
      slug: _slug,
      sample: _sample,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...fields
    } = service;
    expect(toServiceInput(valuesOf(service))).toEqual({
      ...fields,
      price: '85.50',
      depositAmount: '20.00',
    });
  });
});

describe('toServiceInput', () => {
  it('drops the deposit amount when no deposit is required', () => {
    expect(
      toServiceInput({ ...filled(), requireDeposit: false, depositAmount: '10' }).depositAmount,
    ).toBeNull();
  });
});

describe('payment when booking', () => {
  it('reads none, a deposit or the full price from the service', () => {
    expect(paymentWhenBooking(valuesOf())).toBe('none');
    expect(paymentWhenBooking(valuesOf(service))).toBe('deposit');
    expect(paymentWhenBooking(valuesOf({ ...service, requirePrepayment: true }))).toBe('full');
  });

  it('sends the full price without a deposit, and a deposit with its amount', () => {
    const full = toServiceInput({
      ...filled(),
      price: '40',
      depositAmount: '10',
      ...paymentFlags('full'),
    });
    expect(full).toMatchObject({
      requirePrepayment: true,
      requireDeposit: false,
      depositAmount: null,
    });
    const deposit = toServiceInput({
      ...filled(),
      price: '40',
      depositAmount: '10',
      ...paymentFlags('deposit'),
    });
    expect(deposit).toMatchObject({
      requirePrepayment: false,
      requireDeposit: true,
      depositAmount: '10',
    });
    expect(toServiceInput({ ...filled(), ...paymentFlags('none') })).toMatchObject({
      requirePrepayment: false,
      requireDeposit: false,
      depositAmount: null,
    });
  });

  it('asks for a price before taking it in full, and a deposit above 0 within the price', () => {
    expect(serviceProblems({ ...filled(), price: '0', ...paymentFlags('full') })).toEqual({
      requirePrepayment: 'Set a price to take it in full when booking',
    });
    expect(
      serviceProblems({ ...filled(), price: '40', depositAmount: '0', ...paymentFlags('deposit') }),
    ).toEqual({ depositAmount: 'Enter the deposit amount' });
    expect(serviceProblems({ ...filled(), price: '40', ...paymentFlags('full') })).toEqual({});
  });
});

describe('serviceProblems', () => {
  it('accepts a named, described service with the defaults', () => {
    expect(serviceProblems(filled())).toEqual({});
  });

  it('requires name, description, duration, price and capacity', () => {
    expect(
      serviceProblems({
        ...valuesOf(),
        duration: Number.NaN,
        price: '',
        capacity: Number.NaN,
      }),
    ).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      duration: 'Duration is required',
      price: 'Price is required',
      capacity: 'Capacity is required',
    });
  });

  it('takes whole numbers of minutes and places, and prices to the cent', () => {
    expect(
      serviceProblems({ ...filled(), duration: 45.5, capacity: 2.5, price: '10.005' }),
    ).toEqual({
      duration: 'Duration must be a whole number',
      capacity: 'Capacity must be a whole number',
      price: 'Price may have at most two decimals',
    });
    expect(serviceProblems({ ...filled(), price: '19.99' })).toEqual({});
  });

  it('asks for a deposit amount no higher than the price when a deposit is required', () => {
    expect(serviceProblems({ ...filled(), price: '50', requireDeposit: true })).toEqual({
      depositAmount: 'Enter the deposit amount',
    });
    expect(
      serviceProblems({ ...filled(), price: '50', requireDeposit: true, depositAmount: '60' }),
    ).toEqual({ depositAmount: 'The deposit cannot be more than the price' });
  });
});
