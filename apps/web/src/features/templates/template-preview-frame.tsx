import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { takeFrameSlot } from './frame-slots';

/** The address of a template page's preview: drawn by the server as its live site would be. */
export const templatePreviewSrc = (templateId: string, slug?: string) =>
  `/api/templates/${encodeURIComponent(templateId)}/preview${slug ? `/${encodeURIComponent(slug)}` : ''}`;

/** How much a frame of `width` pixels is scaled to fit `available` pixels (never enlarged). */
export const fitScale = (available: number, width: number) =>
  available > 0 && width > 0 ? Math.min(1, available / width) : 1;

/**
 * A template page drawn at a device's real width (its layout is that device's) and scaled down
 * with a CSS transform to the width it is given. `interactive`: the page can be scrolled and its links followed; otherwise it is a
 * picture (inert, out of the tab order, hidden from screen readers, no pointer events).
 * Either way the sandbox lets no script run and no form be sent.
 */
export function TemplatePreviewFrame({
  src,
  title,
  width,
  height,
  shownHeight,
  interactive = false,
  className,
}: {
  src: string;
  title: string;
  width: number;
  /** The page's height before scaling, unless `shownHeight` is given. */
  height?: number;
  /** The height on screen after scaling: the page is made as tall as it takes to fill it. */
  shownHeight?: number;
  interactive?: boolean;
  className?: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const fit = () => setScale(fitScale(box.clientWidth, width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);
  // A picture loads once it comes near the screen, and waits its turn (frame-slots.ts).
  const [loadable, setLoadable] = useState(interactive);
  const release = useRef<() => void>(() => {});
  useEffect(() => {
    if (interactive) return;
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        release.current = takeFrameSlot(() => setLoadable(true));
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
      release.current();
    };
  }, [interactive]);
  // Until the page has drawn, a placeholder pulses where it will be (the frame stays clear).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(false), [src]);
  const shown = scale || 1;
  const frameHeight = shownHeight ? Math.round(shownHeight / shown) : (height ?? 800);
  return (
    <div
      ref={boxRef}
      className={cn('relative w-full overflow-hidden', className)}
      style={{ height: Math.round(frameHeight * shown) }}
    >
      {loaded ? null : (
        <Skeleton className="absolute inset-0 rounded-none bg-muted-foreground/10" />
      )}
      <iframe
        src={loadable ? src : undefined}
        title={title}
        onLoad={() => {
          if (!loadable) return;
          release.current();
          setLoaded(true);
        }}
        loading="lazy"
        // No scripts, no forms, no popups: only what the page's own HTML and CSS draw.
        sandbox="allow-same-origin"
        {...(interactive ? {} : { tabIndex: -1, 'aria-hidden': true, inert: true })}
        data-preview-width={width}
        className={cn(
          'absolute top-0 left-1/2 origin-top border-0 bg-white transition-opacity',
          loaded ? 'opacity-100' : 'opacity-0',
          interactive ? '' : 'pointer-events-none',
        )}
        style={{
          width,
          height: frameHeight,
          transform: `translateX(-50%) scale(${shown})`,
          visibility: scale ? 'visible' : 'hidden',
        }}
      />
    </div>
  );
}
