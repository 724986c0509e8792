import { remainingCharacters } from '@adsmith/domain/campaigns/ad-copy';
import { CampaignRuleMessages } from '@adsmith/domain/campaigns/messages';
import { Text, TextInput, Textarea } from '@mantine/core';

type LimitedTextFieldProps = {
  label: string;
  value: string;
  limit: number;
  onChange: (value: string) => void;
  multiline?: boolean;
  disabled?: boolean;
  withAsterisk?: boolean;
  placeholder?: string;
};

// Counter under the input, where the eye is after typing; the error follows it.
const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** "37 characters remaining" / "3 characters over the limit": the SPEC §5 live counter. */
export function counterText(remaining: number): string {
  if (remaining >= 0) return `${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`;
  const over = -remaining;
  return `${over} ${over === 1 ? 'character' : 'characters'} over the limit`;
}

/**
 * A text field with the SPEC §5 remaining-characters counter. Typing past the limit is allowed on purpose: a
 * pasted or generated text is kept so the user can shorten it, and the counter and error say by how much.
 * The counter sits in the field's description, so screen readers read it with the field.
 */
export function LimitedTextField({
  label,
  value,
  limit,
  onChange,
  multiline = false,
  disabled = false,
  withAsterisk = false,
  placeholder,
}: LimitedTextFieldProps) {
  const remaining = remainingCharacters(value, limit);
  const isOver = remaining < 0;
  const shared = {
    label,
    value,
    disabled,
    withAsterisk,
    placeholder,
    inputWrapperOrder: WRAPPER_ORDER,
    description: (
      <Text component="span" size="xs" c={isOver ? 'red' : 'dimmed'} data-over-limit={isOver || undefined}>
        {counterText(remaining)}
      </Text>
    ),
    error: isOver ? CampaignRuleMessages.textTooLong(limit) : undefined,
  };
  return multiline ? (
    <Textarea
      {...shared}
      // Fixed rows: 125 characters fit in three, and autosize measures fonts that test DOMs do not have.
      rows={3}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  ) : (
    <TextInput {...shared} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}
