import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { NativeSelect } from './input';
import { SearchInput } from './search-input';

export interface ListFilterOption<T extends string> {
  value: T;
  label: string;
}

/** A list screen's search box and one choice (a status, a type), with any further controls. */
export function ListToolbar<T extends string>({
  search,
  filter,
  className,
  children,
}: {
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filter: {
    label: string;
    value: T;
    options: readonly ListFilterOption<T>[];
    onChange: (value: T) => void;
    /** The select's width from `sm` up, such as 'sm:w-48'. */
    className: string;
  };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <SearchInput
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={search.onChange}
      />
      <NativeSelect
        aria-label={filter.label}
        value={filter.value}
        onChange={(e) => filter.onChange(e.target.value as T)}
        className={filter.className}
      >
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {children}
    </div>
  );
}
