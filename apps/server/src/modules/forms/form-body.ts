/**
 * A form post's fields by name (every value, in order), or why its bytes could not be read.
 * Control characters, U+0000 included, are left for the form's checks to name next to their
 * field: the text guard of every route sees no entries in a Map.
 */
export class FormBody {
  constructor(
    readonly values: ReadonlyMap<string, readonly string[]>,
    /** A message for the visitor when the body was not UTF-8 text. */
    readonly problem: string | null,
  ) {}

  static readonly EMPTY = new FormBody(new Map(), null);
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const NOT_UTF8 = 'The form could not be read: it was not sent as UTF-8 text. Please try again.';

const hex = (byte: number) =>
  byte >= 48 && byte <= 57
    ? byte - 48
    : byte >= 65 && byte <= 70
      ? byte - 55
      : byte >= 97 && byte <= 102
        ? byte - 87
        : -1;

/** One name or value: `+` is a space, `%XX` a byte, and the bytes must be UTF-8. */
function decode(bytes: Buffer, start: number, end: number): string | null {
  const out = Buffer.allocUnsafe(end - start);
  let length = 0;
  for (let i = start; i < end; i += 1) {
    const byte = bytes[i]!;
    if (byte === 0x2b) {
      out[length++] = 0x20;
    } else if (byte === 0x25 && i + 2 < end && hex(bytes[i + 1]!) >= 0 && hex(bytes[i + 2]!) >= 0) {
      out[length++] = hex(bytes[i + 1]!) * 16 + hex(bytes[i + 2]!);
      i += 2;
    } else {
      // A `%` not followed by two hex digits stays as it is, as browsers and URLSearchParams do.
      out[length++] = byte;
    }
  }
  try {
    return utf8.decode(out.subarray(0, length));
  } catch {
    return null;
  }
}

/**
 * Reads an `application/x-www-form-urlencoded` body byte by byte, so that bytes which are not
 * UTF-8 (raw or percent-encoded) are refused with a message instead of turning into U+FFFD.
 * A charset other than UTF-8 is refused the same way: the published page asks for UTF-8.
 */
export function parseFormBody(bytes: Buffer, contentType: string | undefined): FormBody {
  const values = new Map<string, string[]>();
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return new FormBody(values, NOT_UTF8);
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x26, start);
    if (end === -1) end = bytes.length;
    if (end > start) {
      let equals = bytes.indexOf(0x3d, start);
      if (equals === -1 || equals > end) equals = end;
      const name = decode(bytes, start, equals);
      const value = equals < end ? decode(bytes, equals + 1, end) : '';
      if (name === null || value === null) return new FormBody(new Map(), NOT_UTF8);
      const list = values.get(name);
      if (list) list.push(value);
      else values.set(name, [value]);
    }
    start = end + 1;
  }
  return new FormBody(values, null);
}
