import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  completeProps,
  duplicateElement,
  fieldErrors,
  insertElement,
  isElementType,
  moveElement,
  removeElement,
  treeProblem,
  TreeError,
  withDenseOrders,
  type createElementSchema,
  type ElementData,
  type ElementInput,
  type ElementType,
  type moveElementSchema,
  type Page,
  type updateElementSchema,
} from '@tessera/core';
import { ZodError, type z } from 'zod';
import type { Db } from '../../db/client.ts';
import { elements, pages } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { presentPage } from '../pages/presenter.ts';
import {
  bumpPage,
  loadPageElements,
  lockOwnedPage,
  pageIdOfOwnedElement,
  type Tx,
} from './page-lock.ts';
import { idsTakenElsewhere, insertElements, persistChanges } from './persist.ts';
import { presentElement, sortElements } from './presenter.ts';

export const STALE_PAGE_MESSAGE =
  'This page was changed somewhere else since you opened it. Reload to get the latest version, or save again to overwrite it.';

type CreateInput = z.output<typeof createElementSchema>;
type UpdateInput = z.output<typeof updateElementSchema>;
type MoveInput = z.output<typeof moveElementSchema>;

/** A type's props with defaults, or a 400 naming each bad prop as `props.<name>`. */
function checkedProps(type: ElementType, props: Record<string, unknown>) {
  try {
    return completeProps(type, props);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const fields = Object.fromEntries(
      Object.entries(fieldErrors(error)).map(([key, message]) => [`props.${key}`, message]),
    );
    throw badRequest(Object.values(fields)[0] ?? 'Invalid props', fields);
  }
}

const asMap = (list: ElementData[]) => Object.fromEntries(list.map((e) => [e.id, { ...e }]));

/** Runs a tree rule; its refusal becomes a 400 that names what was refused. */
function applyRule<T>(operation: () => T): T {
  try {
    return operation();
  } catch (error) {
    if (error instanceof TreeError) throw badRequest(error.message);
    throw error;
  }
}

export class ElementsService {
  constructor(private readonly db: Db) {}

  /**
   * Replaces every element of a page in one transaction after checking the whole tree; a failed
   * check changes nothing. With `version`, a page saved elsewhere in the meantime is a 409.
   */
  async savePage(
    userId: string,
    pageId: string,
    input: { elements: ElementInput[]; version?: number | undefined },
  ): Promise<{ page: Page; elements: ElementData[] }> {
    return this.db.transaction(async (tx) => {
      const page = await lockOwnedPage(tx, userId, pageId);
      if (input.version !== undefined && input.version !== page.version) {
        throw conflict(STALE_PAGE_MESSAGE);
      }
      const problem = treeProblem(input.elements);
      if (problem) throw badRequest(problem, { elements: problem });
      const list: ElementData[] = withDenseOrders(input.elements).map((e) => ({ ...e, pageId }));
      const taken = await idsTakenElsewhere(
        tx,
        pageId,
        list.map((e) => e.id),
      );
      if (taken.length > 0) {
        const message = `The element id ${taken[0]} is already used on another page`;
        throw badRequest(message, { elements: message });
      }
      await tx.delete(elements).where(eq(elements.pageId, pageId));
      await insertElements(tx, pageId, list);
      await bumpPage(tx, pageId, page.websiteId);
      return { page: await this.pageOf(tx, pageId), elements: sortElements(list) };
    });
  }

  async create(userId: string, pageId: string, input: CreateInput): Promise<ElementData> {
    return this.db.transaction(async (tx) => {
      const page = await lockOwnedPage(tx, userId, pageId);
      const before = await loadPageElements(tx, pageId);
      const map = asMap(before);
      const id = input.id ?? randomUUID();
      if (input.id && (await idsTakenElsewhere(tx, pageId, [id])).length > 0) {
        throw conflict('An element with this id already exists');
      }
      if (input.parentId && !map[input.parentId]) {
        throw badRequest('The parent element is not on this page', {
          parentId: 'Not on this page',
        });
      }
      const element: ElementData = {
        id,
        pageId,
        parentId: input.parentId,
        type: input.type,
        name: input.name,
        props: input.props,
        styles: input.styles,
        responsive: input.responsive,
        order: 0,
        isVisible: input.isVisible,
      };
      applyRule(() => insertElement(map, element, input.parentId, input.order));
      await persistChanges(tx, pageId, before, map);
      await bumpPage(tx, pageId, page.websiteId);
      return map[id]!;
    });
  }

