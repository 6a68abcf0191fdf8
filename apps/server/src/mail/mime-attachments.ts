/** A file found in a raw e-mail. */
export interface FoundAttachment {
  filename: string;
  contentType: string;
  content: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The attachments of a raw RFC 822 message as a mail client would read them (the tests look into
 * what the SMTP server received and what was written as `.eml`).
 */
export function attachmentsIn(raw: string): FoundAttachment[] {
  const found: FoundAttachment[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = part.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ');
    const filename = /^content-disposition:\s*attachment;.*filename="?([^";\r\n]+)"?/im.exec(
      headers,
    )?.[1];
    if (!filename) continue;
    const body = part.slice(split.index + split[0].length).replace(/\r?\n--[^\r\n]*--\s*$/, '');
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const content =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : body;
    found.push({
      filename,
      contentType: /^content-type:\s*([^\r\n]+)/im.exec(headers)?.[1]?.trim() ?? '',
      content,
    });
  }
  return found;
}
