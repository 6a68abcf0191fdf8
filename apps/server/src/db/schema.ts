import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  index,
  jsonb,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BlogSettings,
  OrderAddress,
  OrderStatus,
  PageKind,
  PaymentMethodId,
  PaymentStatus,
  PlanId,
  PostBody,
  PostStatus,
  Preferences,
  ProductOption,
  ReleaseSnapshot,
  BookingStatus,
  ServiceType,
  TimeRange,
  WeeklyHours,
  SiteContact,
  SiteTheme,
  StoreSettings,
} from '@tessera/core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    timezone: text('timezone').notNull().default('UTC-8'),
    preferences: jsonb('preferences').$type<Preferences>().notNull(),
    plan: text('plan').$type<PlanId>().notNull().default('free'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Sign-in sessions: only a hash of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account and per address to throttle guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Rate-limited actions other than sign-in (forgot-password, registration, password checks):
 * one row per counted event, in the database so every server process shares the count.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.bucket, t.key, t.createdAt)],
);

export const websites = pgTable(
  'websites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull(),
    domain: text('domain'),
    /** Proof of a custom domain: the TXT value the owner publishes, and what the last check found. */
    domainToken: text('domain_token'),
    /** When the current domain was set: a waiting domain is re-checked for a week after it. */
    domainSetAt: timestamp('domain_set_at', { withTimezone: true, mode: 'date' }),
    domainStatus: text('domain_status').$type<'PENDING' | 'VERIFIED' | 'FAILED'>(),
    domainCheckedAt: timestamp('domain_checked_at', { withTimezone: true, mode: 'date' }),
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true, mode: 'date' }),
    domainError: text('domain_error'),
    description: text('description'),
    status: text('status').$type<'DRAFT' | 'PUBLISHED' | 'ARCHIVED'>().notNull().default('DRAFT'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    faviconUrl: text('favicon_url'),
    /** The site theme (palette, fonts, sizes); null until the owner changes the default. */
    theme: jsonb('theme').$type<SiteTheme>(),
    /** Selling rules (currency, tax, delivery, payment); null until the owner changes the defaults. */
    store: jsonb('store').$type<Partial<StoreSettings>>(),
    /** The number the next order takes; taken under the website's row lock, so never twice. */
    nextOrderNumber: integer('next_order_number').notNull().default(1001),
    /**
     * Raised by every change to the catalogue: published pages that show products are cached
     * under it, so a price change reaches visitors at once, in every process.
     */
    catalogueVersion: integer('catalogue_version').notNull().default(0),
    /** The IANA zone bookings, analytics days and "today" are worked out in. */
    timezone: text('timezone').notNull().default('UTC'),
    /** The region prices are written for (en-GB: £1,234.50), and the live pages' language. */
    locale: text('locale').notNull().default('en-US'),
    /** How the blog lists posts and what its feeds carry; null until the owner changes them. */
    blog: jsonb('blog').$type<Partial<BlogSettings>>(),
    /**
     * Raised in every transaction that changes what the live blog shows (posts, categories, tags,
     * authors, settings): blog pages and feeds are cached under it, as the catalogue is.
     */
    blogVersion: integer('blog_version').notNull().default(0),
    /** Address, e-mail and phone visitors reach the business by; null until the owner gives one. */
    contact: jsonb('contact').$type<Partial<SiteContact>>(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set on the hidden website a built-in template is made into (owned by the system account):
     * the template's id and the version it was built from. Null on every owner's website.
     */
    templateId: text('template_id'),
    templateVersion: integer('template_version'),
    /** The release visitors see while the status is PUBLISHED. */
    liveReleaseId: uuid('live_release_id').references((): AnyPgColumn => releases.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('websites_subdomain_key').on(t.subdomain),
    uniqueIndex('websites_domain_key').on(sql`lower(${t.domain})`),
    uniqueIndex('websites_template_id_key').on(t.templateId),
    index('websites_user_id_idx').on(t.userId, t.updatedAt),
  ],
);

/** An immutable snapshot of a website as it was published: every page with its elements. */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references((): AnyPgColumn => websites.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    pageCount: integer('page_count').notNull(),
    snapshot: jsonb('snapshot').$type<ReleaseSnapshot>().notNull(),
  },
  (t) => [index('releases_website_id_idx').on(t.websiteId, t.createdAt)],
);

