import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

interface PeerAccount {
  id: string;
  displayName: string;
  /** Where the account's events go (its webhook endpoint in Stripe's dashboard), if anywhere. */
  webhook?: { url: string; secret: string };
}

/** A Checkout Session as the peer keeps it: Stripe's fields, in Stripe's names. */
export interface PeerSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  mode: 'payment';
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: boolean;
  /** Not Stripe's: the account the session was made for, and the body it was made from. */
  account: string;
  params: Record<string, unknown>;
}

interface PeerRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
}

type Json = Record<string, unknown>;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's form encoding (`line_items[0][price_data][currency]=usd`) read back into objects and
 * arrays, as Stripe reads what its SDK sends.
 */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const num = (value: unknown): number => Number(value ?? 0);

/**
 * A server answering the Stripe API calls Tessera makes, as Stripe answers them, for the official
 * SDK pointed at it through STRIPE_API_URL: the account (`GET /v1/account`), Checkout Sessions
 * (create, retrieve, expire), coupons and refunds, with Stripe's error bodies and its replay of a
 * repeated Idempotency-Key. An unknown secret key gets 401. What a buyer does on Stripe's page
 * is done by the test (`complete`, `expire`), and the events Stripe would send are built and
 * signed as Stripe signs them (`event`, `signature`).
 *
 * For a browser, it also stands in for Stripe's hosted payment page (`GET /pay/{sessionId}`,
 * no script): Pay completes the session, delivers the signed `checkout.session.completed` to the
 * account's webhook and returns to the session's success_url; Cancel returns to its cancel_url.
 * A peer in another process is given its accounts through `POST /__peer/accounts`.
 */
