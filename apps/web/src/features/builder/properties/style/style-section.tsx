import { memo, useState } from 'react';
import { Smartphone, Tablet } from 'lucide-react';
import {
  BREAKPOINT_MAX_WIDTHS,
  isElementType,
  isOverridden,
  resolveStyles,
  styleGroupsFor,
  type Breakpoint,
  type ElementData,
} from '@tessera/core';
import { cn } from '@/lib/cn';
import { PanelSection } from '../panel-section';
import { StyleControl } from './style-control';
import { STYLE_GROUPS } from './style-definitions';
import { StyleGroup } from './style-group';

interface StyleSectionProps {
  element: ElementData;
  breakpoint: Breakpoint;
}

/** The groups that change how an element of this type looks (no typography for an image). */
function groupsFor(type: string) {
  if (!isElementType(type)) return STYLE_GROUPS;
  const shown = new Set(styleGroupsFor(type));
  return STYLE_GROUPS.filter((group) => shown.has(group.id));
}

/** Controls that take a whole row even in a two-column group. */
const WIDE = new Set(['color', 'text-align', 'background-image', 'visibility']);

/** A content edit (new props) leaves the style controls as they are. */
function sameLook(a: StyleSectionProps, b: StyleSectionProps): boolean {
  return (
    a.breakpoint === b.breakpoint &&
    a.element.id === b.element.id &&
    a.element.styles === b.element.styles &&
    a.element.responsive === b.element.responsive &&
    a.element.type === b.element.type
  );
}

/**
 * The element's styles as they apply in the current mode, in collapsible groups. Edits go to the
 * current breakpoint; in tablet and mobile mode overridden properties are marked and resettable.
 */
export const StyleSection = memo(function StyleSection({ element, breakpoint }: StyleSectionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(['spacing', 'typography']));
  const resolved = resolveStyles(element, breakpoint);

  const toggle = (id: string, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <PanelSection title="Style">
      {breakpoint !== 'desktop' ? <BreakpointBanner breakpoint={breakpoint} /> : null}
      <div className="border-t border-border">
        {groupsFor(element.type).map((group) => {
          const overridden = (property: string) => isOverridden(element, breakpoint, property);
          const properties = new Set(group.controls.map((c) => c.property));
          return (
            <StyleGroup
              key={group.id}
              title={group.title}
              columns={group.columns}
              open={open.has(group.id)}
              onOpenChange={(isOpen) => toggle(group.id, isOpen)}
              overrides={[...properties].filter(overridden).length}
            >
              {group.controls.map((def) => (
                <div
                  key={`${element.id}:${def.label}`}
                  className={cn(group.columns === 2 && WIDE.has(def.kind) && 'col-span-2')}
                >
                  <StyleControl
                    def={def}
                    elementId={element.id}
                    breakpoint={breakpoint}
                    value={resolved[def.property] ?? ''}
                    overridden={overridden(def.property)}
                  />
                </div>
              ))}
            </StyleGroup>
          );
        })}
      </div>
    </PanelSection>
  );
}, sameLook);

function BreakpointBanner({ breakpoint }: { breakpoint: 'tablet' | 'mobile' }) {
  const Icon = breakpoint === 'tablet' ? Tablet : Smartphone;
  return (
    <p
      role="status"
      className="mb-3 flex items-start gap-2 rounded-lg border border-primary/20 bg-accent px-3 py-2 text-xs text-accent-foreground"
    >
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        Editing {breakpoint} styles: changes apply to screens up to{' '}
        {BREAKPOINT_MAX_WIDTHS[breakpoint]} px
      </span>
    </p>
  );
}
