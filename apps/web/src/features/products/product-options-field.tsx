import { Plus, Trash2 } from 'lucide-react';
import type { ProductOption } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MAX_VARIANTS, variantCount } from './variant-combinations';
import { TagInput } from './tag-input';

/** The most options a product offers (the API's limit). */
const MAX_OPTIONS = 3;
const SUGGESTED = ['Size', 'Colour', 'Material'];

export interface OptionErrors {
  /** A message about the options as a whole ("Two options have the same name"). */
  all?: string | undefined;
  name: (index: number) => string | undefined;
  values: (index: number) => string | undefined;
}

/**
 * Choices such as Size (S, M, L) and Colour (Red, Blue): up to three, each with its values as
 * tags. Every combination of values becomes a variant row below.
 */
export function ProductOptionsField({
  value,
  onChange,
  errors,
}: {
  value: ProductOption[];
  onChange: (next: ProductOption[]) => void;
  errors: OptionErrors;
}) {
  const update = (index: number, option: ProductOption) =>
    onChange(value.map((o, i) => (i === index ? option : o)));
  const tooMany = (index: number) => (values: string[]) => {
    const count = variantCount(value.map((o, i) => (i === index ? { ...o, values } : o)));
    return count > MAX_VARIANTS
      ? `That makes ${count} variants; a product has at most ${MAX_VARIANTS}.`
      : null;
  };
  const unusedName = SUGGESTED.find(
    (name) => !value.some((o) => o.name.toLowerCase() === name.toLowerCase()),
  );

  return (
    <div className="space-y-4">
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Does this product come in sizes, colours or materials? Add an option and each combination
          gets its own price, SKU and stock.
        </p>
      ) : (
        <ol className="space-y-3" aria-label="Options">
          {value.map((option, index) => {
            const n = index + 1;
            const nameError = errors.name(index);
            const valuesError = errors.values(index);
            return (
              <li
                key={index}
                className="relative grid gap-3 rounded-lg border border-border bg-muted/30 p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
              >
                <div className="space-y-1">
                  <label
                    htmlFor={`option-${index}-name`}
                    className="text-xs font-medium text-muted-foreground"
                  >
                    Option {n} name
                  </label>
                  <Input
                    id={`option-${index}-name`}
                    value={option.name}
                    maxLength={40}
                    placeholder={SUGGESTED[index] ?? 'Option'}
                    aria-invalid={nameError ? true : undefined}
                    onChange={(e) => update(index, { ...option, name: e.target.value })}
                  />
                  {nameError ? (
                    <p role="alert" className="text-sm text-destructive">
                      {nameError}
                    </p>
                  ) : null}
                </div>
                <div className="space-y-1">
                  <label
                    htmlFor={`option-${index}-values`}
                    className="text-xs font-medium text-muted-foreground"
                  >
                    Option {n} values
                  </label>
                  <TagInput
                    id={`option-${index}-values`}
                    noun="value"
                    value={option.values}
                    max={50}
                    placeholder="Add a value"
                    aria-invalid={valuesError ? true : undefined}
                    refuse={tooMany(index)}
                    onChange={(values) => update(index, { ...option, values })}
                  />
                  {valuesError ? (
                    <p role="alert" className="text-sm text-destructive">
                      {valuesError}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="absolute top-1 right-1 h-8 w-8 text-muted-foreground hover:text-destructive sm:static sm:mt-5 sm:h-9 sm:w-9"
                  aria-label={`Remove option ${n}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {errors.all ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.all}
        </p>
      ) : null}
      {value.length < MAX_OPTIONS ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...value, { name: unusedName ?? '', values: [] }])}
        >
          <Plus className="h-4 w-4" aria-hidden /> Add option
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">A product offers at most three options.</p>
      )}
    </div>
  );
}
