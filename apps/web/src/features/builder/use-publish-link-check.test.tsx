// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { BrokenLink, DeadEnd, SampleCounts } from '@tessera/core';
import { api } from '@/lib/api';
import { cleanup, click, render } from './properties/test-utils';
import { usePublishLinkCheck } from './use-publish-link-check';

vi.mock('./state/save-page', () => ({ savePage: vi.fn(async () => true) }));

const broken: BrokenLink[] = [
  {
    pageId: 'p1',
    pageName: 'Home Page',
    elementId: 'e1',
    elementName: 'Write to us',
    link: 'page:x',
  },
  { pageId: 'p1', pageName: 'Home Page', elementId: 'e2', elementName: 'Top bar', link: 'page:y' },
];

let publish: ReturnType<typeof vi.fn<() => Promise<void>>>;
let found: BrokenLink[];
let nowhere: DeadEnd[];
let samples: SampleCounts;
const NO_SAMPLES: SampleCounts = { products: 0, services: 0, staff: 0, posts: 0 };

function PublishButton() {
  const check = usePublishLinkCheck();
  return (
    <>
      <button type="button" onClick={() => void check.publishChecked('site-1', publish)}>
        Publish
      </button>
      {check.dialog}
    </>
  );
}

/** Clicks Publish and lets the save and the check finish. */
async function pressPublish(view: HTMLElement) {
  await act(async () => {
    view.querySelector('button')!.click();
  });
}

const dialog = () => document.querySelector('[role="alertdialog"]');
const buttonIn = (scope: Element, name: string) =>
  [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

beforeEach(() => {
  publish = vi.fn(async () => {});
  found = [];
  nowhere = [];
  samples = NO_SAMPLES;
  vi.spyOn(api.samples, 'counts').mockImplementation(async () => samples);
  vi.spyOn(api.websites, 'brokenLinks').mockImplementation(async () => found);
  vi.spyOn(api.websites, 'deadEnds').mockImplementation(async () => nowhere);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('publishing with a link check', () => {
  it('publishes at once when no link is broken', async () => {
    const view = render(<PublishButton />);
    await pressPublish(view);
    expect(api.websites.brokenLinks).toHaveBeenCalledWith('site-1');
    expect(publish).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('asks first, naming each broken link, and publishes only when told to', async () => {
    found = broken;
    const view = render(<PublishButton />);
    await pressPublish(view);
    expect(publish).not.toHaveBeenCalled();
    expect(dialog()!.textContent).toContain('2 links point to pages that no longer exist');
    const items = [...dialog()!.querySelectorAll('[data-broken-links] li')].map((li) =>
      li.textContent?.trim(),
    );
    expect(items).toEqual(['Write to us on Home Page', 'Top bar on Home Page']);

    click(buttonIn(dialog()!, 'Cancel'));
    expect(dialog()).toBeNull();
    expect(publish).not.toHaveBeenCalled();

    await pressPublish(view);
    await act(async () => buttonIn(dialog()!, 'Publish anyway').click());
    expect(publish).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('speaks of one link in the singular', async () => {
    found = broken.slice(0, 1);
    const view = render(<PublishButton />);
    await pressPublish(view);
    expect(dialog()!.textContent).toContain('1 link points to a page that no longer exists');
  });

  it('lists what still goes nowhere by what it is and where, and publishes anyway on request', async () => {
    found = broken.slice(0, 1);
    nowhere = [
      {
        pageId: 'p1',
        pageName: 'Home Page',
        elementId: 'e3',
        elementName: 'Button',
        kind: 'no-link',
        message: 'Button has no link',
        description: 'Button "Book now" in "Hero" section on Home Page has no link',
      },
      {
        pageId: 'p1',
        pageName: 'Home Page',
        elementId: 'e4',
        elementName: 'Image',
        kind: 'empty-image',
        message: 'Image slot is empty',
        description: 'Empty photo of "Anna Berg" in "Team" section on Home Page',
      },
    ];
    const view = render(<PublishButton />);
    await pressPublish(view);
    expect(api.websites.deadEnds).toHaveBeenCalledWith('site-1');
    expect(publish).not.toHaveBeenCalled();
    expect(dialog()!.textContent).toContain('3 things on your site go nowhere yet');
    const items = [...dialog()!.querySelectorAll('[data-dead-end]')].map((li) =>
      li.textContent?.trim(),
    );
    // Named in the owner's words, never by the layers' names ("Button", "Image").
    expect(items).toEqual([
      'Button "Book now" in "Hero" section on Home Page has no link',
      'Empty photo of "Anna Berg" in "Team" section on Home Page',
    ]);
    await act(async () => buttonIn(dialog()!, 'Publish anyway').click());
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('names the sample content the live site leaves out, one line per kind, before publishing', async () => {
    samples = { products: 6, services: 0, staff: 1, posts: 2 };
    const view = render(<PublishButton />);
    await pressPublish(view);
    expect(api.samples.counts).toHaveBeenCalledWith('site-1');
    expect(publish).not.toHaveBeenCalled();
    expect(dialog()!.textContent).toContain('This website holds sample content from its template');
    const lines = [...dialog()!.querySelectorAll('[data-sample-counts] li')].map((li) =>
      li.textContent?.trim(),
    );
    expect(lines).toEqual([
      '6 sample products will not appear on your live site',
      '1 sample staff member will not appear on your live site',
      '2 sample posts will not appear on your live site',
    ]);
    expect(dialog()!.querySelector('[data-broken-links]')).toBeNull();
    await act(async () => buttonIn(dialog()!, 'Publish anyway').click());
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('names the samples first, above the links that go nowhere', async () => {
    samples = { ...NO_SAMPLES, services: 1 };
    found = broken.slice(0, 1);
    const view = render(<PublishButton />);
    await pressPublish(view);
    expect(dialog()!.textContent).toContain('1 link points to a page that no longer exists');
    const blocks = [...dialog()!.querySelectorAll('[data-sample-counts], [data-broken-links]')];
    expect(blocks.map((b) => b.hasAttribute('data-sample-counts'))).toEqual([true, false]);
    expect(blocks[0]!.textContent).toBe('1 sample service will not appear on your live site');
  });

  it('publishes at once when the samples cannot be counted and nothing else is wrong', async () => {
    vi.mocked(api.samples.counts).mockRejectedValueOnce(new Error('offline'));
    const view = render(<PublishButton />);
    await pressPublish(view);
    expect(publish).toHaveBeenCalledTimes(1);
  });
});
