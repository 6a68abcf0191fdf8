import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { paymentConnections } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { stripeClient } from './stripe-client.ts';

const PROVIDER = 'stripe';

export const SECRET_KEY_FORMAT =
  'Paste a secret key from your Stripe dashboard: it starts with sk_test_, sk_live_, rk_test_ or rk_live_';
export const WEBHOOK_SECRET_FORMAT =
  "Paste the webhook's signing secret from your Stripe dashboard: it starts with whsec_";
export const NOT_CONNECTED = 'Stripe is not connected to this website';

export const stripeKeysSchema = z.object({
  secretKey: z
    .string({ error: SECRET_KEY_FORMAT })
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$/, SECRET_KEY_FORMAT),
  webhookSecret: z
    .string({ error: WEBHOOK_SECRET_FORMAT })
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,200}$/, WEBHOOK_SECRET_FORMAT),
});
export type StripeKeys = z.infer<typeof stripeKeysSchema>;

/** What the owner sees of the connection: never a key, only its last four characters. */
export type StripeConnectionView =
  | { connected: false; webhookUrl: string }
  | {
      connected: true;
      webhookUrl: string;
      last4: string;
      mode: 'test' | 'live';
      accountId: string;
      accountName: string;
      connectedAt: string;
    };

interface StripeAccount {
  id: string;
  name: string;
}

/**
 * A website's Stripe account (Settings, Payments): the owner's keys are checked against Stripe
 * (the account they open, named as Stripe names it), then kept sealed; Test connection asks
 * Stripe again with the stored key; Disconnect forgets them.
 */
export class StripeConnections {
  constructor(
    private readonly deps: { db: Db; box: SecretBox; publicUrl: string; stripeApiUrl?: string },
  ) {}

  async get(userId: string, websiteId: string): Promise<StripeConnectionView> {
    await this.requireWebsite(userId, websiteId);
    const row = await this.row(websiteId);
    return this.view(websiteId, row);
  }

  async connect(
    userId: string,
    websiteId: string,
    keys: StripeKeys,
  ): Promise<StripeConnectionView> {
    await this.requireWebsite(userId, websiteId);
    const account = await this.accountOf(keys.secretKey, 'secretKey');
    const values = {
      secretKey: this.deps.box.seal(keys.secretKey),
      webhookSecret: this.deps.box.seal(keys.webhookSecret),
      keyLast4: keys.secretKey.slice(-4),
      livemode: keys.secretKey.includes('_live_'),
      accountId: account.id,
      accountName: account.name,
      connectedAt: new Date(),
    };
    const [row] = await this.deps.db
      .insert(paymentConnections)
      .values({ websiteId, provider: PROVIDER, ...values })
      .onConflictDoUpdate({
        target: [paymentConnections.websiteId, paymentConnections.provider],
        set: values,
      })
      .returning();
    return this.view(websiteId, row!);
  }

  /**
   * The SDK with the website's own key and its webhook secret, for the server's own calls
   * (sessions, refunds, the reconciler); null while none is connected.
   */
  async clientFor(
    websiteId: string,
    db: Db = this.deps.db,
  ): Promise<{ stripe: Stripe; webhookSecret: string; livemode: boolean } | null> {
    const [row] = await db.select().from(paymentConnections).where(this.whereWebsite(websiteId));
    if (!row) return null;
    return {
      stripe: stripeClient(this.deps.box.open(row.secretKey), this.deps.stripeApiUrl),
      webhookSecret: this.deps.box.open(row.webhookSecret),
      livemode: row.livemode,
    };
  }

  /** Whether the website takes cards now (its visitors are offered Card). */
  async connected(websiteId: string, db: Db = this.deps.db): Promise<boolean> {
    const [row] = await db
      .select({ websiteId: paymentConnections.websiteId })
      .from(paymentConnections)
      .where(this.whereWebsite(websiteId));
    return Boolean(row);
  }

  /** Asks Stripe with the stored key whether it still opens the account. */
  async test(userId: string, websiteId: string): Promise<StripeConnectionView> {
    await this.requireWebsite(userId, websiteId);
    const row = await this.row(websiteId);
    if (!row) throw badRequest(NOT_CONNECTED);
    const account = await this.accountOf(this.deps.box.open(row.secretKey), null);
    const [updated] = await this.deps.db
      .update(paymentConnections)
      .set({ accountId: account.id, accountName: account.name })
      .where(this.whereWebsite(websiteId))
      .returning();
    return this.view(websiteId, updated!);
  }

  async disconnect(userId: string, websiteId: string): Promise<StripeConnectionView> {
    await this.requireWebsite(userId, websiteId);
    await this.deps.db.delete(paymentConnections).where(this.whereWebsite(websiteId));
    return this.view(websiteId, null);
  }

  private async accountOf(secretKey: string, field: string | null): Promise<StripeAccount> {
    try {
      const account = await stripeClient(
        secretKey,
        this.deps.stripeApiUrl,
      ).accounts.retrieveCurrent();
      const name =
        account.settings?.dashboard?.display_name ||
        account.business_profile?.name ||
        account.email ||
        account.id;
      return { id: account.id, name };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeAuthenticationError) {
        const message = 'Stripe refused this key. Check that it is a current secret key.';
        throw field ? badRequest(message, { [field]: message }) : badRequest(message);
      }
      if (error instanceof Stripe.errors.StripePermissionError) {
        const message = 'This restricted key may not read the account. Give it that permission.';
        throw field ? badRequest(message, { [field]: message }) : badRequest(message);
      }
      if (error instanceof Stripe.errors.StripeError) {
        throw new AppError(502, 'PROVIDER_UNAVAILABLE', 'Stripe could not be reached. Try again.');
      }
      throw error;
    }
  }

  private async requireWebsite(userId: string, websiteId: string): Promise<void> {
    if (!(await findOwnedWebsite(this.deps.db, userId, websiteId))) {
      throw notFound(WEBSITE_NOT_FOUND);
    }
  }

  private whereWebsite(websiteId: string) {
    return and(
      eq(paymentConnections.websiteId, websiteId),
      eq(paymentConnections.provider, PROVIDER),
    );
  }

  private async row(websiteId: string) {
    const [row] = await this.deps.db
      .select()
      .from(paymentConnections)
      .where(this.whereWebsite(websiteId));
    return row ?? null;
  }

  private view(
    websiteId: string,
    row: typeof paymentConnections.$inferSelect | null,
  ): StripeConnectionView {
    const webhookUrl = `${this.deps.publicUrl}/api/webhooks/stripe/${websiteId}`;
    if (!row) return { connected: false, webhookUrl };
    return {
      connected: true,
      webhookUrl,
      last4: row.keyLast4,
      mode: row.livemode ? 'live' : 'test',
      accountId: row.accountId,
      accountName: row.accountName,
      connectedAt: row.connectedAt.toISOString(),
    };
  }
}
