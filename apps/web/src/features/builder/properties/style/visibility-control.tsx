import { BREAKPOINT_MAX_WIDTHS } from '@tessera/core';
import { updateStyle } from '../../state/commands';
import { useEditorStore } from '../../state/editor-store';
import { SwitchRow } from '../switch-row';
import type { StyleControlProps } from './style-control-props';
import { StyleOverride } from './style-field';
import { displayToShow } from './style-values';

const HINTS = {
  desktop: 'On desktop this hides it on every screen size',
  tablet: `Hidden on screens up to ${BREAKPOINT_MAX_WIDTHS.tablet} px, phones included`,
  mobile: `Hidden on screens up to ${BREAKPOINT_MAX_WIDTHS.mobile} px`,
} as const;

/** 'Hide on this device': display none in this mode's styles. */
export function VisibilityControl(props: StyleControlProps<'visibility'>) {
  const { def, elementId, breakpoint, value } = props;
  const toggle = (hide: boolean) => {
    const element = useEditorStore.getState().elements[elementId];
    if (!element) return;
    updateStyle(elementId, def.property, hide ? 'none' : displayToShow(element, breakpoint));
  };
  return (
    <SwitchRow
      label={def.label}
      checked={value === 'none'}
      onCheckedChange={toggle}
      hint={HINTS[breakpoint]}
      aside={<StyleOverride {...props} />}
    />
  );
}
