// Embedded content runs in an opaque origin: scripts may run, but never with the site's origin.
export const SANDBOX = 'allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox';

/** Rules the blocks that use these pieces share. */
export const FRAME_CSS = [
  '.t-map iframe,.t-embed iframe,.t-code iframe{width:100%;border:0;border-radius:12px}',
].join('');
