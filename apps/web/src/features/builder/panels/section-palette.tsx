import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import {
  CalendarCheck,
  CircleHelp,
  Clock,
  Columns3,
  Images,
  LayoutTemplate,
  Mail,
  Megaphone,
  MessageSquareQuote,
  PanelBottom,
  PanelTop,
  ReceiptText,
  Sparkles,
  SquareUserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { SECTION_TEMPLATES, type SectionTemplate } from '@tessera/core';
import { canvasNodeOf } from '../canvas/node-registry';
import type { DragData } from '../dnd/builder-dnd';
import { useInsertSection } from '../shared/section-insert';
import { useEditorStore } from '../state/editor-store';
import { sectionPlacement } from '../state/section-placement';

/** A picture of what each template is; a new template without one shows the generic layout. */
const ICONS: Record<string, LucideIcon> = {
  header: PanelTop,
  hero: Sparkles,
  'hero-image': LayoutTemplate,
  features: Columns3,
  about: SquareUserRound,
  testimonials: MessageSquareQuote,
  pricing: ReceiptText,
  booking: CalendarCheck,
  gallery: Images,
  team: Users,
  faq: CircleHelp,
  'call-to-action': Megaphone,
  contact: Mail,
  'opening-hours': Clock,
  footer: PanelBottom,
};

type InsertSection = ReturnType<typeof useInsertSection>;

async function addFromSections(templateId: string, insert: InsertSection) {
  const place = sectionPlacement(useEditorStore.getState());
  const before = useEditorStore.getState().selectedId;
  await insert(templateId, place.parentId, place.index);
  // The new section may land below the fold: bring it into view once it is drawn.
  const id = useEditorStore.getState().selectedId;
  if (id === before) return;
  requestAnimationFrame(() => {
    if (id) canvasNodeOf(id)?.scrollIntoView({ block: 'nearest' });
  });
}

const SectionCard = memo(function SectionCard({ template }: { template: SectionTemplate }) {
  const insert = useInsertSection();
  const data: DragData = { kind: 'section', templateId: template.id };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `section:${template.id}`,
    data,
  });
  const Icon = ICONS[template.id] ?? LayoutTemplate;
  const descriptionId = `section-template-${template.id}-description`;
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        data-section-template={template.id}
        title={`Drag to the page, or press Enter to add ${template.name}`}
        className="group flex w-full cursor-grab items-start gap-3 rounded-lg border border-border bg-background p-2.5 text-left transition-colors hover:border-primary/50 hover:bg-accent active:cursor-grabbing data-[dragging=true]:opacity-40"
        data-dragging={isDragging}
        {...attributes}
        aria-label={template.name}
        // The description is read after the name, then how to drag by keyboard.
        aria-describedby={`${descriptionId} ${attributes['aria-describedby']}`}
        {...listeners}
        onClick={() => void addFromSections(template.id, insert)}
      >
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground group-hover:text-primary">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-medium text-foreground">{template.name}</span>
          <span
            id={descriptionId}
            className="mt-0.5 block text-xs leading-snug text-muted-foreground"
          >
            {template.description}
          </span>
        </span>
      </button>
    </li>
  );
});

/** Ready-made sections: a click adds one after the selected section, a drag places it. */
export function SectionPalette() {
  return (
    <section aria-label="Sections" className="space-y-2">
      <p className="text-xs text-muted-foreground">
        Click to add a section after the selected one, or drag it onto the page. Change any text,
        photo or colour afterwards.
      </p>
      <ul className="space-y-1.5">
        {SECTION_TEMPLATES.map((template) => (
          <SectionCard key={template.id} template={template} />
        ))}
      </ul>
    </section>
  );
}
