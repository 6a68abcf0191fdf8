import { createHash } from 'node:crypto';
import { FORM_POST } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { takeHit, type RateLimit } from '../../db/rate-limit.ts';
import type { SubmissionField } from '../../db/schema.ts';
import type { PostedValues } from './validation.ts';

/** Why a submission was judged spam (stored in `spam_reason`, shown in the Spam folder). */
export type SpamReason =
  'honeypot' | 'bad-token' | 'too-fast' | 'expired' | 'replayed' | 'rate-limit' | 'links';

/** Posts per visitor address and form: more in the window go to Spam. */
export const SUBMISSION_RATE_LIMIT: RateLimit = {
  bucket: 'form-submission',
  max: 5,
  windowMs: 10 * 60 * 1000,
};

/** More links than this in one message is what link spam looks like; people rarely send so many. */
export const MAX_LINKS = 3;

/** The hidden field people never see: anything in it was typed by a bot. */
export function honeypotFilled(posted: PostedValues): boolean {
  return (posted.get(FORM_POST.honeypotField) ?? []).some((value) => value.trim() !== '');
}

const LINK = /\bhttps?:\/\/|\bwww\.|\[url[=\]]|<a\s/gi;

/** The number of links across the values of a submission. */
export function linkCount(fields: readonly SubmissionField[]): number {
  return fields.reduce((count, field) => count + (field.value.match(LINK)?.length ?? 0), 0);
}

/**
 * Counts a post against the limit of its address on this form. The key is a hash of a server
 * secret, the address and the form, so no visitor's address is ever stored in clear.
 */
export async function overRateLimit(
  db: Db,
  secret: Buffer,
  clientAddress: string,
  formElementId: string,
): Promise<boolean> {
  const key = createHash('sha256')
    .update(secret)
    .update(`\n${clientAddress}\n${formElementId}`)
    .digest('base64url');
  const hit = await takeHit(db, SUBMISSION_RATE_LIMIT, key);
  return !hit.allowed;
}
