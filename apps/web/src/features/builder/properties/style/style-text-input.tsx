import { styleProblem } from '@tessera/core';
import { Input } from '@/components/ui/input';
import { MediaPickerButton } from '@/features/media/media-picker-dialog';
import { useEditorStore } from '../../state/editor-store';
import { updateStyle } from '../../state/commands';
import { isIncompleteUrl } from '../fields/url-rules';
import { compactInput } from '../panel-field';
import { useSyncedDraft } from '../use-synced-draft';
import type { StyleControlProps } from './style-control-props';
import { StyleField } from './style-field';
import { fromCssUrl, isLength, normalizeLength, toCssUrl } from './style-values';

type TextKind = 'length' | 'text' | 'background-image';

/**
 * How typed text becomes a CSS value: `css` is what would be written (null: not a value yet),
 * `complete` whether it is worth writing, `problem` what to say when it is refused.
 */
function interpret(def: StyleControlProps<TextKind>['def'], text: string) {
  switch (def.kind) {
    case 'length': {
      const css = normalizeLength(text);
      return {
        css,
        complete: isLength(css),
        problem: `${def.label} must be a size such as 16px, 50% or auto`,
      };
    }
    case 'text':
      return { css: text.trim(), complete: def.check(text), problem: def.problem };
    case 'background-image': {
      const css = toCssUrl(text);
      const problem = `${def.label} must be an http(s) address or a path on this site`;
      // An address that is neither safe nor on its way to being one is refused at once.
      if (css === null && !isIncompleteUrl('media', text)) {
        return { css: text, complete: false, problem, now: true };
      }
      return { css: css ?? text, complete: css !== null, problem };
    }
  }
}

/** A typed style value: committed while it is valid, refused values explained. */
export function StyleTextInput(props: StyleControlProps<TextKind>) {
  const { def, elementId, value } = props;
  const image = def.kind === 'background-image';
  const { draft, error, edit, committed } = useSyncedDraft(value, (v) =>
    image ? (fromCssUrl(v) ?? '') : v,
  );
  const websiteId = useEditorStore((s) => s.page?.websiteId);
  const gradient = image && value !== '' && fromCssUrl(value) === null;

  const change = (text: string, leaving: boolean) => {
    if (text.trim() === '') {
      // Clearing waits for the user to leave the field, then removes the value in this mode.
      if (leaving) updateStyle(elementId, def.property, '');
      return edit(text);
    }
    const { css, complete, problem, now } = { now: false, ...interpret(def, text) };
    const shown = leaving ? (image ? text.trim() : css) : text;
    if (css === value) return committed(shown, css);
    const unsafe = styleProblem(def.property, css);
    if (unsafe) return edit(text, unsafe);
    if (!complete) return edit(text, leaving || now ? problem : null);
    const refused = updateStyle(elementId, def.property, css);
    if (refused) return edit(text, refused);
    committed(shown, css);
  };

  const field = (
    <StyleField
      {...props}
      error={error}
      hint={gradient ? 'A gradient is set; an address here replaces it' : undefined}
    >
      {(ids) => (
        <Input
          {...ids}
          type="text"
          inputMode={image ? 'url' : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={image ? 'https://' : 'placeholder' in def ? def.placeholder : undefined}
          className={compactInput}
          value={draft}
          maxLength={image ? 2000 : 100}
          onChange={(e) => change(e.target.value, false)}
          onBlur={(e) => change(e.target.value, true)}
        />
      )}
    </StyleField>
  );
  if (!image) return field;
  return (
    <div className="space-y-2">
      {field}
      <MediaPickerButton
        websiteId={websiteId}
        accept="image"
        onPick={(item) => {
          const css = toCssUrl(item.url)!;
          if (!updateStyle(elementId, def.property, css)) committed(item.url, css);
        }}
      />
    </div>
  );
}
