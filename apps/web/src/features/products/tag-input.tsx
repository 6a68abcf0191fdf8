import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

interface TagInputProps {
  value: string[];
  onChange: (next: string[]) => void;
  /** Names the remove buttons: "Remove category Shirts". */
  noun: string;
  placeholder?: string;
  max?: number;
  maxLength?: number;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  /** Refuses a tag before it is added (too many variants, say); returns why, or null. */
  refuse?: (next: string[]) => string | null;
}

/**
 * Words as removable chips: Enter or a comma adds what is typed (a pasted "S, M, L" adds three),
 * Backspace in the empty box removes the last one. Case-insensitive duplicates are ignored.
 */
export function TagInput(props: TagInputProps) {
  const { value, onChange, noun, placeholder, max, maxLength = 60, refuse } = props;
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = max !== undefined && value.length >= max;

  const add = (text: string) => {
    const known = new Set(value.map((v) => v.toLowerCase()));
    const added: string[] = [];
    for (const part of text.split(',')) {
      const tag = part.trim().slice(0, maxLength);
      if (!tag || known.has(tag.toLowerCase())) continue;
      known.add(tag.toLowerCase());
      added.push(tag);
    }
    const next = [...value, ...added].slice(0, max);
    const why = added.length > 0 && refuse ? refuse(next) : null;
    setRefusal(why);
    if (why) return;
    if (added.length > 0) onChange(next);
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <div
        className={cn(
          'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-lg border border-input bg-card px-2 py-1.5 shadow-xs',
          'focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40',
          props['aria-invalid'] && 'border-destructive',
        )}
      >
        {value.map((tag) => (
          <span
            key={tag}
            className="inline-flex max-w-full items-center gap-1 rounded-md bg-accent py-0.5 pr-1 pl-2 text-xs font-medium text-accent-foreground"
          >
            <span className="truncate">{tag}</span>
            <button
              type="button"
              aria-label={`Remove ${noun} ${tag}`}
              onClick={() => onChange(value.filter((t) => t !== tag))}
              className="rounded p-0.5 hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="h-3 w-3" aria-hidden />
            </button>
          </span>
        ))}
        <input
          id={props.id}
          aria-label={props['aria-label']}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          value={typed}
          disabled={full}
          maxLength={maxLength * 4}
          placeholder={full ? '' : placeholder}
          onChange={(e) => {
            setRefusal(null);
            if (e.target.value.includes(',')) add(e.target.value);
            else setTyped(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => typed.trim() && add(typed)}
          className="h-7 min-w-24 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-muted-foreground/70"
        />
      </div>
      {refusal ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
