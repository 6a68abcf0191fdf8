import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = () => path.join(process.env.TESSERA_E2E_DATA_DIR!, 'mail');

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message in the server's outbox to the address, decoded, oldest first. */
export async function mailTo(recipient: string): Promise<string[]> {
  const files = await fs.readdir(outboxDir()).catch(() => [] as string[]);
  const messages: string[] = [];
  for (const file of files.filter((f) => f.endsWith('.eml')).sort()) {
    const raw = await fs.readFile(path.join(outboxDir(), file), 'utf8');
    if (new RegExp(`^To: ${recipient}`, 'mi').test(raw)) messages.push(decodeQuotedPrintable(raw));
  }
  return messages;
}

/** Waits for the reset e-mail to the address in the server's outbox and returns its link. */
export async function resetLinkFor(recipient: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const messages = await mailTo(recipient);
      const match = messages.at(-1)?.match(/https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/);
      link = match?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
