import { act, screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, storeSession, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';
import { useSession } from '../hooks/use-session';
import { RequireSession } from './require-session';

function WhoAmI() {
  const { user } = useSession();
  return <p>{user ? `${user.email} admin=${String(user.isAdmin)}` : 'nobody'}</p>;
}

// Eager routes around the real guard, so timing depends only on the session check, not on chunk loading.
const routes: RouteObject[] = [
  { path: '/auth', element: <h1>Auth screen</h1> },
  {
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { path: '/', element: <WhoAmI /> },
      { path: '/campaigns', element: <h1>Campaigns</h1> },
      { path: '/websites', element: <h1>Websites</h1> },
    ],
  },
];

const isVerify = (request: RecordedRequest) => request.url === '/api/auth/verify';

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('RequireSession without a token', () => {
  it('goes straight to /auth with the path and search as redirect, without calling the server', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, {}));
    const { router } = renderRoute('/campaigns?status=DRAFT', { routes });

    expect(await screen.findByRole('heading', { name: 'Auth screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/campaigns?status=DRAFT');
    expect(screen.queryByRole('heading', { name: 'Campaigns' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RequireSession with a token', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the page at once and verifies the session 300 ms later', async () => {
    storeSession(buildUser(), 'stored-token');
    const { requests } = stubFetch(() => jsonResponse(200, { valid: true, user: buildUser() }));
    renderRoute('/campaigns', { routes });

    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    await advance(299);
    expect(requests.filter(isVerify)).toHaveLength(0);

    await advance(1);
    expect(requests.filter(isVerify)).toHaveLength(1);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('debounces quick route changes into one check, 300 ms after the last one', async () => {
    storeSession();
    const { requests } = stubFetch(() => jsonResponse(200, { valid: true, user: buildUser() }));
    const { router } = renderRoute('/campaigns', { routes });

    await advance(200);
    await act(() => router.navigate('/websites'));
    await advance(200);
    expect(requests.filter(isVerify)).toHaveLength(0);

    await advance(100);
    expect(requests.filter(isVerify)).toHaveLength(1);

    await act(() => router.navigate('/campaigns'));
    await advance(300);
    expect(requests.filter(isVerify)).toHaveLength(2);
  });

  it('clears the session and redirects to /auth?redirect=… when verification fails', async () => {
    storeSession();
    window.localStorage.setItem('current_crawl_id', 'crawl-1');
    stubFetch(() => jsonResponse(401, { detail: 'Invalid token' }));
    const { router } = renderRoute('/websites?sort=name', { routes });

    await advance(300);

    expect(screen.getByRole('heading', { name: 'Auth screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/websites?sort=name');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('current_crawl_id')).toBe('crawl-1');
  });

  it('also signs out on a reply that is not a valid verification (not only on 401)', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { valid: false }));
    const { router } = renderRoute('/campaigns', { routes });

    await advance(300);

    expect(router.state.location.pathname).toBe('/auth');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    storeSession();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { router } = renderRoute('/campaigns', { routes });

    await advance(300);

    expect(router.state.location.pathname).toBe('/campaigns');
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });

  it('updates the stored user, admin flag included, from the verification', async () => {
    storeSession(buildUser({ isAdmin: false }));
    stubFetch(() => jsonResponse(200, { valid: true, user: buildUser({ isAdmin: true }) }));
    renderRoute('/', { routes });

    expect(screen.getByText('owner@example.com admin=false')).toBeInTheDocument();
    await advance(300);

    expect(screen.getByText('owner@example.com admin=true')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ isAdmin: true });
  });
});
