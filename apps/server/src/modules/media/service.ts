import fs from 'node:fs/promises';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { PLANS, type MediaItem, type MediaUsage } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { media, ownerTemplates, users, websites, type MediaKind } from '../../db/schema.ts';
import {
  badRequest,
  conflict,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
  AppError,
} from '../../http/errors.ts';
import { sniffType } from '../../media/file-types.ts';
import { ImageError, processImage } from '../../media/images.ts';
import type { ProcessedImageCache } from '../../media/processed-cache.ts';
import type { MediaStore } from '../../media/store.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { presentMedia } from './presenter.ts';
import type { ReceivedFile } from './upload.ts';
import type { MediaFiles } from './media-files.ts';
import { placesOf, type MediaPlaces } from './usage.ts';

export const MEDIA_NOT_FOUND = 'Media item not found';

/** The largest file of each kind. */
export const KIND_LIMITS: Record<MediaKind, number> = {
  image: 30 * 1024 ** 2,
  video: 500 * 1024 ** 2,
  audio: 100 * 1024 ** 2,
  document: 50 * 1024 ** 2,
};
/** No file may be larger than this, whatever it turns out to be: the stream stops here. */
export const MAX_FILE_BYTES = Math.max(...Object.values(KIND_LIMITS));
export const MAX_FILES_PER_UPLOAD = 20;

const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

/** A file taken in, typed and processed, ready to be recorded. */
export interface ReadyFile {
  received: ReceivedFile;
  kind: MediaKind;
  mime: string;
  key: string;
  size: number;
  image: Awaited<ReturnType<typeof processImage>> | null;
  /** Keys this upload wrote, removed again if the upload fails as a whole. */
  written: string[];
}

/** The media row of a prepared file in a website's library, as an upload records it. */
export function mediaRowOf(
  websiteId: string,
  file: ReadyFile,
  alt = '',
): typeof media.$inferInsert {
  return {
    websiteId,
    name: file.received.name,
    kind: file.kind,
    mime: file.mime,
    size: file.size,
    sha256: file.received.sha256,
    key: file.key,
    alt,
    width: file.image?.width ?? null,
    height: file.image?.height ?? null,
    placeholder: file.image?.placeholder ?? null,
    variants: file.image?.variants ?? [],
  };
}

export class MediaService {
  constructor(private readonly deps: { db: Db; store: MediaStore; files: MediaFiles }) {}

  private get db() {
    return this.deps.db;
  }

  async requireWebsite(userId: string, websiteId: string): Promise<void> {
    if (!(await findOwnedWebsite(this.db, userId, websiteId))) throw notFound(WEBSITE_NOT_FOUND);
  }

  /** Bytes the account's websites and its saved templates use, and what its plan allows. */
  async usage(userId: string): Promise<MediaUsage> {
    const [row] = await this.db
      .select({
        used: sql<string>`coalesce(sum(${media.size}), 0)`,
        plan: users.plan,
      })
      .from(users)
      .leftJoin(websites, eq(websites.userId, users.id))
      .leftJoin(media, eq(media.websiteId, websites.id))
      .where(eq(users.id, userId))
      .groupBy(users.plan);
    // A saved template's images live in its hidden website, which is not the owner's.
    const [templates] = await this.db
      .select({ used: sql<string>`coalesce(sum(${media.size}), 0)` })
      .from(ownerTemplates)
      .innerJoin(media, eq(media.websiteId, ownerTemplates.websiteId))
      .where(eq(ownerTemplates.userId, userId));
    const plan = PLANS[row?.plan ?? 'free'];
    return {
      usedBytes: Number(row?.used ?? 0) + Number(templates?.used ?? 0),
      limitBytes: plan.storageBytes,
      plan: plan.name,
    };
  }

  /**
   * Types, checks and stores one received file (its bytes under a key made of their hash) and,
   * for an image, its upright copy and variants. Throws a 413 or 415 naming the file.
   */
  /** `cache` keeps the processed copies of pictures that arrive again and again (templates'). */
  async prepare(received: ReceivedFile, cache?: ProcessedImageCache): Promise<ReadyFile> {
    if (received.truncated) {
      throw payloadTooLarge(
        `"${received.name}" is larger than ${mb(MAX_FILE_BYTES)}, the largest file allowed`,
      );
    }
    if (received.size === 0) throw badRequest(`"${received.name}" is empty`);
    const type = await sniffType(received.tempPath, received.name);
    if ('refused' in type) throw unsupportedMediaType(type.refused);
    if (received.size > KIND_LIMITS[type.kind]) {
      throw payloadTooLarge(
        `"${received.name}" is larger than ${mb(KIND_LIMITS[type.kind])}, the largest ${type.kind} file allowed`,
      );
    }
    const keyBase = `${received.sha256.slice(0, 2)}/${received.sha256}`;
    const key = `${keyBase}/original.${type.ext}`;
    const written: string[] = [];
    if (type.kind !== 'image') {
      if (await this.deps.store.putFile(key, received.tempPath)) written.push(key);
      return {
        received,
        kind: type.kind,
        mime: type.mime,
        key,
        size: received.size,
        image: null,
        written,
      };
    }
    let image;
    try {
      image = await (cache ? cache.process.bind(cache) : processImage)(
        received.tempPath,
        type.ext as 'jpg' | 'png' | 'webp' | 'avif' | 'gif',
        keyBase,
        this.deps.store,
      );
    } catch (error) {
      if (error instanceof ImageError) throw badRequest(`"${received.name}" ${error.message}`);
      throw error;
    } finally {
      await fs.rm(received.tempPath, { force: true });
    }
    written.push(...image.variants.map((v) => v.key));
    const existed = await this.deps.store.stat(key);
    if (!existed) {
      await this.deps.store.putBuffer(key, image.original);
      written.push(key);
    }
    return {
      received,
      kind: 'image',
      mime: type.mime,
      key,
      size: image.original.length,
      image,
      written,
    };
  }

