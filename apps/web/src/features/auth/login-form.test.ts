import { describe, expect, it } from 'vitest';
import { emailSchema, Msg } from '@hearth/shared';
import { checkLoginForm } from './login-form';

describe('the sign-in form check', () => {
  it.each([
    '',
    '   ',
    'jane.doe',
    'jane doe@example.org',
    'jane@example',
    `${'a'.repeat(250)}@example.org`,
    'Jane.Doe@Example.org ',
    'admin@localhost',
  ])('judges %j as the shared email schema does', (email) => {
    const expected = emailSchema.safeParse(email);
    const { errors, email: normalized } = checkLoginForm({ email, password: 'x' });
    if (expected.success) {
      expect(errors.email).toBeUndefined();
      expect(normalized).toBe(expected.data);
    } else {
      expect(errors.email).toBe(expected.error.issues[0]?.message);
    }
  });

  it('requires a password', () => {
    expect(checkLoginForm({ email: 'jane@example.org', password: '' }).errors).toEqual({
      password: Msg.passwordRequired,
    });
  });
});
