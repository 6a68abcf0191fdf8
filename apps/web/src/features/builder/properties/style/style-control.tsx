import { memo } from 'react';
import type { StyleControlProps } from './style-control-props';
import { StyleColor } from './style-color';
import { StyleSelect } from './style-select';
import { StyleTextInput } from './style-text-input';
import { TextAlignControl } from './text-align-control';
import { VisibilityControl } from './visibility-control';

/** One style property as a labelled control; re-renders only when its own value changes. */
export const StyleControl = memo(function StyleControl(props: StyleControlProps) {
  const { def } = props;
  switch (def.kind) {
    case 'length':
    case 'text':
    case 'background-image':
      return <StyleTextInput {...props} def={def} />;
    case 'select':
      return <StyleSelect {...props} def={def} />;
    case 'color':
      return <StyleColor {...props} def={def} />;
    case 'text-align':
      return <TextAlignControl {...props} def={def} />;
    case 'visibility':
      return <VisibilityControl {...props} def={def} />;
  }
});
