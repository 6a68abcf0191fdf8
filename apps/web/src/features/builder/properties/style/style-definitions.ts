import type { StyleGroupId } from '@tessera/core';
import { isOpacity, isLineHeight } from './style-values';

export interface StyleOption {
  value: string;
  label: string;
}

export type StyleControlDef =
  /** A CSS length: a bare number gets 'px'. */
  | { kind: 'length'; property: string; label: string; placeholder?: string }
  /** Free text checked by `check` (line height, opacity). */
  | {
      kind: 'text';
      property: string;
      label: string;
      placeholder?: string;
      check: (value: string) => boolean;
      problem: string;
    }
  | { kind: 'select'; property: string; label: string; options: readonly StyleOption[] }
  | { kind: 'color'; property: string; label: string }
  | { kind: 'text-align'; property: 'textAlign'; label: string }
  | { kind: 'background-image'; property: 'backgroundImage'; label: string }
  | { kind: 'visibility'; property: 'display'; label: string };

export interface StyleGroupDef {
  id: StyleGroupId;
  title: string;
  /** Two controls per row (short values) or one. */
  columns: 1 | 2;
  controls: readonly StyleControlDef[];
}

const opts = (...pairs: [string, string][]): StyleOption[] =>
  pairs.map(([value, label]) => ({ value, label }));
const sides = ['top', 'right', 'bottom', 'left'] as const;
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const length = (property: string, label: string, placeholder?: string): StyleControlDef => ({
  kind: 'length',
  property,
  label,
  ...(placeholder ? { placeholder } : {}),
});

export const BOX_SHADOWS = {
  small: '0 1px 3px rgba(15, 23, 42, 0.12)',
  medium: '0 6px 16px rgba(15, 23, 42, 0.14)',
  large: '0 16px 40px rgba(15, 23, 42, 0.18)',
} as const;

export const STYLE_GROUPS: readonly StyleGroupDef[] = [
  {
    id: 'spacing',
    title: 'Spacing',
    columns: 2,
    controls: [
      ...sides.map((s) => length(`margin${cap(s)}`, `Margin ${s}`, '0')),
      ...sides.map((s) => length(`padding${cap(s)}`, `Padding ${s}`, '0')),
    ],
  },
  {
    id: 'size',
    title: 'Size',
    columns: 2,
    controls: [
      length('width', 'Width', 'auto'),
      length('height', 'Height', 'auto'),
      length('minWidth', 'Min width', 'none'),
      length('maxWidth', 'Max width', 'none'),
      length('minHeight', 'Min height', 'none'),
    ],
  },
  {
    id: 'typography',
    title: 'Typography',
    columns: 2,
    controls: [
      length('fontSize', 'Font size', '16px'),
      {
        kind: 'select',
        property: 'fontWeight',
        label: 'Font weight',
        options: opts(
          ['300', 'Light'],
          ['400', 'Regular'],
          ['500', 'Medium'],
          ['600', 'Semibold'],
          ['700', 'Bold'],
          ['800', 'Extra bold'],
        ),
      },
      {
        kind: 'text',
        property: 'lineHeight',
        label: 'Line height',
        placeholder: '1.5',
        check: isLineHeight,
        problem: 'Use a number such as 1.5, or a length such as 24px',
      },
      length('letterSpacing', 'Letter spacing', '0'),
      { kind: 'text-align', property: 'textAlign', label: 'Text align' },
      {
        kind: 'select',
        property: 'textTransform',
        label: 'Text transform',
        options: opts(
          ['none', 'None'],
          ['uppercase', 'UPPERCASE'],
          ['lowercase', 'lowercase'],
          ['capitalize', 'Capitalize'],
        ),
      },
      { kind: 'color', property: 'color', label: 'Text color' },
    ],
  },
  {
    id: 'background',
    title: 'Background',
    columns: 1,
    controls: [
      { kind: 'color', property: 'backgroundColor', label: 'Background color' },
      { kind: 'background-image', property: 'backgroundImage', label: 'Background image URL' },
      {
        kind: 'select',
        property: 'backgroundSize',
        label: 'Background size',
        options: opts(['cover', 'Cover'], ['contain', 'Contain'], ['auto', 'Original size']),
      },
    ],
  },
  {
    id: 'border',
    title: 'Border',
    columns: 2,
    controls: [
      length('borderWidth', 'Border width', '0'),
      {
        kind: 'select',
        property: 'borderStyle',
        label: 'Border style',
        options: opts(
          ['none', 'None'],
          ['solid', 'Solid'],
          ['dashed', 'Dashed'],
          ['dotted', 'Dotted'],
          ['double', 'Double'],
        ),
      },
      { kind: 'color', property: 'borderColor', label: 'Border color' },
      length('borderRadius', 'Border radius', '0'),
    ],
  },
  {
    id: 'layout',
    title: 'Layout',
    columns: 2,
    controls: [
      {
        kind: 'select',
        property: 'display',
        label: 'Display',
        options: opts(
          ['block', 'Block'],
          ['flex', 'Flex'],
          ['grid', 'Grid'],
          ['inline-block', 'Inline block'],
          ['inline', 'Inline'],
        ),
      },
      {
        kind: 'select',
        property: 'flexDirection',
        label: 'Flex direction',
        options: opts(
          ['row', 'Row'],
          ['column', 'Column'],
          ['row-reverse', 'Row, reversed'],
          ['column-reverse', 'Column, reversed'],
        ),
      },
      {
        kind: 'select',
        property: 'justifyContent',
        label: 'Justify content',
        options: opts(
          ['flex-start', 'Start'],
          ['center', 'Center'],
          ['flex-end', 'End'],
          ['space-between', 'Space between'],
          ['space-around', 'Space around'],
          ['space-evenly', 'Space evenly'],
        ),
      },
      {
        kind: 'select',
        property: 'alignItems',
        label: 'Align items',
        options: opts(
          ['stretch', 'Stretch'],
          ['flex-start', 'Start'],
          ['center', 'Center'],
          ['flex-end', 'End'],
          ['baseline', 'Baseline'],
        ),
      },
      length('gap', 'Gap', '0'),
      {
        kind: 'select',
        property: 'flexWrap',
        label: 'Flex wrap',
        options: opts(['nowrap', 'No wrap'], ['wrap', 'Wrap']),
      },
    ],
  },
  {
    id: 'effects',
    title: 'Effects',
    columns: 2,
    controls: [
      {
        kind: 'text',
        property: 'opacity',
        label: 'Opacity',
        placeholder: '1',
        check: isOpacity,
        problem: 'Use a number from 0 to 1, or a percentage',
      },
      {
        kind: 'select',
        property: 'boxShadow',
        label: 'Box shadow',
        options: opts(
          ['none', 'None'],
          [BOX_SHADOWS.small, 'Small'],
          [BOX_SHADOWS.medium, 'Medium'],
          [BOX_SHADOWS.large, 'Large'],
        ),
      },
    ],
  },
  {
    id: 'visibility',
    title: 'Visibility',
    columns: 1,
    controls: [{ kind: 'visibility', property: 'display', label: 'Hide on this device' }],
  },
];
