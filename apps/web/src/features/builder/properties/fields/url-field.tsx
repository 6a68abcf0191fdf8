import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { compactInput, PanelField } from '../panel-field';
import { useSyncedDraft } from '../use-synced-draft';
import { MediaPickerButton } from '@/features/media/media-picker-dialog';
import { useEditorStore } from '../../state/editor-store';
import { asText, type FieldProps } from './field-props';
import { isIncompleteUrl, URL_HINTS, urlProblem } from './url-rules';

/**
 * An image or video source, or an embed address (links have the link picker). A refused address
 * is shown with its reason and never reaches the page; the last valid one stays in place.
 */
export function UrlField({
  field,
  value,
  onCommit,
  onPick,
}: FieldProps<'media' | 'https-url'> & {
  /** A library file was picked: its address and alt text (an image's alt follows it). */
  onPick?: (url: string, alt: string) => void;
}) {
  const { draft, error, edit, committed } = useSyncedDraft(value, asText);
  const websiteId = useEditorStore((s) => s.page?.websiteId);

  const check = (text: string, leaving: boolean) => {
    const problem = urlProblem(field.kind, field.label, text);
    if (!problem) {
      const clean = text.trim();
      if (clean !== asText(value)) onCommit(clean);
      committed(text, clean);
      return;
    }
    edit(text, leaving || !isIncompleteUrl(field.kind, text) ? problem : null);
  };

  const preview = field.kind === 'media' && field.accept === 'image';
  return (
    <div className="space-y-2">
      <PanelField label={field.label} error={error} hint={URL_HINTS[field.kind]}>
        {(ids) => (
          <Input
            {...ids}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            className={compactInput}
            value={draft}
            maxLength={2048}
            onChange={(e) => check(e.target.value, false)}
            onBlur={(e) => check(e.target.value, true)}
          />
        )}
      </PanelField>
      {field.kind === 'media' ? (
        <MediaPickerButton
          websiteId={websiteId}
          accept={field.accept}
          onPick={(item) => {
            if (onPick) onPick(item.url, item.alt);
            else onCommit(item.url, false);
            committed(item.url, item.url);
          }}
        />
      ) : null}
      {preview ? <ImagePreview src={asText(value)} /> : null}
    </div>
  );
}

/** A small look at the committed image, so a wrong address is noticed at once. */
function ImagePreview({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src === '') return null;
  if (failed === src) {
    return <p className="text-xs text-muted-foreground">The image could not be loaded.</p>;
  }
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailed(src)}
      className="h-20 w-full rounded-md border border-border bg-muted object-cover"
    />
  );
}