export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    title: text('title'),
    description: text('description'),
    isHome: boolean('is_home').notNull().default(false),
    /** A page of the site, or the website's shared header or footer (one of each at most). */
    kind: text('kind').$type<PageKind>().notNull().default('page'),
    /** This page shows without the website's shared header or footer. */
    hideHeader: boolean('hide_header').notNull().default(false),
    hideFooter: boolean('hide_footer').notNull().default(false),
    /** Bumped by every save of the page's elements; a save naming an older version is refused. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_website_slug_key').on(t.websiteId, t.slug),
    // At most one home page per website, guaranteed by the database.
    uniqueIndex('pages_one_home_key')
      .on(t.websiteId)
      .where(sql`${t.isHome}`),
  ],
);

export const elements = pgTable(
  'elements',
  {
    id: uuid('id').primaryKey(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    type: text('type').notNull(),
    name: text('name').notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    styles: jsonb('styles').$type<Record<string, string>>().notNull(),
    responsive: jsonb('responsive')
      .$type<{ tablet?: Record<string, string>; mobile?: Record<string, string> }>()
      .notNull(),
    order: integer('order').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('elements_page_id_idx').on(t.pageId, t.parentId, t.order)],
);

/** What happened in an owner's account, newest first on the overview. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type')
      .$type<'website' | 'page' | 'product' | 'service' | 'order' | 'booking' | 'other'>()
      .notNull(),
    name: text('name').notNull(),
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activities_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * Secrets the server makes for itself on first use and keeps across restarts and processes
 * (the key that signs form tokens, say): in the database, so every process on it agrees.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** One person who dealt with a website: one row per (website, e-mail), whatever brought them. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_website_email_key').on(t.websiteId, sql`lower(${t.email})`),
    index('customers_website_created_idx').on(t.websiteId, t.createdAt, t.id),
  ],
);

/**
 * What happened with a customer, newest first on their page: a form submission, an e-mail from
 * the owner, later an order or a booking. `refId` points at the record of that kind.
 */
export const customerEvents = pgTable(
  'customer_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'submission' | 'email' | 'order' | 'booking' | 'note'>().notNull(),
    refId: uuid('ref_id'),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_events_customer_idx').on(t.customerId, t.createdAt)],
);

export interface SubmissionField {
  /** The field's name in the form. */
  name: string;
  /** Its label when the visitor saw it. */
  label: string;
  value: string;
}

/** A visitor's submission of a FORM on a published site, as the live release defined the form. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id').references(() => releases.id, { onDelete: 'set null' }),
    pageId: uuid('page_id'),
    pageName: text('page_name').notNull(),
    formElementId: uuid('form_element_id').notNull(),
    formName: text('form_name').notNull(),
    /** In form order. */
    fields: jsonb('fields').$type<SubmissionField[]>().notNull(),
    /** The sender's address, from the form's first e-mail field, when there is one. */
    email: text('email'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** null: not spam; else why it was judged spam (honeypot, too-fast, replayed, ...). */
    spamReason: text('spam_reason'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_submissions_website_idx').on(t.websiteId, t.createdAt, t.id),
    index('form_submissions_form_idx').on(t.websiteId, t.formElementId, t.createdAt, t.id),
    index('form_submissions_customer_idx').on(t.customerId),
  ],
);

/** Form tokens already used: a token is good for one submission. Rows outlive the token's day. */
export const formTokenUses = pgTable(
  'form_token_uses',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('form_token_uses_expires_idx').on(t.expiresAt)],
);

