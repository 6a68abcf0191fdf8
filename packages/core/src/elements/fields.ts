/** What a reference field may point at: a record of the site. */
export type ReferenceTarget =
  'product' | 'service' | 'page' | 'post' | 'category' | 'tag' | 'author';

/** A field shown only while another prop of the element has one of these values. */
export interface FieldCondition {
  prop: string;
  is: readonly (string | number | boolean)[];
}

/** One editable prop of an element type: drives the properties panel and the server's validation. */
export type FieldDef = FieldKinds & {
  /** Shown in the properties panel only while this holds (its value is kept meanwhile). */
  shownWhen?: FieldCondition;
  /** A sentence under the control, in the owner's words. */
  hint?: string;
};

type FieldKinds =
  | { kind: 'text'; label: string; maxLength?: number }
  | { kind: 'textarea'; label: string; maxLength?: number; rows?: number }
  | { kind: 'code'; label: string; maxLength?: number }
  | { kind: 'number'; label: string; min: number; max: number; integer?: boolean; unit?: string }
  | { kind: 'select'; label: string; options: readonly { value: string | number; label: string }[] }
  | { kind: 'boolean'; label: string }
  /** A link target: a page of the site (`page:{id}`), http(s), mailto, tel or a site path. */
  | { kind: 'url'; label: string }
  /** An image or video source: http(s) or a site-relative path. */
  | { kind: 'media'; label: string; accept: 'image' | 'video' }
  /** An https address embedded in an iframe. */
  | { kind: 'https-url'; label: string }
  /** An e-mail address, or empty. */
  | { kind: 'email'; label: string }
  | { kind: 'color'; label: string }
  /** A section's anchor: a short slug (`opening-hours`), its id on the page, or empty. */
  | { kind: 'anchor'; label: string }
  | { kind: 'icon'; label: string }
  | { kind: 'links'; label: string; max?: number }
  | { kind: 'options'; label: string; max?: number }
  | { kind: 'portfolio-items'; label: string; max?: number }
  /** A reference to a record of the site (a product, a service, a post, a category...) or none. */
  | { kind: 'reference'; label: string; to: ReferenceTarget };

export type FieldMap = Record<string, FieldDef>;

export interface LinkItem {
  label: string;
  href: string;
}

export interface PortfolioItem {
  image: string;
  title: string;
  description: string;
  href: string;
}
