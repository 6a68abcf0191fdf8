import { ELEMENT_CATALOGUE } from './catalogue.ts';
import type { ElementType } from './element-types.ts';

/** The Style section's groups of controls, in panel order. */
export const STYLE_GROUP_IDS = [
  'spacing',
  'size',
  'typography',
  'background',
  'border',
  'layout',
  'effects',
  'visibility',
] as const;
export type StyleGroupId = (typeof STYLE_GROUP_IDS)[number];

/**
 * The style groups that change how an element of `type` looks, from its definition (whether it
 * draws text, whether it lays others out); the panel shows only these.
 */
export function styleGroupsFor(type: ElementType): readonly StyleGroupId[] {
  const meta = ELEMENT_CATALOGUE[type];
  return STYLE_GROUP_IDS.filter((group) => {
    if (group === 'typography') return !meta.withoutText;
    if (group === 'layout') return meta.laysOut === true;
    if (group === 'background') return type !== 'DIVIDER';
    return true;
  });
}
