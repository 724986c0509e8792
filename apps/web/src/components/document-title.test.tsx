import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { documentTitleFor } from './document-title';

const titleAt = (path: string) =>
  documentTitleFor((matchRoutes(appRoutes, path) ?? []).map((match) => ({ handle: match.route.handle })));

describe('document title per screen', () => {
  it.each([
    ['/auth', 'Sign in · Adsmith'],
    ['/', 'Start Your Marketing Journey · Adsmith'],
    ['/campaigns', 'Your Campaigns · Adsmith'],
    ['/campaigns/create', 'Create Campaign · Adsmith'],
    ['/websites', 'Your Business · Adsmith'],
    ['/marketing/story', 'Brand Story · Adsmith'],
    ['/marketing/assumptions', 'Why do customers buy from you? · Adsmith'],
    ['/marketing/campaigns', 'Your Campaigns · Adsmith'],
    ['/marketing/campaigns/create', 'Create Campaign · Adsmith'],
    ['/admin/db-monitor', 'Database Monitor · Adsmith'],
    ['/admin/processes', 'Process Manager · Adsmith'],
    ['/no/such/page', 'Page Not Found · Adsmith'],
  ])('%s → %s', (path, title) => {
    expect(titleAt(path)).toBe(title);
  });

  it('the router names at least one title per SPEC screen', () => {
    const router = createMemoryRouter(appRoutes);
    const titles = new Set<string>();
    const walk = (routes: typeof router.routes) => {
      for (const route of routes) {
        const title = (route.handle as { title?: string } | undefined)?.title;
        if (title) titles.add(title);
        if (route.children) walk(route.children);
      }
    };
    walk(router.routes);
    expect(titles.size).toBeGreaterThanOrEqual(11);
    router.dispose();
  });

  it('falls back to the app name where no route names a title', () => {
    expect(documentTitleFor([{ handle: undefined }])).toBe('Adsmith');
  });
});