/** What the bell shows: per account, newest first. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: uuid('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    type: text('type').$type<'submission' | 'order' | 'booking' | 'post'>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A dashboard path: where opening the notification goes. */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** Insertion order: "newest first" even for notifications made within one clock tick. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('notifications_user_seq_idx').on(t.userId, t.seq)],
);

export type OutboxStatus = 'PENDING' | 'SENT' | 'FAILED';

/** A file sent with a mail, stored as text (a calendar invitation, say). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail, written in the transaction of the event that causes it and sent by the outbox
 * worker: pending mail survives a restart, and a failing mail server delays mail, never loses it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose mail it is, for the owner's screens; null for account mail (resets, notices). */
    websiteId: uuid('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    /** What caused it: `submission-notice`, `auto-reply`, `reply`, `customer-email`, ... */
    kind: text('kind').notNull(),
    /** The record it is about (a submission, a customer), to show its delivery state there. */
    refId: uuid('ref_id'),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with it; null for none. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status').$type<OutboxStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this time: the next try after a failure, or a scheduled mail. */
    sendAfter: timestamp('send_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A worker that took the mail holds it until then; a crashed worker's mail is taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.sendAfter)
      .where(sql`${t.status} = 'PENDING'`),
    index('mail_outbox_ref_idx').on(t.refId),
    // Mail to one visitor's address from one website is counted per hour (mail/visitor-mail-limit).
    index('mail_outbox_recipient_idx').on(t.websiteId, sql`lower(${t.to})`, t.createdAt),
  ],
);

export type MediaKind = 'image' | 'video' | 'audio' | 'document';

/** One resized copy of an image, stored beside the original. */
export interface MediaVariant {
  width: number;
  height: number;
  format: 'webp' | 'avif';
  /** The store's key of the file. */
  key: string;
  size: number;
}

/**
 * A file in a website's media library. The bytes live in the media store under a key made of
 * their SHA-256, so the same file uploaded twice is stored once.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The store's key of the original. */
    key: text('key').notNull(),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    /** A ThumbHash of the image (base64), drawn while the image loads. */
    placeholder: text('placeholder'),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_website_sha256_key').on(t.websiteId, t.sha256),
    index('media_website_created_idx').on(t.websiteId, t.createdAt, t.id),
    index('media_key_idx').on(t.key),
  ],
);

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A product of a website. Amounts are minor units. Without options the product itself is what is
 * sold and stocked; with options its variants are (see productVariants).
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull(),
    price: money('price').notNull(),
    comparePrice: money('compare_price'),
    trackQuantity: boolean('track_quantity').notNull().default(true),
    quantity: integer('quantity').notNull().default(0),
    allowBackorder: boolean('allow_backorder').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    /** Media-library addresses in the order they show. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** The most units of this product (all its variants together) one order may take. */
    maxPerOrder: integer('max_per_order').notNull().default(20),
    /** A template's sample: shown to the owner with a badge, never to visitors, never sold. */
    sample: boolean('sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_website_slug_key').on(t.websiteId, t.slug),
    uniqueIndex('products_website_sku_key').on(t.websiteId, sql`lower(${t.sku})`),
    index('products_website_created_idx').on(t.websiteId, t.createdAt, t.id),
    // The last word on overselling: stock that is counted never goes below zero.
    check(
      'products_stock_check',
      sql`not ${t.trackQuantity} or ${t.allowBackorder} or ${t.quantity} >= 0`,
    ),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_max_per_order_check', sql`${t.maxPerOrder} >= 1`),
  ],
);

