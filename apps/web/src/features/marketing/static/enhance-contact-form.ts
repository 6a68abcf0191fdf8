import { contactSchema, type ContactMessage } from '../contact-schema';
import {
  CONFIRMATION_TEMPLATE_ID,
  CONTACT_FORM_ID,
  SEND_ANOTHER_ATTRIBUTE,
  SLOT_ATTRIBUTE,
} from './contact-hooks';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * Gives the prerendered contact form what the app's form does: the same schema's messages under
 * each field (checked on submit, then again as the visitor corrects a field), and the thanks in
 * place of the form. Nothing is sent anywhere: the messages stay in this page. Returns them.
 */
export function enhanceContactForm(doc: Document): ContactMessage[] {
  const messages: ContactMessage[] = [];
  const form = doc.getElementById(CONTACT_FORM_ID);
  const template = doc.getElementById(CONFIRMATION_TEMPLATE_ID);
  if (!(form instanceof HTMLFormElement) || !(template instanceof HTMLTemplateElement))
    return messages;
  const control = (field: Field) => form.elements.namedItem(field) as Control;
  let submitted = false;

  // The same markup as FormField's error: a message the input points to, announced once.
  const showError = (field: Field, message: string | undefined) => {
    const input = control(field);
    const messageId = `${input.id}-message`;
    const shown = doc.getElementById(messageId);
    if ((shown?.textContent ?? undefined) === message) return;
    shown?.remove();
    if (!message) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      return;
    }
    const p = doc.createElement('p');
    p.id = messageId;
    p.setAttribute('role', 'alert');
    p.className = 'text-sm text-destructive';
    p.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', messageId);
    input.after(p);
  };

  /** Checks the form, shows the messages of `only` (or every field) and returns the message. */
  const check = (only?: Field): ContactMessage | null => {
    const values = Object.fromEntries(FIELDS.map((field) => [field, control(field).value]));
    const result = contactSchema.safeParse(values);
    const errors: Partial<Record<Field, string>> = {};
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
    for (const field of only ? [only] : FIELDS) showError(field, errors[field]);
    return result.success ? result.data : null;
  };

  const showThanks = (message: ContactMessage) => {
    const content = template.content.cloneNode(true) as DocumentFragment;
    const thanks = content.firstElementChild as HTMLElement;
    for (const field of ['name', 'subject', 'email'] as const) {
      const slot = thanks.querySelector(`[${SLOT_ATTRIBUTE}="${field}"]`);
      if (slot) slot.replaceWith(doc.createTextNode(message[field]));
    }
    thanks.querySelector(`[${SEND_ANOTHER_ATTRIBUTE}]`)?.addEventListener('click', () => {
      form.reset();
      for (const field of FIELDS) showError(field, undefined);
      submitted = false;
      thanks.replaceWith(form);
      control('name').focus();
    });
    form.replaceWith(thanks);
    // The whole thanks in view (clear of the sticky header), then its heading focused.
    thanks.scrollIntoView?.({ block: 'nearest' });
    thanks.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
    const message = check();
    if (!message) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    messages.push(message);
    showThanks(message);
  });
  form.addEventListener('input', (event) => {
    const name = (event.target as Control).name as Field;
    if (submitted && FIELDS.includes(name)) check(name);
  });
  return messages;
}
