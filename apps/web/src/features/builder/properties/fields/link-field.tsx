import { asText, type FieldProps } from './field-props';
import { LinkPicker } from './link-picker';

/** A link prop (a button's, an image's, a portfolio item's): the link picker under its label. */
export function LinkField({ field, value, onCommit }: FieldProps<'url'>) {
  return <LinkPicker label={field.label} value={asText(value)} onCommit={onCommit} />;
}
