// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@/features/builder/properties/test-utils';
import { SampleBadge, SampleNotice } from './sample-badge';

afterEach(cleanup);

describe('sample content in the dashboard', () => {
  it('badges a sample row and says why on hover', () => {
    const badge = render(<SampleBadge />).querySelector('span')!;
    expect(badge.textContent).toBe('Sample');
    expect(badge.title).toMatch(/not on your live site/);
  });

  it('keeps the row with one button, which waits while keeping', () => {
    let kept = 0;
    const idle = render(
      <SampleNotice onKeep={() => (kept += 1)} keeping={false}>
        A sample from your template.
      </SampleNotice>,
    );
    const button = idle.querySelector('button')!;
    expect(idle.querySelector('[role="note"]')?.textContent).toContain(
      'A sample from your template.',
    );
    button.click();
    expect(kept).toBe(1);
    cleanup();
    const busy = render(
      <SampleNotice onKeep={() => (kept += 1)} keeping>
        A sample from your template.
      </SampleNotice>,
    );
    expect(busy.querySelector('button')!.disabled).toBe(true);
    expect(busy.querySelector('button')!.textContent).toBe('Keeping…');
  });
});
