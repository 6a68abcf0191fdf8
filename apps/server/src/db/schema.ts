import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  integer,
  index,
  jsonb,
  type AnyPgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlanId, Preferences, ReleaseSnapshot } from '@tessera/core';

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
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
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
