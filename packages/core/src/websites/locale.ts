import { z } from 'zod';

/**
 * The regions a website can write its prices for: the locale decides the symbol's place, the
 * decimal mark and the grouping ("£1,234.50", "1.234,50 €", "CHF 1’234.50"), and is the live
 * site's `lang`. Labels are in each region's own language, as pickers elsewhere show them.
 */
export const SITE_LOCALES = [
  ['en-US', 'English (United States)'],
  ['en-GB', 'English (United Kingdom)'],
  ['en-IE', 'English (Ireland)'],
  ['en-CA', 'English (Canada)'],
  ['en-AU', 'English (Australia)'],
  ['en-NZ', 'English (New Zealand)'],
  ['en-IN', 'English (India)'],
  ['en-ZA', 'English (South Africa)'],
  ['de-DE', 'Deutsch (Deutschland)'],
  ['de-AT', 'Deutsch (Österreich)'],
  ['de-CH', 'Deutsch (Schweiz)'],
  ['fr-FR', 'Français (France)'],
  ['fr-BE', 'Français (Belgique)'],
  ['fr-CA', 'Français (Canada)'],
  ['fr-CH', 'Français (Suisse)'],
  ['es-ES', 'Español (España)'],
  ['es-MX', 'Español (México)'],
  ['it-IT', 'Italiano (Italia)'],
  ['nl-NL', 'Nederlands (Nederland)'],
  ['nl-BE', 'Nederlands (België)'],
  ['pt-PT', 'Português (Portugal)'],
  ['pt-BR', 'Português (Brasil)'],
  ['sv-SE', 'Svenska (Sverige)'],
  ['da-DK', 'Dansk (Danmark)'],
  ['nb-NO', 'Norsk bokmål (Norge)'],
  ['fi-FI', 'Suomi (Suomi)'],
  ['pl-PL', 'Polski (Polska)'],
  ['cs-CZ', 'Čeština (Česko)'],
  ['ja-JP', '日本語 (日本)'],
] as const satisfies readonly (readonly [string, string])[];

export type SiteLocale = (typeof SITE_LOCALES)[number][0];

export const DEFAULT_SITE_LOCALE: SiteLocale = 'en-US';

const LOCALE_TAGS: ReadonlyMap<string, SiteLocale> = new Map(
  SITE_LOCALES.map(([tag]) => [tag.toLowerCase(), tag]),
);

export const LOCALE_MESSAGE = 'Region must be one of the listed regions, such as en-GB';

/**
 * The listed region closest to a browser's language: the same tag ('en-GB'), else the first
 * region of the same language ('de' and 'de-LU' are written as in Germany), else en-US.
 */
export function siteLocaleFor(tag: string | null | undefined): SiteLocale {
  if (!tag) return DEFAULT_SITE_LOCALE;
  const exact = LOCALE_TAGS.get(tag.toLowerCase());
  if (exact) return exact;
  const language = tag.split(/[-_]/)[0]!.toLowerCase();
  return SITE_LOCALES.find(([t]) => t.startsWith(`${language}-`))?.[0] ?? DEFAULT_SITE_LOCALE;
}

/** A listed region, in any letter case; stored as the list spells it. */
export const localeField = z
  .string({ error: LOCALE_MESSAGE })
  .trim()
  .refine((v) => LOCALE_TAGS.has(v.toLowerCase()), LOCALE_MESSAGE)
  .transform((v) => LOCALE_TAGS.get(v.toLowerCase())!);
