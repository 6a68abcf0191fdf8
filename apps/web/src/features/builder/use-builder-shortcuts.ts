import { useEffect } from 'react';
import {
  BUILDER_COMMANDS,
  chordOf,
  commandFor,
  runCommand,
  type BuilderCommand,
} from './builder-commands';
import { useInlineEditStore } from './state/inline-edit-store';

export { saveDraft } from './builder-commands';

function isTyping(target: EventTarget | null): boolean {
  const node = target as HTMLElement | null;
  if (!node) return false;
  return node.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(node.tagName);
}

/** Controls whose arrow keys are their own (palette items, tabs, radio groups). */
const OWN_ARROWS = '[data-palette-item], [role=tablist], [role=radiogroup]';

/** The builder's keyboard: each key runs its command from the command table. */
export function useBuilderShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Text being edited in place takes every key.
      if (useInlineEditStore.getState().editingId) return;
      const id = commandFor(chordOf(event));
      if (!id) return;
      const command: BuilderCommand = BUILDER_COMMANDS[id];
      if (isTyping(event.target) && !command.whileTyping) return;
      const plainArrow = event.key.startsWith('Arrow') && !event.altKey;
      if (plainArrow && (event.target as HTMLElement | null)?.closest?.(OWN_ARROWS)) return;
      if (command.enabled && !command.enabled()) return;
      if (!command.keepDefault) event.preventDefault();
      runCommand(id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