  async update(userId: string, elementId: string, input: UpdateInput): Promise<ElementData> {
    return this.withElement(userId, elementId, async (tx, page, before) => {
      const current = before.find((e) => e.id === elementId)!;
      if (!isElementType(current.type)) throw badRequest(`Unknown element type ${current.type}`);
      let props = current.props;
      if (input.props !== undefined) {
        if (typeof input.props !== 'object' || input.props === null || Array.isArray(input.props)) {
          throw badRequest('Props must be an object', { props: 'Props must be an object' });
        }
        props = checkedProps(current.type, { ...current.props, ...input.props });
      }
      const rows = await tx
        .update(elements)
        .set({
          props,
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.styles !== undefined ? { styles: input.styles } : {}),
          ...(input.responsive !== undefined ? { responsive: input.responsive } : {}),
          ...(input.isVisible !== undefined ? { isVisible: input.isVisible } : {}),
          updatedAt: new Date(),
        })
        .where(eq(elements.id, elementId))
        .returning();
      await bumpPage(tx, page.id, page.websiteId);
      return presentElement(rows[0]!);
    });
  }

  /** Deletes an element with everything inside it; returns the ids removed. */
  async remove(userId: string, elementId: string): Promise<string[]> {
    return this.withElement(userId, elementId, async (tx, page, before) => {
      const map = asMap(before);
      const removed = applyRule(() => removeElement(map, elementId));
      await persistChanges(tx, page.id, before, map);
      await bumpPage(tx, page.id, page.websiteId);
      return removed;
    });
  }

  async move(userId: string, elementId: string, input: MoveInput): Promise<ElementData> {
    return this.withElement(userId, elementId, async (tx, page, before) => {
      const map = asMap(before);
      if (input.parentId !== null && !map[input.parentId]) {
        throw badRequest('The target parent is not on this page', { parentId: 'Not on this page' });
      }
      applyRule(() => moveElement(map, elementId, input.parentId, input.order));
      await persistChanges(tx, page.id, before, map);
      await bumpPage(tx, page.id, page.websiteId);
      return map[elementId]!;
    });
  }

  /** Copies an element and its subtree right after it; returns the copies, the new root first. */
  async duplicate(userId: string, elementId: string): Promise<ElementData[]> {
    return this.withElement(userId, elementId, async (tx, page, before) => {
      const map = asMap(before);
      const rootId = applyRule(() => duplicateElement(map, elementId, randomUUID));
      await persistChanges(tx, page.id, before, map);
      await bumpPage(tx, page.id, page.websiteId);
      const copies = Object.values(map).filter((e) => !before.some((b) => b.id === e.id));
      return [map[rootId]!, ...copies.filter((e) => e.id !== rootId)];
    });
  }

  private async withElement<T>(
    userId: string,
    elementId: string,
    work: (tx: Tx, page: { id: string; websiteId: string }, before: ElementData[]) => Promise<T>,
  ): Promise<T> {
    const pageId = await pageIdOfOwnedElement(this.db, userId, elementId);
    return this.db.transaction(async (tx) => {
      const page = await lockOwnedPage(tx, userId, pageId);
      const before = await loadPageElements(tx, pageId);
      // Deleted by a concurrent request between the lookup and the lock.
      if (!before.some((e) => e.id === elementId)) throw notFound('Element not found');
      return work(tx, page, before);
    });
  }

  private async pageOf(tx: Tx, pageId: string): Promise<Page> {
    const rows = await tx.select().from(pages).where(eq(pages.id, pageId));
    return presentPage(rows[0]!);
  }
}
