import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import { discountInputSchema, type Discount, type DiscountInput } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { discounts, products, websites } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { discountAsInput, presentDiscount, type DiscountRow } from './presenter.ts';

export const DISCOUNT_NOT_FOUND = 'Discount not found';
export const DISCOUNT_CODE_TAKEN = 'A discount with this code already exists';
const PRODUCTS_NOT_OF_WEBSITE = 'Choose products of this website';
const LIST_LIMIT = 1000;

function codeConflict(error: unknown): Error | null {
  return violatedUniqueConstraint(error) === 'discounts_website_code_key'
    ? conflict(DISCOUNT_CODE_TAKEN, { code: DISCOUNT_CODE_TAKEN })
    : null;
}

export interface DiscountServiceDeps {
  db: Db;
  now?: () => number;
}

/** A website's discount codes, as the owner manages them. */
export class DiscountService {
  constructor(private readonly deps: DiscountServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return (this.deps.now ?? Date.now)();
  }

  private async requireWebsite(userId: string, websiteId: string) {
    const website = await findOwnedWebsite(this.db, userId, websiteId);
    if (!website) throw notFound(WEBSITE_NOT_FOUND);
  }

  /** The owner's code; another owner's is not found. */
  private async owned(userId: string, id: string): Promise<DiscountRow> {
    const [found] = await this.db
      .select({ discount: discounts })
      .from(discounts)
      .innerJoin(websites, eq(websites.id, discounts.websiteId))
      .where(and(eq(discounts.id, id), eq(websites.userId, userId)));
    if (!found) throw notFound(DISCOUNT_NOT_FOUND);
    return found.discount;
  }

  /** Chosen products must be the website's own. */
  private async checkProducts(websiteId: string, ids: readonly string[] | null) {
    if (!ids || ids.length === 0) return;
    const found = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.websiteId, websiteId), inArray(products.id, [...ids])));
    if (found.length !== ids.length) {
      throw badRequest(PRODUCTS_NOT_OF_WEBSITE, { productIds: PRODUCTS_NOT_OF_WEBSITE });
    }
  }

  private values(input: DiscountInput) {
    return {
      code: input.code,
      kind: input.kind,
      value: input.value,
      minSubtotal: input.minSubtotal,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      usageLimit: input.usageLimit,
      oncePerCustomer: input.oncePerCustomer,
      productIds: input.productIds,
      active: input.active,
    };
  }

  /** Newest first; the search looks in codes in any case. */
  async list(userId: string, websiteId: string, query: { search?: string }): Promise<Discount[]> {
    await this.requireWebsite(userId, websiteId);
    const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
    const rows = await this.db
      .select()
      .from(discounts)
      .where(
        and(
          eq(discounts.websiteId, websiteId),
          pattern ? ilike(discounts.code, pattern) : undefined,
        ),
      )
      .orderBy(desc(discounts.createdAt), desc(discounts.id))
      .limit(LIST_LIMIT);
    const now = this.now();
    return rows.map((row) => presentDiscount(row, now));
  }

  async create(userId: string, websiteId: string, input: DiscountInput): Promise<Discount> {
    await this.requireWebsite(userId, websiteId);
    await this.checkProducts(websiteId, input.productIds);
    try {
      const [row] = await this.db
        .insert(discounts)
        .values({ websiteId, ...this.values(input) })
        .returning();
      return presentDiscount(row!, this.now());
    } catch (error) {
      throw codeConflict(error) ?? error;
    }
  }

  /** Changes only the fields the body carries; the whole code is checked again. */
  async update(userId: string, id: string, body: unknown): Promise<Discount> {
    const current = await this.owned(userId, id);
    const merged = {
      ...discountAsInput(presentDiscount(current, this.now())),
      ...(body && typeof body === 'object' ? body : {}),
    };
    const input = validate(discountInputSchema, merged);
    await this.checkProducts(current.websiteId, input.productIds);
    try {
      const [row] = await this.db
        .update(discounts)
        .set({ ...this.values(input), updatedAt: new Date() })
        .where(eq(discounts.id, id))
        .returning();
      if (!row) throw notFound(DISCOUNT_NOT_FOUND);
      return presentDiscount(row, this.now());
    } catch (error) {
      throw codeConflict(error) ?? error;
    }
  }

  /** Orders that used it keep their code and amount; only the link to it goes. */
  async remove(userId: string, id: string): Promise<{ id: string }> {
    await this.owned(userId, id);
    await this.db.delete(discounts).where(eq(discounts.id, id));
    return { id };
  }
}
