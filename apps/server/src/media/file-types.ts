import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { MediaKind } from '../db/schema.ts';

export interface AcceptedType {
  kind: MediaKind;
  mime: string;
  ext: string;
}

/** What the library takes, by the type its content shows (never by the name it came with). */
const ACCEPTED: Record<string, AcceptedType> = {
  'image/jpeg': { kind: 'image', mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { kind: 'image', mime: 'image/png', ext: 'png' },
  'image/webp': { kind: 'image', mime: 'image/webp', ext: 'webp' },
  'image/avif': { kind: 'image', mime: 'image/avif', ext: 'avif' },
  'image/gif': { kind: 'image', mime: 'image/gif', ext: 'gif' },
  'video/mp4': { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  'video/webm': { kind: 'video', mime: 'video/webm', ext: 'webm' },
  'video/quicktime': { kind: 'video', mime: 'video/quicktime', ext: 'mov' },
  'audio/mpeg': { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' },
  'audio/wav': { kind: 'audio', mime: 'audio/wav', ext: 'wav' },
  'audio/ogg': { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' },
  'audio/x-m4a': { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' },
  'audio/mp4': { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' },
  'application/pdf': { kind: 'document', mime: 'application/pdf', ext: 'pdf' },
  'application/x-cfb': { kind: 'document', mime: 'application/msword', ext: 'doc' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
};

export const UNSUPPORTED_TYPE =
  'This type of file is not supported. Upload images (JPEG, PNG, WebP, AVIF, GIF), videos, audio, PDF, DOC, DOCX or TXT files.';

/** Plain text has no signature: a .txt whose bytes are valid UTF-8 text without NULs. */
async function isPlainText(file: string): Promise<boolean> {
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, lastWholeChar(head)));
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** Where the last complete UTF-8 character of a cut-off buffer ends. */
function lastWholeChar(bytes: Buffer): number {
  let end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = bytes[end - i]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    if (i < need) end -= i;
    break;
  }
  return end;
}

/**
 * The accepted type of an uploaded file, sniffed from its bytes, or a message saying why it is
 * refused. The name is used only to tell plain text (which has no signature) from unknown bytes.
 */
export async function sniffType(
  file: string,
  name: string,
): Promise<AcceptedType | { refused: string }> {
  const found = await fileTypeFromFile(file);
  if (found) {
    if (found.mime === 'image/heic' || found.mime === 'image/heif') {
      return {
        refused: `"${name}" is an iPhone HEIC photo, which browsers cannot show. Export it as JPEG (on the iPhone: Settings, Camera, Formats, Most Compatible) and upload it again.`,
      };
    }
    // Excel, PowerPoint and installers are compound files too: only a .doc is taken as one.
    if (found.mime === 'application/x-cfb' && !/\.doc$/i.test(name)) {
      return { refused: `"${name}": ${UNSUPPORTED_TYPE}` };
    }
    return ACCEPTED[found.mime] ?? { refused: `"${name}": ${UNSUPPORTED_TYPE}` };
  }
  if (/\.svg$/i.test(name)) {
    return {
      refused: `"${name}": SVG files can hold scripts and are not accepted. Upload a PNG or WebP instead.`,
    };
  }
  if (/\.txt$/i.test(name) && (await isPlainText(file))) {
    return { kind: 'document', mime: 'text/plain; charset=utf-8', ext: 'txt' };
  }
  return { refused: `"${name}": ${UNSUPPORTED_TYPE}` };
}