/**
 * One combination of a product's option values. `trackQuantity` and `allowBackorder` repeat the
 * product's, kept equal by the products service, so the stock check stays within one row.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    title: text('title').notNull(),
    sku: text('sku'),
    price: money('price').notNull(),
    comparePrice: money('compare_price'),
    quantity: integer('quantity').notNull().default(0),
    trackQuantity: boolean('track_quantity').notNull().default(true),
    allowBackorder: boolean('allow_backorder').notNull().default(false),
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_website_sku_key')
      .on(t.websiteId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    check(
      'product_variants_stock_check',
      sql`not ${t.trackQuantity} or ${t.allowBackorder} or ${t.quantity} >= 0`,
    ),
    check('product_variants_price_check', sql`${t.price} >= 0`),
  ],
);

/** A buyer's order. Amounts are minor units in `currency`; the buyer's fields are copies. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The unguessable part of the buyer's confirmation address. */
    publicToken: text('public_token').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    status: text('status').$type<OrderStatus>().notNull().default('PENDING'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('PENDING'),
    paymentMethod: text('payment_method').$type<PaymentMethodId>().notNull(),
    fulfilment: text('fulfilment').$type<'pickup' | 'shipping'>().notNull(),
    shippingMethod: jsonb('shipping_method').$type<{ id: string; name: string; price: number }>(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull(),
    shipping: money('shipping').notNull().default(0),
    tax: money('tax').notNull().default(0),
    taxInclusive: boolean('tax_inclusive').notNull().default(false),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull(),
    refundedAmount: money('refunded_amount').notNull().default(0),
    customerNote: text('customer_note'),
    notes: text('notes'),
    /** A buyer's double submit carries the same key and finds this order instead of a second. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request that carried the key: the key answers only that request again. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /**
     * Unpaid orders of methods settled later (bank transfer) hold their stock until then; past it,
     * still unpaid, they are cancelled and the stock returns. Null: the stock is kept.
     */
    stockHeldUntil: timestamp('stock_held_until', { withTimezone: true, mode: 'date' }),
    /** A card order's Stripe Checkout Session, its page, and the payment it made once paid. */
    paymentSessionId: text('payment_session_id'),
    paymentUrl: text('payment_url'),
    paymentIntentId: text('payment_intent_id'),
    /** The discount code the buyer entered, as the owner wrote it; its amount is `discount`. */
    discountCode: text('discount_code'),
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_website_number_key').on(t.websiteId, t.number),
    uniqueIndex('orders_payment_session_key')
      .on(t.paymentSessionId)
      .where(sql`${t.paymentSessionId} is not null`),
    uniqueIndex('orders_public_token_key').on(t.publicToken),
    uniqueIndex('orders_website_idempotency_key')
      .on(t.websiteId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_website_created_idx').on(t.websiteId, t.createdAt, t.id),
    index('orders_customer_idx').on(t.customerId),
    index('orders_stock_held_until_idx')
      .on(t.stockHeldUntil)
      .where(sql`${t.stockHeldUntil} is not null`),
  ],
);

/** What an order holds, as it was sold: names and prices are copies, kept if the product changes. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    variantTitle: text('variant_title'),
    sku: text('sku'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    total: money('total').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
  ],
);

/** An order's history: creation, each status change, payments, refunds and notes, with times. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'created' | 'status' | 'payment' | 'refund' | 'note'>().notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    amount: money('amount'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** A service a website offers for booking. Amounts are minor units, times minutes. */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<ServiceType>().notNull().default('APPOINTMENT'),
    duration: integer('duration').notNull(),
    price: money('price').notNull().default(0),
    capacity: integer('capacity').notNull().default(1),
    advanceBookingDays: integer('advance_booking_days').notNull().default(30),
    cancellationHours: integer('cancellation_hours').notNull().default(24),
    bufferTime: integer('buffer_time').notNull().default(0),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    slotInterval: integer('slot_interval').notNull().default(30),
    allowRescheduling: boolean('allow_rescheduling').notNull().default(true),
    requireDeposit: boolean('require_deposit').notNull().default(false),
    depositAmount: money('deposit_amount'),
    /** The whole price is paid by card when booking (wins over a deposit). */
    requirePrepayment: boolean('require_prepayment').notNull().default(false),
    requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
    image: text('image'),
    isPublished: boolean('is_published').notNull().default(false),
    /** A template's sample: shown to the owner with a badge, never to visitors, never booked. */
    sample: boolean('sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('services_website_slug_key').on(t.websiteId, t.slug),
    index('services_website_created_idx').on(t.websiteId, t.createdAt, t.id),
    check('services_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

/** A person who performs services, with their hours in the website's zone. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull().default({}),
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    overrides: jsonb('overrides')
      .$type<{ date: string; ranges: TimeRange[] }[]>()
      .notNull()
      .default([]),
    /** A template's sample: shown to the owner with a badge, offers visitors no times. */
    sample: boolean('sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('staff_website_idx').on(t.websiteId, t.createdAt)],
);

/** Who performs what; one primary person may lead a service. */
export const staffServices = pgTable(
  'staff_services',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    uniqueIndex('staff_services_key').on(t.staffId, t.serviceId),
    index('staff_services_service_idx').on(t.serviceId),
  ],
);

/**
 * A booked time. `heldUntil` is the end plus the service's buffer: for one-at-a-time services
 * (`exclusive`) a staff member's held ranges may never overlap, which an exclusion constraint
 * in the migration enforces for every process sharing the database.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    notes: text('notes'),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }).notNull(),
    exclusive: boolean('exclusive').notNull().default(true),
    /** The website's zone when booked: the times the mails and files speak of. */
    timezone: text('timezone').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('CONFIRMED'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('PENDING'),
    totalAmount: money('total_amount').notNull().default(0),
    depositAmount: money('deposit_amount'),
    currency: text('currency').notNull().default('USD'),
    /** The unguessable part of the visitor's manage link. */
    manageToken: text('manage_token').notNull(),
    /** The calendar invitation's identity, kept when rescheduled; SEQUENCE rises on each change. */
    icsUid: text('ics_uid').notNull(),
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** The outbox row of the reminder 24 hours before, while it is waiting. */
    reminderMailId: uuid('reminder_mail_id'),
    /** A deposit or prepayment's Stripe Checkout Session, its page, and the payment it made. */
    paymentSessionId: text('payment_session_id'),
    paymentUrl: text('payment_url'),
    paymentIntentId: text('payment_intent_id'),
    /** What the visitor paid online, minor units. */
    amountPaid: money('amount_paid').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_manage_token_key').on(t.manageToken),
    index('bookings_website_start_idx').on(t.websiteId, t.startAt),
    // A visitor's upcoming bookings on a website are counted by e-mail (the public limit).
    index('bookings_website_email_idx').on(t.websiteId, sql`lower(${t.customerEmail})`, t.endAt),
    index('bookings_staff_start_idx').on(t.staffId, t.startAt),
    index('bookings_service_start_idx').on(t.serviceId, t.startAt),
    uniqueIndex('bookings_payment_session_key')
      .on(t.paymentSessionId)
      .where(sql`${t.paymentSessionId} is not null`),
    check('bookings_range_check', sql`${t.startAt} < ${t.endAt} and ${t.endAt} <= ${t.heldUntil}`),
  ],
);

/**
 * Analytics: one secret per calendar day of a website's zone, mixed into the visitor hash so that
 * a visitor can be recognised within the day and never across days; deleted once its day is over
 * everywhere on Earth.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/**
 * A visit: one visitor's page views with gaps under 30 minutes. Where they came from and on what
 * is a property of the visit (its first view), as are the conversions it made.
 */
export const analyticsVisits = pgTable(
  'analytics_visits',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
    views: integer('views').notNull(),
    entryPath: text('entry_path').notNull(),
    source: text('source').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    country: text('country').notNull(),
    conversions: integer('conversions').notNull().default(0),
    revenue: money('revenue').notNull().default(0),
  },
  (t) => [
    index('analytics_visits_website_started_idx').on(t.websiteId, t.startedAt),
    // Without last_at, so extending an open visit (views, last_at) touches no index: the row is
    // updated in place on its page (the table leaves room for that, see the migration).
    index('analytics_visits_open_idx').on(t.websiteId, t.visitor),
    index('analytics_visits_started_brin').using('brin', t.startedAt),
  ],
);

