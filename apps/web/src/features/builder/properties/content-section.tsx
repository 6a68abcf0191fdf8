import type { FieldMap } from '@tessera/core';
import { FieldControl } from './field-control';
import { PanelSection } from './panel-section';

interface ContentSectionProps {
  elementId: string;
  fields: FieldMap;
  props: Record<string, unknown>;
}

/** The element's own props, one labelled control per field of its type; nothing when it has none. */
export function ContentSection({ elementId, fields, props }: ContentSectionProps) {
  const entries = Object.entries(fields);
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
            value={props[name]}
          />
        ))}
      </div>
    </PanelSection>
  );
}
