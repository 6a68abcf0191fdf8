import { bakery } from './bakery.ts';
import { blank } from './blank.ts';
import { boutique } from './boutique.ts';
import { coach } from './coach.ts';
import { photographer } from './photographer.ts';
import { restaurant } from './restaurant.ts';
import { salon } from './salon.ts';
import { trades } from './trades.ts';
import { yoga } from './yoga.ts';
import type { SiteTemplate } from './types.ts';

export * from './types.ts';
export * from './images.ts';
export { photo } from './photo.ts';

/** The built-in templates, in the order the gallery shows them: Blank first. */
export const SITE_TEMPLATES: readonly SiteTemplate[] = [
  blank,
  salon,
  bakery,
  restaurant,
  boutique,
  yoga,
  coach,
  photographer,
  trades,
];

export function findSiteTemplate(id: string): SiteTemplate | undefined {
  return SITE_TEMPLATES.find((template) => template.id === id);
}
