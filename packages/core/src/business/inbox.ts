import { z } from 'zod';

/** Where a submission sits in the owner's inbox. */
export const SUBMISSION_FOLDERS = ['inbox', 'spam', 'archived'] as const;
export type SubmissionFolder = (typeof SUBMISSION_FOLDERS)[number];

/** How the mail about a record is doing: sent, waiting for another try, or given up. */
export type DeliveryStatus = 'PENDING' | 'RETRYING' | 'SENT' | 'FAILED';

export interface MailDelivery {
  id: string;
  /** `submission-notice`, `auto-reply`, `reply`, `customer-email`, ... */
  kind: string;
  to: string;
  subject: string;
  status: DeliveryStatus;
  attempts: number;
  /** Why the last try failed, in words. */
  lastError: string | null;
  /** When the next try is due, while RETRYING. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface SubmissionFieldValue {
  name: string;
  label: string;
  value: string;
}

/** One row of the inbox list. */
export interface SubmissionSummary {
  id: string;
  formElementId: string;
  formName: string;
  pageName: string;
  /** The sender's e-mail, from the form's first e-mail field; null when none or erased. */
  email: string | null;
  /** The sender's name when the form asked for one, else null. */
  name: string | null;
  /** The start of the message (the longest field), up to 160 characters. */
  preview: string;
  read: boolean;
  spam: boolean;
  archived: boolean;
  createdAt: string;
}

/** The detail view: every field in form order and the state of the mail it caused. */
export interface Submission extends SubmissionSummary {
  fields: SubmissionFieldValue[];
  /** Why it was judged spam: `honeypot`, `bad-token`, `too-fast`, `expired`, `replayed`, `rate-limit`, `links`. */
  spamReason: string | null;
  customerId: string | null;
  releaseId: string | null;
  deliveries: MailDelivery[];
}

export interface SubmissionPage {
  items: SubmissionSummary[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Messages per folder, each counted up to 1000: 1000 means "1000 or more". */
  counts: { inbox: number; unread: number; spam: number; archived: number };
}

/** A form of the website: those of the live release, and older ones that still have submissions. */
export interface FormSummary {
  formElementId: string;
  formName: string;
  pageName: string;
  inLiveRelease: boolean;
  total: number;
  unread: number;
}

export const submissionListQuery = z.object({
  folder: z
    .enum(SUBMISSION_FOLDERS, { error: 'Folder must be inbox, spam or archived' })
    .default('inbox'),
  formId: z.uuid({ error: 'Form must be a form id' }).optional(),
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z
    .enum(['all', 'read', 'unread'], { error: 'Status must be all, read or unread' })
    .default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(50),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuery>;

/** `PUT /api/submissions/{id}`: only the flags it carries change. */
export const submissionUpdateSchema = z.object({
  read: z.boolean({ error: 'Read must be true or false' }).optional(),
  spam: z.boolean({ error: 'Spam must be true or false' }).optional(),
  archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
});

export const mailSubjectField = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(200, 'Subject must be at most 200 characters');

export const mailMessageField = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(20_000, 'Message must be at most 20000 characters');

/** `POST /api/submissions/{id}/reply`: an e-mail to the sender. */
export const submissionReplySchema = z.object({
  subject: mailSubjectField,
  message: mailMessageField,
});
