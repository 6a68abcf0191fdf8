import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface InputWithSuffixProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Fixed text after the value, e.g. '.example.com'. */
  suffix: string;
}

/** A text input with a fixed, non-editable ending shown inside its border. */
export const InputWithSuffix = forwardRef<HTMLInputElement, InputWithSuffixProps>(
  function InputWithSuffix({ suffix, className, ...props }, ref) {
    return (
      <div
        className={cn(
          'flex h-10 w-full items-stretch overflow-hidden rounded-lg border border-input bg-card shadow-xs',
          'focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40',
          'has-[input[aria-invalid=true]]:border-destructive',
          className,
        )}
      >
        <input
          ref={ref}
          className="min-w-0 flex-1 bg-transparent px-3 text-sm text-foreground outline-none placeholder:text-muted-foreground/70 disabled:opacity-60"
          {...props}
        />
        <span
          title={suffix}
          className="block max-w-[55%] truncate border-l border-input bg-muted px-3 text-sm leading-[2.375rem] text-muted-foreground select-none"
        >
          {suffix}
        </span>
      </div>
    );
  },
);
