import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, ownerTemplates, releases, websites } from '../../db/schema.ts';
import type { MediaStore } from '../../media/store.ts';

/** One stored file: its bytes' hash and every key it was written under (original, copies). */
export interface HeldFile {
  sha256: string;
  keys: string[];
}

/** Whose media rows are about to go: one website's, or every website of an account. */
export type MediaScope = { websiteId: string } | { userId: string };

/**
 * The bytes behind media rows, which are shared by content: a file leaves the store only when no
 * media row of any website holds it and no release (live or kept for a restore) shows it.
 * Deleting an item, a website or an account hands its files here after the rows are gone.
 */
export class MediaFiles {
  constructor(private readonly deps: { db: Db; store: MediaStore }) {}

  /** The files the rows in `scope` hold, read before those rows are deleted. */
  async heldBy(scope: MediaScope): Promise<HeldFile[]> {
    const rows = await this.deps.db
      .select({ sha256: media.sha256, key: media.key, variants: media.variants })
      .from(media)
      .innerJoin(websites, eq(websites.id, media.websiteId))
      .where(
        'websiteId' in scope
          ? eq(media.websiteId, scope.websiteId)
          : // An account's saved templates hold files too, in their hidden websites.
            or(
              eq(websites.userId, scope.userId),
              inArray(
                media.websiteId,
                this.deps.db
                  .select({ id: ownerTemplates.websiteId })
                  .from(ownerTemplates)
                  .where(eq(ownerTemplates.userId, scope.userId)),
              ),
            ),
      );
    return rows.map((row) => ({
      sha256: row.sha256,
      keys: [row.key, ...row.variants.map((v) => v.key)],
    }));
  }

  /** Removes the bytes of the given files that nothing refers to any more. */
  async release(files: HeldFile[]): Promise<void> {
    if (files.length === 0) return;
    const held = await this.deps.db
      .selectDistinct({ sha256: media.sha256 })
      .from(media)
      .where(inArray(media.sha256, [...new Set(files.map((f) => f.sha256))]));
    const stillHeld = new Set(held.map((h) => h.sha256));
    for (const file of files) {
      if (stillHeld.has(file.sha256) || (await this.inAnyRelease(file.sha256))) continue;
      for (const key of file.keys) await this.deps.store.remove(key);
    }
  }

  /** Whether any release of any website shows the file (its keys all start with its hash). */
  private async inAnyRelease(sha256: string): Promise<boolean> {
    const needle = `%/_media/${sha256.slice(0, 2)}/${sha256}/%`;
    const [found] = await this.deps.db
      .select({ id: releases.id })
      .from(releases)
      .where(sql`${releases.snapshot}::text like ${needle}`)
      .limit(1);
    return Boolean(found);
  }
}
