// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, Profiler } from 'react';
import { addElement, createElement, updateProps } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
import { PropertiesPanel } from './properties-panel';
import {
  button,
  byLabel,
  choose,
  cleanup,
  click,
  current,
  labelsIn,
  loadWith,
  render,
  section,
  type,
} from './test-utils';

afterEach(cleanup);

describe('PropertiesPanel', () => {
  it('shows its title and the empty state when nothing is selected', () => {
    act(() => useEditorStore.getState().select(null));
    const view = render(<PropertiesPanel />);
    const aside = view.querySelector('aside[data-properties-panel]')!;
    expect(aside.getAttribute('aria-label')).toBe('Properties');
    expect(aside.querySelector('h2')!.textContent).toBe('Properties');
    expect([...aside.querySelectorAll('p')].map((p) => p.textContent)).toContain(
      'Select an element to edit its properties',
    );
  });

  it('generates the fields of a HEADING: Text and Level', () => {
    const heading = loadWith('HEADING');
    const view = render(<PropertiesPanel />);
    expect(labelsIn(section(view, 'Content'))).toEqual(['Text', 'Level']);
    expect(byLabel(view, 'Text').value).toBe('Your headline');

    choose(byLabel<HTMLSelectElement>(view, 'Level'), '3');
    expect(current(heading.id).props.level).toBe(3);
  });

  it('generates the fields of a BUTTON: Text, Variant, Link, Open in new tab', () => {
    const el = loadWith('BUTTON');
    const view = render(<PropertiesPanel />);
    expect(labelsIn(section(view, 'Content'))).toEqual([
      'Text',
      'Variant',
      'Link',
      'Open in new tab',
    ]);

    click(byLabel(view, 'Open in new tab'));
    expect(current(el.id).props.openInNewTab).toBe(true);
  });

  it('skips the Content section for a type without fields', () => {
    loadWith('CONTAINER');
    const view = render(<PropertiesPanel />);
    expect(() => section(view, 'Content')).toThrow();
    expect(section(view, 'Style')).toBeTruthy();
  });

  it('commits typing at once, as one undo step, and follows undo', () => {
    const el = loadWith('HEADING');
    const view = render(<PropertiesPanel />);
    const input = byLabel(view, 'Text');
    const before = useEditorStore.getState().past.length;
    for (const value of ['H', 'He', 'Hel', 'Hello']) type(input, value);
    expect(current(el.id).props.text).toBe('Hello');
    expect(useEditorStore.getState().past.length).toBe(before + 1);

    act(() => useEditorStore.getState().undo());
    expect(input.value).toBe('Your headline');
  });

  it('refuses an unsafe web address: the error is shown and nothing is committed', () => {
    const el = loadWith('BUTTON');
    const view = render(<PropertiesPanel />);
    choose(byLabel<HTMLSelectElement>(view, 'Link'), 'url');
    const address = byLabel(view, 'Web address');
    type(address, 'javascript:alert(1)');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(view.querySelector('[role="alert"]')!.textContent).toBe(
      'Web address must start with https:// (or http://)',
    );
    expect(current(el.id).props.href).toBe('');

    type(address, 'https://example.com/');
    expect(current(el.id).props.href).toBe('https://example.com/');
    expect(view.querySelector('[role="alert"]')).toBeNull();
  });

  it('takes an image URL and refuses a data: address', () => {
    const el = loadWith('IMAGE');
    const view = render(<PropertiesPanel />);
    const src = byLabel(view, 'Image URL');
    type(src, 'data:image/png;base64,AAAA');
    expect(current(el.id).props.src).toBe('');
    type(src, 'https://images.example.com/cat.jpg');
    expect(current(el.id).props.src).toBe('https://images.example.com/cat.jpg');
    expect(view.querySelector('img')!.getAttribute('src')).toBe(
      'https://images.example.com/cat.jpg',
    );
  });

  it('does not commit a number out of range, and ignores an empty one', () => {
    const el = loadWith('SPACER');
    const view = render(<PropertiesPanel />);
    const height = byLabel(view, 'Height');
    type(height, '5000');
    expect(view.querySelector('[role="alert"]')!.textContent).toBe(
      'Height must be between 0 and 2000',
    );
    expect(current(el.id).props.height).toBe(20);
    type(height, '');
    expect(current(el.id).props.height).toBe(20);
    type(height, '48');
    expect(current(el.id).props.height).toBe(48);
  });

  it('renames, hides, duplicates and deletes the element', () => {
    const el = loadWith('SECTION');
    const view = render(<PropertiesPanel />);
    type(byLabel(view, 'Element name'), 'Intro');
    expect(current(el.id).name).toBe('Intro');
    click(byLabel(view, 'Visible'));
    expect(current(el.id).isVisible).toBe(false);

    click(button(view, 'Duplicate'));
    const state = useEditorStore.getState();
    expect(Object.keys(state.elements)).toHaveLength(2);
    expect(state.selectedId).not.toBe(el.id);

    click(button(view, 'Delete'));
    expect(Object.keys(useEditorStore.getState().elements)).toHaveLength(1);
  });

  it('does not re-render when another element changes', () => {
    const el = loadWith('HEADING');
    const other = createElement('TEXT', el.pageId);
    act(() =>
      useEditorStore.getState().transact('Add', (draft) => {
        draft[other.id] = other;
      }),
    );
    let renders = 0;
    render(
      <Profiler id="panel" onRender={() => renders++}>
        <PropertiesPanel />
      </Profiler>,
    );
    const before = renders;
    act(() => void updateProps(other.id, { text: 'Changed elsewhere' }));
    expect(renders).toBe(before);
    act(() => void updateProps(el.id, { text: 'Changed here' }));
    expect(renders).toBeGreaterThan(before);
  });

  it('says when a form field takes a name another field of its form has', () => {
    const form = loadWith('FORM');
    act(() => void addElement('INPUT', form.id));
    act(() => void addElement('INPUT', form.id));
    const second = useEditorStore.getState().selectedId!;
    const view = render(<PropertiesPanel />);
    const nameInput = byLabel(view, 'Name');
    expect(nameInput.getAttribute('aria-invalid')).toBeNull();
    type(nameInput, 'name');
    expect(current(second).props.name).toBe('name');
    expect(nameInput.getAttribute('aria-invalid')).toBe('true');
    expect(view.querySelector('[role="alert"]')!.textContent).toBe(
      'Another field of this form has this name',
    );
    type(nameInput, 'email');
    expect(view.querySelector('[role="alert"]')).toBeNull();
  });
});
