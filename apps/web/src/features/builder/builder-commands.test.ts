import { beforeEach, describe, expect, it } from 'vitest';
import { BUILDER_COMMANDS, chordOf, commandFor, runCommand } from './builder-commands';
import { useDropStore } from './dnd/drop-store';
import { updateProps } from './state/commands';
import { loadSample, state, type SampleIds } from './state/test-fixtures';

let ids: SampleIds;
beforeEach(() => {
  ids = loadSample();
});

const press = (
  key: string,
  mods: Partial<Record<'ctrl' | 'meta' | 'alt' | 'shift', boolean>> = {},
) =>
  chordOf({
    key,
    ctrlKey: mods.ctrl ?? false,
    metaKey: mods.meta ?? false,
    altKey: mods.alt ?? false,
    shiftKey: mods.shift ?? false,
  });

describe('the command table', () => {
  it('gives every key to one command only', () => {
    const keys = Object.values(BUILDER_COMMANDS).flatMap((c) => [...c.keys]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads key presses as the table spells them, Ctrl and Cmd alike', () => {
    expect(commandFor(press('z', { ctrl: true }))).toBe('undo');
    expect(commandFor(press('Z', { meta: true, shift: true }))).toBe('redo');
    expect(commandFor(press('y', { ctrl: true }))).toBe('redo');
    expect(commandFor(press('s', { meta: true }))).toBe('save');
    expect(commandFor(press('ArrowUp', { alt: true }))).toBe('moveEarlier');
    expect(commandFor(press('ArrowUp', { shift: true }))).toBe('selectPrevious');
    expect(commandFor(press('Backspace'))).toBe('delete');
    expect(commandFor(press('z', { ctrl: true, alt: true }))).toBeNull();
  });

  it('runs a command only when it can run, as buttons and keys both do', () => {
    expect(runCommand('undo')).toBe(false);
    updateProps(ids.heading, { text: 'Changed' });
    expect(runCommand('undo')).toBe(true);
    expect(state().elements[ids.heading]!.props.text).not.toBe('Changed');
    expect(runCommand('redo')).toBe(true);
    expect(state().elements[ids.heading]!.props.text).toBe('Changed');
  });

  it('duplicates and deletes the selection, walks the tree, and leaves a drag its Escape', () => {
    state().select(ids.heading);
    expect(runCommand('selectNext')).toBe(true);
    expect(state().selectedId).toBe(ids.text);
    expect(runCommand('selectParent')).toBe(true);
    expect(state().selectedId).toBe(ids.colA);
    state().select(ids.button);
    runCommand('duplicate');
    expect(state().children[ids.colB]).toHaveLength(2);
    runCommand('delete');
    expect(state().children[ids.colB]).toHaveLength(1);
    useDropStore.setState({ dragged: { type: 'TEXT', label: 'Text' } });
    expect(runCommand('deselect')).toBe(false);
    useDropStore.setState({ dragged: null });
    expect(runCommand('deselect')).toBe(true);
    expect(state().selectedId).toBeNull();
    expect(runCommand('delete')).toBe(false);
  });
});
