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
    // Withdrawn codes and parts of other countries the ad platform does not target.
    ['SU', null],
    ['YU', null],
    ['IC', null],
  ])('%s → %s', (input, expected) => expect(normalizeCountryCode(input)).toBe(expected));
});
