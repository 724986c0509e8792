import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { diffStory } from '../utils/sentence-diff';

type StoryDiffViewProps = {
  original: string;
  story: string;
};

const addedStyle = {
  backgroundColor: 'var(--mantine-color-green-light)',
  color: 'var(--mantine-color-green-light-color)',
  textDecoration: 'underline',
  textDecorationThickness: '2px',
} as const;

const removedStyle = {
  backgroundColor: 'var(--mantine-color-red-light)',
  color: 'var(--mantine-color-red-light-color)',
  textDecoration: 'line-through',
} as const;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The story compared sentence by sentence with the original draft. Added sentences are underlined and removed ones
 * struck through (not told apart by colour alone), and screen readers hear "added"/"removed" before each change.
 */
export function StoryDiffView({ original, story }: StoryDiffViewProps) {
  // Typing stays responsive on long stories: the comparison may lag a keystroke behind.
  const deferredStory = useDeferredValue(story);
  const diff = useMemo(() => diffStory(original, deferredStory), [original, deferredStory]);
  const hasChanges = diff.addedSentences > 0 || diff.removedSentences > 0 || original !== deferredStory;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="story-diff-heading">
      <Group justify="space-between" mb="xs" gap="xs">
        <Text id="story-diff-heading" fw={600}>
          Changes from the original draft
        </Text>
        <Text size="sm" c="dimmed">
          {hasChanges
            ? `${plural(diff.addedSentences, 'sentence')} added, ${plural(diff.removedSentences, 'sentence')} removed`
            : 'No changes yet'}
        </Text>
      </Group>
      <Group gap="md" mb="sm" aria-hidden>
        <Text size="xs" component="span">
          <ins style={addedStyle}>Underlined</ins> = added
        </Text>
        <Text size="xs" component="span">
          <del style={removedStyle}>Struck through</del> = removed
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="story-diff">
        {diff.parts.map((part, index) => {
          if (part.kind === 'added') {
            return (
              <ins key={index} style={addedStyle}>
                <VisuallyHidden>added: </VisuallyHidden>
                {part.text}
              </ins>
            );
          }
          if (part.kind === 'removed') {
            return (
              <del key={index} style={removedStyle}>
                <VisuallyHidden>removed: </VisuallyHidden>
                {part.text}
              </del>
            );
          }
          return <span key={index}>{part.text}</span>;
        })}
      </Text>
    </Paper>
  );
}
