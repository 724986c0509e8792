import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { credentialsSchema } from './schemas';

describe('credentialsSchema (SPEC §5)', () => {
  it('accepts and normalises a valid address', () => {
    expect(credentialsSchema.parse({ email: '  Owner@Example.COM ', password: 'abcde' })).toEqual({
      email: 'owner@example.com',
      password: 'abcde',
    });
  });

  it.each(['plain', 'a@b', '@example.com', 'a b@example.com', 'owner@example'])('refuses %s', (email) => {
    const result = credentialsSchema.safeParse({ email, password: 'abcde' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('folds compatibility forms (NFKC) before checking', () => {
    expect(credentialsSchema.parse({ email: 'ｏｗｎｅｒ@example.com', password: 'abcde' }).email).toBe(
      'owner@example.com',
    );
  });

  it.each([
    ['a Cyrillic а among Latin letters', '\u0430lice@example.com'],
    ['a zero-width space', 'al\u200Bice@example.com'],
    ['a soft hyphen', 'al\u00ADice@example.com'],
    ['a right-to-left mark', 'alice@exam\u200Fple.com'],
    ['a trailing dot', 'alice@example.com.'],
    ['a doubled dot', 'alice@example..com'],
  ])('refuses an address with %s', (_what, email) => {
    const result = credentialsSchema.safeParse({ email, password: 'abcde' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('accepts an address written wholly in another script', () => {
    expect(credentialsSchema.safeParse({ email: 'иван@пример.рф', password: 'abcde' }).success).toBe(true);
  });

  it('refuses a password of spaces only, even long enough', () => {
    const result = credentialsSchema.safeParse({ email: 'a@example.com', password: '     ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Password cannot be only spaces']);
    expect(credentialsSchema.safeParse({ email: 'a@example.com', password: ' ab c ' }).success).toBe(true);
  });

  it('needs at least 5 characters of password', () => {
    const result = credentialsSchema.safeParse({ email: 'a@example.com', password: 'abcd' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 5 characters',
    ]);
  });
});

describe('isCommonPassword', () => {
  it('recognises very common passwords whatever their case', () => {
    for (const password of ['password', 'Password1', 'QWERTY123', 'iloveyou', '12345678']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });
  it('lets a less predictable password through', () => {
    expect(isCommonPassword('saffron-kettle-42')).toBe(false);
  });
});