  /**
   * Records the prepared files in one transaction after checking the plan's storage, so an upload
   * is stored whole or not at all. A file the website already has (same bytes) is answered as it is.
   */
  async record(userId: string, websiteId: string, files: ReadyFile[]): Promise<MediaItem[]> {
    const usage = await this.usage(userId);
    const adding = files.reduce((sum, f) => sum + f.size, 0);
    if (usage.usedBytes + adding > usage.limitBytes) {
      // A plan limit like the website count (PLAN_LIMIT), with the status of a body too large.
      throw new AppError(
        413,
        'PLAN_LIMIT',
        `Not enough storage: these files need ${mb(adding)} and your plan has ${mb(Math.max(0, usage.limitBytes - usage.usedBytes))} left of ${mb(usage.limitBytes)}.`,
      );
    }
    const rows = await this.db.transaction(async (tx) => {
      const saved = [];
      for (const file of files) {
        const [row] = await tx
          .insert(media)
          .values(mediaRowOf(websiteId, file))
          .onConflictDoUpdate({
            target: [media.websiteId, media.sha256],
            set: { updatedAt: sql`${media.updatedAt}` },
          })
          .returning();
        saved.push(row!);
      }
      return saved;
    });
    return rows.map(presentMedia);
  }

  /** Takes back what a failed upload wrote that no media row or release refers to. */
  async discard(files: ReadyFile[]): Promise<void> {
    await this.deps.files.release(
      files.map((f) => ({ sha256: f.received.sha256, keys: f.written })),
    );
  }

  async list(
    userId: string,
    websiteId: string,
    query: { search?: string | undefined; type: 'all' | MediaKind },
  ): Promise<MediaItem[]> {
    await this.requireWebsite(userId, websiteId);
    const where: SQL[] = [eq(media.websiteId, websiteId)];
    if (query.type !== 'all') where.push(eq(media.kind, query.type));
    if (query.search) {
      where.push(ilike(media.name, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    }
    const rows = await this.db
      .select()
      .from(media)
      .where(and(...where))
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(1000);
    return rows.map(presentMedia);
  }

  private async requireMedia(userId: string, id: string) {
    const [found] = await this.db
      .select({ row: media })
      .from(media)
      .innerJoin(websites, eq(websites.id, media.websiteId))
      .where(and(eq(media.id, id), eq(websites.userId, userId)));
    if (!found) throw notFound(MEDIA_NOT_FOUND);
    return found.row;
  }

  async get(userId: string, id: string): Promise<MediaItem> {
    return presentMedia(await this.requireMedia(userId, id));
  }

  async update(
    userId: string,
    id: string,
    input: { name?: string; alt?: string },
  ): Promise<MediaItem> {
    await this.requireMedia(userId, id);
    const [row] = await this.db
      .update(media)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(media.id, id))
      .returning();
    return presentMedia(row!);
  }

  /** Where the item is used: draft pages and pages of the live site. */
  async places(userId: string, id: string): Promise<MediaPlaces> {
    const row = await this.requireMedia(userId, id);
    return placesOf(this.db, row.websiteId, row.key);
  }

  /**
   * Removes the item; its bytes go too unless another website's item holds the same file. A file
   * the live site shows is refused (409, naming the pages): the visitors would see it broken.
   */
  async remove(userId: string, id: string): Promise<{ id: string }> {
    const row = await this.requireMedia(userId, id);
    const used = await placesOf(this.db, row.websiteId, row.key);
    if (used.live.length > 0) {
      throw conflict(
        `"${row.name}" is on your live site (${used.live.join(', ')}). Replace it there and publish, or unpublish the site, before deleting it.`,
      );
    }
    await this.db.delete(media).where(eq(media.id, row.id));
    // Kept while another website holds the same bytes or a release (restorable) shows them.
    await this.deps.files.release([
      { sha256: row.sha256, keys: [row.key, ...row.variants.map((v) => v.key)] },
    ]);
    return { id: row.id };
  }
}
