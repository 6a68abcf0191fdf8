import { spacing, text } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const form: ElementDefinition = {
  category: 'form',
  laysOut: true,
  accepts: [
    'INPUT',
    'TEXTAREA',
    'SELECT',
    'CHECKBOX',
    'RADIO',
    'BUTTON',
    'HEADING',
    'TEXT',
    ...spacing,
  ],
  label: 'Form',
  icon: 'clipboard-list',
  fields: {
    formName: text('Form name', 100),
    submitLabel: text('Submit label', 60),
    successMessage: text('Success message', 300),
    // Empty: the account's e-mail.
    notifyEmail: { kind: 'email', label: 'Notification e-mail' },
    autoReply: { kind: 'boolean', label: 'Auto-reply' },
  },
  defaultProps: {
    formName: 'Contact form',
    submitLabel: 'Send',
    successMessage: 'Thanks! We will be in touch soon.',
    notifyEmail: '',
    autoReply: false,
  },
  defaultStyles: { display: 'flex', flexDirection: 'column', gap: '12px' },
};
