import { z } from 'zod';

/**
 * How visitors reach the business behind a website: its address, e-mail and phone, kept in the
 * website's settings. Ready-made sections fill them in (contact, footer, map), so an owner's site
 * shows their own details and never a sample business's. Each is null until the owner gives it.
 */
export interface SiteContact {
  address: string | null;
  email: string | null;
  phone: string | null;
}

export const SITE_CONTACT_FIELDS = ['address', 'email', 'phone'] as const;
export type SiteContactField = (typeof SITE_CONTACT_FIELDS)[number];

export const EMPTY_SITE_CONTACT: SiteContact = { address: null, email: null, phone: null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{5,30}$/;

const contactText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/**
 * The contact details as `PUT /api/websites/{id}` takes them: each optional (an absent one stays
 * as it is), '' or null clears one.
 */
export const siteContactSchema = z.object({
  address: contactText('Address', 200),
  email: contactText('E-mail', 254).refine(
    (v) => v == null || EMAIL.test(v),
    'E-mail must be an address such as hello@example.com',
  ),
  phone: contactText('Phone', 30).refine(
    (v) => v == null || PHONE.test(v),
    'Phone must be a number such as +44 117 496 0321',
  ),
});
export type SiteContactInput = z.input<typeof siteContactSchema>;

/** Stored contact details read back whole: a missing or blank one is null. */
export function contactOf(stored: Partial<SiteContact> | null | undefined): SiteContact {
  const read = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  return {
    address: read(stored?.address),
    email: read(stored?.email),
    phone: read(stored?.phone),
  };
}