/**
 * Raw page views, kept for the retention period; everything else is read from the rollups.
 * No foreign key: checking one per row would cost a batch of thousands of views as much as the
 * insert. A batch locks its websites once instead, and a trigger on websites deletes the views of
 * a deleted website (migration 0013).
 */
export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    websiteId: uuid('website_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    visitId: bigint('visit_id', { mode: 'bigint' }).notNull(),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
    path: text('path').notNull(),
    /** The same visitor's requests of the page within one second, stored as one row. */
    views: integer('views').notNull().default(1),
  },
  (t) => [
    index('analytics_page_views_website_at_idx').on(t.websiteId, t.at),
    // A few pages of index for the whole table: rows arrive in time order, and pruning by age
    // then reads only the oldest blocks.
    index('analytics_page_views_at_brin').using('brin', t.at),
    // A visitor's views of the day (the number is the website's and the day's): whether one seen
    // in the hour under way had seen a page before it, for the exact visitors of the last 24 hours.
    index('analytics_page_views_visitor_idx').on(t.visitor),
  ],
);

/**
 * Figures per day of the website's zone, for the whole site (dimension 'total', value '') and per
 * value of each dimension (source, referrer, campaign, device, browser, os, country, page).
 * Visits and their bounces, durations and conversions count on the day the visit started.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    visitors: integer('visitors').notNull(),
    visits: integer('visits').notNull(),
    pageViews: integer('page_views').notNull(),
    bounces: integer('bounces').notNull(),
    /** Seconds, over `timed` visits (or, for a page, views followed by another). */
    duration: bigint('duration', { mode: 'number' }).notNull(),
    timed: integer('timed').notNull(),
    conversions: integer('conversions').notNull(),
    revenue: money('revenue').notNull(),
  },
  (t) => [uniqueIndex('analytics_daily_key').on(t.websiteId, t.day, t.dimension, t.value)],
);

