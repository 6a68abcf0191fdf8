/**
 * Every image the built-in templates ship, in one list a test holds to the rules: the file is in
 * the repository (under `apps/server/assets/templates/`), its licence lets anyone use it, its
 * source and author are named, and it has alt text. Keys are `{templateId}/{name}`.
 */
export const TEMPLATE_IMAGE_LICENCES = ['CC0-1.0', 'Public domain'] as const;
export type TemplateImageLicence = (typeof TEMPLATE_IMAGE_LICENCES)[number];

export interface TemplateImageInfo {
  /** Path under `apps/server/assets/templates/`, e.g. `salon/hero.jpg`. */
  file: string;
  /** What the picture shows, for people who cannot see it: the image element's alt text. */
  alt: string;
  /** Where the picture (or the clip art it is composed from) comes from. */
  source: string;
  author: string;
  licence: TemplateImageLicence;
}

export const TEMPLATE_IMAGES: Readonly<Record<string, TemplateImageInfo>> = {};

/** The keys of one template's images. */
export function templateImageKeys(templateId: string): string[] {
  return Object.keys(TEMPLATE_IMAGES).filter((key) => key.startsWith(`${templateId}/`));
}

/** The image of this key; throws for an unknown one, a mistake in a template. */
export function templateImage(key: string): TemplateImageInfo {
  const info = TEMPLATE_IMAGES[key];
  if (!info) throw new Error(`No template image "${key}"`);
  return info;
}
