import { z } from 'zod';
import {
  MAX_PASSWORD_LENGTH,
  emailField,
  existingPasswordField,
  nameField,
  newPasswordField,
} from './fields.ts';
import { timezoneField } from '../websites/schemas.ts';

export const registerSchema = z
  .object({
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    email: emailField,
    password: newPasswordField(),
    confirmPassword: z.string().optional(),
    /** The account's IANA zone; the sign-up form sends the browser's. */
    timezone: timezoneField.optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: existingPasswordField(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'Invalid reset token' })
      .min(1, 'Invalid reset token')
      .max(200, 'Invalid reset token'),
    password: newPasswordField(),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    newPassword: newPasswordField('New password'),
    confirmPassword: z.string({ error: 'Please confirm the new password' }),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const preferencesSchema = z.object({
  theme: z.enum(THEMES, { error: 'Theme must be light, dark or system' }),
  notifications: z.boolean({ error: 'Notifications must be on or off' }),
  emailUpdates: z.boolean({ error: 'Email updates must be on or off' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  notifications: true,
  emailUpdates: true,
};

const phoneField = z
  .string()
  .trim()
  .max(32, 'Phone must be at most 32 characters')
  .regex(/^[+0-9 ()\-.]*$/, 'Phone may only contain digits, spaces and + ( ) - .');

/** PUT /api/auth/profile: every field optional, unknown fields ignored. */
export const profileUpdateSchema = z.object({
  firstName: nameField('First name').optional(),
  lastName: nameField('Last name').optional(),
  email: emailField.optional(),
  phone: phoneField.nullable().optional(),
  timezone: timezoneField.optional(),
  preferences: preferencesSchema.partial().optional(),
  /** Needed only when `email` moves the account to another address. */
  currentPassword: z
    .string({ error: 'Current password must be text' })
    .max(MAX_PASSWORD_LENGTH, 'Current password is incorrect')
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/** Whether a profile update moves the account to another e-mail (and so needs the password). */
export function changesEmail(savedEmail: string, email: string | undefined): boolean {
  return email !== undefined && email.trim().toLowerCase() !== savedEmail.toLowerCase();
}
