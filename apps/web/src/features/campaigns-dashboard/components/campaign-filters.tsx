import { CAMPAIGN_STATUSES } from '@adsmith/domain/campaigns/constants';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import {
  ALL,
  CAMPAIGN_SORTS,
  isCampaignSort,
  isStatusFilter,
  type CampaignListQuery,
} from '../model/campaign-list';

type CampaignFiltersProps = {
  query: CampaignListQuery;
  websites: string[];
  onChange: (patch: Partial<CampaignListQuery>) => void;
};

const statusOptions = [
  { value: ALL, label: 'All statuses' },
  ...CAMPAIGN_STATUSES.map((status) => ({
    value: status,
    label: status.charAt(0) + status.slice(1).toLowerCase(),
  })),
];

/** Search, status and website filters and the sort of the campaigns dashboard. */
export function CampaignFilters({ query, websites, onChange }: CampaignFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mb="lg">
      <TextInput
        type="search"
        label="Search"
        placeholder="Campaign name or assumption"
        leftSection={<MagnifyingGlassIcon width={16} height={16} aria-hidden />}
        value={query.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
      />
      <NativeSelect
        label="Status"
        data={statusOptions}
        value={query.status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isStatusFilter(value)) onChange({ status: value });
        }}
      />
      <NativeSelect
        label="Website"
        data={[
          { value: ALL, label: 'All websites' },
          ...websites.map((hostname) => ({ value: hostname, label: hostname })),
        ]}
        value={query.website}
        onChange={(event) => onChange({ website: event.currentTarget.value })}
      />
      <NativeSelect
        label="Sort by"
        data={CAMPAIGN_SORTS.map((sort) => ({ value: sort.value, label: sort.label }))}
        value={query.sort}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isCampaignSort(value)) onChange({ sort: value });
        }}
      />
    </SimpleGrid>
  );
}
