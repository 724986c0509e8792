import {
  isCountryConfident,
  type BusinessProfile,
  type BusinessProfileResponse,
  type ProfileOfferingType,
  type ProfileSource,
} from '@adsmith/domain/profile/schemas';
import { TRADE_KEYS, TRADE_LABELS, type TradeKey } from '@adsmith/domain/profile/trades';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { memo, useState, type FormEvent, type ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { COUNTRY_OPTIONS, countryName } from '@/lib/countries';
import { useBusinessProfile, useSaveProfileCorrections } from '@/lib/api/business-profile';
import { useCrawlStatusUntilFinished } from '../api/get-crawl-status';
import { CountryQuestion } from '@/components/profile/country-question';
import { OfferingsEditor } from '@/components/profile/offerings-editor';

const TRADE_OPTIONS = TRADE_KEYS.map((key) => ({ value: key, label: TRADE_LABELS[key] }));

const OFFERING_OPTIONS: { value: ProfileOfferingType; label: string }[] = [
  { value: 'services', label: 'Services' },
  { value: 'products', label: 'Products' },
  { value: 'mixed', label: 'Products and services' },
];

/** Where an item was read: a link to the page and, on demand, the words on it. */
function Source({ source }: { source: ProfileSource | null }) {
  if (!source)
    return (
      <Text span size="xs" c="dimmed">
        set by you
      </Text>
    );
  let path = source.url;
  try {
    path = new URL(source.url).pathname || '/';
  } catch {
    // An odd URL is shown as it is.
  }
  return (
    <Text span size="xs" c="dimmed">
      from{' '}
      <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs">
        {path}
      </Anchor>
      {source.quote ? (
        <details style={{ display: 'inline-block', marginLeft: 6 }}>
          <summary>quote</summary>
          <q>{source.quote}</q>
        </details>
      ) : (
        <Text span size="xs" c="dimmed">
          {' '}
          (page markup)
        </Text>
      )}
    </Text>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function Sourced({ value, source }: { value: string; source: ProfileSource | null }) {
  return (
    <Text size="sm" component="div">
      {value} <Source source={source} />
    </Text>
  );
}

/** The trade from the one list, with the site's words that voted for it; absent in profiles built before it. */
function TradeItem({ trade, byOwner }: { trade: BusinessProfile['trade']; byOwner: boolean }) {
  if (trade === undefined) return null;
  return (
    <Item label="Trade">
      {trade && byOwner ? (
        <Sourced value={TRADE_LABELS[trade.key]} source={null} />
      ) : trade ? (
        <Sourced
          value={`${TRADE_LABELS[trade.key]} (from ${trade.evidence.map((item) => `“${item.term}”`).join(', ')})`}
          source={trade.evidence[0]!.source}
        />
      ) : (
        <Text size="sm" c="dimmed">
          We could not tell your trade from the site.
        </Text>
      )}
    </Item>
  );
}

function List({
  label,
  items,
  empty,
}: {
  label: string;
  items: { key: string; text: string; source: ProfileSource }[];
  empty: string;
}) {
  return (
    <Item label={label}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {items.map((item) => (
            <li key={item.key}>
              <Sourced value={item.text} source={item.source} />
            </li>
          ))}
        </ul>
      )}
    </Item>
  );
}

/**
 * When the crawl found too little to draft well — no offerings (the campaign's products come from them), few pages
 * read, or several things the drafts lean on missing: what is missing and what the owner can do about it. Drafting
 * still goes on from what was found; this says how to give it more.
 */
function MissingHelp({
  profile,
  offerings,
  pagesRead,
}: {
  profile: BusinessProfile;
  /** The offerings as corrected: one the owner added counts, one removed does not. */
  offerings: BusinessProfileResponse['offerings'];
  pagesRead: number | null;
}) {
  const hasOfferings = offerings.some((offering) => offering.status !== 'removed');
  const missing = [
    profile.businessName ? null : 'your business name',
    profile.trade ? null : 'your trade',
    hasOfferings ? null : 'your products or services',
    profile.valuePropositions.length > 0 ? null : 'why customers choose you',
  ].filter((item): item is string => item !== null);
  const fewPages = pagesRead !== null && pagesRead <= FEW_PAGES;
  if (hasOfferings && missing.length < 2 && !fewPages) return null;
  const unnamed = [profile.businessName ? null : 'name', profile.trade ? null : 'trade'].filter(Boolean);
  return (
    <Alert color="blue" title="Your site told us little" role="note">
      <Text size="sm">
        {fewPages ? `We read ${pagesRead} ${pagesRead === 1 ? 'page' : 'pages'} of your site. ` : null}
        {missing.length > 0 ? `We could not find ${missing.join(', ')}. ` : null}
        Adsmith still drafts from what it found. To give it more:
      </Text>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {unnamed.length > 0 ? (
          <li>
            <Text size="sm">set your {unnamed.join(' and ')} in the form below;</Text>
          </li>
        ) : null}
        {hasOfferings ? null : (
          <li>
            <Text size="sm">
              type in what you sell under What you offer: your drafts, campaigns and product list use it;
            </Text>
          </li>
        )}
        <li>
          <Text size="sm">
            crawl the site again with a greater Crawl depth (Advanced settings on the start page), so more of
            its pages are read;
          </Text>
        </li>
        <li>
          <Text size="sm">
            or add the pages that describe your offer and its prices to your site, then recrawl it from Your
            Business.
          </Text>
        </li>
      </ul>
    </Alert>
  );
}

/** A crawl that read this many pages or fewer read too little of a site to know it well. */
const FEW_PAGES = 2;

function CorrectionForm({
  save,
  profile,
  learned,
  offerings,
}: {
  save: ReturnType<typeof useSaveProfileCorrections>;
  profile: BusinessProfile;
  learned: BusinessProfile;
  /** The owner's offering corrections, saved with the rest (their own editor changes them). */
  offerings: BusinessProfileResponse['corrections']['offerings'];
}) {
  const [name, setName] = useState(profile.businessName?.value ?? '');
  const [trade, setTrade] = useState<string | null>(profile.trade?.key ?? null);
  // An unsure country starts empty: saving the city must not confirm a guess (the question above asks for it).
  const [country, setCountry] = useState<string | null>(
    isCountryConfident(profile.location) ? profile.location.country!.value : null,
  );
  const [region, setRegion] = useState(profile.location.region?.value ?? '');
  const [city, setCity] = useState(profile.location.city?.value ?? '');
  const [offeringType, setOfferingType] = useState<string | null>(profile.offeringType?.value ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The name and the trade are sent only when they differ from what was learned (null goes back to it).
    const typedName = name.trim();
    save.mutate({
      businessName: typedName && typedName !== learned.businessName?.value ? typedName : null,
      trade: trade && trade !== learned.trade?.key ? (trade as TradeKey) : null,
      country,
      region: region.trim() || null,
      city: city.trim() || null,
      offeringType: (offeringType as ProfileOfferingType | null) ?? null,
      offerings,
    });
  };
  return (
    <form onSubmit={submit} aria-label="Correct what we learned">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Something wrong? Correct it here; the drafts use your answer.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Business name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={120}
          />
          <Select
            label="Trade"
            placeholder="Choose your trade"
            data={TRADE_OPTIONS}
            value={trade}
            onChange={setTrade}
            searchable
            clearable
          />
          <Select
            label="Country"
            placeholder="Choose a country"
            data={COUNTRY_OPTIONS}
            value={country}
            onChange={setCountry}
            searchable
            clearable
          />
          <TextInput
            label="Region"
            value={region}
            onChange={(event) => setRegion(event.currentTarget.value)}
            maxLength={120}
          />
          <TextInput
            label="City"
            value={city}
            onChange={(event) => setCity(event.currentTarget.value)}
            maxLength={120}
          />
          <Select
            label="What the business sells"
            placeholder="Choose"
            data={OFFERING_OPTIONS}
            value={offeringType}
            onChange={setOfferingType}
            clearable
          />
        </SimpleGrid>
        {save.error ? (
          <Alert color="red" role="alert">
            {getErrorMessage(save.error)}
          </Alert>
        ) : null}
        {save.isSuccess && !save.isPending ? (
          <Text size="sm" c="green" role="status">
            Saved. New drafts use your corrections.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            Save corrections
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "What we learned from your site": the business profile, every item with its source page, and the correction form.
 * Memoised: it sits beside the story editor and must not re-render on every keystroke there.
 */
export const BusinessProfilePanel = memo(function BusinessProfilePanel({ crawlId }: { crawlId: string }) {
  // While the offerings are still analysed the profile is a first reading: shown, refetched once the crawl completes,
  // and corrected only then (the server stores the final profile with the crawl's completion).
  const status = useCrawlStatusUntilFinished(crawlId);
  const isProvisional = status.data?.status === 'analyzing_offerings';
  const query = useBusinessProfile(crawlId, !isProvisional, status.data !== undefined || status.isError);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="business-profile-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="business-profile-title">
          What we learned from your site
        </Title>
        {query.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Reading what your site says about your business…</Text>
          </Group>
        ) : query.isError ? (
          <Alert color="yellow" role="alert">
            {getErrorMessage(query.error)}
          </Alert>
        ) : (
          <ProfileBody
            crawlId={crawlId}
            response={query.data}
            isProvisional={isProvisional}
            pagesRead={status.data?.progress.pages_fetched ?? null}
          />
        )}
      </Stack>
    </Paper>
  );
});

function ProfileBody({
  crawlId,
  response,
  isProvisional,
  pagesRead,
}: {
  crawlId: string;
  response: BusinessProfileResponse;
  isProvisional: boolean;
  /** Pages the crawl read; null while unknown. */
  pagesRead: number | null;
}) {
  // Held here, not in the form: the form is rebuilt from the saved profile and must still show the outcome.
  const save = useSaveProfileCorrections(crawlId);
  const { profile } = response;
  const { location } = profile;
  const isCountryKnown = isCountryConfident(location);
  const place = [location.street, location.city, location.region].filter((item) => item !== null);
  return (
    <Stack gap="sm">
      {isCountryKnown || isProvisional ? null : (
        <CountryQuestion
          crawlId={crawlId}
          response={response}
          why="Your ads target people there, so Adsmith asks rather than guess."
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Item label="Business">
          {profile.businessName ? (
            <Sourced
              value={profile.businessName.value}
              source={response.corrections.businessName ? null : profile.businessName.source}
            />
          ) : (
            <Text size="sm" c="dimmed">
              No name found on the pages.
            </Text>
          )}
          {profile.category ? (
            <Sourced value={profile.category.value} source={profile.category.source} />
          ) : null}
        </Item>
        <TradeItem trade={profile.trade} byOwner={Boolean(response.corrections.trade)} />
        <Item label="Where">
          {location.country && isCountryKnown ? (
            <Sourced
              value={`${countryName(location.country.value)}${location.country.basis === 'user' ? '' : ` (from ${location.country.basis.replace('_', ' ')})`}`}
              source={location.country.source}
            />
          ) : location.country ? (
            <Text size="sm" component="div">
              Country unknown: perhaps {countryName(location.country.value)} (from{' '}
              {location.country.basis.replace('_', ' ')}) <Source source={location.country.source} />
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              We could not tell which country you are in.
            </Text>
          )}
          {place.map((item) => (
            <Sourced key={item.value} value={item.value} source={item.source} />
          ))}
        </Item>
        <Item label="Languages and currency">
          <Group gap={4}>
            {profile.languages.map((language) => (
              <Badge key={language} variant="light" tt="none">
                {language}
              </Badge>
            ))}
            {profile.currency ? (
              <Badge variant="outline">{profile.currency.value}</Badge>
            ) : (
              <Text size="sm" c="dimmed">
                No prices found.
              </Text>
            )}
          </Group>
        </Item>
        <Item label="What you sell">
          <Text size="sm">
            {profile.offeringType
              ? `${OFFERING_OPTIONS.find((option) => option.value === profile.offeringType?.value)?.label} — ${profile.offeringType.reason}`
              : 'Not told by the site.'}
          </Text>
        </Item>
        <List
          label="Who you serve"
          items={profile.audience.map((item, index) => ({
            key: `a${index}`,
            text: item.value,
            source: item.source,
          }))}
          empty="The site does not say who its customers are."
        />
        <List
          label="Why customers choose you"
          items={profile.valuePropositions.map((item, index) => ({
            key: `v${index}`,
            text: item.value,
            source: item.source,
          }))}
          empty="No value propositions found."
        />
        <List
          label="Offers and guarantees"
          items={profile.offers.map((item, index) => ({
            key: `o${index}`,
            text: item.text,
            source: item.source,
          }))}
          empty="No offers found on the site."
        />
        <List
          label="Proof"
          items={[
            ...(profile.proof.foundedYear
              ? [
                  {
                    key: 'founded',
                    text: `Since ${profile.proof.foundedYear.value}`,
                    source: profile.proof.foundedYear.source,
                  },
                ]
              : []),
            ...profile.proof.counts.map((item, index) => ({
              key: `c${index}`,
              text: item.value,
              source: item.source,
            })),
            ...profile.proof.testimonials.map((item, index) => ({
              key: `t${index}`,
              text: `“${item.quote}”${item.author ? ` — ${item.author}` : ''}`,
              source: item.source,
            })),
            ...profile.proof.awards.map((item, index) => ({
              key: `w${index}`,
              text: item.value,
              source: item.source,
            })),
          ]}
          empty="No testimonials, ratings or awards found."
        />
      </SimpleGrid>
      {profile.unknowns.length > 0 ? (
        <Alert color="gray" title="What we could not tell">
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {profile.unknowns.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {isProvisional ? null : (
        <MissingHelp profile={profile} offerings={response.offerings} pagesRead={pagesRead} />
      )}
      {isProvisional ? null : (
        <OfferingsEditor crawlId={crawlId} response={response} language={profile.languages[0] ?? null} />
      )}
      {isProvisional ? (
        <Text size="sm" c="dimmed" role="status">
          A first reading: Adsmith is still reading your offerings. You can correct this as soon as it has
          finished.
        </Text>
      ) : (
        <CorrectionForm
          key={JSON.stringify([
            profile.businessName?.value,
            profile.trade?.key,
            location.country?.value,
            location.region?.value,
            location.city?.value,
            profile.offeringType?.value,
          ])}
          save={save}
          profile={profile}
          learned={response.learned}
          offerings={response.corrections.offerings}
        />
      )}
    </Stack>
  );
}
