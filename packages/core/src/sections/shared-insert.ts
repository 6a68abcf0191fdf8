import type { ElementData, PageKind } from '../types.ts';

/** The website's shared parts a ready-made section can stand for. */
export type SharedPartKind = 'header' | 'footer';

/** Which shared part a section template is (the Header and the Footer), else null. */
export function sharedPartOfTemplate(templateId: string): SharedPartKind | null {
  return templateId === 'header' || templateId === 'footer' ? templateId : null;
}

/** What inserting a section does: as any section, into the shared part, or ask the owner. */
export type SharedInsertDecision =
  | { kind: 'page' }
  | { kind: 'shared'; part: SharedPartKind }
  | { kind: 'ask'; part: SharedPartKind };

export interface SharedInsertInput {
  templateId: string;
  /** The kind of what is open in the builder: a page, or a shared part itself. */
  openKind: PageKind;
  /** Whether the open page hides that shared part in its settings. */
  pageHidesPart: boolean;
  /** How many elements the shared part has now. */
  partElementCount: number;
}

/**
 * A Header or Footer section added to a page stands for the site's shared one: the site's first
 * goes there (every page, product, cart, checkout and booking page shows it); when the site
 * already has one the owner chooses (replace it, merge into it, or keep it on this page), so a
 * page never silently shows two. A page that hides the shared part, the shared part itself, and
 * every other section take the section as it is.
 */
export function sharedInsertDecision(input: SharedInsertInput): SharedInsertDecision {
  const part = sharedPartOfTemplate(input.templateId);
  if (!part || input.openKind !== 'page' || input.pageHidesPart) return { kind: 'page' };
  return input.partElementCount === 0 ? { kind: 'shared', part } : { kind: 'ask', part };
}

/** The owner's answer when the site already has the shared part. */
export type SharedInsertChoice = 'replace' | 'merge' | 'page';

const rootsOf = (elements: readonly ElementData[]) =>
  elements.filter((e) => e.parentId === null).sort((a, b) => a.order - b.order);

function linkList(value: unknown): { label: string; href: string }[] {
  return Array.isArray(value)
    ? value.filter(
        (l): l is { label: string; href: string } =>
          typeof l?.label === 'string' && typeof l?.href === 'string',
      )
    : [];
}

/** Two navigation bars as one: the shared one's brand and links first, the new one's added. */
function mergedNavbar(shared: ElementData, added: ElementData): ElementData {
  const links = linkList(shared.props.links);
  const hrefs = new Set(links.map((l) => l.href));
  const extra = linkList(added.props.links).filter((l) => !hrefs.has(l.href));
  return {
    ...shared,
    props: {
      ...shared.props,
      brand: shared.props.brand || added.props.brand || '',
      logoSrc: shared.props.logoSrc || added.props.logoSrc || '',
      links: [...links, ...extra],
      cartLink: shared.props.cartLink === true || added.props.cartLink === true,
    },
  };
}

/**
 * The shared part's elements after the owner's choice, on the part's page: `replace` leaves only
 * the new section; `merge` adds it after what the part has, except that a navigation bar joins
 * the part's own navigation bar (its links added, the cart link kept), so there is still one.
 * `section` is a section template's elements as `instantiateSection` makes them, root first.
 */
export function sharedPartAfter(
  choice: 'replace' | 'merge',
  part: readonly ElementData[],
  section: readonly ElementData[],
  partPageId: string,
): ElementData[] {
  const onPart = section.map((e) => ({ ...e, pageId: partPageId }));
  const [root, ...rest] = onPart;
  if (!root) return [...part];
  if (choice === 'replace') return [{ ...root, parentId: null, order: 0 }, ...rest];
  const roots = rootsOf(part);
  const navbar = root.type === 'NAVBAR' ? roots.find((e) => e.type === 'NAVBAR') : undefined;
  if (navbar) return part.map((e) => (e.id === navbar.id ? mergedNavbar(e, root) : e));
  const order = roots.length === 0 ? 0 : roots[roots.length - 1]!.order + 1;
  return [...part, { ...root, parentId: null, order }, ...rest];
}

/**
 * A new header's navigation bar links to the cart when the site sells (it has published
 * products); other elements are left as they are.
 */
export function withCartLinkWhenSelling(
  elements: readonly ElementData[],
  sells: boolean,
): ElementData[] {
  if (!sells) return [...elements];
  return elements.map((e) =>
    e.type === 'NAVBAR' ? { ...e, props: { ...e.props, cartLink: true } } : e,
  );
}
