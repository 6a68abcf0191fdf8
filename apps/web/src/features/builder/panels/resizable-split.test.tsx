// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../properties/test-utils';
import { ResizableSplit } from './resizable-split';
import { DEFAULT_SPLIT_SHARE, SPLIT_STORAGE_KEY } from './split-share';

// happy-dom lays nothing out: the shared area is given a height of 612 px (600 px without the
// 12 px separator), so shares turn into round pixel sizes.
const AREA_PX = 612;
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => AREA_PX,
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function mount() {
  const container = render(
    <ResizableSplit
      top={<p>Palette</p>}
      bottom={<p>Layers</p>}
      label="Resize the elements and the layers"
      minTop={180}
      minBottom={120}
    />,
  );
  const separator = container.querySelector<HTMLElement>('[role=separator]')!;
  const topPane = document.getElementById(separator.getAttribute('aria-controls')!)!;
  return { separator, topPane };
}

const press = (target: HTMLElement, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('ResizableSplit', () => {
  it('is a horizontal separator that gives the upper pane the larger share at first', () => {
    const { separator, topPane } = mount();
    expect(separator.getAttribute('aria-orientation')).toBe('horizontal');
    expect(separator.getAttribute('aria-label')).toBe('Resize the elements and the layers');
    expect(separator.tabIndex).toBe(0);
    expect(separator.getAttribute('aria-valuenow')).toBe(String(DEFAULT_SPLIT_SHARE * 100));
    expect(separator.getAttribute('aria-valuemin')).toBe('30');
    expect(separator.getAttribute('aria-valuemax')).toBe('80');
    expect(topPane.style.flex).toBe(`0 0 ${DEFAULT_SPLIT_SHARE * 600}px`);
    expect(topPane.textContent).toBe('Palette');
  });

  it('moves with the arrow keys, within the minimums, and remembers the place', () => {
    const { separator, topPane } = mount();
    press(separator, 'ArrowDown');
    expect(separator.getAttribute('aria-valuenow')).toBe('66');
    expect(topPane.style.flex).toBe('0 0 396px');
    expect(localStorage.getItem(SPLIT_STORAGE_KEY)).toBe('0.6600');
    press(separator, 'ArrowUp');
    press(separator, 'ArrowUp');
    expect(separator.getAttribute('aria-valuenow')).toBe('58');
    press(separator, 'Home');
    expect(separator.getAttribute('aria-valuenow')).toBe('30');
    expect(topPane.style.flex).toBe('0 0 180px');
    press(separator, 'ArrowUp');
    expect(separator.getAttribute('aria-valuenow')).toBe('30');
    press(separator, 'End');
    expect(separator.getAttribute('aria-valuenow')).toBe('80');
    expect(topPane.style.flex).toBe('0 0 480px');
    expect(localStorage.getItem(SPLIT_STORAGE_KEY)).toBe('0.8000');
  });

  it('opens where it was left', () => {
    localStorage.setItem(SPLIT_STORAGE_KEY, '0.45');
    const { separator, topPane } = mount();
    expect(separator.getAttribute('aria-valuenow')).toBe('45');
    expect(topPane.style.flex).toBe('0 0 270px');
  });

  it('keeps its arrow keys from the builder’s shortcuts, and leaves other keys alone', () => {
    const { separator } = mount();
    const seen = vi.fn();
    window.addEventListener('keydown', seen);
    try {
      press(separator, 'ArrowDown');
      expect(seen).not.toHaveBeenCalled();
      press(separator, 'Tab');
      expect(seen).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('keydown', seen);
    }
  });
});
