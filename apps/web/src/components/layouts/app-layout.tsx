import { Anchor, AppShell, Burger, Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router';

type NavItem = { label: string; to: string; end: boolean };

const baseItems: NavItem[] = [
  { label: 'Home', to: '/', end: true },
  { label: 'Your Business', to: '/websites', end: false },
  { label: 'Your Campaigns', to: '/campaigns', end: false },
];
const adminItem: NavItem = { label: 'Admin', to: '/admin', end: false };

function TopNavLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const isActive = useMatch({ path: item.to, end: item.end }) !== null;
  return (
    <Button
      component={Link}
      to={item.to}
      variant={isActive ? 'light' : 'subtle'}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </Button>
  );
}

type AppLayoutProps = {
  isAdmin: boolean;
  onSignOut: () => void;
  children: ReactNode;
};

/**
 * The signed-in shell: app name and top navigation (SPEC §2) in the header, the page below. On narrow screens
 * the links move into a navbar opened by the burger, so they never wrap over the content.
 */
export function AppLayout({ isAdmin, onSignOut, children }: AppLayoutProps) {
  const [isMenuOpen, menu] = useDisclosure(false);
  const items = isAdmin ? [...baseItems, adminItem] : baseItems;

  const signOut = (
    <Button variant="default" onClick={onSignOut}>
      Sign out
    </Button>
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { desktop: true, mobile: !isMenuOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isMenuOpen}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Anchor component={Link} to="/" fw={700} fz="xl" underline="never" c="inherit">
              Adsmith
            </Anchor>
          </Group>
          <Group component="nav" aria-label="Main" gap="xs" visibleFrom="sm" wrap="nowrap">
            {items.map((item) => (
              <TopNavLink key={item.to} item={item} />
            ))}
            {signOut}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" hiddenFrom="sm">
        {/* Rendered only while open: a collapsed navbar is merely moved off-screen and would stay focusable. */}
        {isMenuOpen ? (
          <Stack component="nav" aria-label="Main menu" gap="xs">
            {items.map((item) => (
              // A link tapped in the menu should not leave the menu covering the page it opened.
              <TopNavLink key={item.to} item={item} onNavigate={menu.close} />
            ))}
            {signOut}
          </Stack>
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
