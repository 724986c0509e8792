import { StoryLimits } from '@adsmith/domain/story/schemas';
import { StoryMessages } from '@adsmith/domain/story/messages';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

type InsightsPanelProps = {
  id: string;
  isMerging: boolean;
  /** Server failure of the last merge, already in user words. */
  error: string | null;
  /** Resolves true when the insights were merged, so the field can be emptied. */
  onMerge: (insights: string) => Promise<boolean>;
};

/** "Add Insights": the owner's own knowledge, merged into the story by the drafting engine. */
export function InsightsPanel({ id, isMerging, error, onMerge }: InsightsPanelProps) {
  const [insights, setInsights] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);

  const submit = async (): Promise<void> => {
    // SPEC §5: merging requires insights; refused here rather than costing a round trip.
    if (!insights.trim()) {
      setValidationError(StoryMessages.insightsRequired);
      return;
    }
    setValidationError(null);
    if (await onMerge(insights.trim())) setInsights('');
  };

  return (
    <Paper withBorder p="md" id={id} component="section" aria-label="Add insights">
      <Stack gap="sm">
        <Textarea
          label="Your insights"
          description="What do you know about your business that the website does not say? Customers, what makes you different, proof."
          rows={4}
          resize="vertical"
          maxLength={StoryLimits.maxInsightsChars}
          value={insights}
          onChange={(event) => {
            setInsights(event.currentTarget.value);
            if (validationError) setValidationError(null);
          }}
          error={validationError ?? error}
          disabled={isMerging}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {insights.length} / {StoryLimits.maxInsightsChars}
          </Text>
          <Button onClick={() => void submit()} loading={isMerging}>
            Merge into Story
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
