import { describe, expect, it } from 'vitest';
import { buildAuthRedirectPath, getSafeRedirect } from './redirect';

describe('getSafeRedirect', () => {
  it.each([
    ['/campaigns', '/campaigns'],
    ['/marketing/story?tab=2#top', '/marketing/story?tab=2#top'],
    ['/admin/db-monitor', '/admin/db-monitor'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(getSafeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['campaigns'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/auth'],
    ['/auth?redirect=/x'],
  ])('falls back to / for %s', (raw) => {
    expect(getSafeRedirect(raw)).toBe('/');
  });
});

describe('buildAuthRedirectPath', () => {
  it('carries path and search in the redirect parameter', () => {
    expect(buildAuthRedirectPath({ pathname: '/campaigns', search: '?status=DRAFT' })).toBe(
      '/auth?redirect=%2Fcampaigns%3Fstatus%3DDRAFT',
    );
  });

  it('adds no parameter for the home page, where /auth sends users anyway', () => {
    expect(buildAuthRedirectPath({ pathname: '/', search: '' })).toBe('/auth');
  });
});
