import type { StyleMap } from '../types.ts';
import type { ElementCategory, ElementType } from './element-types.ts';
import type { FieldMap } from './fields.ts';

export interface ElementMeta {
  type: ElementType;
  label: string;
  category: ElementCategory;
  /** A lucide icon name for the palette and the layers tree. */
  icon: string;
  fields: FieldMap;
  defaultProps: Record<string, unknown>;
  /** Styles a freshly dropped element starts with, so it looks right at once. */
  defaultStyles: StyleMap;
  /** Children a freshly dropped element comes with, so it is useful at once (a row's columns). */
  starterChildren?: readonly ElementType[];
  /** The types it may hold as children (none: it holds none; a navbar keeps links in props). */
  accepts?: readonly ElementType[];
  /** Whole palette categories it may hold, before the types named in `accepts`. */
  acceptsCategories?: readonly ElementCategory[];
  /** It may sit at the top level of a page. */
  topLevel?: boolean;
  /** It draws no text of its own and holds none: type settings would change nothing. */
  withoutText?: boolean;
  /** It lays out children or items, so flex and gap settings mean something. */
  laysOut?: boolean;
}

/** What a type's own file defines: everything but its name (the key it is registered under). */
export type ElementDefinition = Omit<ElementMeta, 'type'>;
