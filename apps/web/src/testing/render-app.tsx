import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
// Not `react-router/dom`: under Vitest that entry and `react-router` resolve to different builds (ESM vs CJS),
// which splits the router context in two. The DOM entry only adds flushSync support, which tests do not need.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Renders any element inside the app's providers (Mantine in test mode, a fresh query cache). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider env="test" queryClient={queryClient}>
      {ui}
    </AppProvider>,
  );
  return { ...result, queryClient, user: userEvent.setup() };
}

/** Renders the real route table (or `routes`) at `path`, the way the browser would open that URL. */
export function renderRoute(path: string, options: { routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  return { ...rendered, router };
}
