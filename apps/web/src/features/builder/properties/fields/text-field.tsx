import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { compactInput, PanelField } from '../panel-field';
import { useSyncedDraft } from '../use-synced-draft';
import { asText, type FieldProps } from './field-props';

/** Text, multi-line text and code (HTML) props: every keystroke is committed. */
export function TextField({
  field,
  value,
  onCommit,
  error,
}: FieldProps<'text' | 'textarea' | 'code'> & { error?: string | null }) {
  const { draft, committed } = useSyncedDraft(value, asText);
  const change = (text: string) => {
    onCommit(text);
    committed(text, text);
  };
  const counter =
    field.maxLength && draft.length > field.maxLength * 0.8 ? (
      <span className="text-xs text-muted-foreground tabular-nums">
        {draft.length}/{field.maxLength}
      </span>
    ) : null;

  return (
    <PanelField label={field.label} aside={counter} error={error}>
      {(ids) =>
        field.kind === 'text' ? (
          <Input
            {...ids}
            className={compactInput}
            value={draft}
            maxLength={field.maxLength}
            onChange={(e) => change(e.target.value)}
          />
        ) : (
          <Textarea
            {...ids}
            className={cn(
              'px-2.5 py-1.5 text-sm',
              field.kind === 'code' && 'font-mono text-xs leading-relaxed',
            )}
            value={draft}
            rows={field.kind === 'code' ? 8 : field.kind === 'textarea' ? (field.rows ?? 4) : 4}
            maxLength={field.maxLength}
            spellCheck={field.kind !== 'code'}
            onChange={(e) => change(e.target.value)}
          />
        )
      }
    </PanelField>
  );
}
