import type { PlanId } from './plans/plans.ts';
import type { Currency } from './commerce/money.ts';
import type { SiteTheme } from './theme/theme.ts';
import type { SiteContact } from './websites/contact.ts';
import type { Preferences } from './validation/auth.ts';
import type { DomainStatus, WebsiteStatus } from './websites/schemas.ts';

/** The signed-in user as the API presents it: never a hash or a token. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  timezone: string;
  preferences: Preferences;
  plan: PlanId;
  createdAt: string;
  updatedAt: string;
}

export interface AuthPayload {
  user: User;
  token: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** The DNS record an owner adds to prove a custom domain is theirs. */
export interface DomainRecord {
  type: 'TXT' | 'CNAME';
  name: string;
  value: string;
}

export interface Website {
  id: string;
  name: string;
  subdomain: string;
  domain: string | null;
  /** Whether the custom domain is proven; only a VERIFIED one is served. Null without a domain. */
  domainStatus: DomainStatus | null;
  domainCheckedAt: string | null;
  domainVerifiedAt: string | null;
  /** Why the last check did not prove the domain, in words for the owner. */
  domainError: string | null;
  /** The TXT record that proves the domain. Null without a domain. */
  domainVerification: DomainRecord | null;
  description: string | null;
  status: WebsiteStatus;
  seoTitle: string | null;
  seoDescription: string | null;
  faviconUrl: string | null;
  /** The site theme (the default until the owner changes it). */
  theme: SiteTheme;
  /** The IANA zone bookings, analytics days and "today" are reckoned in ('Europe/Berlin'). */
  timezone: string;
  /** The region prices are written for ('en-GB': £1,234.50); the live pages' language. */
  locale: string;
  /** The address, e-mail and phone visitors reach the business by (null until given). */
  contact: SiteContact;
  publishedAt: string | null;
  /** The release the live site shows while the status is PUBLISHED (kept while unpublished). */
  liveReleaseId: string | null;
  pageCount: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A page of the site; the website's shared header or footer, shown around every page; or its
 * post layout, the page every blog post is drawn in (one of each at most).
 */
export type PageKind = 'page' | 'header' | 'footer' | 'post';

export interface Page {
  id: string;
  websiteId: string;
  name: string;
  slug: string;
  title: string | null;
  description: string | null;
  isHome: boolean;
  kind: PageKind;
  /** The page shows without the shared header or footer. */
  hideHeader: boolean;
  hideFooter: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type StyleMap = Record<string, string>;

export interface ElementData {
  id: string;
  pageId: string;
  parentId: string | null;
  type: string;
  name: string;
  props: Record<string, unknown>;
  styles: StyleMap;
  responsive: { tablet?: StyleMap; mobile?: StyleMap };
  order: number;
  isVisible: boolean;
}

export interface PageWithElements extends Page {
  elements: ElementData[];
}

/** One publish of a website, as the releases list shows it. */
export interface Release {
  id: string;
  createdAt: string;
  pageCount: number;
  /** Whether visitors see this release now (the website is published and points at it). */
  isLive: boolean;
}

/** What a release freezes: the site's settings and every page with its elements. */
export interface ReleaseSnapshot {
  site: {
    name: string;
    description: string | null;
    seoTitle: string | null;
    seoDescription: string | null;
    faviconUrl: string | null;
    /** The website's locale: the pages' language and how prices are written (absent in old releases). */
    lang?: string;
    /** Releases made before themes existed have none: they show the default theme. */
    theme?: SiteTheme;
  };
  pages: ReleasePage[];
  /** The shared header and footer's elements, shown around every page that does not hide them. */
  shared?: {
    header: ElementData[];
    footer: ElementData[];
    /**
     * The post layout's elements: every post's page, between the header and footer. Absent when
     * the website had none (and in older releases): posts are then drawn in the standard layout.
     */
    post?: ElementData[];
  };
}

export interface ReleasePage {
  id: string;
  name: string;
  slug: string;
  /** The page's SEO title and description. */
  title: string | null;
  description: string | null;
  isHome: boolean;
  /** The page shows without the shared header or footer (absent in older releases: shown). */
  hideHeader?: boolean;
  hideFooter?: boolean;
  elements: ElementData[];
}

export type ActivityType =
  'website' | 'page' | 'product' | 'service' | 'order' | 'booking' | 'other';

export interface ActivityItem {
  id: string;
  type: ActivityType;
  name: string;
  action: string;
  createdAt: string;
}

/** What one currency's orders brought in this month, a decimal. */
export interface RevenueInCurrency {
  currency: Currency;
  amount: number;
}

export interface MonthlyStats {
  websitesCreated: number;
  totalVisitors: number;
  totalOrders: number;
  /** The revenue in `currency`, the currency of the owner's websites (the largest earner's if they differ). */
  totalRevenue: number;
  currency: Currency;
  /** One entry per currency the owner's websites sell in, the largest first; never sums across currencies. */
  revenueByCurrency: RevenueInCurrency[];
}
