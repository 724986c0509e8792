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
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid email address']);
  });

  it('needs at least 5 characters of password', () => {
    const result = credentialsSchema.safeParse({ email: 'a@example.com', password: 'abcd' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Password must be at least 5 characters']);
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
