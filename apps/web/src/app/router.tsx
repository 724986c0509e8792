import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { PageLoader } from '@/components/page-loader';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { lazyPage } from '@/lib/lazy-route';
import { ProtectedLayout } from './routes/protected.layout';
import { RouteErrorPage } from './routes/route-error.page';

/**
 * Every route of SPEC §2. Pages are lazy chunks (each brings only the Mantine components it uses), so the
 * first load carries just the shell; the guards and layouts that decide where a visitor may go are eager.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <DocumentTitle />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        path: '/auth',
        handle: { title: 'Sign in' },
        lazy: lazyPage(
          () => import('./routes/auth/auth.page'),
          (m) => m.AuthPage,
        ),
      },
      {
        element: <ProtectedLayout />,
        children: [
          {
            // Errors below keep the shell and its navigation on screen.
            errorElement: <RouteErrorPage />,
            children: [
              {
                index: true,
                handle: { title: 'Start Your Marketing Journey' },
                lazy: lazyPage(
                  () => import('./routes/home/home.page'),
                  (m) => m.HomePage,
                ),
              },
              {
                path: 'campaigns',
                handle: { title: 'Your Campaigns' },
                lazy: lazyPage(
                  () => import('./routes/campaigns/campaigns.page'),
                  (m) => m.CampaignsPage,
                ),
              },
              {
                path: 'campaigns/create',
                handle: { title: 'Create Campaign' },
                lazy: lazyPage(
                  () => import('./routes/campaigns/campaign-create.page'),
                  (m) => m.CampaignCreatePage,
                ),
              },
              {
                path: 'websites',
                handle: { title: 'Your Business' },
                lazy: lazyPage(
                  () => import('./routes/websites/websites.page'),
                  (m) => m.WebsitesPage,
                ),
              },
              {
                path: 'marketing',
                lazy: lazyPage(
                  () => import('./routes/marketing/marketing.layout'),
                  (m) => m.MarketingLayout,
                ),
                children: [
                  { index: true, element: <Navigate to="/marketing/story" replace /> },
                  {
                    path: 'story',
                    handle: { title: 'Brand Story' },
                    lazy: lazyPage(
                      () => import('./routes/marketing/story.page'),
                      (m) => m.StoryPage,
                    ),
                  },
                  {
                    path: 'assumptions',
                    handle: { title: 'Why do customers buy from you?' },
                    lazy: lazyPage(
                      () => import('./routes/marketing/assumptions.page'),
                      (m) => m.AssumptionsPage,
                    ),
                  },
                  {
                    path: 'campaigns',
                    handle: { title: 'Your Campaigns' },
                    lazy: lazyPage(
                      () => import('./routes/marketing/marketing-campaigns.page'),
                      (m) => m.MarketingCampaignsPage,
                    ),
                  },
                  {
                    path: 'campaigns/create',
                    handle: { title: 'Create Campaign' },
                    lazy: lazyPage(
                      () => import('./routes/marketing/marketing-campaign-create.page'),
                      (m) => m.MarketingCampaignCreatePage,
                    ),
                  },
                ],
              },
              {
                path: 'admin',
                element: (
                  <RequireAdmin>
                    <Outlet />
                  </RequireAdmin>
                ),
                children: [
                  {
                    lazy: lazyPage(
                      () => import('./routes/admin/admin.layout'),
                      (m) => m.AdminLayout,
                    ),
                    children: [
                      { index: true, element: <Navigate to="/admin/db-monitor" replace /> },
                      {
                        path: 'db-monitor',
                        handle: { title: 'Database Monitor' },
                        lazy: lazyPage(
                          () => import('./routes/admin/db-monitor.page'),
                          (m) => m.DbMonitorPage,
                        ),
                      },
                      {
                        path: 'users',
                        handle: { title: 'Users' },
                        lazy: lazyPage(
                          () => import('./routes/admin/coming-soon.page'),
                          (m) => m.UsersPage,
                        ),
                      },
                      {
                        path: 'system',
                        handle: { title: 'System' },
                        lazy: lazyPage(
                          () => import('./routes/admin/coming-soon.page'),
                          (m) => m.SystemPage,
                        ),
                      },
                      {
                        path: 'processes',
                        handle: { title: 'Process Manager' },
                        lazy: lazyPage(
                          () => import('./routes/admin/processes.page'),
                          (m) => m.ProcessesPage,
                        ),
                      },
                    ],
                  },
                ],
              },
              {
                path: '*',
                handle: { title: 'Page Not Found' },
                lazy: lazyPage(
                  () => import('./routes/not-found.page'),
                  (m) => m.NotFoundPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
