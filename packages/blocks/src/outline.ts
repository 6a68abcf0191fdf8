/**
 * The levels the headings of a shared header or footer are drawn at, in document order, so that
 * they keep the page's outline valid: no heading is drawn more than one level below the heading
 * before it (what screen readers' heading lists and Lighthouse's `heading-order` ask). `after` is
 * the level of the heading the part follows (the footer follows a page whose top heading is an
 * h1), or null for a part that comes first (the header).
 *
 * A skip moves the part's headings up by as many levels as it skipped, so headings of one level
 * stay siblings and those below them stay below; a heading of the owner's that no longer needs
 * the move (an h2 after h4s) ends it. A heading is never drawn deeper than the owner made it.
 */
export function headingOutline(after: number | null): (level: number) => number {
  let previous = after;
  const floor = (after ?? 0) + 1;
  let shift = 0;
  return (level) => {
    if (level - shift < floor) shift = Math.max(0, level - floor);
    if (previous !== null && level - shift > previous + 1) shift = level - previous - 1;
    previous = level - shift;
    return previous;
  };
}
