import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formSubmissions, users, websites, type SubmissionField } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { mayMailVisitor } from '../../mail/visitor-mail-limit.ts';
import type { VisitorLimits } from '../visitor-limits/visitor-limits.ts';
import { recordCustomerEvent, upsertCustomer } from '../customers/record-customer.ts';
import { notify } from '../notifications/notify.ts';
import type { LoadedRelease } from '../sites/service.ts';
import type { FormField, FormModel } from './form-model.ts';
import { MAX_LINKS, honeypotFilled, linkCount, overRateLimit, type SpamReason } from './spam.ts';
import { autoReply, submissionNotice, type SubmissionMailFacts } from './submission-mail.ts';
import { pruneUsedTokens, useToken, type FormTokens } from './token.ts';
import {
  checkSubmission,
  spamFields,
  type CheckedSubmission,
  type PostedValues,
} from './validation.ts';

export interface SubmissionRequest {
  websiteId: string;
  release: LoadedRelease;
  form: FormModel;
  posted: PostedValues;
  /** The hidden token as posted; null when none was sent. */
  token: string | null;
  /** Pages always send one; a headless client (the JSON twin) may leave it out. */
  tokenRequired: boolean;
  clientAddress: string;
}

export type SubmissionOutcome =
  | { kind: 'invalid'; check: CheckedSubmission }
  /** Stored; spam or not, the visitor is answered the same. */
  | { kind: 'stored'; id: string; spamReason: SpamReason | null };

export interface FormSubmissionDeps {
  db: Db;
  tokens: FormTokens;
  /** The dashboard's address, for links in the owner's e-mail. */
  publicUrl: string;
  /** Called after a commit that queued mail, so the outbox sends it at once. */
  onMailQueued?: () => void;
  /** The flood limit on what one address may post; none when absent. */
  limits?: VisitorLimits;
}

interface TokenUse {
  nonce: string;
  expiresAt: Date;
}

/** How often used tokens past their day are cleared. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

const oneLine = (value: string, max = 100) => value.replace(/\s+/g, ' ').trim().slice(0, max);

/** The sender's e-mail, name and phone, from the fields that ask for them. */
function contactOf(form: FormModel, fields: readonly SubmissionField[]) {
  const valueOf = (field: FormField | undefined) =>
    field ? (fields.find((f) => f.name === field.name)?.value ?? '') : '';
  const email = valueOf(form.fields.find((f) => f.kind === 'email' && valueOf(f) !== ''));
  const texts = form.fields.filter((f) => f.kind === 'text' && valueOf(f) !== '');
  const nameField =
    texts.find((f) => f.name.toLowerCase() === 'name') ??
    texts.find((f) => /name/i.test(f.name) || /name/i.test(f.label));
  const phone = valueOf(form.fields.find((f) => f.kind === 'tel' && valueOf(f) !== ''));
  return {
    email: email || null,
    name: nameField ? oneLine(valueOf(nameField)) : null,
    phone: phone || null,
  };
}

/**
 * A visitor's submission of a published form: checked against the live release, judged for
 * spam, and stored; a genuine one also reaches the owner (customer, timeline, bell, e-mail) in
 * the same transaction, so none of it exists without the others.
 */
export class FormSubmissionService {
  private lastPrune = 0;

  constructor(private readonly deps: FormSubmissionDeps) {}

  /** Throws a 429 (nothing stored) once the address has flooded the site with posts. */
  async submit(request: SubmissionRequest): Promise<SubmissionOutcome> {
    const { form, posted } = request;
    await this.deps.limits?.take('form-post', request.websiteId, [
      { address: request.clientAddress },
    ]);
    // Checks that need nothing stored come first; spam is kept unchecked for the owner's review.
    const token = await this.tokenVerdict(request);
    if ('spam' in token) return this.store(request, spamFields(form, posted), token.spam);

    const check = checkSubmission(form, posted);
    if (Object.keys(check.errors).length > 0) return { kind: 'invalid', check };

    // The token is claimed before anything else is counted: of posts sent at once with one
    // token, the first to claim it is the real message, and the replays count for nothing.
    if (token.use && !(await useToken(this.deps.db, token.use.nonce, token.use.expiresAt))) {
      return this.store(request, check.fields, 'replayed');
    }
    const secret = await this.deps.tokens.secret();
    let spam: SpamReason | null = null;
    if (await overRateLimit(this.deps.db, secret, request.clientAddress, form.id)) {
      spam = 'rate-limit';
    } else if (linkCount(check.fields) > MAX_LINKS) {
      spam = 'links';
    }
    return this.store(request, check.fields, spam);
  }

