import { formatPrice } from '@adsmith/domain/common/money';
import {
  offeringNameSchema,
  parseOwnerPrice,
  withOfferingEdit,
  type AddedOffering,
  type OfferingCorrections,
  type ReviewedOffering,
} from '@adsmith/domain/profile/offering-corrections';
import type { BusinessProfileResponse, ProfileCorrections } from '@adsmith/domain/profile/schemas';
import { Alert, Badge, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useBusinessProfile, useSaveProfileCorrections } from '@/lib/api/business-profile';

/** How many offerings are listed before "Show all". */
const SHOWN_AT_FIRST = 12;

type OfferingType = ReviewedOffering['offering_type'];

/** The name and price as typed, checked with the shared rules: the values to save, or a message per field. */
function readFields(name: string, price: string) {
  const parsedName = offeringNameSchema.safeParse(name);
  const parsedPrice = parseOwnerPrice(price);
  return {
    name: parsedName.success ? parsedName.data : null,
    price: 'error' in parsedPrice ? undefined : parsedPrice.price,
    errors: {
      name: parsedName.success ? null : (parsedName.error.issues[0]?.message ?? null),
      price: 'error' in parsedPrice ? parsedPrice.error : null,
    },
  };
}

/**
 * The name, price and (for an added offering) type form, used to edit one offering and to add one. What was typed
 * stays in the form whatever goes wrong — a field the shared rules refuse, or a save that fails.
 */
