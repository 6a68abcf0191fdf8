import type { ReactNode } from 'react';
import { updateStyle } from '../../state/commands';
import { PanelField, type ControlIds } from '../panel-field';
import { OverrideMarker } from './override-marker';
import type { StyleControlProps } from './style-control-props';

interface StyleFieldProps extends Omit<StyleControlProps, 'value'> {
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (ids: ControlIds) => ReactNode;
}

/** A style control's label row: its name, and in tablet or mobile mode its override marker. */
export function StyleField({ def, elementId, breakpoint, overridden, ...rest }: StyleFieldProps) {
  return (
    <PanelField
      label={def.label}
      aside={<StyleOverride {...{ def, elementId, breakpoint, overridden }} />}
      {...rest}
    />
  );
}

/** The override marker and reset button for one property, or nothing when not overridden. */
export function StyleOverride({
  def,
  elementId,
  breakpoint,
  overridden,
}: Omit<StyleControlProps, 'value'>) {
  if (!overridden || breakpoint === 'desktop') return null;
  return (
    <OverrideMarker
      breakpoint={breakpoint}
      label={def.label}
      onReset={() => updateStyle(elementId, def.property, '')}
    />
  );
}
