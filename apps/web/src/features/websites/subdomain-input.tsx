import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { InputWithSuffix } from '@/components/ui/input-with-suffix';
import { hostingDomain } from '@/lib/site-url';
import { typedSubdomain } from './subdomain-typing';

/** A subdomain input ending in '.{hosting domain}' that tidies what is typed as it goes. */
export const SubdomainInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function SubdomainInput({ onChange, ...props }, ref) {
    const tidy = (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const next = typedSubdomain(input.value);
      if (next !== input.value) {
        const caret = Math.min(input.selectionStart ?? next.length, next.length);
        input.value = next;
        input.setSelectionRange(caret, caret);
      }
      onChange?.(event);
    };
    return (
      <InputWithSuffix
        ref={ref}
        suffix={`.${hostingDomain()}`}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        inputMode="url"
        placeholder="mywebsite"
        onChange={tidy}
        {...props}
      />
    );
  },
);
