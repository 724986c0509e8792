import { describe, expect, it } from 'vitest';
import {
  aspectRatioToImageSize,
  canAddAd,
  canAddAdSet,
  canAddProduct,
  canLeaveProductStep,
  clampAge,
  exportStatus,
  isStoredRoasInRange,
  remainingAdSetSlots,
  remainingAdSlots,
  roasFromStored,
  roasToStored,
  splitBudget,
  statusBadgeColor,
} from './rules';

describe('campaign structure limits (SPEC §5)', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
  ])('with %i ad sets, adding another is allowed: %s', (count, ok) => {
    const result = canAddAdSet(count);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe('A campaign can have at most 2 ad sets.');
  });

  it.each([
    [0, 0, null],
    [4, 9, null],
    [5, 5, 'An ad set can have at most 5 ads.'],
    [2, 10, 'You can only have up to 10 ads across all ad sets in a campaign.'],
    [5, 10, 'You can only have up to 10 ads across all ad sets in a campaign.'],
  ])('ads in ad set %i, in campaign %i → %s', (inSet, inCampaign, message) => {
    const result = canAddAd(inSet, inCampaign);
    expect(result.ok ? null : result.message).toBe(message);
  });

  it.each([
    [0, 0, 5],
    [3, 3, 2],
    [0, 8, 2],
    [5, 5, 0],
    [1, 10, 0],
  ])('remaining ad slots with %i in set and %i in campaign = %i', (inSet, inCampaign, expected) => {
    expect(remainingAdSlots(inSet, inCampaign)).toBe(expected);
  });

  it.each([
    [0, 2, 2],
    [1, 2, 1],
    [2, 2, 0],
    [0, 1, 1],
    [0, 5, 2],
  ])('remaining ad set slots with %i existing and %i requested = %i', (existing, requested, expected) => {
    expect(remainingAdSetSlots(existing, requested)).toBe(expected);
  });
});

describe('products per ad set (SPEC §5)', () => {
  it.each([
    [[], 'p1', null],
    [['p1'], 'p1', 'Product already in ad set'],
    [['a', 'b', 'c', 'd'], 'e', null],
    [['a', 'b', 'c', 'd', 'e'], 'f', 'Maximum 5 products per ad set allowed'],
  ])('in %j adding %s → %s', (existing, id, message) => {
    const result = canAddProduct(existing, id);
    expect(result.ok ? null : result.message).toBe(message);
  });

  it.each([
    [[1, 2], null],
    [[1, 0], 'Each ad set needs at least one product.'],
    [[], 'A campaign needs at least one ad set.'],
  ])('leaving the product step with counts %j → %s', (counts, message) => {
    const result = canLeaveProductStep(counts);
    expect(result.ok ? null : result.message).toBe(message);
  });
});

describe('budget split', () => {
  it.each([
    [100, 2, [50, 50]],
    [100, 1, [100]],
    [0.05, 2, [0.03, 0.02]],
    [99.99, 2, [50, 49.99]],
    [10, 0, []],
  ])('%f over %i ad sets → %j', (total, count, parts) => {
    const result = splitBudget(total, count);
    expect(result).toEqual(parts);
    if (count > 0) expect(Math.round(result.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
  });
});

describe('ROAS scale and ages', () => {
  it.each([
    [0.01, 100],
    [2.5, 25_000],
    [1000, 10_000_000],
  ])('ROAS %f is stored as %i and read back', (roas, stored) => {
    expect(roasToStored(roas)).toBe(stored);
    expect(roasFromStored(stored)).toBe(roas);
  });
  it.each([
    [99, false],
    [100, true],
    [10_000_000, true],
    [10_000_001, false],
    [150.5, false],
  ])('stored ROAS %f in range: %s', (stored, ok) => expect(isStoredRoasInRange(stored)).toBe(ok));
  it.each([
    [5, 13],
    [13, 13],
    [40, 40],
    [80, 65],
  ])('age %i clamps to %i', (age, expected) => expect(clampAge(age)).toBe(expected));
});

describe('status badges and export status (SPEC §4)', () => {
  it.each([
    ['ACTIVE', 'green', 'ACTIVE'],
    ['PAUSED', 'orange', 'PAUSED'],
    ['COMPLETED', 'blue', 'DELETED'],
    ['DRAFT', 'gray', 'PAUSED'],
    ['ARCHIVED', 'gray', 'DELETED'],
  ])('%s → badge %s, exported as %s', (status, color, exported) => {
    expect(statusBadgeColor(status)).toBe(color);
    expect(exportStatus(status)).toBe(exported);
  });
});

describe('aspect ratio → image size (SPEC §9)', () => {
  it.each([
    ['16:9', '1536x1024'],
    ['9:16', '1024x1536'],
    ['4:5', '1024x1536'],
    ['1:1', '1024x1024'],
    [null, '1024x1024'],
    ['3:2', '1024x1024'],
  ])('%s → %s', (ratio, size) => expect(aspectRatioToImageSize(ratio)).toBe(size));
});