  /** Spam by its honeypot or token; else the token to mark used, if one was sent. */
  private async tokenVerdict(
    request: SubmissionRequest,
  ): Promise<{ spam: SpamReason } | { use: TokenUse | null }> {
    if (honeypotFilled(request.posted)) return { spam: 'honeypot' };
    if (request.token === null)
      return request.tokenRequired ? { spam: 'bad-token' } : { use: null };
    const check = await this.deps.tokens.check(request.token, request.form.id);
    if (!check.ok) return { spam: check.reason };
    return { use: { nonce: check.nonce, expiresAt: check.expiresAt } };
  }

  private async store(
    request: SubmissionRequest,
    fields: SubmissionField[],
    reason: SpamReason | null,
  ): Promise<SubmissionOutcome> {
    const { form } = request;
    const contact = contactOf(form, fields);
    const result = await this.deps.db.transaction(async (tx) => {
      const customerId =
        reason === null && contact.email
          ? await upsertCustomer(tx, {
              websiteId: request.websiteId,
              email: contact.email,
              name: contact.name,
              phone: contact.phone,
            })
          : null;
      const [row] = await tx
        .insert(formSubmissions)
        .values({
          websiteId: request.websiteId,
          releaseId: request.release.id,
          pageId: form.page.id,
          pageName: form.page.name,
          formElementId: form.id,
          formName: form.name,
          fields,
          email: contact.email,
          customerId,
          spamReason: reason,
        })
        .returning({ id: formSubmissions.id });
      const id = row!.id;
      const mailQueued =
        reason === null
          ? await this.reachOwner(tx, request, id, customerId, contact, fields)
          : false;
      return { id, reason, mailQueued };
    });
    if (result.mailQueued) this.deps.onMailQueued?.();
    this.pruneNowAndThen();
    return { kind: 'stored', id: result.id, spamReason: result.reason };
  }

  /** The customer's timeline, the bell and the e-mails of a genuine submission. */
  private async reachOwner(
    tx: Db,
    request: SubmissionRequest,
    submissionId: string,
    customerId: string | null,
    contact: ReturnType<typeof contactOf>,
    fields: SubmissionField[],
  ): Promise<boolean> {
    const { form, websiteId } = request;
    const [owner] = await tx
      .select({ userId: users.id, email: users.email, preferences: users.preferences })
      .from(websites)
      .innerJoin(users, eq(users.id, websites.userId))
      .where(eq(websites.id, websiteId));
    if (!owner) return false;
    const sender = contact.name || contact.email || 'a visitor';
    if (customerId) {
      await recordCustomerEvent(tx, {
        customerId,
        kind: 'submission',
        refId: submissionId,
        summary: `Sent the form "${form.name}" on ${form.page.name}`,
      });
    }
    if (owner.preferences.notifications !== false) {
      await notify(tx, {
        userId: owner.userId,
        websiteId,
        type: 'submission',
        title: `New message from ${oneLine(sender)}`,
        body: `${form.name} · ${form.page.name}`,
        link: `/dashboard/inbox/${submissionId}?site=${websiteId}`,
      });
    }
    const facts: SubmissionMailFacts = {
      submissionId,
      websiteId,
      siteName: request.release.snapshot.site.name,
      formName: form.name,
      pageName: form.page.name,
      sender: oneLine(sender),
      senderEmail: contact.email,
      fields,
      publicUrl: this.deps.publicUrl,
    };
    let queued = false;
    if (owner.preferences.emailUpdates !== false) {
      await enqueueMail(tx, submissionNotice(facts, form.notifyEmail || owner.email));
      queued = true;
    }
    // The sender's address may be anyone's: it gets a few automatic replies an hour at most.
    if (form.autoReply && contact.email && (await mayMailVisitor(tx, websiteId, contact.email))) {
      await enqueueMail(
        tx,
        autoReply(facts, contact.email, form.successMessage, form.notifyEmail || null),
      );
      queued = true;
    }
    return queued;
  }

  /** Clears used tokens past their day every few minutes, off the visitor's path. */
  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    pruneUsedTokens(this.deps.db).catch(() => {
      // Tried again at the next submission; nothing depends on it but the table's size.
      this.lastPrune = 0;
    });
  }
}
