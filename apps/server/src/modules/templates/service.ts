import { eq } from 'drizzle-orm';
import {
  findSiteTemplate,
  PLANS,
  SITE_TEMPLATES,
  templateDetail,
  templateSummary,
  type PlanId,
  type SiteTemplate,
  type TemplateDetail,
  type TemplateSummary,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { websites } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { badRequest, notFound, planLimit } from '../../http/errors.ts';
import type { MediaFiles } from '../media/media-files.ts';
import type { MediaService } from '../media/service.ts';
import type { WebsiteRow } from '../websites/presenter.ts';
import { ensureTemplateOwner, insertTemplateWebsite } from './build.ts';
import { discardTemplateImages, prepareTemplateImages } from './template-images.ts';

/** The template website this process knew was replaced by a newer version. */
export class TemplateWebsiteGone extends Error {}

export const TEMPLATE_NOT_FOUND = 'Template not found';
export const UNKNOWN_TEMPLATE = 'Choose one of the templates, or Blank';

/**
 * The built-in templates and their hidden websites. A template's website is made the first time
 * the template is used in this process (not at start-up, which stays fast), and made again only
 * when the template's version in the code differs from the one it was built from: its pictures go
 * through the media pipeline then, once per version.
 */
export class TemplateWebsites {
  /** Per template id: the id of its website, once made or found in this process. */
  private readonly ready = new Map<string, Promise<string>>();

  constructor(
    private readonly deps: {
      db: Db;
      /** Puts the template's pictures through the media pipeline, as uploads. */
      media: MediaService;
      /** Takes the replaced version's files out of the store once nothing holds them. */
      files: MediaFiles;
      /** Where the pictures are copied before the media checks read them. */
      uploadDir: string;
    },
  ) {}

  list(): TemplateSummary[] {
    return SITE_TEMPLATES.map(templateSummary);
  }

  detail(id: string): TemplateDetail {
    const template = findSiteTemplate(id);
    if (!template) throw notFound(TEMPLATE_NOT_FOUND);
    return templateDetail(template);
  }

  /**
   * The template a new website starts from, if the owner's plan offers it: a 400 on
   * `templateId` for an unknown one, a 403 naming the plan it needs for a Pro one on Free.
   */
  templateFor(id: string, plan: PlanId): SiteTemplate {
    const template = findSiteTemplate(id);
    if (!template) throw badRequest(UNKNOWN_TEMPLATE, { templateId: UNKNOWN_TEMPLATE });
    if (template.plan === 'pro' && plan === 'free') {
      throw planLimit(
        `The ${template.name} template comes with the ${PLANS.pro.name} plan. ` +
          `Upgrade to ${PLANS.pro.name} to use it, or choose a free template.`,
      );
    }
    return template;
  }

  /**
   * The id of the template's website, made (or made again for a new version) first if needed.
   * Call it outside any transaction: it runs its own.
   */
  websiteOf(template: SiteTemplate): Promise<string> {
    let ready = this.ready.get(template.id);
    if (!ready) {
      ready = this.make(template);
      // A failure is not remembered: the next use tries again.
      ready.catch(() => this.ready.delete(template.id));
      this.ready.set(template.id, ready);
    }
    return ready;
  }

  /**
   * The template's website row, read in the copying transaction. Another process may have built
   * a newer version meanwhile, replacing the one this process knew: then this one forgets it and
   * throws `TemplateWebsiteGone`, and the caller tries once more after its transaction.
   */
  async row(tx: Db, template: SiteTemplate, websiteId: string): Promise<WebsiteRow> {
    const [row] = await tx.select().from(websites).where(eq(websites.id, websiteId));
    if (!row) {
      this.ready.delete(template.id);
      throw new TemplateWebsiteGone();
    }
    return row;
  }

  private async make(template: SiteTemplate): Promise<string> {
    const current = await this.current(this.deps.db, template.id);
    if (current && current.version === template.version) return current.id;
    const images = await prepareTemplateImages(template, this.deps);
    // The older version's files, read before its rows go.
    const replaced = current ? await this.deps.files.heldBy({ websiteId: current.id }) : [];
    let id: string;
    try {
      id = await this.deps.db.transaction(async (tx) => {
        await ensureTemplateOwner(tx);
        // An older version goes with everything in it, by cascade; websites made from it stay.
        await tx.delete(websites).where(eq(websites.templateId, template.id));
        return insertTemplateWebsite(tx, template, images);
      });
    } catch (error) {
      // Only what no media row holds is removed: not the files another process just recorded.
      await discardTemplateImages(images, this.deps);
      // Another process built it at the same moment: use theirs.
      if (violatedUniqueConstraint(error)) {
        const built = await this.current(this.deps.db, template.id);
        if (built && built.version === template.version) return built.id;
      }
      throw error;
    }
    // Websites made from the older version hold its files through their own media rows: those
    // stay. Only files nothing holds any more leave the store.
    await this.deps.files.release(replaced);
    return id;
  }

  private async current(db: Db, templateId: string) {
    const [row] = await db
      .select({ id: websites.id, version: websites.templateVersion })
      .from(websites)
      .where(eq(websites.templateId, templateId));
    return row ?? null;
  }
}
