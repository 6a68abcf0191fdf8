import type { LinkItem } from '@tessera/core';
import type { FieldProps } from './field-props';
import { ListEditor } from './list-editor';
import { RowInput } from './row-input';
import { useListDraft } from './use-list-draft';
import { LinkPicker } from './link-picker';
import { urlProblem } from './url-rules';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function parseLinks(value: unknown): LinkItem[] {
  if (!Array.isArray(value)) return [];
  return value.map((v: { label?: unknown; href?: unknown } | null) => ({
    label: text(v?.label),
    href: text(v?.href),
  }));
}

const hrefProblem = (href: string) => urlProblem('url', 'Link', href);

function toValue(items: LinkItem[]): LinkItem[] | null {
  if (items.some((l) => hrefProblem(l.href))) return null;
  return items.map((l) => ({ label: l.label, href: l.href.trim() }));
}

/** A navbar's or menu's links: label and what each leads to (the link picker), in order. */
export function LinksField({ field, value, onCommit }: FieldProps<'links'>) {
  const list = useListDraft(value, { parse: parseLinks, toValue, onCommit });
  return (
    <ListEditor
      label={field.label}
      rows={list.rows}
      noun="link"
      max={field.max}
      empty="No links of your own: the site’s pages are listed instead"
      // No target yet: the picker below asks for one (a link without one is left off the site).
      onAdd={() => list.add({ label: 'New link', href: '' })}
      onRemove={list.remove}
      onMove={list.move}
      onBlur={list.revealErrors}
      renderRow={(link, index) => (
        <>
          <RowInput
            label="Label"
            context={`Link ${index + 1}`}
            value={link.label}
            maxLength={100}
            onChange={(label) => list.update(index, { label })}
          />
          <LinkPicker
            label="Link to"
            context={`Link ${index + 1}`}
            value={link.href}
            onCommit={(href) => list.update(index, { href })}
          />
        </>
      )}
    />
  );
}
