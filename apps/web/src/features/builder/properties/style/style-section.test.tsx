// @vitest-environment happy-dom
import type { ElementType } from '@tessera/core';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { useEditorStore } from '../../state/editor-store';
import { PropertiesPanel } from '../properties-panel';
import {
  allByLabel,
  blur,
  button,
  byLabel,
  choose,
  cleanup,
  click,
  current,
  loadWith,
  render,
  section,
  type,
} from '../test-utils';

afterEach(cleanup);

const openGroup = (view: HTMLElement, title: string) =>
  click(button(section(view, 'Style'), title));

describe('Style section', () => {
  it('edits desktop styles directly, with a bare number read as pixels', () => {
    const el = loadWith('HEADING');
    const view = render(<PropertiesPanel />);
    expect(view.textContent).not.toContain('Editing');
    const size = byLabel(view, 'Font size');
    // A new heading takes its size from the theme, by its level.
    expect(size.value).toBe('');
    type(size, '48');
    expect(current(el.id).styles.fontSize).toBe('48px');
    expect(current(el.id).responsive).toEqual({});
    blur(size);
    expect(size.value).toBe('48px');
  });

  it('shows only the groups that change how the element looks', () => {
    const groupsOf = (elementType: ElementType) => {
      loadWith(elementType);
      const view = render(<PropertiesPanel />);
      const titles = [...section(view, 'Style').querySelectorAll('button')]
        .map((b) => b.textContent?.trim() ?? '')
        .filter((t) =>
          /^(Spacing|Size|Typography|Background|Border|Layout|Effects|Visibility)/.test(t),
        )
        .map((t) => t.replace(/\d+$/, ''));
      cleanup();
      return titles;
    };
    expect(groupsOf('IMAGE')).toEqual([
      'Spacing',
      'Size',
      'Background',
      'Border',
      'Effects',
      'Visibility',
    ]);
    expect(groupsOf('HEADING')).toEqual([
      'Spacing',
      'Size',
      'Typography',
      'Background',
      'Border',
      'Effects',
      'Visibility',
    ]);
    expect(groupsOf('SECTION')).toContain('Layout');
    expect(groupsOf('SECTION')).toContain('Typography');
  });

  it('offers the theme colours, which follow the theme', () => {
    const el = loadWith('HEADING');
    const view = render(<PropertiesPanel />);
    click(button(view, 'Theme colour Primary'));
    expect(current(el.id).styles.color).toBe('var(--t-primary)');
    expect(byLabel(view, 'Text color').value).toBe('var(--t-primary)');
  });

  it('in mobile mode writes to responsive.mobile, leaves desktop alone, and marks the override', () => {
    const el = loadWith('HEADING', 'mobile');
    const view = render(<PropertiesPanel />);
    expect(section(view, 'Style').textContent).toContain(
      'Editing mobile styles: changes apply to screens up to 640 px',
    );
    expect(allByLabel(view, 'Overridden on mobile')).toHaveLength(0);

    type(byLabel(view, 'Padding top'), '8px');
    type(byLabel(view, 'Font size'), '24');
    const after = current(el.id);
    expect(after.responsive.mobile).toEqual({ paddingTop: '8px', fontSize: '24px' });
    expect(after.styles).toEqual(el.styles);
    expect(after.responsive.tablet).toBeUndefined();
    expect(allByLabel(view, 'Overridden on mobile')).toHaveLength(2);
  });

  it('resets an override back to the inherited value', () => {
    const el = loadWith('HEADING', 'tablet');
    const view = render(<PropertiesPanel />);
    expect(view.textContent).toContain(
      'Editing tablet styles: changes apply to screens up to 1024 px',
    );
    const size = byLabel(view, 'Font size');
    type(size, '28px');
    expect(current(el.id).responsive.tablet).toEqual({ fontSize: '28px' });

    click(button(view, 'Reset Font size'));
    expect(current(el.id).responsive.tablet).toBeUndefined();
    expect(current(el.id).styles.fontSize).toBeUndefined();
    expect(size.value).toBe('');
    expect(allByLabel(view, 'Reset Font size')).toHaveLength(0);
  });

  it('shows what applies in this mode: mobile inherits tablet', () => {
    const el = loadWith('HEADING', 'tablet');
    const view = render(<PropertiesPanel />);
    type(byLabel(view, 'Font size'), '30px');
    act(() => useEditorStore.getState().setBreakpoint('mobile'));
    expect(byLabel(view, 'Font size').value).toBe('30px');
    expect(allByLabel(view, 'Reset Font size')).toHaveLength(0);
    expect(current(el.id).responsive.mobile).toBeUndefined();
  });

  it('refuses unsafe values with a message and commits nothing', () => {
    const el = loadWith('SECTION');
    const view = render(<PropertiesPanel />);
    type(byLabel(view, 'Padding top'), '10px; position: fixed');
    expect(view.querySelector('[role="alert"]')!.textContent).toMatch(/not allowed/);
    expect(current(el.id).styles.paddingTop).toBe('64px');

    openGroup(view, 'Background');
    const image = byLabel(view, 'Background image URL');
    type(image, 'javascript:alert(1)');
    expect(current(el.id).styles.backgroundImage).toBeUndefined();
    expect(image.getAttribute('aria-invalid')).toBe('true');
    type(image, 'https://cdn.example.com/bg.jpg');
    expect(current(el.id).styles.backgroundImage).toBe('url("https://cdn.example.com/bg.jpg")');
  });

  it('explains an incomplete size when the field is left', () => {
    const el = loadWith('SECTION');
    const view = render(<PropertiesPanel />);
    const input = byLabel(view, 'Margin top');
    type(input, '12p');
    expect(view.querySelector('[role="alert"]')).toBeNull();
    blur(input);
    expect(view.querySelector('[role="alert"]')!.textContent).toMatch(/Margin top must be a size/);
    expect(current(el.id).styles.marginTop).toBeUndefined();
  });

  it('sets text align with labelled buttons and selects by value', () => {
    const el = loadWith('HEADING');
    const view = render(<PropertiesPanel />);
    click(byLabel(view, 'Align center'));
    expect(current(el.id).styles.textAlign).toBe('center');
    choose(byLabel<HTMLSelectElement>(view, 'Font weight'), '400');
    expect(current(el.id).styles.fontWeight).toBe('400');
  });

  it('hides on tablet only, and shows again by removing the override', () => {
    const el = loadWith('ROW', 'tablet');
    const view = render(<PropertiesPanel />);
    openGroup(view, 'Visibility');
    const hide = byLabel(view, 'Hide on this device');
    click(hide);
    expect(current(el.id).responsive.tablet).toEqual({ display: 'none' });
    expect(current(el.id).styles.display).toBe('flex');
    click(hide);
    expect(current(el.id).responsive.tablet).toBeUndefined();
  });

  it('hides everywhere from desktop and restores the type’s own display', () => {
    const el = loadWith('ROW');
    const view = render(<PropertiesPanel />);
    openGroup(view, 'Visibility');
    click(byLabel(view, 'Hide on this device'));
    expect(current(el.id).styles.display).toBe('none');
    click(byLabel(view, 'Hide on this device'));
    expect(current(el.id).styles.display).toBe('flex');
  });
});
