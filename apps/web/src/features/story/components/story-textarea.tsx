import { StoryLimits } from '@adsmith/domain/story/schemas';
import { Textarea } from '@mantine/core';

type StoryTextareaProps = {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
};

/** The editable story; the same field in diff view and in plain editing, so switching never loses the caret's text. */
export function StoryTextarea({ value, onChange, disabled }: StoryTextareaProps) {
  return (
    <Textarea
      label="Brand story"
      description={`${value.length} / ${StoryLimits.maxStoryChars} characters`}
      rows={18}
      resize="vertical"
      maxLength={StoryLimits.maxStoryChars}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled}
    />
  );
}
