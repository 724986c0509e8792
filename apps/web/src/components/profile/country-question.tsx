import { countryAnswerSchema, type BusinessProfileResponse } from '@adsmith/domain/profile/schemas';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { COUNTRY_OPTIONS, countryName } from '@/lib/countries';
import { useSaveProfileCorrections } from '@/lib/api/business-profile';

const BASIS_WORDS: Record<string, string> = {
  phone_prefix: 'a phone number',
  domain: 'the web address',
  currency: 'the currency',
  text: 'a place named on the pages',
  address: 'an address',
  contact_page: 'the contact page',
  schema_org: 'the page markup',
};

/**
 * "Which country is your business in?", asked when the profile does not know (the location vote is unsure and the
 * owner has not said). The site's best guess, if any, is chosen to start from; the answer is checked by the shared
 * schema and saved as a profile correction (kept with the owner's other corrections), so every later draft, the ad
 * sets' targeting and a recrawl use it. Keyboard-usable: a searchable select and a submit button in one form.
 */
export function CountryQuestion({
  crawlId,
  response,
  title = 'Which country is your business in?',
  why,
  submitLabel = 'Save country',
  onAnswered,
  isBusy = false,
  headingOrder = 3,
}: {
  crawlId: string;
  response: BusinessProfileResponse;
  title?: string;
  /** What the answer is for, after what the site said. */
  why: string;
  submitLabel?: string;
  onAnswered?: (country: string) => void;
  /** Work the answer starts (drafting ad sets) is still running. */
  isBusy?: boolean;
  /** The question's heading level: one below the section it sits in ("What we learned" on the story screen: 3). */
  headingOrder?: 3 | 4;
}) {
  const titleId = useId();
  const save = useSaveProfileCorrections(crawlId);
  const guess = response.profile.location.country;
  const [country, setCountry] = useState<string | null>(guess?.value ?? null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = countryAnswerSchema.safeParse({ country: country ?? '' });
    if (!answer.success) {
      setError(answer.error.issues[0]?.message ?? 'Choose a country from the list');
      return;
    }
    setError(null);
    try {
      // Awaited rather than a mutate callback: the saved profile knows the country, so this question unmounts.
      await save.mutateAsync({ ...response.corrections, country: answer.data.country });
    } catch {
      return; // save.error is shown below
    }
    onAnswered?.(answer.data.country);
  };
  const said = guess
    ? `Your site does not say for sure: our best guess is ${countryName(guess.value)}, from ${BASIS_WORDS[guess.basis] ?? 'the site'}.`
    : 'Your site does not say where your business is.';
  return (
    <Paper
      withBorder
      p="md"
      bg="var(--mantine-color-yellow-light)"
      component="section"
      aria-labelledby={titleId}
    >
      <form onSubmit={(event) => void submit(event)} aria-labelledby={titleId} noValidate>
        <Stack gap="xs">
          <Title order={headingOrder} size="h5" id={titleId}>
            {title}
          </Title>
          <Text size="sm">
            {said} {why}
          </Text>
          <Group align="flex-end" gap="sm">
            <Select
              label="Country"
              placeholder="Type to search"
              data={COUNTRY_OPTIONS}
              value={country}
              onChange={(value) => {
                setCountry(value);
                setError(null);
              }}
              searchable
              required
              nothingFoundMessage="No country matches"
              error={error}
              w={{ base: '100%', sm: 280 }}
            />
            <Button type="submit" loading={save.isPending || isBusy}>
              {submitLabel}
            </Button>
          </Group>
          {save.error ? (
            <Alert color="red" role="alert">
              {getErrorMessage(save.error)}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
