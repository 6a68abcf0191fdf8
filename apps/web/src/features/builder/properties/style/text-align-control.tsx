import { ToggleGroup } from 'radix-ui';
import { AlignCenter, AlignJustify, AlignLeft, AlignRight } from 'lucide-react';
import { updateStyle } from '../../state/commands';
import type { StyleControlProps } from './style-control-props';
import { StyleField } from './style-field';

const ALIGNMENTS = [
  { value: 'left', label: 'Align left', icon: AlignLeft },
  { value: 'center', label: 'Align center', icon: AlignCenter },
  { value: 'right', label: 'Align right', icon: AlignRight },
  { value: 'justify', label: 'Justify', icon: AlignJustify },
] as const;

/** Four buttons for text-align; pressing the active one again removes it in this mode. */
export function TextAlignControl(props: StyleControlProps<'text-align'>) {
  const { def, elementId, value } = props;
  return (
    <StyleField {...props}>
      {({ id }) => (
        <ToggleGroup.Root
          id={id}
          type="single"
          aria-labelledby={`${id}-label`}
          value={value}
          onValueChange={(next) => updateStyle(elementId, def.property, next)}
          className="flex h-8 w-full rounded-lg border border-input bg-card p-0.5 shadow-xs"
        >
          {ALIGNMENTS.map(({ value: align, label, icon: Icon }) => (
            <ToggleGroup.Item
              key={align}
              value={align}
              aria-label={label}
              title={label}
              className="flex flex-1 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:text-foreground data-[state=on]:bg-accent data-[state=on]:text-accent-foreground"
            >
              <Icon className="size-3.5" aria-hidden="true" />
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      )}
    </StyleField>
  );
}