export class StripePeer {
  readonly accounts = new Map<string, PeerAccount>();
  readonly requests: {
    method: string;
    path: string;
    key: string | null;
    body: Json;
    /** The call's Idempotency-Key header, if it sent one. */
    idempotencyKey: string | null;
  }[] = [];
  readonly sessions = new Map<string, PeerSession>();
  readonly refunds = new Map<string, PeerRefund>();
  readonly coupons = new Map<string, { amount_off: number | null; percent_off: number | null }>();
  /** Amount paid per payment intent, for refunds. */
  private readonly intents = new Map<
    string,
    { amount: number; currency: string; refunded: number }
  >();
  private readonly replays = new Map<string, { status: number; body: unknown }>();
  /** The next requests to these paths (a prefix) answer 500, as when Stripe fails. */
  readonly failing = new Set<string>();
  private server: http.Server | null = null;

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** Requests made to a path (the method and path, e.g. "POST /v1/refunds"). */
  calls(route: string): { key: string | null; body: Json; idempotencyKey: string | null }[] {
    return this.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === route);
  }

  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const path = (req.url ?? '').split('?')[0]!;
        if (path.startsWith('/pay/') || path.startsWith('/__peer/')) {
          this.outside(req.method ?? '', path, raw).then(
            ({ status, headers, body }) => {
              res.writeHead(status, headers);
              res.end(body);
            },
            (failure: unknown) => {
              res.writeHead(500, { 'content-type': 'text/plain' });
              res.end(String(failure));
            },
          );
          return;
        }
        const body =
          (req.headers['content-type'] ?? '').includes('json') && raw
            ? (JSON.parse(raw) as Json)
            : parseStripeForm(raw);
        const { status, payload } = this.answer(req, body);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(payload));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** The buyer paid on Stripe's page (or, `paid: false`, an async method still processing). */
  complete(sessionId: string, { paid = true }: { paid?: boolean } = {}): PeerSession {
    const session = this.session(sessionId);
    session.status = 'complete';
    session.payment_status = paid ? 'paid' : 'unpaid';
    session.payment_intent ??= id('pi');
    this.intents.set(session.payment_intent, {
      amount: session.amount_total,
      currency: session.currency,
      refunded: 0,
    });
    return { ...session };
  }

  /** A processing payment settled later (async methods): paid. */
  settleAsync(sessionId: string): PeerSession {
    const session = this.session(sessionId);
    session.payment_status = 'paid';
    return { ...session };
  }

  /** The session's 30 minutes ran out on Stripe's side. */
  expire(sessionId: string): PeerSession {
    const session = this.session(sessionId);
    if (session.status === 'open') {
      session.status = 'expired';
      session.url = null;
    }
    return { ...session };
  }

  /** A refund made in Stripe's dashboard, not through the API's caller. */
  refundInDashboard(paymentIntent: string, amount: number): PeerRefund {
    const intent = this.intents.get(paymentIntent);
    if (!intent) throw new Error(`No payment ${paymentIntent}`);
    intent.refunded += amount;
    return this.recordRefund(paymentIntent, amount, intent.currency, {});
  }

  /** The charge a payment intent made, as `charge.refunded` carries it. */
  charge(paymentIntent: string): Json {
    const intent = this.intents.get(paymentIntent);
    if (!intent) throw new Error(`No payment ${paymentIntent}`);
    return {
      id: `ch_${paymentIntent.slice(3)}`,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: intent.refunded,
      currency: intent.currency,
      payment_intent: paymentIntent,
      refunded: intent.refunded >= intent.amount,
      refunds: {
        object: 'list',
        data: [...this.refunds.values()].filter((r) => r.payment_intent === paymentIntent),
      },
    };
  }

  /** An event as Stripe delivers it, about `object`. */
  event(type: string, object: object, { eventId }: { eventId?: string } = {}): Json {
    const stripped = { ...(object as Json) };
    delete stripped.account;
    delete stripped.params;
    return {
      id: eventId ?? id('evt'),
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: stripped },
    };
  }

  /** The Stripe-Signature header Stripe would send with `payload`, made by the SDK's own helper. */
  static signature(payload: string, secret: string, timestamp?: number): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  }

  /**
   * Sends `event` to the webhook of the account `accountId` names, signed with its secret, as
   * Stripe delivers it; the endpoint's status, or null when the account has no webhook.
   */
  async deliver(accountId: string, event: Json): Promise<number | null> {
    const account = [...this.accounts.values()].find((a) => a.id === accountId);
    if (!account?.webhook) return null;
    const payload = JSON.stringify(event);
    const res = await fetch(account.webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': StripePeer.signature(payload, account.webhook.secret),
      },
      body: payload,
    });
    return res.status;
  }

  /** What is not Stripe's API: the hosted payment page and the control routes. */
  private async outside(
    method: string,
    path: string,
    raw: string,
  ): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const json = (status: number, payload: unknown) => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const html = (status: number, title: string, content: string) => ({
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">${content}</body></html>`,
    });
    const see = (location: string) => ({ status: 303, headers: { location }, body: '' });

    if (method === 'GET' && path === '/__peer/health') return json(200, { ok: true });
    if (method === 'POST' && path === '/__peer/accounts') {
      const body = JSON.parse(raw || '{}') as {
        key: string;
        name: string;
        id?: string;
        webhook?: { url: string; secret: string };
      };
      const account: PeerAccount = {
        id: body.id ?? id('acct'),
        displayName: body.name,
        ...(body.webhook ? { webhook: body.webhook } : {}),
      };
      this.accounts.set(body.key, account);
      return json(201, { id: account.id });
    }
    const page = /^\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(path);
    const session = page ? this.sessions.get(page[1]!) : undefined;
    if (!page || !session) return html(404, 'Not found', '<h1>No such payment</h1>');
    const action = page[2];
    if (method === 'GET' && !action) {
      const format = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: session.currency.toUpperCase(),
      });
      const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
      const amount = format.format(session.amount_total / 10 ** digits);
      const base = `/pay/${encodeURIComponent(session.id)}`;
      const open = session.status === 'open';
      return html(
        200,
        'Pay',
        `<h1>Pay ${escapeHtml(amount)}</h1><p>Test payment page</p>${
          open
            ? `<form method="post" action="${base}/pay"><button type="submit">Pay</button></form><form method="post" action="${base}/cancel"><button type="submit">Cancel</button></form>`
            : `<p>This payment is ${escapeHtml(session.status)}.</p>`
        }`,
      );
    }
    if (method === 'POST' && action === 'pay') {
      if (session.status === 'open') {
        const paid = this.complete(session.id);
        await this.deliver(session.account, this.event('checkout.session.completed', paid)).catch(
          () => null,
        );
      }
      return see(session.success_url);
    }
    if (method === 'POST' && action === 'cancel') {
      return see(session.cancel_url ?? session.success_url);
    }
    return html(405, 'Not allowed', '<h1>Not allowed</h1>');
  }

  private session(sessionId: string): PeerSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    return session;
  }

  private answer(req: http.IncomingMessage, body: Json): { status: number; payload: unknown } {
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const path = (req.url ?? '').split('?')[0]!;
    const method = req.method ?? '';
    const sentKey = req.headers['idempotency-key'];
    this.requests.push({
      method,
      path: req.url ?? '',
      key,
      body,
      idempotencyKey: typeof sentKey === 'string' ? sentKey : null,
    });
    const account = key ? this.accounts.get(key) : undefined;
    if (!account) {
      return error(
        401,
        `Invalid API Key provided: ${(key ?? '').slice(0, 8)}****${(key ?? '').slice(-4)}`,
      );
    }
    for (const prefix of this.failing) {
      if (path.startsWith(prefix)) return error(500, 'An unknown error occurred', 'api_error');
    }
    const idempotencyKey = req.headers['idempotency-key'];
    const replayKey =
      method === 'POST' && typeof idempotencyKey === 'string'
        ? `${key}:${path}:${idempotencyKey}`
        : null;
    if (replayKey && this.replays.has(replayKey)) {
      const { status, body: payload } = this.replays.get(replayKey)!;
      return { status, payload };
    }
    const answer = this.route(method, path, body, account);
    if (replayKey) this.replays.set(replayKey, { status: answer.status, body: answer.payload });
    return answer;
  }

  private route(
    method: string,
    path: string,
    body: Json,
    account: PeerAccount,
  ): { status: number; payload: unknown } {
    if (method === 'GET' && path === '/v1/account') {
      return ok({
        id: account.id,
        object: 'account',
        email: null,
        business_profile: { name: null },
        settings: { dashboard: { display_name: account.displayName } },
      });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return this.createSession(body, account);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = this.sessions.get(sessionPath[1]!);
      if (!session || session.account !== account.id) {
        return error(404, `No such checkout.session: '${sessionPath[1]}'`, undefined, 'id');
      }
      if (method === 'GET' && !sessionPath[2]) return ok(visible(session));
      if (method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open') {
          return error(400, 'Only Checkout Sessions with a status of `open` can be expired.');
        }
        return ok(visible(this.expire(session.id)));
      }
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = id('coupon');
      const amountOff = body.amount_off === undefined ? null : num(body.amount_off);
      const percentOff = body.percent_off === undefined ? null : Number(body.percent_off);
      this.coupons.set(coupon, { amount_off: amountOff, percent_off: percentOff });
      return ok({
        id: coupon,
        object: 'coupon',
        amount_off: amountOff,
        percent_off: percentOff,
        currency: body.currency ?? null,
        duration: body.duration ?? 'once',
        max_redemptions: body.max_redemptions === undefined ? null : num(body.max_redemptions),
      });
    }
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(body);
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  private createSession(body: Json, account: PeerAccount) {
    const lines = (body.line_items as Json[] | undefined) ?? [];
    if (lines.length === 0)
      return error(400, 'Missing required param: line_items.', undefined, 'line_items');
    if (!body.success_url)
      return error(400, 'Missing required param: success_url.', undefined, 'success_url');
    let currency = '';
    let subtotal = 0;
    for (const line of lines) {
      const price = line.price_data as Json;
      currency ||= String(price.currency);
      if (String(price.currency) !== currency) {
        return error(400, 'All line items must have the same currency.', undefined, 'line_items');
      }
      const unit = num(price.unit_amount);
      if (!Number.isInteger(unit) || unit < 0) {
        return error(400, 'Invalid integer: unit_amount', undefined, 'unit_amount');
      }
      subtotal += unit * num(line.quantity);
    }
    const shippingOptions = (body.shipping_options as Json[] | undefined) ?? [];
    const shipping = shippingOptions.length
      ? num(((shippingOptions[0]!.shipping_rate_data as Json).fixed_amount as Json).amount)
      : 0;
    let discount = 0;
    for (const d of (body.discounts as Json[] | undefined) ?? []) {
      const coupon = this.coupons.get(String(d.coupon));
      if (!coupon) return error(400, `No such coupon: '${String(d.coupon)}'`, undefined, 'coupon');
      discount += coupon.amount_off ?? Math.round((subtotal * (coupon.percent_off ?? 0)) / 100);
    }
    const expiresAt = body.expires_at === undefined ? now() + 24 * 3600 : num(body.expires_at);
    // Stripe's own bounds on a session's life: 30 minutes to 24 hours.
    if (expiresAt < now() + 30 * 60 - 5 || expiresAt > now() + 24 * 3600 + 5) {
      return error(
        400,
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        undefined,
        'expires_at',
      );
    }
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: PeerSession = {
      id: sessionId,
      object: 'checkout.session',
      url: `${this.url}/pay/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      currency,
      amount_subtotal: subtotal,
      amount_total: Math.max(0, subtotal + shipping - discount),
      total_details: { amount_discount: discount, amount_shipping: shipping, amount_tax: 0 },
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      customer_email: (body.customer_email as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      success_url: String(body.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId),
      cancel_url: (body.cancel_url as string | undefined) ?? null,
      expires_at: expiresAt,
      created: now(),
      livemode: false,
      account: account.id,
      params: body,
    };
    this.sessions.set(sessionId, session);
    return ok(visible(session));
  }

  private createRefund(body: Json) {
    const paymentIntent = String(body.payment_intent ?? '');
    const intent = this.intents.get(paymentIntent);
    if (!intent) {
      return error(400, `No such payment_intent: '${paymentIntent}'`, undefined, 'payment_intent');
    }
    const amount = body.amount === undefined ? intent.amount - intent.refunded : num(body.amount);
    if (amount <= 0) return error(400, 'Invalid positive integer', undefined, 'amount');
    if (amount > intent.amount - intent.refunded) {
      return error(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - intent.refunded})`,
        'charge_exceeds_source_limit',
        'amount',
      );
    }
    intent.refunded += amount;
    const metadata = (body.metadata as Record<string, string> | undefined) ?? {};
    return ok(this.recordRefund(paymentIntent, amount, intent.currency, metadata));
  }

  private recordRefund(
    paymentIntent: string,
    amount: number,
    currency: string,
    metadata: Record<string, string>,
  ): PeerRefund {
    const refund: PeerRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency,
      payment_intent: paymentIntent,
      charge: `ch_${paymentIntent.slice(3)}`,
      status: 'succeeded',
      created: now(),
      metadata,
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }
}

/** The session as Stripe's API shows it (without the peer's own bookkeeping). */
function visible(session: PeerSession): Json {
  const copy: Json = { ...session };
  delete copy.account;
  delete copy.params;
  return copy;
}

const ok = (payload: unknown) => ({ status: 200, payload });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function error(status: number, message: string, code?: string, param?: string) {
  return {
    status,
    payload: {
      error: {
        type:
          status === 401
            ? 'invalid_request_error'
            : status >= 500
              ? 'api_error'
              : 'invalid_request_error',
        message,
        ...(code ? { code } : {}),
        ...(param ? { param } : {}),
      },
    },
  };
}