/** The whole site's figures per hour of the website's zone ('2026-11-24T13'). */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    hour: text('hour').notNull(),
    visitors: integer('visitors').notNull(),
    visits: integer('visits').notNull(),
    pageViews: integer('page_views').notNull(),
    bounces: integer('bounces').notNull(),
    duration: bigint('duration', { mode: 'number' }).notNull(),
    timed: integer('timed').notNull(),
    conversions: integer('conversions').notNull(),
    revenue: money('revenue').notNull(),
  },
  (t) => [uniqueIndex('analytics_hourly_key').on(t.websiteId, t.hour)],
);

/**
 * A day's figures up to each of its hours in the website's zone, for the whole site (dimension
 * 'total', value '') and per value of each dimension, for reading any run of whole hours (the
 * last 24). An hour is named by the instant it begins (less its local minutes), so the hour a
 * clock change repeats is two. A row holds the day from midnight to the end of its hour (visits,
 * page views, ...) and from its hour to the day's end (`rest_*`). Distinct visitors cannot be
 * added up over hours, but a visitor's number lasts one day: `first_visitors` are those whose
 * first view (or visit, for the dimensions of a visit) of the day came by the end of the hour,
 * `last_visitors` those whose last one came in it or later. A day over has a row for each of its
 * hours and values; the day under way one per value, at the hour its figures reach (see
 * analytics_hours_made and store/pg-hours.ts).
 */
