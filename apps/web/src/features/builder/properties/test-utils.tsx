/**
 * Helpers for this folder's DOM tests (run under happy-dom): render into a real document, find
 * controls by their accessible label like a user would, and type into controlled inputs.
 */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Breakpoint, ElementData, ElementType } from '@tessera/core';
import { createElement } from '../state/commands';
import { useEditorStore } from '../state/editor-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { root: Root; container: HTMLElement } | null = null;

export function render(ui: ReactElement): HTMLElement {
  cleanup();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  mounted = { root, container };
  return container;
}

export function cleanup() {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = null;
}

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Every control whose accessible name is exactly `label` (label, aria-label or aria-labelledby). */
export function allByLabel(scope: ParentNode, label: string): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const el of scope.querySelectorAll<HTMLLabelElement>('label')) {
    if (text(el) !== label) continue;
    const target = el.htmlFor ? document.getElementById(el.htmlFor) : el.control;
    if (target) found.add(target);
  }
  for (const el of scope.querySelectorAll<HTMLElement>('[aria-label]')) {
    if (el.getAttribute('aria-label') === label) found.add(el);
  }
  for (const el of scope.querySelectorAll<HTMLElement>('[aria-labelledby]')) {
    const ids = el.getAttribute('aria-labelledby')!.split(' ');
    if (ids.map((id) => text(document.getElementById(id))).join(' ') === label) found.add(el);
  }
  return [...found];
}

export function byLabel<T extends HTMLElement = HTMLInputElement>(
  scope: ParentNode,
  label: string,
): T {
  const found = allByLabel(scope, label);
  if (found.length !== 1) throw new Error(`${found.length} controls labelled "${label}"`);
  return found[0] as T;
}

/** The labels of a section's controls, in order. */
export function labelsIn(scope: ParentNode): string[] {
  return [...scope.querySelectorAll('label')].map(text);
}

export function section(scope: ParentNode, title: string): HTMLElement {
  const heading = [...scope.querySelectorAll('h3')].find((h) => text(h) === title);
  if (!heading) throw new Error(`No section "${title}"`);
  return heading.closest('section')!;
}

/** Types a whole new value into a controlled input or textarea, as one change. */
export function type(el: HTMLElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export function click(el: Element) {
  act(() => (el as HTMLElement).click());
}

export function blur(el: HTMLElement) {
  act(() => {
    el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    el.dispatchEvent(new FocusEvent('blur'));
  });
}

export function button(scope: ParentNode, name: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].filter(
    (b) => b.getAttribute('aria-label') === name || text(b) === name,
  );
  if (found.length !== 1) throw new Error(`${found.length} buttons named "${name}"`);
  return found[0]!;
}

/** A page in the store holding one element of `type`, selected, in the given mode. */
export function loadWith(type: ElementType, breakpoint: Breakpoint = 'desktop'): ElementData {
  const pageId = '00000000-0000-4000-8000-000000000001';
  const element = createElement(type, pageId);
  const now = new Date().toISOString();
  act(() => {
    const store = useEditorStore.getState();
    store.loadPage({
      id: pageId,
      websiteId: '00000000-0000-4000-8000-000000000002',
      name: 'Home',
      slug: '',
      title: null,
      description: null,
      isHome: true,
      kind: 'page',
      hideHeader: false,
      hideFooter: false,
      version: 1,
      createdAt: now,
      updatedAt: now,
      elements: [element],
    });
    store.setBreakpoint(breakpoint);
    store.select(element.id);
  });
  return element;
}

export const current = (id: string) => useEditorStore.getState().elements[id]!;
