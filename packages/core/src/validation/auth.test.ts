import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  DEFAULT_PREFERENCES,
  forgotPasswordSchema,
  loginSchema,
  preferencesSchema,
  profileUpdateSchema,
  changesEmail,
  registerSchema,
  resetPasswordSchema,
  THEMES,
} from './auth.ts';
import { fieldErrors } from './fields.ts';
import { accountZone } from './timezones.ts';

/** The `fields` a schema would report for this input, or null when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
}

const validRegistration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('registerSchema', () => {
  it('accepts a complete registration and trims the names', () => {
    const parsed = registerSchema.parse({
      ...validRegistration,
      firstName: '  Ada ',
      lastName: ' Lovelace  ',
    });
    expect(parsed).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });

  it('lower-cases and trims the e-mail address', () => {
    const parsed = registerSchema.parse({
      ...validRegistration,
      email: '  Ada.Lovelace@Example.COM ',
    });
    expect(parsed.email).toBe('ada.lovelace@example.com');
  });

  it('makes confirmPassword optional', () => {
    const { confirmPassword: _omitted, ...rest } = validRegistration;
    expect(errorsOf(registerSchema, rest)).toBeNull();
  });

  it('requires first and last name', () => {
    expect(
      errorsOf(registerSchema, { ...validRegistration, firstName: undefined, lastName: undefined }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('treats whitespace-only names as missing', () => {
    expect(
      errorsOf(registerSchema, { ...validRegistration, firstName: '   ', lastName: '' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('caps names at 100 characters', () => {
    expect(
      errorsOf(registerSchema, { ...validRegistration, firstName: 'a'.repeat(100) }),
    ).toBeNull();
    expect(errorsOf(registerSchema, { ...validRegistration, lastName: 'a'.repeat(101) })).toEqual({
      lastName: 'Last name must be at most 100 characters',
    });
  });

  it('requires the e-mail', () => {
    expect(errorsOf(registerSchema, { ...validRegistration, email: undefined })).toEqual({
      email: 'Email is required',
    });
    expect(errorsOf(registerSchema, { ...validRegistration, email: '   ' })).toEqual({
      email: 'Email is required',
    });
  });

  it.each([
    'not-an-email',
    'ada@',
    '@example.com',
    'ada@example',
    'ada example@example.com',
    'ada@@example.com',
  ])('rejects the malformed e-mail %j', (email) => {
    expect(errorsOf(registerSchema, { ...validRegistration, email })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('caps the e-mail at 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(errorsOf(registerSchema, { ...validRegistration, email })).toEqual({
      email: 'Email must be at most 254 characters',
    });
  });

  it('requires a password of at least 8 characters', () => {
    expect(
      errorsOf(registerSchema, {
        ...validRegistration,
        password: undefined,
        confirmPassword: undefined,
      }),
    ).toEqual({
      password: 'Password is required',
    });
    expect(
      errorsOf(registerSchema, {
        ...validRegistration,
        password: '1234567',
        confirmPassword: '1234567',
      }),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      errorsOf(registerSchema, {
        ...validRegistration,
        password: '12345678',
        confirmPassword: '12345678',
      }),
    ).toBeNull();
  });

  it('caps the password at 256 characters', () => {
    const long = 'p'.repeat(257);
    expect(
      errorsOf(registerSchema, { ...validRegistration, password: long, confirmPassword: long }),
    ).toEqual({
      password: 'Password must be at most 256 characters',
    });
    const max = 'p'.repeat(256);
    expect(
      errorsOf(registerSchema, { ...validRegistration, password: max, confirmPassword: max }),
    ).toBeNull();
  });

  it('does not trim passwords', () => {
    const parsed = registerSchema.parse({
      ...validRegistration,
      password: ' spaced  ',
      confirmPassword: ' spaced  ',
    });
    expect(parsed.password).toBe(' spaced  ');
  });

  it('rejects a confirmPassword that differs from the password', () => {
    expect(
      errorsOf(registerSchema, { ...validRegistration, confirmPassword: 'something else' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reports every invalid field at once', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects a non-object body', () => {
    expect(registerSchema.safeParse(null).success).toBe(false);
    expect(registerSchema.safeParse('ada@example.com').success).toBe(false);
  });
});

describe('loginSchema', () => {
  it('accepts any non-empty password and lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: ' ADA@Example.com', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    });
  });

  it('requires e-mail and password', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(loginSchema, { email: 'ada@example.com', password: '' })).toEqual({
      password: 'Password is required',
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(errorsOf(loginSchema, { email: 'ada', password: 'whatever1' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('answers an over-long password like a wrong one', () => {
    expect(errorsOf(loginSchema, { email: 'ada@example.com', password: 'p'.repeat(257) })).toEqual({
      password: 'Invalid email or password',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('normalises the e-mail and rejects a bad one', () => {
    expect(forgotPasswordSchema.parse({ email: 'Ada@Example.com ' })).toEqual({
      email: 'ada@example.com',
    });
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: 'Email is required' });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { token: 'abc123', password: 'new password', confirmPassword: 'new password' };

  it('accepts a token with a matching new password, confirmation optional', () => {
    expect(errorsOf(resetPasswordSchema, valid)).toBeNull();
    expect(errorsOf(resetPasswordSchema, { token: 'abc123', password: 'new password' })).toBeNull();
  });

  it('requires a token', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, token: undefined })).toEqual({
      token: 'Invalid reset token',
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, token: '' })).toEqual({
      token: 'Invalid reset token',
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, token: 42 })).toEqual({
      token: 'Invalid reset token',
    });
  });

  it('rejects an absurdly long token', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, token: 't'.repeat(201) })).toEqual({
      token: 'Invalid reset token',
    });
  });

  it('applies the new-password rules', () => {
    expect(
      errorsOf(resetPasswordSchema, { token: 'abc', password: 'short', confirmPassword: 'short' }),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('rejects a confirmation that differs', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, confirmPassword: 'new passwort' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('changePasswordSchema', () => {
  const valid = {
    currentPassword: 'old',
    newPassword: 'brand new pw',
    confirmPassword: 'brand new pw',
  };

  it('accepts a valid change (any non-empty current password)', () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid);
  });

  it('requires the current password', () => {
    expect(errorsOf(changePasswordSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(errorsOf(changePasswordSchema, { ...valid, currentPassword: undefined })).toEqual({
      currentPassword: 'Current password is required',
    });
  });

  it('requires a new password of at least 8 characters', () => {
    expect(
      errorsOf(changePasswordSchema, { ...valid, newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({
      newPassword: 'New password must be at least 8 characters',
    });
    expect(errorsOf(changePasswordSchema, { ...valid, newPassword: undefined })).toMatchObject({
      newPassword: 'New password is required',
    });
  });

  it('requires the confirmation, unlike registration', () => {
    expect(errorsOf(changePasswordSchema, { ...valid, confirmPassword: undefined })).toEqual({
      confirmPassword: 'Please confirm the new password',
    });
  });

  it('rejects a confirmation that differs', () => {
    expect(errorsOf(changePasswordSchema, { ...valid, confirmPassword: 'brand new pW' })).toEqual({
      confirmPassword: 'New passwords do not match',
    });
  });
});

describe('profileUpdateSchema', () => {
  it('accepts an empty update', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it('drops unknown fields instead of failing', () => {
    const parsed = profileUpdateSchema.parse({
      firstName: 'Ada',
      passwordHash: 'x',
      plan: 'pro',
      id: '1',
    });
    expect(parsed).toEqual({ firstName: 'Ada' });
  });

  it('validates names and e-mail like registration', () => {
    expect(errorsOf(profileUpdateSchema, { firstName: ' ', email: 'nope' })).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
    });
    expect(profileUpdateSchema.parse({ email: 'NEW@Example.com' })).toEqual({
      email: 'new@example.com',
    });
  });

  it.each(['Europe/London', 'America/Los_Angeles', 'Asia/Kolkata', 'UTC', 'Etc/GMT+8'])(
    'accepts the IANA zone %s',
    (timezone) => {
      expect(profileUpdateSchema.parse({ timezone })).toEqual({ timezone });
    },
  );

  it('spells a zone written in another case as the platform does', () => {
    expect(profileUpdateSchema.parse({ timezone: 'europe/berlin' })).toEqual({
      timezone: 'Europe/Berlin',
    });
  });

  it.each(['Mars/Base', 'UTC-8', 'UTC+13', 'UTC+5:30', ''])('rejects the zone %j', (timezone) => {
    expect(errorsOf(profileUpdateSchema, { timezone })).toEqual({
      timezone: 'Time zone must be an IANA zone such as Europe/Berlin',
    });
  });

  it('shows the whole-hour offsets of older accounts as their IANA fixed-offset zones', () => {
    expect(accountZone('UTC-8')).toBe('Etc/GMT+8');
    expect(accountZone('UTC+5')).toBe('Etc/GMT-5');
    expect(accountZone('UTC+0')).toBe('UTC');
    expect(accountZone('Europe/London')).toBe('Europe/London');
  });

  it('accepts each theme and rejects others', () => {
    for (const theme of ['light', 'dark', 'system']) {
      expect(profileUpdateSchema.parse({ preferences: { theme } })).toEqual({
        preferences: { theme },
      });
    }
    expect(errorsOf(profileUpdateSchema, { preferences: { theme: 'blue' } })).toEqual({
      'preferences.theme': 'Theme must be light, dark or system',
    });
  });

  it('takes partial preferences and requires booleans for the switches', () => {
    expect(profileUpdateSchema.parse({ preferences: { emailUpdates: false } })).toEqual({
      preferences: { emailUpdates: false },
    });
    // A switch for a channel Tessera does not have (SMS) is ignored like any unknown field.
    expect(profileUpdateSchema.parse({ preferences: { smsUpdates: true } })).toEqual({
      preferences: {},
    });
    expect(
      errorsOf(profileUpdateSchema, {
        preferences: { notifications: 'yes', emailUpdates: 1 },
      }),
    ).toEqual({
      'preferences.notifications': 'Notifications must be on or off',
      'preferences.emailUpdates': 'Email updates must be on or off',
    });
  });

  it('accepts phone numbers made of digits, spaces and + ( ) - .', () => {
    for (const phone of ['+1 (555) 123-4567', '0049.30.1234', '', '   ']) {
      expect(errorsOf(profileUpdateSchema, { phone })).toBeNull();
    }
    expect(profileUpdateSchema.parse({ phone: '  +44 20 7946 0958 ' })).toEqual({
      phone: '+44 20 7946 0958',
    });
    expect(profileUpdateSchema.parse({ phone: null })).toEqual({ phone: null });
  });

  it.each(['555-CALL-NOW', '+1 555 1234 ext 5', '555#123', '555/123'])(
    'rejects the phone %j',
    (phone) => {
      expect(errorsOf(profileUpdateSchema, { phone })).toEqual({
        phone: 'Phone may only contain digits, spaces and + ( ) - .',
      });
    },
  );

  it('caps the phone at 32 characters', () => {
    expect(errorsOf(profileUpdateSchema, { phone: '1'.repeat(32) })).toBeNull();
    expect(errorsOf(profileUpdateSchema, { phone: '1'.repeat(33) })).toEqual({
      phone: 'Phone must be at most 32 characters',
    });
  });

  it('carries the current password as given, untrimmed, for an e-mail change', () => {
    expect(
      profileUpdateSchema.parse({ email: 'new@example.com', currentPassword: ' my secret ' }),
    ).toEqual({ email: 'new@example.com', currentPassword: ' my secret ' });
    expect(errorsOf(profileUpdateSchema, { currentPassword: 42 })).toEqual({
      currentPassword: 'Current password must be text',
    });
    expect(errorsOf(profileUpdateSchema, { currentPassword: 'x'.repeat(257) })).toEqual({
      currentPassword: 'Current password is incorrect',
    });
  });
});

describe('changesEmail', () => {
  it('is true only for another address, whatever the case or spaces', () => {
    expect(changesEmail('ada@example.com', 'grace@example.com')).toBe(true);
    expect(changesEmail('ada@example.com', 'ADA@Example.com ')).toBe(false);
    expect(changesEmail('ada@example.com', undefined)).toBe(false);
  });
});

describe('preferences', () => {
  it('lists the three themes', () => {
    expect([...THEMES]).toEqual(['light', 'dark', 'system']);
  });

  it('has defaults that are themselves valid preferences', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      theme: 'system',
      notifications: true,
      emailUpdates: true,
    });
    expect(preferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });

  it('lets the full preferences schema require every key', () => {
    expect(errorsOf(preferencesSchema, { theme: 'dark' })).toEqual({
      notifications: 'Notifications must be on or off',
      emailUpdates: 'Email updates must be on or off',
    });
  });
});
