import { HypothesisLimits } from '@adsmith/domain/hypotheses/schemas';
import { ActionIcon, Badge, Group, NumberInput, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { TrashIcon } from '@radix-ui/react-icons';
import type { MouseEvent } from 'react';
import type { AssumptionCardData, EditableFields } from '../utils/assumption-card';
import { EvidenceList } from './evidence-list';

type AssumptionCardProps = {
  card: AssumptionCardData;
  index: number;
  isSelected: boolean;
  isDeleting: boolean;
  disabled: boolean;
  onSelect: () => void;
  onChange: (patch: Partial<EditableFields>) => void;
  onDelete: () => void;
};

/**
 * One assumption. Selecting works through its radio (arrow keys move between cards, as in any radio group) or
 * a click anywhere on the card; the selected card is marked with a badge and a thicker border, not colour alone.
 */
export function AssumptionCard(props: AssumptionCardProps) {
  const { card, index, isSelected } = props;
  const number = index + 1;
  const selectFromCard = (event: MouseEvent<HTMLDivElement>): void => {
    // Links open the quoted page and the delete button has its own meaning; neither should select.
    if ((event.target as HTMLElement).closest('a, button')) return;
    if (!props.disabled) props.onSelect();
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      onClick={selectFromCard}
      style={{
        borderWidth: isSelected ? 2 : 1,
        borderColor: isSelected ? 'var(--mantine-primary-color-filled)' : undefined,
        cursor: props.disabled ? undefined : 'pointer',
      }}
      data-selected={isSelected || undefined}
      aria-label={`Assumption card ${number}`}
      role="group"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Radio value={card.key} label={`Choose assumption ${number}`} disabled={props.disabled} />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete assumption ${number}`}
            onClick={props.onDelete}
            loading={props.isDeleting}
            disabled={props.disabled}
          >
            <TrashIcon width={18} height={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={6}>
          {isSelected ? <Badge tt="none">Selected</Badge> : null}
          {card.id === null ? (
            <Badge variant="outline" color="gray" tt="none">
              Not saved yet
            </Badge>
          ) : card.isEdited ? (
            <Badge variant="outline" color="orange" tt="none">
              Edited
            </Badge>
          ) : null}
          <Badge variant="light" color="teal" tt="none" title="Expected impact on sales, 1 to 10">
            Impact {card.potential_impact_score}/10
          </Badge>
        </Group>

        <Textarea
          label={`Assumption ${number}`}
          rows={4}
          resize="vertical"
          maxLength={HypothesisLimits.hypothesisChars}
          value={card.hypothesis}
          onChange={(event) => props.onChange({ hypothesis: event.currentTarget.value })}
          disabled={props.disabled}
        />

        <div>
          <Text fw={600} size="sm">
            Strategic approach
          </Text>
          <Text size="sm">{card.strategic_approach}</Text>
        </div>
        <div>
          <Text fw={600} size="sm">
            Success metrics
          </Text>
          <Text size="sm">{card.success_metrics}</Text>
        </div>

        <NumberInput
          label="Daily budget (USD)"
          prefix="$"
          min={HypothesisLimits.minDailyBudget}
          max={HypothesisLimits.maxDailyBudget}
          decimalScale={2}
          step={10}
          w={180}
          value={card.daily_budget}
          onChange={(value) => {
            if (typeof value === 'number' && value >= HypothesisLimits.minDailyBudget) {
              props.onChange({ daily_budget: value });
            }
          }}
          disabled={props.disabled}
        />

        <EvidenceList evidence={card.evidence} label={`assumption ${number}`} />
      </Stack>
    </Paper>
  );
}
