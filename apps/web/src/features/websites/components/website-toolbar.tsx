import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import {
  isSortDirection,
  isWebsiteSortField,
  SORT_DIRECTIONS,
  WEBSITE_SORT_FIELDS,
  type WebsiteListQuery,
} from '../model/website-list';

type WebsiteToolbarProps = {
  query: WebsiteListQuery;
  onChange: (patch: Partial<WebsiteListQuery>) => void;
};

/** Search by hostname and sort by date, name or campaigns, ascending or descending (SPEC §2 screen 9). */
export function WebsiteToolbar({ query, onChange }: WebsiteToolbarProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
      <TextInput
        type="search"
        label="Search websites"
        placeholder="Hostname"
        leftSection={<MagnifyingGlassIcon width={16} height={16} aria-hidden />}
        value={query.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
      />
      <NativeSelect
        label="Sort by"
        data={WEBSITE_SORT_FIELDS.map((field) => ({ value: field.value, label: field.label }))}
        value={query.sort}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isWebsiteSortField(value)) onChange({ sort: value });
        }}
      />
      <NativeSelect
        label="Order"
        data={SORT_DIRECTIONS.map((direction) => ({ value: direction.value, label: direction.label }))}
        value={query.direction}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSortDirection(value)) onChange({ direction: value });
        }}
      />
    </SimpleGrid>
  );
}
