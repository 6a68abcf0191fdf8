import { useLayoutEffect, useRef, useState } from 'react';

/** The address where the server draws a template's page as its website would show it. */
export const templatePreviewUrl = (templateId: string, slug?: string) =>
  `/api/templates/${encodeURIComponent(templateId)}/preview${slug ? `/${encodeURIComponent(slug)}` : ''}`;

/** The desktop width the thumbnail is laid out at before it is scaled down. */
const PAGE_WIDTH = 1200;
const PAGE_HEIGHT = 750;

/**
 * A small picture of a template's page: the page drawn at desktop width and scaled to fit, inert
 * (no focus, no pointer, hidden from screen readers: the card around it names the template), no
 * script allowed, loaded only when it comes into view.
 */
export function TemplateThumb({ templateId, slug }: { templateId: string; slug?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const fit = () => setScale(Math.min(1, node.clientWidth / PAGE_WIDTH));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="relative w-full overflow-hidden rounded-md border border-border bg-muted"
      style={{ aspectRatio: `${PAGE_WIDTH} / ${PAGE_HEIGHT}` }}
      aria-hidden
    >
      {scale ? (
        <iframe
          src={templatePreviewUrl(templateId, slug)}
          title=""
          loading="lazy"
          sandbox="allow-same-origin"
          tabIndex={-1}
          inert
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white"
          style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
        />
      ) : null}
    </div>
  );
}
