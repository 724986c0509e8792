import { WizardMessages } from '@adsmith/domain/campaigns/messages';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** SPEC §2 item 6: opened without an assumption and crawl, the wizard has nothing to build from. */
export function WizardMissingParameters() {
  return (
    <Alert color="red" title={WizardMessages.missingParameters} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Choose an assumption first: the campaign is built from it and from your website.
        </Text>
        <Button component={Link} to="/marketing/assumptions" size="xs">
          {WizardMessages.backToAssumptions}
        </Button>
      </Stack>
    </Alert>
  );
}
