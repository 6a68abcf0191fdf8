import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { websites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { checkDomainDns } from './dns-check.ts';
import { isCheckDue, verdictAfterCheck, type DomainProofState } from './domain-state.ts';
import { cnameTarget } from './proof.ts';

export const NO_DOMAIN = 'This website has no custom domain to verify';
/** Checks run side by side in one pass of the schedule; each may wait seconds for a resolver. */
const PARALLEL_CHECKS = 4;
/** At most this many domains per pass; the rest wait for the next one. */
const CHECKS_PER_PASS = 100;

interface CheckedWebsite extends DomainProofState {
  id: string;
  subdomain: string;
}

const checkedColumns = {
  id: websites.id,
  subdomain: websites.subdomain,
  domain: websites.domain,
  domainToken: websites.domainToken,
  domainSetAt: websites.domainSetAt,
  domainStatus: websites.domainStatus,
  domainCheckedAt: websites.domainCheckedAt,
  domainError: websites.domainError,
};

/** Proves custom domains through the DNS and records what each check found. */
export class DomainService {
  /** Checks under way, by website and token: a second request joins the first. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly deps: {
      db: Db;
      hostingDomain: string;
      /** `ip[:port]` resolvers; empty for the system's. */
      dnsServers: readonly string[];
      /** Told when a domain starts or stops being served. */
      onSitesChanged?: () => void;
    },
  ) {}

  /** The owner's "check now": looks at the DNS at once and records the result. */
  async verify(userId: string, websiteId: string): Promise<void> {
    const row = await findOwnedWebsite(this.deps.db, userId, websiteId);
    if (!row) throw notFound(WEBSITE_NOT_FOUND);
    if (!row.domain || !row.domainToken) throw badRequest(NO_DOMAIN);
    await this.check(row, 'owner', new Date());
  }

  /** One pass of the schedule: checks every domain that is due at `now`; returns how many. */
  async checkDue(now = new Date(), signal?: AbortSignal): Promise<number> {
    // Every custom domain is read (few per instance) and the schedule decided here, where the
    // time it was set tells how long a domain has waited.
    const rows = await this.deps.db
      .select(checkedColumns)
      .from(websites)
      .where(and(isNotNull(websites.domain), isNotNull(websites.domainToken)))
      .orderBy(sql`${websites.domainCheckedAt} asc nulls first`, asc(websites.id));
    const due = rows.filter((row) => isCheckDue(row, now)).slice(0, CHECKS_PER_PASS);
    let next = 0;
    const worker = async () => {
      while (next < due.length && !signal?.aborted) {
        await this.check(due[next++]!, 'schedule', now, signal);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_CHECKS, due.length) }, worker));
    return due.length;
  }

  private check(
    row: CheckedWebsite,
    trigger: 'owner' | 'schedule',
    now: Date,
    signal?: AbortSignal,
  ): Promise<void> {
    const key = `${row.id}:${row.domainToken}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = this.runCheck(row, trigger, now, signal).finally(() =>
      this.inFlight.delete(key),
    );
    this.inFlight.set(key, started);
    return started;
  }

  private async runCheck(
    row: CheckedWebsite,
    trigger: 'owner' | 'schedule',
    now: Date,
    signal?: AbortSignal,
  ): Promise<void> {
    const outcome = await checkDomainDns(
      {
        domain: row.domain!,
        token: row.domainToken!,
        cnameTarget: cnameTarget(row.subdomain, this.deps.hostingDomain),
        servers: this.deps.dnsServers,
      },
      signal,
    );
    // A check cut short by shutdown found nothing worth recording.
    if (signal?.aborted) return;
    const verdict = verdictAfterCheck(row, outcome, trigger);
    // Only if the domain is still the one checked: the owner may have changed it meanwhile.
    const updated = await this.deps.db
      .update(websites)
      .set({
        domainStatus: verdict.status,
        domainError: verdict.error,
        domainCheckedAt: now,
        ...(verdict.newlyVerified ? { domainVerifiedAt: now } : {}),
      })
      .where(and(eq(websites.id, row.id), eq(websites.domainToken, row.domainToken!)))
      .returning({ id: websites.id });
    if (updated.length > 0 && verdict.status !== row.domainStatus) this.deps.onSitesChanged?.();
  }
}
