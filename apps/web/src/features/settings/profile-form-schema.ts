import { z } from 'zod';
import {
  changesEmail,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  profileUpdateSchema,
  type User,
} from '@tessera/core';

const shape = profileUpdateSchema.shape;

/**
 * The profile form's rules: the server's fields, plus the current password, which is required
 * only when the e-mail moves away from the saved one (the server asks for it then too).
 */
export function profileFormSchema(savedEmail: string) {
  return z
    .object({
      firstName: shape.firstName.unwrap(),
      lastName: shape.lastName.unwrap(),
      email: shape.email.unwrap(),
      phone: shape.phone,
      currentPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      if (changesEmail(savedEmail, values.email) && values.currentPassword === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: EMAIL_CHANGE_NEEDS_PASSWORD,
        });
      }
    });
}

export type ProfileForm = z.input<ReturnType<typeof profileFormSchema>>;

export function profileFormValues(user: User): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    currentPassword: '',
  };
}
