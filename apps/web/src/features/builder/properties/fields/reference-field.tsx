import { useQuery } from '@tanstack/react-query';
import { NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/api';
import { useEditorStore } from '../../state/editor-store';
import { compactInput, PanelField } from '../panel-field';
import type { FieldProps } from './field-props';

/** The records a reference may point at, by what it refers to; empty while they load. */
function useChoices(to: 'product' | 'service' | 'page') {
  const websiteId = useEditorStore((s) => s.page?.websiteId);
  const products = useQuery({
    queryKey: ['websites', websiteId, 'catalogue'],
    queryFn: () => api.websites.catalogue(websiteId!),
    enabled: to === 'product' && !!websiteId,
    staleTime: 30_000,
  });
  if (to === 'product')
    return (products.data?.products ?? []).map((p) => ({ id: p.id, label: p.name }));
  return [];
}

const HINTS = {
  product: 'Published products of this website',
  service: 'Services appear here once you add them',
  page: 'Posts appear here once you add them',
} as const;

/**
 * A product, service or post of the site. Products are listed by name (the published ones: a
 * card of a draft product would show nothing); an id already stored is kept until changed.
 */
export function ReferenceField({ field, value, onCommit }: FieldProps<'reference'>) {
  const stored = typeof value === 'string' && value !== '' ? value : null;
  const choices = useChoices(field.to);
  const known = stored !== null && choices.some((c) => c.id === stored);
  return (
    <PanelField label={field.label} hint={HINTS[field.to]}>
      {(ids) => (
        <NativeSelect
          {...ids}
          className={compactInput}
          value={stored ?? ''}
          onChange={(e) => onCommit(e.target.value === '' ? null : e.target.value, false)}
        >
          <option value="">None</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
          {stored && !known ? <option value={stored}>Current selection</option> : null}
        </NativeSelect>
      )}
    </PanelField>
  );
}
