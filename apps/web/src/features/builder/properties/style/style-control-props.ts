import type { Breakpoint } from '@tessera/core';
import type { StyleControlDef } from './style-definitions';

/** What every style control receives. */
export interface StyleControlProps<K extends StyleControlDef['kind'] = StyleControlDef['kind']> {
  def: Extract<StyleControlDef, { kind: K }>;
  elementId: string;
  breakpoint: Breakpoint;
  /** The value that applies in this mode (`resolveStyles(element, breakpoint)[property]`). */
  value: string;
  /** Whether this mode overrides the property (never on desktop). */
  overridden: boolean;
}
