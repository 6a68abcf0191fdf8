import type { MailDelivery, Submission, SubmissionSummary } from '@tessera/core';
import type { formSubmissions, SubmissionField } from '../../db/schema.ts';

export type SubmissionRow = typeof formSubmissions.$inferSelect;

const PREVIEW_LENGTH = 160;

/** The sender's name: the field called name, else one whose name or label speaks of a name. */
function nameOf(fields: readonly SubmissionField[]): string | null {
  const filled = fields.filter((f) => f.value.trim() !== '' && !f.value.includes('@'));
  const field =
    filled.find((f) => f.name.toLowerCase() === 'name') ??
    filled.find((f) => /name/i.test(f.name) || /name/i.test(f.label));
  return field ? field.value.replace(/\s+/g, ' ').trim().slice(0, 100) : null;
}

/** The start of the longest value: usually the message. */
function previewOf(fields: readonly SubmissionField[]): string {
  const longest = fields.reduce<SubmissionField | null>(
    (best, f) => (!best || f.value.length > best.value.length ? f : best),
    null,
  );
  const text = (longest?.value ?? '').replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

export function presentSummary(row: SubmissionRow): SubmissionSummary {
  return {
    id: row.id,
    formElementId: row.formElementId,
    formName: row.formName,
    pageName: row.pageName,
    email: row.email,
    name: nameOf(row.fields),
    preview: previewOf(row.fields),
    read: row.readAt !== null,
    spam: row.spamReason !== null,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSubmission(row: SubmissionRow, deliveries: MailDelivery[]): Submission {
  return {
    ...presentSummary(row),
    fields: row.fields.map(({ name, label, value }) => ({ name, label, value })),
    spamReason: row.spamReason,
    customerId: row.customerId,
    releaseId: row.releaseId,
    deliveries,
  };
}