export const analyticsHourFigures = pgTable(
  'analytics_hour_figures',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull(),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    value: text('value').notNull(),
    firstVisitors: integer('first_visitors').notNull(),
    lastVisitors: integer('last_visitors').notNull(),
    visits: integer('visits').notNull(),
    pageViews: integer('page_views').notNull(),
    bounces: integer('bounces').notNull(),
    /** Microseconds, so that sums over hours round to seconds once, as a sum over the events does. */
    durationUs: bigint('duration_us', { mode: 'number' }).notNull(),
    timed: integer('timed').notNull(),
    conversions: integer('conversions').notNull(),
    revenue: money('revenue').notNull(),
    restVisits: integer('rest_visits').notNull().default(0),
    restPageViews: integer('rest_page_views').notNull().default(0),
    restBounces: integer('rest_bounces').notNull().default(0),
    restDurationUs: bigint('rest_duration_us', { mode: 'number' }).notNull().default(0),
    restTimed: integer('rest_timed').notNull().default(0),
    restConversions: integer('rest_conversions').notNull().default(0),
    restRevenue: money('rest_revenue').notNull().default(0),
  },
  (t) => [uniqueIndex('analytics_hour_figures_key').on(t.websiteId, t.dimension, t.hour, t.value)],
);

/**
 * How far a day's hour figures go: they hold the events dated before `until` (the day's end once
 * it is over); readers take the events from there on as they are.
 */
export const analyticsHoursMade = pgTable(
  'analytics_hours_made',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    until: timestamp('until', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day] })],
);

/**
 * A blog post: a live record of its website, like a product, not frozen in releases. The draft's
 * fields live here; what visitors see is the revision `liveRevisionId` names, so edits to a
 * published post stay private until the owner updates it.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    status: text('status').$type<PostStatus>().notNull().default('draft'),
    /** When it goes or went live (UTC); in the future for a scheduled post. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true, mode: 'date' }),
    body: jsonb('body').$type<PostBody>().notNull(),
    bodyText: text('body_text').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    excerpt: text('excerpt'),
    coverSrc: text('cover_src'),
    coverAlt: text('cover_alt'),
    coverCaption: text('cover_caption'),
    featured: boolean('featured').notNull().default(false),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    socialImage: text('social_image'),
    canonicalUrl: text('canonical_url'),
    noindex: boolean('noindex').notNull().default(false),
    /** A template's sample: shown in the builder, never to visitors. */
    sample: boolean('sample').notNull().default(false),
    /** Bumped by every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    liveRevisionId: uuid('live_revision_id'),
    /** Whether the scheduled post's going live was announced (activity, bell): once. */
    announcedAt: timestamp('announced_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_website_slug_key').on(t.websiteId, t.slug),
    index('posts_live_idx')
      .on(t.websiteId, t.publishedAt.desc(), t.id)
      .where(sql`${t.status} <> 'draft'`),
  ],
);

/** What a revision keeps of a post: every field visitors may see, with its taxonomy. */
export interface PostRevisionContent {
  title: string;
  slug: string;
  body: PostBody;
  bodyText: string;
  wordCount: number;
  readingMinutes: number;
  excerpt: string | null;
  coverSrc: string | null;
  coverAlt: string | null;
  coverCaption: string | null;
  featured: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
  socialImage: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
  categoryIds: string[];
  tagIds: string[];
  authorIds: string[];
}

/** A copy of a post as it was published, updated, or restored; the live site reads one. */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'publish' | 'update' | 'restore'>().notNull(),
    content: jsonb('content').$type<PostRevisionContent>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('post_revisions_post_idx').on(t.postId, t.createdAt.desc())],
);

/**
 * Slugs a post or a page had before: an old address answers 301 to the current one. Taking a
 * slug deletes its history row, so the newest claimant wins and a redirect is always one hop.
 */
export const postSlugHistory = pgTable(
  'post_slug_history',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('post_slug_history_key').on(t.websiteId, t.slug)],
);

