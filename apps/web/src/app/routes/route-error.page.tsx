import { GenericMessages } from '@adsmith/domain/common/messages';
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { isChunkLoadError } from '@/lib/lazy-route';

/**
 * Route error boundary. A chunk that never arrived (SPEC §8: lazily loaded chunks give up after 120 s) cannot
 * be retried in place, since browsers cache a failed module import, so the way out is a full reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isChunkError = isChunkLoadError(error);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          title={isChunkError ? 'This page could not be loaded' : 'Something went wrong'}
        >
          {isChunkError ? GenericMessages.chunkLoad : GenericMessages.unexpected}
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Go to home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
