import type { PortfolioItem } from '@tessera/core';
import type { FieldProps } from './field-props';
import { ListEditor } from './list-editor';
import { MediaPickerButton } from '@/features/media/media-picker-dialog';
import { useEditorStore } from '../../state/editor-store';
import { RowInput } from './row-input';
import { useListDraft } from './use-list-draft';
import { LinkPicker } from './link-picker';
import { isIncompleteUrl, urlProblem } from './url-rules';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function parseItems(value: unknown): PortfolioItem[] {
  if (!Array.isArray(value)) return [];
  return value.map((v: Partial<Record<keyof PortfolioItem, unknown>> | null) => ({
    image: text(v?.image),
    title: text(v?.title),
    description: text(v?.description),
    href: text(v?.href),
  }));
}

const imageProblem = (item: PortfolioItem) => urlProblem('media', 'Image URL', item.image);
const hrefProblem = (item: PortfolioItem) => urlProblem('url', 'Link', item.href);

function toValue(items: PortfolioItem[]): PortfolioItem[] | null {
  if (items.some((item) => imageProblem(item) || hrefProblem(item))) return null;
  return items.map((item) => ({ ...item, image: item.image.trim(), href: item.href.trim() }));
}

/** A portfolio grid's projects: image, title, description and link each. */
export function PortfolioItemsField({ field, value, onCommit }: FieldProps<'portfolio-items'>) {
  const list = useListDraft(value, { parse: parseItems, toValue, onCommit });
  const websiteId = useEditorStore((s) => s.page?.websiteId);
  const shown = (url: string, problem: string | null) =>
    problem && (list.showErrors || !isIncompleteUrl('media', url)) ? problem : null;

  return (
    <ListEditor
      label={field.label}
      rows={list.rows}
      noun="item"
      max={field.max}
      empty="No items yet"
      onAdd={() =>
        list.add({ image: '', title: `Project ${list.rows.length + 1}`, description: '', href: '' })
      }
      onRemove={list.remove}
      onMove={list.move}
      onBlur={list.revealErrors}
      renderRow={(item, index) => {
        const context = `Item ${index + 1}`;
        return (
          <>
            <RowInput
              label="Title"
              context={context}
              value={item.title}
              maxLength={200}
              onChange={(title) => list.update(index, { title })}
            />
            <RowInput
              label="Image URL"
              context={context}
              value={item.image}
              url
              maxLength={2048}
              placeholder="https://"
              error={shown(item.image, imageProblem(item))}
              onChange={(image) => list.update(index, { image })}
            />
            <MediaPickerButton
              websiteId={websiteId}
              accept="image"
              onPick={(picked) => list.update(index, { image: picked.url })}
            />
            <RowInput
              label="Description"
              context={context}
              value={item.description}
              multiline
              maxLength={2000}
              onChange={(description) => list.update(index, { description })}
            />
            <LinkPicker
              label="Link"
              context={context}
              value={item.href}
              onCommit={(href) => list.update(index, { href })}
            />
          </>
        );
      }}
    />
  );
}
