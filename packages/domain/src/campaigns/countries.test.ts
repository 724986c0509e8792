import { describe, expect, it } from 'vitest';
import { normalizeCountryCode } from './countries';

describe('normalizeCountryCode', () => {
  it.each([
    ['GB', 'GB'],
    [' de ', 'DE'],
    ['uk', 'GB'],
    ['US', 'US'],
    ['EU', null],
    ['XX', null],
    ['ZZ', null],
    ['USA', null],
    ['Narnia', null],
  ])('%s → %s', (input, expected) => expect(normalizeCountryCode(input)).toBe(expected));
});
