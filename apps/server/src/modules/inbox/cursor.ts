import { isUuid } from '../../http/params.ts';

/**
 * A page's end, for the next page: the last row's exact time (PostgreSQL's text, to the
 * microsecond, which a JavaScript Date would round) and id, base64url-encoded.
 */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

export function decodeCursor(cursor: string): { at: string; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || !isUuid(id)) return null;
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(at))
      return null;
    return { at, id };
  } catch {
    return null;
  }
}
