import { Button, Group } from '@mantine/core';

type StoryToolbarProps = {
  mode: 'diff' | 'text';
  embedded: boolean;
  isInsightsOpen: boolean;
  isGuideOpen: boolean;
  canReset: boolean;
  canAnalyze: boolean;
  isBusy: boolean;
  isRegenerating: boolean;
  onReset: () => void;
  onToggleInsights: () => void;
  onToggleGuide: () => void;
  onFeedback: () => void;
  onToggleMode: () => void;
  onRegenerate: () => void;
};

/** The story screen's buttons, in SPEC §2 order; Regenerate Story only where the editor is embedded. */
export function StoryToolbar(props: StoryToolbarProps) {
  return (
    <Group gap="xs" role="group" aria-label="Story tools">
      <Button variant="default" onClick={props.onReset} disabled={!props.canReset}>
        Reset to Original
      </Button>
      <Button
        variant="default"
        onClick={props.onToggleInsights}
        aria-expanded={props.isInsightsOpen}
        aria-controls="story-insights"
        disabled={props.isBusy}
      >
        Add Insights
      </Button>
      <Button
        variant="default"
        onClick={props.onToggleGuide}
        aria-expanded={props.isGuideOpen}
        aria-controls="story-writing-guide"
      >
        {props.isGuideOpen ? 'Hide Writing Guide' : 'Show Writing Guide'}
      </Button>
      <Button variant="default" onClick={props.onFeedback} disabled={!props.canAnalyze}>
        Get Feedback
      </Button>
      <Button variant="default" onClick={props.onToggleMode}>
        {props.mode === 'diff' ? 'Edit Manually' : 'Enable Diff View'}
      </Button>
      {props.embedded ? (
        <Button
          variant="default"
          onClick={props.onRegenerate}
          loading={props.isRegenerating}
          disabled={props.isBusy}
        >
          Regenerate Story
        </Button>
      ) : null}
    </Group>
  );
}
