import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { serverSecret } from '../../db/server-secret.ts';

/** One line of a visitor's cart: what they chose, never a price. */
export interface CartLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

export const CART_COOKIE = 't_cart';
/** A cart is kept for 30 days after its last change. */
const MAX_AGE_SECONDS = 30 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `{productId}:{variantId}`: names a line in the cart's forms. */
export const lineKey = (line: Pick<CartLine, 'productId' | 'variantId'>) =>
  `${line.productId}:${line.variantId ?? ''}`;

/**
 * The cart lives in a cookie on the site's own host, signed so a visitor cannot make up lines
 * the server never offered (a price is never in it: prices are always read from the catalogue).
 * Signed per website, so one site's cookie means nothing to another.
 */
export class CartCookies {
  private secret: Promise<string> | null = null;

  constructor(private readonly db: Db) {}

  private key(): Promise<string> {
    this.secret ??= serverSecret(this.db, 'cart-cookie');
    return this.secret;
  }

  private async sign(websiteId: string, payload: string): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`${websiteId}\n${payload}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** The cart a request's Cookie header carries; empty when absent, altered or unreadable. */
  async read(websiteId: string, cookieHeader: string | undefined): Promise<CartLine[]> {
    const raw = cookieValue(cookieHeader, CART_COOKIE);
    if (!raw) return [];
    const dot = raw.lastIndexOf('.');
    if (dot < 1) return [];
    const payload = raw.slice(0, dot);
    const expected = Buffer.from(await this.sign(websiteId, payload));
    const given = Buffer.from(raw.slice(dot + 1));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    try {
      return parseLines(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    } catch {
      return [];
    }
  }

  /** The Set-Cookie header keeping this cart (or removing it when empty). */
  async header(websiteId: string, lines: readonly CartLine[], secure: boolean): Promise<string> {
    const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    if (lines.length === 0) return `${CART_COOKIE}=; Max-Age=0; ${attributes}`;
    const compact = lines.map((l) => [l.productId, l.variantId ?? '', l.quantity]);
    const payload = Buffer.from(JSON.stringify(compact)).toString('base64url');
    const value = `${payload}.${await this.sign(websiteId, payload)}`;
    return `${CART_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; ${attributes}`;
  }
}

/** Lines from the cookie's JSON, each checked again (a signed cookie may be from an older rule). */
function parseLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const item of value.slice(0, MAX_ORDER_LINES)) {
    if (!Array.isArray(item) || item.length !== 3) continue;
    const [productId, variantId, quantity] = item as unknown[];
    if (typeof productId !== 'string' || !UUID.test(productId)) continue;
    if (typeof variantId !== 'string' || (variantId !== '' && !UUID.test(variantId))) continue;
    if (!Number.isInteger(quantity) || (quantity as number) < 1) continue;
    lines.push({
      productId,
      variantId: variantId || null,
      quantity: Math.min(quantity as number, MAX_LINE_QUANTITY),
    });
  }
  return lines;
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The cart after adding to a line: the same product and variant add up on one line. */
export function addToCart(lines: readonly CartLine[], added: CartLine): CartLine[] | 'full' {
  const key = lineKey(added);
  const existing = lines.find((l) => lineKey(l) === key);
  if (existing) {
    return lines.map((l) =>
      l === existing
        ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + added.quantity) }
        : l,
    );
  }
  if (lines.length >= MAX_ORDER_LINES) return 'full';
  return [...lines, added];
}

/** The cart with one line set to a quantity; 0 removes it. */
export function setQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => lineKey(l) !== key);
  return lines.map((l) =>
    lineKey(l) === key ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, quantity) } : l,
  );
}
