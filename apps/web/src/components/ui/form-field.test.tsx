// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@/features/builder/properties/test-utils';
import { FormField } from './form-field';

afterEach(cleanup);

describe('FormField', () => {
  it('marks a required field before anything is submitted, keeping its label as its name', () => {
    const container = render(
      <FormField label="SKU" required>
        <input />
      </FormField>,
    );
    const input = container.querySelector('input')!;
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('SKU');
    const mark = container.querySelector('[data-required-mark]')!;
    expect(mark.textContent).toBe('required');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves an optional field unmarked', () => {
    const container = render(
      <FormField label="Compare price">
        <input />
      </FormField>,
    );
    expect(container.querySelector('input')!.hasAttribute('aria-required')).toBe(false);
    expect(container.querySelector('[data-required-mark]')).toBeNull();
  });
});
