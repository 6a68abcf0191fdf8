import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailField,
  existingPasswordField,
  fieldErrors,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  nameField,
  newPasswordField,
} from './fields.ts';

function failure(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result.error;
}

describe('fieldErrors', () => {
  it('maps each field path to its message', () => {
    const schema = z.object({ a: z.string({ error: 'A!' }), b: z.number({ error: 'B!' }) });
    expect(fieldErrors(failure(schema, {}))).toEqual({ a: 'A!', b: 'B!' });
  });

  it('joins nested paths with dots', () => {
    const schema = z.object({ outer: z.object({ inner: z.string({ error: 'Inner!' }) }) });
    expect(fieldErrors(failure(schema, { outer: {} }))).toEqual({ 'outer.inner': 'Inner!' });
  });

  it('keeps only the first message per field', () => {
    const schema = z.object({
      code: z.string().min(5, 'Too short').regex(/^\d+$/, 'Digits only'),
    });
    const error = failure(schema, { code: 'ab' });
    expect(error.issues.length).toBe(2);
    expect(fieldErrors(error)).toEqual({ code: 'Too short' });
  });

  it("files issues about the whole value under '_'", () => {
    const schema = z.string({ error: 'Not a string' });
    expect(fieldErrors(failure(schema, 42))).toEqual({ _: 'Not a string' });
  });

  it('returns plain string values only', () => {
    const schema = z.object({ a: z.string(), b: z.array(z.string()) });
    const fields = fieldErrors(failure(schema, { a: 1, b: [1, 'x', 2] }));
    expect(Object.keys(fields).sort()).toEqual(['a', 'b.0', 'b.2']);
    for (const value of Object.values(fields)) expect(typeof value).toBe('string');
  });
});

describe('field builders', () => {
  it('uses 8 and 256 as the password bounds', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(MAX_PASSWORD_LENGTH).toBe(256);
  });

  it('labels new-password messages', () => {
    expect(fieldErrors(failure(z.object({ p: newPasswordField('Secret') }), { p: 'abc' }))).toEqual(
      {
        p: 'Secret must be at least 8 characters',
      },
    );
    expect(fieldErrors(failure(z.object({ p: newPasswordField() }), {}))).toEqual({
      p: 'Password is required',
    });
  });

  it('lets existing passwords be short but not empty', () => {
    const field = existingPasswordField();
    expect(field.parse('a')).toBe('a');
    expect(fieldErrors(failure(z.object({ p: field }), { p: '' }))).toEqual({
      p: 'Password is required',
    });
  });

  it('labels name messages and trims', () => {
    const field = nameField('Company');
    expect(field.parse('  Acme  ')).toBe('Acme');
    expect(fieldErrors(failure(z.object({ n: field }), { n: 42 }))).toEqual({
      n: 'Company is required',
    });
  });

  it('rejects a non-string e-mail as required', () => {
    expect(fieldErrors(failure(z.object({ email: emailField }), { email: 42 }))).toEqual({
      email: 'Email is required',
    });
  });

  it('accepts plus-addressing and subdomains', () => {
    expect(emailField.parse('Ada+Tessera@Mail.Example.co.uk')).toBe(
      'ada+tessera@mail.example.co.uk',
    );
  });
});
