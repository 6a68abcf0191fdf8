import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact-schema';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Question about plans',
  message: 'Can I move from Free to Pro later?',
};

function firstErrors(input: Record<string, string>) {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('contactSchema', () => {
  it('accepts a complete message and trims it', () => {
    const result = contactSchema.parse({ ...valid, name: '  Ada  ', email: ' ada@example.com ' });
    expect(result.name).toBe('Ada');
    expect(result.email).toBe('ada@example.com');
  });

  it('requires every field, with a message for each', () => {
    expect(firstErrors({ name: '', email: '', subject: '  ', message: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter a message.',
    });
  });

  it('checks the shape of the e-mail address', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'ada example.com']) {
      expect(firstErrors({ ...valid, email })).toEqual({
        email: 'Please enter a valid email address, like name@example.com.',
      });
    }
  });
});
