import { blank } from './blank.ts';
import { coach } from './coach.ts';
import { photographer } from './photographer.ts';
import { salon } from './salon.ts';
import { trades } from './trades.ts';
import type { SiteTemplate } from './types.ts';

export * from './types.ts';
export * from './images.ts';
export { photo } from './photo.ts';

/** The built-in templates, in the order the gallery shows them: Blank first. */
export const SITE_TEMPLATES: readonly SiteTemplate[] = [blank, salon, coach, photographer, trades];

export function findSiteTemplate(id: string): SiteTemplate | undefined {
  return SITE_TEMPLATES.find((template) => template.id === id);
}
