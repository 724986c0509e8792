import { budgetDecimals } from '@adsmith/domain/campaigns/budget';
import { AdSetRules, BidStrategyLabels, type Objective } from '@adsmith/domain/campaigns/constants';
import {
  getObjectiveSettings,
  needsBidAmount,
  needsRoasFloor,
} from '@adsmith/domain/campaigns/objective-settings';
import { roasFromStored, roasToStored } from '@adsmith/domain/campaigns/rules';
import type { AdSet } from '@adsmith/domain/campaigns/schemas';
import { NumberInput, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { humanizeValue } from '../../utils/labels';
import type { AdSetFieldsProps } from './ad-set-editor';

/** A NumberInput hands over '' while the field is empty; the draft keeps numbers only. */
const toNumber = (value: number | string): number | null =>
  typeof value === 'number'
    ? value
    : value.trim() === ''
      ? null
      : Number.isFinite(Number(value))
        ? Number(value)
        : null;

/** The currency's code inside a money field. */
const CurrencyCode = ({ currency }: { currency: string }) => (
  <Text size="xs" c="dimmed" aria-hidden>
    {currency}
  </Text>
);

/** Daily budget, and the optimisation goal, billing event and bid strategy the objective allows (SPEC §3, §5). */
export function DeliveryFields({
  adSet,
  onChange,
  errors,
  objective,
  currency,
}: AdSetFieldsProps & { objective: Objective }) {
  const settings = getObjectiveSettings(objective);
  // Amounts of the ad account's currency, named by its code beside each field (never a "$" for euros).
  const decimals = budgetDecimals(currency);
  const set = (patch: Partial<AdSet>) => onChange({ ...adSet, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberInput
        label={`Daily budget (${currency})`}
        required
        min={AdSetRules.dailyBudget.min}
        step={decimals === 0 ? 1 : AdSetRules.dailyBudget.step}
        decimalScale={decimals}
        fixedDecimalScale
        thousandSeparator=","
        rightSection={<CurrencyCode currency={currency} />}
        rightSectionWidth={48}
        value={adSet.daily_budget}
        onChange={(value) => set({ daily_budget: toNumber(value) ?? 0 })}
        error={errors.daily_budget}
      />
      <NativeSelect
        label="Optimisation goal"
        data={settings.optimizationGoals.map((value) => ({ value, label: humanizeValue(value) }))}
        value={adSet.optimization_goal}
        onChange={({ currentTarget: { value } }) =>
          value && set({ optimization_goal: value as AdSet['optimization_goal'] })
        }
        error={errors.optimization_goal}
      />
      <NativeSelect
        label="Billing event"
        data={settings.billingEvents.map((value) => ({ value, label: humanizeValue(value) }))}
        value={adSet.billing_event}
        onChange={({ currentTarget: { value } }) =>
          value && set({ billing_event: value as AdSet['billing_event'] })
        }
        error={errors.billing_event}
      />
      <NativeSelect
        label="Bid strategy"
        data={settings.bidStrategies.map((value) => ({ value, label: BidStrategyLabels[value] }))}
        value={adSet.bid_strategy}
        onChange={({ currentTarget: { value } }) =>
          value && set({ bid_strategy: value as AdSet['bid_strategy'] })
        }
        error={errors.bid_strategy}
      />
      {needsBidAmount(adSet.bid_strategy) ? (
        <NumberInput
          label={`${adSet.bid_strategy === 'COST_CAP' ? 'Cost cap' : 'Bid cap'} (${currency})`}
          required
          min={AdSetRules.bidAmount.min}
          step={decimals === 0 ? 1 : 0.01}
          decimalScale={decimals}
          thousandSeparator=","
          rightSection={<CurrencyCode currency={currency} />}
          rightSectionWidth={48}
          value={adSet.bid_amount ?? ''}
          onChange={(value) => set({ bid_amount: toNumber(value) })}
          error={errors.bid_amount}
        />
      ) : null}
      {needsRoasFloor(adSet.bid_strategy) ? (
        <NumberInput
          label="Minimum ROAS"
          description="Return on ad spend the delivery aims for, e.g. 2.5"
          required
          min={AdSetRules.roas.min}
          max={AdSetRules.roas.max}
          step={0.01}
          decimalScale={2}
          value={adSet.roas_average_floor == null ? '' : roasFromStored(adSet.roas_average_floor)}
          onChange={(value) => {
            const roas = toNumber(value);
            // Stored times 10000 (SPEC §9), as the ad platform expects it.
            set({ roas_average_floor: roas === null ? null : roasToStored(roas) });
          }}
          error={errors.roas_average_floor}
        />
      ) : null}
    </SimpleGrid>
  );
}
