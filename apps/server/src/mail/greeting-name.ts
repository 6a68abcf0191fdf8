/** Longer than nearly every real name, too short for a sentence of advertising. */
export const GREETING_NAME_MAX = 40;

// Web and mail addresses, and bare domains ("example.com/offer"): what turns a name into a link.
const LINKISH =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\S+@\S+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}\b\S*/giu;
// What names are written with: letters, marks, digits, spaces, apostrophes, hyphens and dots.
const NOT_NAMELIKE = /[^\p{L}\p{M}\p{N}\s'’.-]/gu;

/**
 * A visitor-typed name as a mail to them greets them ("Thank you, Ana."): the name reads as the
 * shop's own words there, so anything that is not a name (links, addresses, symbols, a
 * paragraph) is taken out and the rest cut at a word. Empty when nothing name-like is left.
 */
export function greetingName(name: string): string {
  const cleaned = name
    .replace(LINKISH, ' ')
    .replace(NOT_NAMELIKE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.'’-]+|[.'’-]+$/g, '')
    .trim();
  if (cleaned.length <= GREETING_NAME_MAX) return cleaned;
  const cut = cleaned.slice(0, GREETING_NAME_MAX + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, GREETING_NAME_MAX)).trim();
}
