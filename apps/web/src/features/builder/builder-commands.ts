import { notify } from '@/lib/toast';
import { withSortAnimation } from './canvas/sort-animation';
import { useDropStore } from './dnd/drop-store';
import { ROOT } from './state/children-index';
import { copyElement, pasteElement } from './state/clipboard';
import { deleteElement, duplicate, moveElementTo } from './state/commands';
import { useEditorStore } from './state/editor-store';
import { savePage } from './state/save-page';

/**
 * Everything the builder does on request, in one table: its name, its keys, and what it does.
 * The keyboard, the top bar and the element's own buttons all run these, so a key and a button
 * can never do two different things.
 */
export interface BuilderCommand {
  label: string;
  /** Keys as `Mod+Shift+Z`-style chords (Mod: Ctrl, or Cmd on a Mac); letters in lower case. */
  keys: readonly string[];
  /** Also while the focus is in a text field (Save), where other keys type. */
  whileTyping?: boolean;
  /** Leaves the browser's own handling of the key in place (copy). */
  keepDefault?: boolean;
  /** Whether it can run now: a button is disabled and a key does nothing when it cannot. */
  enabled?: () => boolean;
  run: () => void;
}

const store = () => useEditorStore.getState();
const selected = () => store().selectedId;
const hasSelection = () => selected() !== null;

/** A refused edit says why. */
const report = (refused: string | null) => {
  if (refused) notify.error(refused);
};

export async function saveDraft(): Promise<void> {
  if (await savePage()) notify.success('Draft saved!');
  else notify.error(store().saveError ?? 'Failed to save');
}

/** Arrow keys walk the tree: up and down through siblings, left to the parent, right into it. */
function walk(direction: 'up' | 'down' | 'parent' | 'child') {
  const { elements, children, select } = store();
  const id = selected();
  const current = id ? elements[id] : undefined;
  if (!current) {
    const first = children[ROOT]?.[0];
    if (first) select(first);
    return;
  }
  const siblings = children[current.parentId ?? ROOT] ?? [];
  const at = siblings.indexOf(current.id);
  const next = {
    up: siblings[at - 1],
    down: siblings[at + 1],
    parent: current.parentId,
    child: children[current.id]?.[0],
  }[direction];
  if (next) select(next);
}

/** Alt+Up and Alt+Down: the selection one place earlier or later among its siblings. */
function reorder(step: -1 | 1) {
  const id = selected();
  const element = id ? store().elements[id] : undefined;
  if (!id || !element) return;
  const count = store().children[element.parentId ?? ROOT]?.length ?? 0;
  const to = element.order + step;
  if (to < 0 || to >= count) return;
  report(withSortAnimation([element.parentId], () => moveElementTo(id, element.parentId, to)));
}

export const BUILDER_COMMANDS = {
  save: {
    label: 'Save Draft',
    keys: ['Mod+s'],
    whileTyping: true,
    run: () => void saveDraft(),
  },
  undo: {
    label: 'Undo',
    keys: ['Mod+z'],
    enabled: () => store().past.length > 0,
    run: () => store().undo(),
  },
  redo: {
    label: 'Redo',
    keys: ['Mod+Shift+z', 'Mod+y'],
    enabled: () => store().future.length > 0,
    run: () => store().redo(),
  },
  duplicate: {
    label: 'Duplicate',
    keys: ['Mod+d'],
    enabled: hasSelection,
    run: () => report(duplicate(selected()!)),
  },
  copy: {
    label: 'Copy',
    keys: ['Mod+c'],
    keepDefault: true,
    enabled: hasSelection,
    run: () => {
      if (copyElement(selected()!)) notify.info('Copied');
    },
  },
  paste: { label: 'Paste', keys: ['Mod+v'], run: () => report(pasteElement()) },
  delete: {
    label: 'Delete',
    keys: ['Delete', 'Backspace'],
    enabled: hasSelection,
    run: () => report(deleteElement(selected()!)),
  },
  deselect: {
    label: 'Clear the selection',
    keys: ['Escape'],
    keepDefault: true,
    // Escape during a drag cancels the drag only.
    enabled: () => !useDropStore.getState().dragged,
    run: () => store().select(null),
  },
  moveEarlier: {
    label: 'Move up',
    keys: ['Alt+ArrowUp'],
    enabled: hasSelection,
    run: () => reorder(-1),
  },
  moveLater: {
    label: 'Move down',
    keys: ['Alt+ArrowDown'],
    enabled: hasSelection,
    run: () => reorder(1),
  },
  selectPrevious: { label: 'Select the previous', keys: ['ArrowUp'], run: () => walk('up') },
  selectNext: { label: 'Select the next', keys: ['ArrowDown'], run: () => walk('down') },
  selectParent: { label: 'Select the parent', keys: ['ArrowLeft'], run: () => walk('parent') },
  selectChild: { label: 'Select the first child', keys: ['ArrowRight'], run: () => walk('child') },
} satisfies Record<string, BuilderCommand>;

export type BuilderCommandId = keyof typeof BUILDER_COMMANDS;

/** Runs a command if it can run now; the answer says whether it ran. */
export function runCommand(id: BuilderCommandId): boolean {
  const command: BuilderCommand = BUILDER_COMMANDS[id];
  if (command.enabled && !command.enabled()) return false;
  command.run();
  return true;
}

/** The chord a key press makes, in the table's spelling. */
export function chordOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return [
    event.metaKey || event.ctrlKey ? 'Mod' : null,
    event.altKey ? 'Alt' : null,
    event.shiftKey && key.length === 1 ? 'Shift' : null,
    key,
  ]
    .filter(Boolean)
    .join('+');
}

/** The command a chord runs, if any. */
export function commandFor(chord: string): BuilderCommandId | null {
  for (const [id, command] of Object.entries(BUILDER_COMMANDS) as [
    BuilderCommandId,
    BuilderCommand,
  ][]) {
    if (command.keys.includes(chord)) return id;
  }
  return null;
}
