import { useEffect, useState } from 'react';

/**
 * False while the builder's screen first mounts, true from the next commit: the panels mount,
 * measure themselves and read their computed styles while the document is still small, and the
 * page's elements follow in a commit of their own, so none of those reads styles or lays out a
 * page of thousands of elements.
 */
export function useAfterShell(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
