import { z } from 'zod';
import { siteThemeSchema } from '../theme/theme.ts';
import { domainProblem, subdomainProblem } from './subdomain.ts';
import { slugProblem } from './slug.ts';
import { isSafeMediaUrl } from '../elements/urls.ts';
import { isIanaZone } from '../bookings/zoned-time.ts';
import { siteContactSchema } from './contact.ts';
import { localeField } from './locale.ts';

export const WEBSITE_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type WebsiteStatus = (typeof WEBSITE_STATUSES)[number];

/** A custom domain waits for its DNS proof (PENDING), has it (VERIFIED) or lost or lacks it (FAILED). */
export const DOMAIN_STATUSES = ['PENDING', 'VERIFIED', 'FAILED'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const websiteNameField = z
  .string({ error: 'Website name is required' })
  .trim()
  .min(1, 'Website name is required')
  .max(100, 'Website name must be at most 100 characters');

export const subdomainField = z
  .string({ error: 'Subdomain is required' })
  .superRefine((value, ctx) => {
    const problem = subdomainProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const domainField = z
  .string({ error: 'Domain must be text' })
  .trim()
  .toLowerCase()
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v))
  .superRefine((value, ctx) => {
    if (!value) return;
    const problem = domainProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const faviconField = z
  .string({ error: 'Favicon URL must be text' })
  .trim()
  .max(2048, 'Favicon URL must be at most 2048 characters')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => !v || isSafeMediaUrl(v), 'Favicon URL must start with https://, http:// or /');

export const TIMEZONE_MESSAGE = 'Time zone must be an IANA zone such as Europe/Berlin';

/**
 * The website's IANA zone, in which bookings, analytics days and "today" are reckoned. A name
 * written in another case ('europe/berlin') is stored as the platform spells it.
 */
export const timezoneField = z
  .string({ error: TIMEZONE_MESSAGE })
  .trim()
  .refine(isIanaZone, TIMEZONE_MESSAGE)
  .transform((zone) => {
    const spelt = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return spelt.toLowerCase() === zone.toLowerCase() ? spelt : zone;
  });

export const createWebsiteSchema = z.object({
  name: websiteNameField,
  subdomain: subdomainField,
  description: optionalText('Description', 500),
  domain: domainField,
  /** Absent: UTC (the dashboard sends the owner's browser zone). */
  timezone: timezoneField.optional(),
  /** Absent: en-US (the dashboard sends the region closest to the owner's browser). */
  locale: localeField.optional(),
  /** A built-in template to start from (`GET /api/templates`); absent or `blank`: one empty page. */
  templateId: z
    .string({ error: 'Choose one of the templates, or Blank' })
    .trim()
    .max(64, { error: 'Choose one of the templates, or Blank' })
    .optional(),
});
export type CreateWebsiteInput = z.input<typeof createWebsiteSchema>;

export const updateWebsiteSchema = z.object({
  name: websiteNameField.optional(),
  subdomain: subdomainField.optional(),
  domain: domainField,
  description: optionalText('Description', 500),
  seoTitle: optionalText('SEO title', 70),
  seoDescription: optionalText('SEO description', 160),
  faviconUrl: faviconField,
  theme: siteThemeSchema.optional(),
  timezone: timezoneField.optional(),
  /** How the website writes prices, and its pages' language. */
  locale: localeField.optional(),
  /** The address, e-mail and phone visitors reach the business by; absent ones stay. */
  contact: siteContactSchema.optional(),
});
export type UpdateWebsiteInput = z.input<typeof updateWebsiteSchema>;

export const pageNameField = z
  .string({ error: 'Please enter a page name' })
  .trim()
  .min(1, 'Please enter a page name')
  .max(100, 'Page name must be at most 100 characters');

export const slugField = z
  .string({ error: 'Slug is required' })
  .trim()
  .superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const createPageSchema = z.object({
  name: pageNameField,
  slug: slugField.optional(),
  title: optionalText('Title', 70),
  description: optionalText('Description', 160),
});
export type CreatePageInput = z.input<typeof createPageSchema>;

export const updatePageSchema = z.object({
  name: pageNameField.optional(),
  slug: slugField.optional(),
  title: optionalText('Title', 70),
  description: optionalText('Description', 160),
  isHome: z
    .literal(true, { error: 'isHome can only be set to true; choose another page as home instead' })
    .optional(),
  hideHeader: z.boolean({ error: 'hideHeader must be true or false' }).optional(),
  hideFooter: z.boolean({ error: 'hideFooter must be true or false' }).optional(),
});
export type UpdatePageInput = z.input<typeof updatePageSchema>;
