import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { takeHit, withdrawHit, type RateLimit } from '../../db/rate-limit.ts';
import { serverSecret } from '../../db/server-secret.ts';
import { tooManyRequests } from '../../http/errors.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/** What one visitor may do on one website (in ten minutes, but for bookings held); 0: no limit. */
export interface VisitorLimitSettings {
  ordersPerAddress: number;
  ordersPerEmail: number;
  bookingsPerAddress: number;
  /** Upcoming bookings (pending or confirmed) one e-mail address may hold at once. */
  activeBookingsPerEmail: number;
  formPostsPerAddress: number;
}

export const DEFAULT_VISITOR_LIMITS: VisitorLimitSettings = {
  ordersPerAddress: 10,
  ordersPerEmail: 10,
  bookingsPerAddress: 10,
  activeBookingsPerEmail: 3,
  // Above the forms' own spam rule (5 per form, kept for the owner's review): past this, nothing
  // is stored at all.
  formPostsPerAddress: 30,
};

type Action = 'order' | 'booking' | 'form-post';
type Subject = { address: string } | { email: string };

/** A hit that counted, to take back when the action turns out not to happen. */
export interface TakenHits {
  ids: number[];
}

const wait = (seconds: number) =>
  seconds < 90
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minutes`;

const REFUSALS: Record<Action, (seconds: number) => string> = {
  order: (s) =>
    `Too many orders were placed from your connection in a short time. Please try again in ${wait(s)}.`,
  booking: (s) =>
    `Too many bookings were made from your connection in a short time. Please try again in ${wait(s)}.`,
  'form-post': (s) =>
    `Too many messages were sent from your connection in a short time. Please try again in ${wait(s)}.`,
};

/**
 * Limits on what an anonymous visitor may do on a published site, counted in the database
 * (db/rate-limit.ts) so that every server process shares them. Keys are hashes of a server secret,
 * the website and the address or e-mail: no visitor's address is stored in clear.
 */
export class VisitorLimits {
  private secret: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    readonly settings: VisitorLimitSettings = DEFAULT_VISITOR_LIMITS,
  ) {}

  /**
   * Counts one action against each subject's limit, or throws a 429 with Retry-After (nothing
   * counted) when one of them is spent. Give the hits back with `release` if the action fails.
   */
  async take(action: Action, websiteId: string, subjects: Subject[]): Promise<TakenHits> {
    const taken: TakenHits = { ids: [] };
    for (const subject of subjects) {
      const limit = this.limitOf(action, subject);
      if (!limit) continue;
      const hit = await takeHit(this.db, limit, await this.keyOf(websiteId, subject));
      if (!hit.allowed) {
        await this.release(taken);
        throw tooManyRequests(REFUSALS[action](hit.retryAfterSeconds), hit.retryAfterSeconds);
      }
      taken.ids.push(hit.hitId);
    }
    return taken;
  }

  async release(taken: TakenHits): Promise<void> {
    for (const id of taken.ids.splice(0)) await withdrawHit(this.db, id);
  }

  private limitOf(action: Action, subject: Subject): RateLimit | null {
    const byAddress = 'address' in subject;
    const max = this.maxOf(action, byAddress);
    if (max === 0) return null;
    const bucket = `visitor-${action}-${byAddress ? 'address' : 'email'}`;
    return { bucket, max, windowMs: TEN_MINUTES };
  }

  private maxOf(action: Action, byAddress: boolean): number {
    const s = this.settings;
    switch (action) {
      case 'order':
        return byAddress ? s.ordersPerAddress : s.ordersPerEmail;
      case 'booking':
        return byAddress ? s.bookingsPerAddress : 0;
      case 'form-post':
        return byAddress ? s.formPostsPerAddress : 0;
    }
  }

  private async keyOf(websiteId: string, subject: Subject): Promise<string> {
    if (!this.secret) {
      this.secret = serverSecret(this.db, 'visitor-limits').catch((error: unknown) => {
        this.secret = null;
        throw error;
      });
    }
    const who = 'address' in subject ? `a:${subject.address}` : `e:${subject.email.toLowerCase()}`;
    return createHash('sha256')
      .update(await this.secret)
      .update(`\n${websiteId}\n${who}`)
      .digest('base64url');
  }
}
