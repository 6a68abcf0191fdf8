// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SECTION_TEMPLATES } from '@tessera/core';
import { cleanup, render as renderInto } from '../properties/test-utils';
import { childrenOf, loadSample, state, type SampleIds } from '../state/test-fixtures';
import { SectionPalette } from './section-palette';

let ids: SampleIds;
beforeEach(() => {
  ids = loadSample();
});
afterEach(cleanup);

const render = (ui: React.ReactElement) =>
  renderInto(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

const card = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLButtonElement>(`[data-section-template="${id}"]`)!;

describe('SectionPalette', () => {
  it('shows every template as a named, described card', () => {
    const container = render(<SectionPalette />);
    const cards = container.querySelectorAll('[data-section-template]');
    expect(cards).toHaveLength(SECTION_TEMPLATES.length);
    for (const template of SECTION_TEMPLATES) {
      const button = card(container, template.id);
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('aria-label')).toBe(template.name);
      const described = button.getAttribute('aria-describedby')!.split(' ')[0]!;
      expect(document.getElementById(described)?.textContent).toBe(template.description);
      expect(button.textContent).toContain(template.name);
    }
  });

  it('a click adds the section after the top-level ancestor of the selection and selects it', async () => {
    state().select(ids.heading);
    const container = render(<SectionPalette />);
    await act(async () => card(container, 'features').click());
    const added = state().selectedId!;
    expect(childrenOf(null)).toEqual([ids.section, added, ids.footer]);
    expect(state().elements[added]!.name).toBe('Features');
    expect(state().past.map((entry) => entry.label)).toEqual(['Add Features in three columns']);
  });

  it('without a selection, a click adds the section at the end of the page', async () => {
    const container = render(<SectionPalette />);
    await act(async () => card(container, 'faq').click());
    expect(childrenOf(null).at(-1)).toBe(state().selectedId);
    expect(childrenOf(null)).toHaveLength(3);
  });
});
