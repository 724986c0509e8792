import { GenericMessages } from '@adsmith/domain/common/messages';
import { act, screen, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageLoader } from '@/components/page-loader';
import { lazyPage } from '@/lib/lazy-route';
import { buildUser, jsonResponse, storeSession, stubFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';
import { RouteErrorPage } from './routes/route-error.page';

function signIn({ isAdmin = false } = {}) {
  const user = buildUser({ isAdmin });
  storeSession(user);
  stubFetch((request) => {
    if (request.url === '/api/auth/verify') return jsonResponse(200, { valid: true, user });
    throw new Error(`unexpected request ${request.method} ${request.url}`);
  });
}

describe('signed-in shell', () => {
  it('shows the app name and the top navigation without Admin for a regular user', async () => {
    signIn();
    renderRoute('/');

    expect(await screen.findByRole('heading', { name: 'Start Your Marketing Journey' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adsmith' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Your Business' })).toHaveAttribute('href', '/websites');
    expect(within(nav).getByRole('link', { name: 'Your Campaigns' })).toHaveAttribute('href', '/campaigns');
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('offers Admin to admins', async () => {
    signIn({ isAdmin: true });
    renderRoute('/websites');

    expect(await screen.findByRole('heading', { name: 'Your Business' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Your Business' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates with the top links', async () => {
    signIn();
    const { user, router } = renderRoute('/');
    await screen.findByRole('heading', { name: 'Start Your Marketing Journey' });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Your Campaigns' }),
    );

    expect(await screen.findByRole('heading', { name: 'Your Campaigns' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns');
  });

  it('signs out to /auth, without a redirect back, and forgets token and user', async () => {
    const signedIn = buildUser();
    storeSession(signedIn);
    const { requests } = stubFetch((request) => {
      if (request.url === '/api/auth/verify') return jsonResponse(200, { valid: true, user: signedIn });
      if (request.url === '/api/auth/logout') return new Response(null, { status: 204 });
      throw new Error(`unexpected request ${request.method} ${request.url}`);
    });
    const { user, router } = renderRoute('/campaigns');
    await screen.findByRole('heading', { name: 'Your Campaigns' });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Sign out' }),
    );

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The server was asked to revoke the token, with that token.
    const logout = requests.find((request) => request.url === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('still signs out in the browser when the server cannot be reached', async () => {
    const signedIn = buildUser();
    storeSession(signedIn);
    stubFetch((request) => {
      if (request.url === '/api/auth/verify') return jsonResponse(200, { valid: true, user: signedIn });
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderRoute('/campaigns');
    await screen.findByRole('heading', { name: 'Your Campaigns' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Sign out' }),
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('/auth', () => {
  it('shows the form without the app heading or navigation', async () => {
    stubFetch(() => jsonResponse(200, {}));
    renderRoute('/auth');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adsmith' })).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor on to the redirect target', async () => {
    signIn();
    const { router } = renderRoute('/auth?redirect=%2Fwebsites%3Fsort%3Dname');

    expect(await screen.findByRole('heading', { name: 'Your Business' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/websites');
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('refuses an off-site redirect target and goes home instead', async () => {
    signIn();
    const { router } = renderRoute('/auth?redirect=%2F%2Fevil.example%2Fphish');

    expect(await screen.findByRole('heading', { name: 'Start Your Marketing Journey' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('after signing in, stores the session and opens the page the visitor asked for', async () => {
    const user = buildUser();
    stubFetch((request) => {
      if (request.url === '/api/auth/login') return jsonResponse(200, { token: 'fresh-token', user });
      if (request.url === '/api/auth/verify') return jsonResponse(200, { valid: true, user });
      throw new Error(`unexpected request ${request.url}`);
    });
    const { user: actor, router } = renderRoute('/campaigns');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.search).toBe('?redirect=%2Fcampaigns');

    await actor.type(screen.getByLabelText('Email'), 'owner@example.com');
    await actor.type(screen.getByLabelText('Password'), 'a-long-password{Enter}');

    expect(await screen.findByRole('heading', { name: 'Your Campaigns' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns');
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(user);
  });
});

describe('admin area', () => {
  it('sends a non-admin from /admin to /', async () => {
    signIn({ isAdmin: false });
    const { router } = renderRoute('/admin/processes');

    expect(await screen.findByRole('heading', { name: 'Start Your Marketing Journey' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the database monitor for /admin', async () => {
    signIn({ isAdmin: true });
    const { router } = renderRoute('/admin');

    expect(await screen.findByRole('heading', { name: 'Database Monitor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/db-monitor');
  });

  it.each([
    ['/admin/users', 'Users'],
    ['/admin/system', 'System'],
  ])('shows "Coming Soon" on %s', async (path, title) => {
    signIn({ isAdmin: true });
    renderRoute(path);

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });

  it('switches admin pages with the tabs', async () => {
    signIn({ isAdmin: true });
    const { user, router } = renderRoute('/admin/db-monitor');
    await screen.findByRole('heading', { name: 'Database Monitor' });

    await user.click(screen.getByRole('tab', { name: 'Processes' }));

    expect(await screen.findByRole('heading', { name: 'Process Manager' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/processes');
  });
});

describe('guided flow', () => {
  function activeStep(): string | null {
    const current = document.querySelector('[aria-current="step"]');
    return current?.textContent ?? null;
  }

  it('opens the story step for /marketing, with step 1 active', async () => {
    signIn();
    window.localStorage.setItem('current_crawl_id', 'crawl-1');
    const { router } = renderRoute('/marketing');

    expect(await screen.findByRole('heading', { name: 'Your Brand Story' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketing/story');
    expect(activeStep()).toContain('Describe Your Business');
  });

  it('moves the step indicator with the route', async () => {
    signIn();
    window.localStorage.setItem('current_crawl_id', 'crawl-1');
    const { router } = renderRoute('/marketing/assumptions');

    expect(
      await screen.findByRole('heading', { name: 'Why do customers buy from you?' }),
    ).toBeInTheDocument();
    expect(activeStep()).toContain('Choose Assumption');

    await act(() => router.navigate('/marketing/campaigns/create'));
    expect(await screen.findByRole('heading', { name: 'Create Campaign' })).toBeInTheDocument();
    expect(activeStep()).toContain('Create Campaign');
    expect(document.querySelectorAll('[aria-current="step"]')).toHaveLength(1);

    await act(() => router.navigate('/marketing/story'));
    expect(await screen.findByRole('heading', { name: 'Your Brand Story' })).toBeInTheDocument();
    expect(activeStep()).toContain('Describe Your Business');
  });

  it('sends the story step home when no crawl is stored', async () => {
    signIn();
    const { router } = renderRoute('/marketing/story');

    expect(await screen.findByRole('heading', { name: 'Start Your Marketing Journey' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('every SPEC §2 route is registered', () => {
  it.each([
    ['/campaigns', 'Your Campaigns'],
    ['/campaigns/create', 'Create Campaign'],
    ['/websites', 'Your Business'],
    ['/marketing/campaigns', 'Your Campaigns'],
  ])('%s renders its page', async (path, heading) => {
    signIn();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it('show "Page Not Found" with a link back home', async () => {
    signIn();
    const { user, router } = renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));

    expect(await screen.findByRole('heading', { name: 'Start Your Marketing Journey' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('lazy route chunks', () => {
  it('give up after 120 000 ms with a visible error and a reload button', async () => {
    vi.useFakeTimers();
    const neverArrives = () => new Promise<{ Page: () => null }>(() => undefined);
    const routes: RouteObject[] = [
      {
        element: <Outlet />,
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <PageLoader />,
        children: [{ path: '/', lazy: lazyPage(neverArrives, (m) => m.Page) }],
      },
    ];
    renderRoute('/', { routes });

    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(GenericMessages.chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
