import path from 'node:path';
import { PLAN_IDS, type PlanId } from '@tessera/core';
import { parseDnsServers } from './modules/domains/dns-servers.ts';
import {
  DEFAULT_VISITOR_LIMITS,
  type VisitorLimitSettings,
} from './modules/visitor-limits/visitor-limits.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Seals stored secrets (payment keys); without it a key is made once in the data folder. */
  secretKey: string | undefined;
  /** Where the Stripe SDK sends its calls: Stripe's own API unless a compatible server is named. */
  stripeApiUrl: string | undefined;
  /** postgres://... switches from embedded PGlite to PostgreSQL. */
  databaseUrl: string | undefined;
  hostingDomain: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** `pretty` or `json` forces one; `auto` writes readable lines to a terminal, JSON elsewhere. */
  logFormat: 'auto' | 'pretty' | 'json';
  /** Folder of the built SPA; served with history fallback when present. */
  webDist: string;
  trustProxy: boolean;
  /** A bearer token that opens GET /metrics beyond this machine; unset, only loopback reads it. */
  metricsToken: string | undefined;
  /** The plan new accounts start on; a private instance may give everyone more than Free. */
  defaultPlan: PlanId;
  /** Accounts one client address may create per hour; 0 for no limit. */
  registrationsPerAddressPerHour: number;
  /** What one visitor may do on one website: orders, bookings and form posts (0: no limit). */
  visitorLimits: VisitorLimitSettings;
  /** Resolvers for custom-domain checks (`ip` or `ip:port`); empty: the system's. */
  dnsServers: string[];
  /** How often due custom-domain checks run; 0 runs them only when asked. */
  domainCheckIntervalMs: number;
  /** How often unpaid orders whose stock hold ended are cancelled; 0 only when asked. */
  stockHoldIntervalMs: number;
  /** How often scheduled posts that went live are announced to their owner (0: never). */
  postAnnounceIntervalMs: number;
  /** How long shutdown waits for requests in flight before cutting their connections. */
  shutdownTimeoutMs: number;
  /** A published form posted sooner than this after its page was drawn is taken for a bot's. */
  formMinFillMs: number;
  /** How often the outbox worker looks for mail that is due. */
  outboxPollMs: number;
  /** The wait before the first retry of a failed mail; each later retry waits twice as long. */
  outboxRetryBaseMs: number;
  /** Page views of published sites are counted unless `ANALYTICS=off`. */
  analytics: boolean;
  /** Days raw page views are kept; the daily and hourly figures are kept for good. */
  analyticsRetentionDays: number;
  /** A MaxMind-format country database (`.mmdb`); without it every country is "Unknown". */
  geoipDatabase: string | undefined;
  /** An S3-compatible bucket for media; unset, media live under `$DATA_DIR/media`. */
  mediaS3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      }
    | undefined;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const defaultPlan = (env.DEFAULT_PLAN ?? 'free') as PlanId;
  if (!PLAN_IDS.includes(defaultPlan)) {
    throw new Error(
      `DEFAULT_PLAN must be one of ${PLAN_IDS.join(', ')}, got "${env.DEFAULT_PLAN}"`,
    );
  }
  const d = DEFAULT_VISITOR_LIMITS;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    secretKey: env.SECRET_KEY || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    hostingDomain: env.HOSTING_DOMAIN ?? `localhost:${port}`,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tessera <no-reply@tessera.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    metricsToken: env.METRICS_TOKEN || undefined,
    defaultPlan,
    registrationsPerAddressPerHour: nonNegativeInteger(
      'REGISTRATIONS_PER_ADDRESS_PER_HOUR',
      env,
      5,
    ),
    visitorLimits: {
      ordersPerAddress: nonNegativeInteger('ORDERS_PER_ADDRESS', env, d.ordersPerAddress),
      ordersPerEmail: nonNegativeInteger('ORDERS_PER_EMAIL', env, d.ordersPerEmail),
      bookingsPerAddress: nonNegativeInteger('BOOKINGS_PER_ADDRESS', env, d.bookingsPerAddress),
      activeBookingsPerEmail: nonNegativeInteger(
        'ACTIVE_BOOKINGS_PER_EMAIL',
        env,
        d.activeBookingsPerEmail,
      ),
      formPostsPerAddress: nonNegativeInteger('FORM_POSTS_PER_ADDRESS', env, d.formPostsPerAddress),
    },
    dnsServers: parseDnsServers(env.DNS_SERVERS ?? ''),
    domainCheckIntervalMs: nonNegativeInteger('DOMAIN_CHECK_INTERVAL_MS', env, 60_000),
    stockHoldIntervalMs: nonNegativeInteger('STOCK_HOLD_INTERVAL_MS', env, 60_000),
    postAnnounceIntervalMs: nonNegativeInteger('POST_ANNOUNCE_INTERVAL_MS', env, 30_000),
    shutdownTimeoutMs: nonNegativeInteger('SHUTDOWN_TIMEOUT_MS', env, 10_000),
    formMinFillMs: nonNegativeInteger('FORM_MIN_FILL_MS', env, 2000),
    outboxPollMs: nonNegativeInteger('OUTBOX_POLL_MS', env, 1000),
    outboxRetryBaseMs: nonNegativeInteger('OUTBOX_RETRY_BASE_MS', env, 30_000),
    analytics: analyticsSwitch(env.ANALYTICS),
    analyticsRetentionDays: Math.max(1, nonNegativeInteger('ANALYTICS_RETENTION_DAYS', env, 400)),
    geoipDatabase: env.GEOIP_DATABASE ? path.resolve(env.GEOIP_DATABASE) : undefined,
    mediaS3: env.MEDIA_S3_BUCKET
      ? {
          bucket: env.MEDIA_S3_BUCKET,
          region: env.MEDIA_S3_REGION || 'us-east-1',
          endpoint: env.MEDIA_S3_ENDPOINT || undefined,
          accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
  };
}

function analyticsSwitch(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`ANALYTICS must be on or off, got "${raw}"`);
}

function logFormat(raw: string | undefined): Config['logFormat'] {
  if (raw === undefined || raw === '') return 'auto';
  if (raw === 'pretty' || raw === 'json') return raw;
  throw new Error(`LOG_FORMAT must be pretty or json, got "${raw}"`);
}

function nonNegativeInteger(name: string, env: NodeJS.ProcessEnv, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  }
  return value;
}
