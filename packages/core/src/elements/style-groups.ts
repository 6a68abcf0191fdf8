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

/** Types that draw no text of their own and hold none: type settings would do nothing. */
const WITHOUT_TEXT = new Set<ElementType>([
  'IMAGE',
  'VIDEO',
  'SPACER',
  'DIVIDER',
  'MAP',
  'EMBED',
  'CODE',
]);
/** Types that lay out children or items, for which flex and gap settings mean something. */
const LAYING_OUT = new Set<ElementType>([
  'SECTION',
  'CONTAINER',
  'ROW',
  'COLUMN',
  'FORM',
  'NAVBAR',
  'MENU',
]);

/** The style groups that change how an element of `type` looks; the panel shows only these. */
export function styleGroupsFor(type: ElementType): readonly StyleGroupId[] {
  return STYLE_GROUP_IDS.filter((group) => {
    if (group === 'typography') return !WITHOUT_TEXT.has(type);
    if (group === 'layout') return LAYING_OUT.has(type);
    if (group === 'background') return type !== 'DIVIDER';
    return true;
  });
}
