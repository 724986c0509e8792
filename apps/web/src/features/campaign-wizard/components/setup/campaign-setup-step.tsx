import { CampaignLimits } from '@adsmith/domain/common/constants';
import { ObjectiveLabels, OBJECTIVES, type Objective } from '@adsmith/domain/campaigns/constants';
import { NameLimits } from '@adsmith/domain/campaigns/constants';
import {
  AD_ACCOUNT_CURRENCIES,
  adAccountCurrencyFor,
  isAdAccountCurrency,
} from '@adsmith/domain/campaigns/budget';
import { newDraftKey } from '@adsmith/domain/campaigns/new-items';
import { settledCountries } from '@adsmith/domain/campaigns/target-countries';
import { Button, Group, Paper, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useBusinessProfile } from '@/lib/api/business-profile';
import { CountryQuestion } from '@/components/profile/country-question';
import { getErrorMessage } from '@/lib/api-client';
import { generateAdSets } from '../../api/generate-ad-sets';
import { buildManualAdSet } from '../../model/new-draft-items';
import { useWizard } from '../../model/wizard-context';
import { WizardAlert } from '../wizard-alert';
import { WizardNav } from '../wizard-nav';
import { AdSetCard } from './ad-set-card';

const objectiveOptions = OBJECTIVES.map((value) => ({ value, label: ObjectiveLabels[value] }));
const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const currencyOptions = [...AD_ACCOUNT_CURRENCIES]
  .sort()
  .map((value) => ({ value, label: `${value} – ${currencyNames.of(value) ?? value}` }));

/** Step 1 (SPEC §2 item 6): campaign name, objective and up to 2 ad sets. */
export function CampaignSetupStep({ exitPath }: { exitPath: string }) {
  const { state, dispatch, hypothesis, offeringType } = useWizard();
  const navigate = useNavigate();
  const isFull = state.adSets.length >= CampaignLimits.maxAdSets;
  // Ad sets need a country: the business's when the profile knows it, else one the owner chose in an ad set's
  // targeting; with neither, this step asks (the answer is saved in the profile) before drafting any.
  const profile = useBusinessProfile(state.crawlId);
  const location = profile.data?.profile.location;
  const siteCurrency = adAccountCurrencyFor(profile.data?.profile.currency?.value);
  const chosen = settledCountries(
    null,
    state.adSets.flatMap((adSet) => adSet.targeting.geo_locations.countries),
  );
  const isAskingCountry = profile.data !== undefined && settledCountries(location, chosen).length === 0;
  const generateMore = useMutation({
    mutationFn: () =>
      generateAdSets(state.hypothesisId, {
        existing_ad_sets: state.adSets.map((adSet) => ({
          name: adSet.name,
          selection_reasoning: adSet.selection_reasoning,
        })),
        remaining_slots: CampaignLimits.maxAdSets - state.adSets.length,
        objective: state.campaign.objective,
        currency: state.campaign.currency,
        ...(chosen.length > 0 ? { countries: chosen } : {}),
      }),
    onMutate: () => dispatch({ type: 'alertChanged', alert: null }),
    onSuccess: ({ adSets, productsByAdSet }) => {
      // Products and ads refer to ad sets by id, so a drafted id that is already taken gets a fresh one (and its
      // offerings go with it).
      const taken = new Set(state.adSets.map((adSet) => adSet.id));
      const renamed = adSets.map((adSet) => ({
        adSet: taken.has(adSet.id) ? { ...adSet, id: newDraftKey('adset') } : adSet,
        products: productsByAdSet[adSet.id] ?? [],
      }));
      dispatch({
        type: 'adSetsAdded',
        adSets: renamed.map(({ adSet }) => adSet),
        productsByAdSet: Object.fromEntries(renamed.map(({ adSet, products }) => [adSet.id, products])),
      });
    },
    onError: (error) =>
      dispatch({ type: 'alertChanged', alert: { color: 'red', message: getErrorMessage(error) } }),
  });

  const addManualAdSet = () =>
    dispatch({
      type: 'manualAdSetAdded',
      ...buildManualAdSet(state, { now: new Date(), offeringType, countries: settledCountries(location) }),
    });
  const name = state.campaign.name;
  const canContinue = name.trim().length > 0 && state.adSets.length > 0;

  return (
    <Stack gap="lg">
      {/* Each step opens with its second-level heading under the page's, as the other steps do. */}
      <Title order={2}>Campaign Setup</Title>
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          Assumption this campaign tests
        </Text>
        <Text>{hypothesis.hypothesis}</Text>
      </Paper>
      <Group grow align="flex-start">
        <TextInput
          label="Campaign name"
          required
          maxLength={NameLimits.campaign}
          value={name}
          onChange={(event) => dispatch({ type: 'campaignNameChanged', name: event.currentTarget.value })}
          error={name.trim() ? undefined : 'Give the campaign a name'}
        />
        <NativeSelect
          label="Ad account currency"
          data={currencyOptions}
          value={state.campaign.currency}
          onChange={({ currentTarget: { value } }) => {
            if (isAdAccountCurrency(value)) dispatch({ type: 'currencyChanged', currency: value });
          }}
          description={
            state.campaign.currency === siteCurrency
              ? "Your site's currency. Budgets and bids are in it: choose your ad account's if it differs"
              : 'Budgets and bids are in it, converted at an approximate rate when you change it: check them'
          }
        />
        <NativeSelect
          label="Objective"
          data={objectiveOptions}
          value={state.campaign.objective}
          onChange={({ currentTarget: { value } }) => {
            if (value) dispatch({ type: 'objectiveChanged', objective: value as Objective });
          }}
          description="Optimisation goals, billing events and bid strategies follow the objective"
        />
      </Group>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>
            Ad sets ({state.adSets.length} / {CampaignLimits.maxAdSets})
          </Title>
          <Group gap="xs">
            <Button
              variant="light"
              onClick={() => generateMore.mutate()}
              loading={generateMore.isPending}
              disabled={isFull || isAskingCountry}
            >
              Generate Ad Set
            </Button>
            <Button onClick={addManualAdSet} disabled={isFull}>
              Add Ad Set
            </Button>
          </Group>
        </Group>
        {isAskingCountry && profile.data ? (
          <CountryQuestion
            headingOrder={4}
            crawlId={state.crawlId}
            response={profile.data}
            why={
              isFull
                ? 'Your ad sets target people there.'
                : 'Your ad sets target people there: Adsmith drafts them as soon as you answer.'
            }
            submitLabel={isFull ? 'Use this country' : 'Use this country and draft ad sets'}
            isBusy={generateMore.isPending}
            onAnswered={(country) => {
              dispatch({ type: 'countryChosen', country });
              if (!isFull) generateMore.mutate();
            }}
          />
        ) : null}
        <WizardAlert />
        {state.adSets.length === 0 ? (
          <Text c="dimmed">No ad sets yet: add one by hand or generate one from the assumption.</Text>
        ) : null}
        {state.adSets.map((adSet) => (
          <AdSetCard key={adSet.id} adSet={adSet} />
        ))}
      </Stack>

      <WizardNav
        onBack={() => void navigate(exitPath)}
        onContinue={() => dispatch({ type: 'stepChanged', step: 1 })}
        isContinueDisabled={!canContinue}
        hint={
          canContinue ? null : (
            <Text size="sm" c="dimmed">
              A name and at least one ad set are needed to continue.
            </Text>
          )
        }
      />
    </Stack>
  );
}