function OfferingForm({
  label,
  initial,
  withType,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial: { name: string; price: string; type: OfferingType };
  withType: boolean;
  submitLabel: string;
  onSubmit: (values: { name: string; price: string | null; type: OfferingType }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [price, setPrice] = useState(initial.price);
  const [type, setType] = useState<OfferingType>(initial.type);
  const [errors, setErrors] = useState<{ name: string | null; price: string | null }>({
    name: null,
    price: null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readFields(name, price);
    setErrors(read.errors);
    setFailure(null);
    if (read.name === null || read.price === undefined) return;
    setSaving(true);
    try {
      await onSubmit({ name: read.name, price: read.price, type });
    } catch (error) {
      setFailure(getErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="xs">
        <OfferingFields
          id={id}
          name={[name, setName]}
          price={[price, setPrice]}
          type={withType ? [type, setType] : null}
          errors={errors}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={isSaving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Field<T> = [T, (value: T) => void];

/** The form's name and price inputs, and the type select where the type can be chosen (an added offering). */
function OfferingFields({
  id,
  name,
  price,
  type,
  errors,
}: {
  id: string;
  name: Field<string>;
  price: Field<string>;
  type: Field<OfferingType> | null;
  errors: { name: string | null; price: string | null };
}) {
  return (
    <Group align="flex-start" grow wrap="wrap">
      <TextInput
        label="Name"
        id={`${id}-name`}
        value={name[0]}
        onChange={(event) => name[1](event.currentTarget.value)}
        error={errors.name}
        maxLength={200}
        data-autofocus
        autoFocus
      />
      <TextInput
        label="Price"
        id={`${id}-price`}
        description="A number such as 45 or 12.50; empty for no price"
        value={price[0]}
        onChange={(event) => price[1](event.currentTarget.value)}
        error={errors.price}
        maxLength={40}
        inputMode="decimal"
      />
      {type ? (
        <NativeSelect
          label="Type"
          id={`${id}-type`}
          value={type[0]}
          onChange={(event) => type[1](event.currentTarget.value as OfferingType)}
          data={[
            { value: 'service', label: 'Service' },
            { value: 'product', label: 'Product' },
          ]}
        />
      ) : null}
    </Group>
  );
}

/** "Show all N offerings" or "Show fewer". */
function ShowAllToggle(props: { count: number; showAll: boolean; onToggle: () => void }) {
  return (
    <Group>
      <Button variant="subtle" size="compact-sm" onClick={props.onToggle}>
        {props.showAll ? 'Show fewer' : `Show all ${props.count} offerings`}
      </Button>
    </Group>
  );
}

/** The owner's edit of a found offering as it stands on screen (what the crawl found, and what the owner changed). */
function editOf(item: ReviewedOffering) {
  const found = item.found!;
  return {
    match: { name: found.name, landingPage: found.landing_page },
    ...(item.name !== found.name ? { name: item.name } : {}),
    ...(item.price !== found.price ? { price: item.price } : {}),
  };
}

type OfferingsEditorProps = { crawlId: string; response: BusinessProfileResponse; language: string | null };

/**
 * "What you offer" in What we learned: the offerings found, as corrected. The owner removes what is not an offering
 * (and can bring it back), fixes a name or a price, and adds an offering the crawl missed; each change is saved at
 * once with the other corrections, and every later draft, the product list and campaigns use it.
 */
export function OfferingsEditor({ crawlId, response, language }: OfferingsEditorProps) {
  const corrections = useOfferingCorrections(crawlId, response);
  const [editing, setEditing] = useState<string | null>(null);
  const [isAdding, setAdding] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const listed = response.offerings.filter((item) => item.status !== 'removed');
  const removed = response.offerings.filter((item) => item.status === 'removed');
  const shown = showAll ? listed : listed.slice(0, SHOWN_AT_FIRST);

  return (
    <Stack gap="xs" component="section" aria-labelledby="offerings-title">
      <OfferingsIntro notice={corrections.notice} failure={corrections.failure} />
      {listed.length === 0 ? (
        <Text size="sm" c="dimmed">
          No offerings found on the site. Add the ones you want to advertise.
        </Text>
      ) : (
        <ul aria-label="Your offerings" style={{ margin: 0, paddingLeft: 18 }}>
          {shown.map((item) => (
            <li key={item.id}>
              {editing === item.id ? (
                <OfferingForm
                  label={`Edit ${item.name}`}
                  initial={{ name: item.name, price: item.price ?? '', type: item.offering_type }}
                  withType={!item.found}
                  submitLabel="Save offering"
                  onCancel={() => setEditing(null)}
                  onSubmit={async (values) => {
                    await corrections.saveEdit(item, values);
                    setEditing(null);
                  }}
                />
              ) : (
                <OfferingRow
                  item={item}
                  language={language}
                  isSaving={corrections.isSaving}
                  onEdit={() => {
                    setAdding(false);
                    setEditing(item.id);
                  }}
                  onRemove={() => void corrections.remove(item)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {listed.length > SHOWN_AT_FIRST ? (
        <ShowAllToggle
          count={listed.length}
          showAll={showAll}
          onToggle={() => setShowAll((value) => !value)}
        />
      ) : null}
      <RemovedOfferings
        removed={removed}
        isSaving={corrections.isSaving}
        onRestore={(item) => void corrections.restore(item)}
      />
      <AddOffering
        isAdding={isAdding}
        type={response.profile.offeringType?.value === 'products' ? 'product' : 'service'}
        onStart={() => {
          setEditing(null);
          setAdding(true);
        }}
        onCancel={() => setAdding(false)}
        onAdd={async (values) => {
          await corrections.add(values);
          setAdding(false);
        }}
      />
    </Stack>
  );
}

/**
 * The owner's offering corrections as stored with the profile's other corrections, and how a change is saved: what
 * was done is said once saved; a one-click change (remove, restore) that fails says why above the list.
 */
function useOfferingCorrections(crawlId: string, response: BusinessProfileResponse) {
  const save = useSaveProfileCorrections(crawlId);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = response.corrections.offerings ?? { edits: [], added: [] };

  const store = async (offerings: NonNullable<ProfileCorrections['offerings']>, done: string) => {
    setNotice(null);
    setFailure(null);
    await save.mutateAsync({ ...response.corrections, offerings });
    setNotice(done);
  };
  /** A one-click change (remove, restore): its failure is said above the list, and nothing changes on screen. */
  const quick = (offerings: OfferingCorrections, done: string) =>
    store(offerings, done).catch((error: unknown) => setFailure(getErrorMessage(error)));
  const updateAdded = (id: string, change: Partial<AddedOffering> | null) => ({
    edits: saved.edits,
    added: saved.added.flatMap((offering) =>
      offering.id !== id ? [offering] : change ? [{ ...offering, ...change }] : [],
    ),
  });
  const remove = (item: ReviewedOffering) =>
    quick(
      item.found ? withOfferingEdit(saved, { ...editOf(item), removed: true }) : updateAdded(item.id, null),
      `Removed ${item.name}. New drafts leave it out.`,
    );
  const restore = (item: ReviewedOffering) =>
    quick(withOfferingEdit(saved, editOf(item)), `Restored ${item.name}. New drafts use it again.`);
  const saveEdit = (item: ReviewedOffering, values: OfferingValues) =>
    store(
      item.found ? withOfferingEdit(saved, editedFound(item.found, values)) : updateAdded(item.id, values),
      `Saved ${values.name}. New drafts use it.`,
    );
  const add = (values: OfferingValues) =>
    store(
      // A new offering goes without an id: the server gives it one.
      { edits: saved.edits, added: [...saved.added, values] },
      `Added ${values.name}. New drafts use it.`,
    );
  return { isSaving: save.isPending, notice, failure, remove, restore, saveEdit, add };
}

/** The section's title and what the owner can do here, with the last change's outcome. */
function OfferingsIntro({ notice, failure }: { notice: string | null; failure: string | null }) {
  return (
    <>
      <Text size="sm" fw={600} id="offerings-title">
        What you offer
      </Text>
      <Text size="sm" c="dimmed">
        Remove what is not one of your offerings, fix a name or a price, or add one we missed. Drafts,
        campaigns and your product list use this list.
      </Text>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {notice ? (
        <Text size="sm" c="green" role="status">
          {notice}
        </Text>
      ) : null}
    </>
  );
}

type OfferingValues = Parameters<Parameters<typeof OfferingForm>[0]['onSubmit']>[0];

/** The owner's edit of a found offering from the form's values: the name and price where they differ from the site's. */
function editedFound(found: NonNullable<ReviewedOffering['found']>, values: OfferingValues) {
  return {
    match: { name: found.name, landingPage: found.landing_page },
    ...(values.name !== found.name ? { name: values.name } : {}),
    ...(values.price !== found.price ? { price: values.price } : {}),
  };
}

/** One offering as listed: name, price, type, what the owner changed, and its Edit and Remove buttons. */
function OfferingRow({
  item,
  language,
  isSaving,
  onEdit,
  onRemove,
}: {
  item: ReviewedOffering;
  language: string | null;
  isSaving: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const priceText = item.price ? formatPrice(item.price, item.currency, language) : 'no price';
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" span>
        {item.name} · {priceText}
      </Text>
      <Badge size="sm" variant="light" color={item.offering_type === 'service' ? 'teal' : 'blue'}>
        {item.offering_type === 'service' ? 'Service' : 'Product'}
      </Badge>
      {item.status === 'changed' ? (
        <Text span size="xs" c="dimmed">
          corrected by you (the site says {item.found!.name}
          {item.found!.price ? `, ${formatPrice(item.found!.price, item.currency, language)}` : ''})
        </Text>
      ) : item.status === 'added' ? (
        <Text span size="xs" c="dimmed">
          added by you
        </Text>
      ) : null}
      <Button variant="subtle" size="compact-xs" aria-label={`Edit ${item.name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-xs"
        aria-label={`Remove ${item.name}`}
        onClick={onRemove}
        disabled={isSaving}
      >
        Remove
      </Button>
    </Group>
  );
}

/** The offerings the owner removed, each with a Restore button; nothing when none was removed. */
function RemovedOfferings({
  removed,
  isSaving,
  onRestore,
}: {
  removed: ReviewedOffering[];
  isSaving: boolean;
  onRestore: (item: ReviewedOffering) => void;
}) {
  if (removed.length === 0) return null;
  return (
    <div>
      <Text size="sm" c="dimmed">
        Removed by you (left out of drafts and campaigns):
      </Text>
      <ul aria-label="Removed offerings" style={{ margin: 0, paddingLeft: 18 }}>
        {removed.map((item) => (
          <li key={item.id}>
            <Group gap="xs">
              <Text size="sm" span td="line-through">
                {item.name}
              </Text>
              <Button
                variant="subtle"
                size="compact-xs"
                aria-label={`Restore ${item.name}`}
                onClick={() => onRestore(item)}
                disabled={isSaving}
              >
                Restore
              </Button>
            </Group>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Add an offering": the button, or the form it opens with the type the business mostly offers. */
function AddOffering(props: {
  isAdding: boolean;
  type: OfferingType;
  onStart: () => void;
  onCancel: () => void;
  onAdd: (values: OfferingValues) => Promise<void>;
}) {
  return props.isAdding ? (
    <OfferingForm
      label="Add an offering"
      initial={{ name: '', price: '', type: props.type }}
      withType
      submitLabel="Add offering"
      onCancel={props.onCancel}
      onSubmit={props.onAdd}
    />
  ) : (
    <Group>
      <Button variant="light" size="xs" onClick={props.onStart}>
        Add an offering
      </Button>
    </Group>
  );
}

/**
 * The offerings editor where no profile is on screen (the wizard's Product Selection when the crawl found none): it
 * loads the crawl's profile, and an offering added here reaches the product lists at once.
 */
export function CrawlOfferingsEditor({ crawlId }: { crawlId: string }) {
  const query = useBusinessProfile(crawlId);
  if (query.isPending) return <Loader size="xs" aria-label="Loading your offerings" />;
  if (!query.data) return <Text size="sm">{getErrorMessage(query.error)}</Text>;
  return (
    <OfferingsEditor
      crawlId={crawlId}
      response={query.data}
      language={query.data.profile.languages[0] ?? null}
    />
  );
}
