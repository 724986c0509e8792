import { GenericMessages } from '@adsmith/domain/common/messages';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any path no route matches (SPEC §2, §8). */
export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>{GenericMessages.pageNotFound}</Title>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to="/">
        Back to home
      </Button>
    </Stack>
  );
}
