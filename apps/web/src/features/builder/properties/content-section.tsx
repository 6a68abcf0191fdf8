import type { FieldDef, FieldMap } from '@tessera/core';
import { FieldControl } from './field-control';
import { PanelSection } from './panel-section';

interface ContentSectionProps {
  elementId: string;
  fields: FieldMap;
  props: Record<string, unknown>;
  /** The type's defaults: what a switch or choice saved before it existed stands at. */
  defaults?: Record<string, unknown>;
}

/** A prop's value as the block reads it: a missing switch or choice is at its default. */
function valueOf(name: string, field: FieldDef, props: ContentSectionProps) {
  const value = props.props[name];
  if (value !== undefined || (field.kind !== 'boolean' && field.kind !== 'select')) return value;
  return props.defaults?.[name];
}

/** Whether a field applies now: a field shown only for some values of another prop. */
function applies(field: FieldDef, props: ContentSectionProps): boolean {
  if (!field.shownWhen) return true;
  const { prop, is } = field.shownWhen;
  const value = props.props[prop] ?? props.defaults?.[prop];
  return is.includes(value as string | number | boolean);
}

/** The element's own props, one labelled control per field of its type; nothing when it has none. */
export function ContentSection(section: ContentSectionProps) {
  const { elementId, fields } = section;
  const entries = Object.entries(fields).filter(([, field]) => applies(field, section));
  if (entries.length === 0) return null;
  return (
    <PanelSection title="Content">
      <div className="space-y-3.5">
        {entries.map(([name, field]) => (
          <FieldControl
            key={`${elementId}:${name}`}
            elementId={elementId}
            name={name}
            field={field}
            value={valueOf(name, field, section)}
          />
        ))}
      </div>
    </PanelSection>
  );
}
