import { image } from '../sections/parts.ts';
import type { SeedTree } from '../sections/seed.ts';
import { templateImage } from './images.ts';
import type { TemplateLinks } from './types.ts';

type Styles = NonNullable<SeedTree['styles']>;

/** An image element showing the template image `key`, with its recorded alt text. */
export function photo(links: TemplateLinks, key: string, styles: Styles = {}): SeedTree {
  const tree = image(templateImage(key).alt, styles);
  return { ...tree, props: { ...tree.props, src: links.image(key) } };
}
