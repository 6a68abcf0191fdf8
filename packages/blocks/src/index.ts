export * from './types.ts';
export { BLOCKS } from './registry.ts';
export { ElementTree, type ElementTreeProps } from './element-tree.tsx';
export { BASE_CSS, PHONE_CSS } from './base-css.ts';
export { ICON_NAMES } from './icons.tsx';
export { videoEmbed } from './video.ts';
export { pageCss, elementClass } from './page-css.ts';
