import { memo, useCallback } from 'react';
import { formOf, namesInForm, SELF_NAMED_FIELDS, type FieldDef } from '@tessera/core';
import { updateProps } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
import { AnchorField } from './fields/anchor-field';
import { BooleanField } from './fields/boolean-field';
import { ColorField } from './fields/color-field';
import { LinkField } from './fields/link-field';
import { LinksField } from './fields/links-field';
import { NumberField } from './fields/number-field';
import { OptionsField } from './fields/options-field';
import { PortfolioItemsField } from './fields/portfolio-items-field';
import { ReferenceField } from './fields/reference-field';
import { IconField, SelectField } from './fields/select-field';
import { TextField } from './fields/text-field';
import { UrlField } from './fields/url-field';

export interface FieldControlProps {
  elementId: string;
  /** The prop's name in `element.props`. */
  name: string;
  field: FieldDef;
  value: unknown;
}

/**
 * One prop of the selected element as a labelled control, chosen by the field's kind. Re-renders
 * only when its own value changes.
 */
export const FieldControl = memo(function FieldControl({
  elementId,
  name,
  field,
  value,
}: FieldControlProps) {
  const onCommit = useCallback(
    (next: unknown, merge = true) =>
      updateProps(elementId, { [name]: next }, merge ? name : undefined),
    [elementId, name],
  );
  const common = { value, onCommit };
  // An image picked from the library brings its alt text: the old one described another image.
  const pickMedia = (url: string, alt: string) => {
    const props = useEditorStore.getState().elements[elementId]?.props ?? {};
    updateProps(elementId, name === 'src' && 'alt' in props ? { src: url, alt } : { [name]: url });
  };
  const nameTaken = useNameTakenInForm(elementId, name, value);

  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'code':
      return <TextField field={field} {...common} error={nameTaken} />;
    case 'email':
      return <TextField field={{ kind: 'text', label: field.label, maxLength: 254 }} {...common} />;
    case 'number':
      return <NumberField field={field} {...common} />;
    case 'select':
      return <SelectField field={field} {...common} />;
    case 'boolean':
      return <BooleanField field={field} {...common} />;
    case 'url':
      return <LinkField field={field} {...common} />;
    case 'media':
      return <UrlField field={field} {...common} onPick={pickMedia} />;
    case 'https-url':
      return <UrlField field={field} {...common} />;
    case 'anchor':
      return <AnchorField field={field} {...common} />;
    case 'color':
      return <ColorField field={field} {...common} />;
    case 'icon':
      return <IconField field={field} {...common} />;
    case 'links':
      return <LinksField field={field} {...common} />;
    case 'options':
      return <OptionsField field={field} {...common} />;
    case 'portfolio-items':
      return <PortfolioItemsField field={field} {...common} />;
    case 'reference':
      return <ReferenceField field={field} {...common} />;
  }
});

/**
 * For a field's Name: a message when another field of its form has the same name (a typed name
 * is kept as typed, so the owner sees the clash instead).
 */
function useNameTakenInForm(elementId: string, prop: string, value: unknown): string | null {
  return useEditorStore((s) => {
    const element = s.elements[elementId];
    if (prop !== 'name' || !element || !SELF_NAMED_FIELDS.has(element.type) || !value) return null;
    const formId = formOf(s.elements, elementId);
    if (!formId || !namesInForm(s.elements, formId, elementId).has(String(value))) return null;
    return 'Another field of this form has this name';
  });
}
