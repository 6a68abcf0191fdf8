import type { LinkItem } from '@tessera/core';
import type { FieldProps } from './field-props';
import { ListEditor } from './list-editor';
import { RowInput } from './row-input';
import { useListDraft } from './use-list-draft';
import { isIncompleteUrl, urlProblem } from './url-rules';

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

/** A navbar's or menu's links: label and address, in order. */
export function LinksField({ field, value, onCommit }: FieldProps<'links'>) {
  const list = useListDraft(value, { parse: parseLinks, toValue, onCommit });
  return (
    <ListEditor
      label={field.label}
      rows={list.rows}
      noun="link"
      max={field.max}
      empty="No links of your own: the site’s pages are listed instead"
      onAdd={() => list.add({ label: 'New link', href: '/' })}
      onRemove={list.remove}
      onMove={list.move}
      onBlur={list.revealErrors}
      renderRow={(link, index) => {
        const problem = hrefProblem(link.href);
        const shown = problem && (list.showErrors || !isIncompleteUrl('url', link.href));
        return (
          <>
            <RowInput
              label="Label"
              context={`Link ${index + 1}`}
              value={link.label}
              maxLength={100}
              onChange={(label) => list.update(index, { label })}
            />
            <RowInput
              label="Address"
              context={`Link ${index + 1}`}
              value={link.href}
              url
              maxLength={2048}
              placeholder="https:// or /page"
              error={shown ? problem : null}
              onChange={(href) => list.update(index, { href })}
            />
          </>
        );
      }}
    />
  );
}
