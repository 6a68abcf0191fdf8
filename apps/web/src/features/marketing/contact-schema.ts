import { z } from 'zod';

/** The contact form: every field required, the e-mail address checked for its shape. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Please keep your name under 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(z.email('Please enter a valid email address, like name@example.com.')),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject.')
    .max(150, 'Please keep the subject under 150 characters.'),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message.')
    .max(5000, 'Please keep your message under 5,000 characters.'),
});

export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
