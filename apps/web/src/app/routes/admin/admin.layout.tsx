import { Container, Tabs, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';

const adminTabs = [
  { label: 'Database Monitor', path: '/admin/db-monitor' },
  { label: 'Users', path: '/admin/users' },
  { label: 'System', path: '/admin/system' },
  { label: 'Processes', path: '/admin/processes' },
] as const;

/** The admin area (SPEC §2, admins only: the guard sits on the route above this layout). */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = adminTabs.find((tab) => pathname.startsWith(tab.path))?.path ?? null;

  return (
    <Container size="lg">
      <Title order={1} mb="md">
        Admin
      </Title>
      <Tabs value={active} onChange={(path) => path && void navigate(path)} mb="lg">
        <Tabs.List>
          {adminTabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Container>
  );
}
