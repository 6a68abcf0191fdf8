import { isSafeColor, styleProblem } from '@tessera/core';
import { updateStyle } from '../../state/commands';
import { ColorInput } from '../fields/color-input';
import { useSyncedDraft } from '../use-synced-draft';
import type { StyleControlProps } from './style-control-props';
import { StyleField } from './style-field';
import { ThemeSwatches, useShownColor } from '../../theme/theme-swatches';

const usable = (property: string, value: string) =>
  isSafeColor(value) && styleProblem(property, value) === null;

/** A colour style: the picker commits at once; typed text once it is a colour. */
export function StyleColor(props: StyleControlProps<'color'>) {
  const { def, elementId, value } = props;
  const { draft, error, edit, committed } = useSyncedDraft(value, (v) => v);
  const shown = useShownColor(draft);

  const change = (text: string) => {
    const css = text.trim();
    if (css === '' || !usable(def.property, css)) return edit(text);
    if (css !== value) updateStyle(elementId, def.property, css);
    committed(text, css);
  };
  const leave = () => {
    const css = draft.trim();
    if (css === '') updateStyle(elementId, def.property, '');
    else if (!usable(def.property, css)) {
      edit(draft, `${def.label} must be a colour such as #4f46e5 or rgb(79, 70, 229)`);
    }
  };

  return (
    <StyleField {...props} error={error}>
      {(ids) => (
        <div className="space-y-1.5">
          <ColorInput
            ids={ids}
            label={def.label}
            text={draft}
            shown={shown}
            onText={change}
            onPick={change}
            onBlur={leave}
            placeholder="Not set"
          />
          <ThemeSwatches label={def.label} value={draft} onPick={change} />
        </div>
      )}
    </StyleField>
  );
}