export const pageSlugHistory = pgTable(
  'page_slug_history',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('page_slug_history_key').on(t.websiteId, t.slug)],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.websiteId, t.slug)],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_tags_slug_key').on(t.websiteId, t.slug)],
);

/** Who a post is by: profiles the owner keeps, not accounts (an account has one owner). */
export const blogAuthors = pgTable(
  'blog_authors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    bio: text('bio'),
    avatarSrc: text('avatar_src'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_authors_slug_key').on(t.websiteId, t.slug)],
);

const postLink = (name: string, target: AnyPgColumn) =>
  uuid(name)
    .notNull()
    .references(() => target, { onDelete: 'cascade' });

/** A post's categories, tags and authors in the draft, in the owner's order. */
export const postCategories = pgTable(
  'post_categories',
  {
    postId: postLink('post_id', posts.id),
    categoryId: postLink('category_id', blogCategories.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('post_categories_key').on(t.postId, t.categoryId)],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: postLink('post_id', posts.id),
    tagId: postLink('tag_id', blogTags.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('post_tags_key').on(t.postId, t.tagId)],
);

export const postAuthors = pgTable(
  'post_authors',
  {
    postId: postLink('post_id', posts.id),
    authorId: postLink('author_id', blogAuthors.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('post_authors_key').on(t.postId, t.authorId)],
);

/**
 * An owner's own template, saved from one of their websites or imported from a file. Its content
 * lives in a hidden website of the system account (never listed, counted or served), which goes
 * with the template; the website it was saved from may go first, and the template stays.
 */
export const ownerTemplates = pgTable(
  'owner_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    sourceWebsiteId: uuid('source_website_id').references(() => websites.id, {
      onDelete: 'set null',
    }),
    /** Which business kinds it carries as samples beside the design. */
    includes: jsonb('includes')
      .$type<{ products: boolean; services: boolean; staff: boolean; posts: boolean }>()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('owner_templates_user_id_idx').on(t.userId, t.updatedAt),
    uniqueIndex('owner_templates_website_id_key').on(t.websiteId),
  ],
);

/**
 * A website's account with a card payment provider: its keys sealed with the server's key (never
 * answered by the API; only the key's last four characters are shown), its mode and the account
 * name the provider reported when the keys were checked.
 */
export const paymentConnections = pgTable(
  'payment_connections',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    secretKey: text('secret_key').notNull(),
    webhookSecret: text('webhook_secret').notNull(),
    keyLast4: text('key_last4').notNull(),
    livemode: boolean('livemode').notNull(),
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    connectedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.provider] })],
);

/**
 * Each provider event handled once: its id is recorded in the transaction that acts on it, so a
 * replayed or parallel delivery finds it taken and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The session, charge or refund the event was about. */
    objectId: text('object_id'),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

/**
 * Refunds known to the provider, by the provider's id: one made from the order page and the
 * same one reported back by a webhook (`charge.refunded`) count once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_provider_refund_key').on(t.provider, t.providerRefundId),
    index('payment_refunds_order_idx').on(t.orderId),
  ],
);

/**
 * A discount code: percent (`value` in hundredths of a percent, 1050 = 10.5%) or a fixed amount
 * (`value` in minor units), for all products or `productIds`. `usedCount` is raised under the
 * row's lock, so parallel checkouts take exactly `usageLimit` uses.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** As the owner wrote it; matched without regard to case. */
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    value: integer('value').notNull(),
    minSubtotal: money('min_subtotal'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** null: every product. */
    productIds: jsonb('product_ids').$type<string[]>(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discounts_website_code_key').on(t.websiteId, sql`lower(${t.code})`),
    check('discounts_used_count_check', sql`${t.usedCount} >= 0`),
  ],
);

/** One use of a code by one order: counted per buyer for "once per customer". */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    customerEmail: text('customer_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_key').on(t.orderId),
    index('discount_redemptions_discount_email_idx').on(t.discountId, t.customerEmail),
  ],
);
