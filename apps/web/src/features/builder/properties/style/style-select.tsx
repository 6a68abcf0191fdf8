import { NativeSelect } from '@/components/ui/input';
import { updateStyle } from '../../state/commands';
import { compactInput } from '../panel-field';
import type { StyleControlProps } from './style-control-props';
import { StyleField } from './style-field';

/** A style with a few meaningful values; 'Default' removes it in this mode. */
export function StyleSelect(props: StyleControlProps<'select'>) {
  const { def, elementId, value } = props;
  const known = value === '' || def.options.some((o) => o.value === value);
  return (
    <StyleField {...props}>
      {(ids) => (
        <NativeSelect
          {...ids}
          className={compactInput}
          value={value}
          onChange={(e) => updateStyle(elementId, def.property, e.target.value)}
        >
          <option value="">Default</option>
          {def.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {known ? null : <option value={value}>{value === 'none' ? 'None' : value}</option>}
        </NativeSelect>
      )}
    </StyleField>
  );
}
