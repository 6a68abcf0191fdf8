import { z } from 'zod';

/** The largest amount the store takes: 99,999,999.99, in minor units (stored as bigint). */
export const MAX_MINOR = 9_999_999_999;

/** Currencies a website may sell in; all of them have two decimal places. */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Integer minor units (cents) from a decimal amount; never through floating multiplication. */
export function toMinor(amount: number | string): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** The API's decimal with two places from minor units. */
export const fromMinor = (minor: number): number => Math.round(minor) / 100;

/** "12.50": the form of an amount in files and form fields. */
export const minorToText = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

// Building a number format costs far more than using one: one per locale and currency.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "$12.50", "12,50 €": an amount as a visitor reads it, written the way the locale writes it. */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 100);
}

const AMOUNT_TEXT = /^\d+(?:\.\d{1,2})?$/;

/**
 * An amount as the API and forms send it: a number or a string with at most two decimals, not
 * negative, at most 99,999,999.99; parsed to minor units.
 */
export const moneyField = (label: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null) {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    if (typeof value !== 'number' && typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    }
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    if (typeof value === 'number' && !Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    }
    if (/^-/.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
      return z.NEVER;
    }
    if (!AMOUNT_TEXT.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: /^\d*\.\d{3,}$/.test(text)
          ? `${label} may have at most two decimals`
          : `${label} must be a number`,
      });
      return z.NEVER;
    }
    const minor = toMinor(text);
    if (minor > MAX_MINOR) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at most 99999999.99` });
      return z.NEVER;
    }
    return minor;
  });

/** An optional amount: empty or null means none. */
export const optionalMoneyField = (label: string) =>
  z
    .union([z.null(), z.literal(''), z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const parsed = moneyField(label).safeParse(v);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
        return z.NEVER;
      }
      return parsed.data;
    });
