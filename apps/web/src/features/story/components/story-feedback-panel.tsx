import type { StoryFeedback } from '@adsmith/domain/story/schemas';
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons';
import { useEffect, useRef } from 'react';

type StoryFeedbackPanelProps = {
  feedback: StoryFeedback | undefined;
  isPending: boolean;
  error: string | null;
  /** The feedback was given for an earlier version of the text. */
  isOutdated: boolean;
};

const aspects = [
  { key: 'customers', label: 'Customers' },
  { key: 'problems', label: 'Problems' },
  { key: 'solution', label: 'Solution' },
] as const;

/** The Get Feedback result (SPEC §2 screen 3): Customers, Problems, Solution, each answered or not. */
export function StoryFeedbackPanel({ feedback, isPending, error, isOutdated }: StoryFeedbackPanelProps) {
  const panel = useRef<HTMLElement>(null);
  // The panel opens below a long story: bring it into view when feedback is asked for and again when it arrives.
  useEffect(() => {
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [isPending, feedback, error]);
  return (
    <Paper
      ref={panel}
      withBorder
      p="md"
      component="section"
      aria-labelledby="story-feedback-title"
      aria-busy={isPending}
    >
      <Stack gap="sm">
        <Title order={2} size="h5" id="story-feedback-title">
          Feedback on your story
        </Title>
        {isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Reading your story…</Text>
          </Group>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {feedback && !isPending ? (
          <>
            {isOutdated ? (
              <Text size="sm" c="dimmed">
                You have edited the story since this feedback. Get feedback again to check the new version.
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {aspects.map(({ key, label }) => {
                const aspect = feedback[key];
                return (
                  <Paper key={key} withBorder p="sm" aria-label={label} role="group">
                    <Group gap="xs" mb={4} wrap="nowrap">
                      <ThemeIcon size="sm" radius="xl" color={aspect.answered ? 'green' : 'red'} aria-hidden>
                        {aspect.answered ? (
                          <CheckIcon width={14} height={14} />
                        ) : (
                          <Cross2Icon width={14} height={14} />
                        )}
                      </ThemeIcon>
                      <Text fw={600}>{label}</Text>
                      <Text size="sm" c={aspect.answered ? 'green.8' : 'red.8'}>
                        {aspect.answered ? 'Answered' : 'Not answered yet'}
                      </Text>
                    </Group>
                    <Text size="sm">{aspect.feedback}</Text>
                  </Paper>
                );
              })}
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
