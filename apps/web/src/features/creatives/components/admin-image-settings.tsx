import type { ImageSettings } from '@adsmith/domain/creatives/api-schemas';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { IMAGE_QUALITIES, IMAGE_SIZES, IMAGE_STYLES } from '@adsmith/domain/creatives/constants';
import { Accordion, Code, Group, Select, Stack, Text } from '@mantine/core';

/** SPEC §6: image quality, size and style, shown to admins only. */
export function AdminImageSettings({
  value,
  onChange,
}: {
  value: ImageSettings;
  onChange: (value: ImageSettings) => void;
}) {
  return (
    <Group grow gap="xs" aria-label="Image settings" role="group">
      <Select
        label="Quality"
        data={IMAGE_QUALITIES}
        value={value.quality}
        allowDeselect={false}
        onChange={(quality) =>
          quality && onChange({ ...value, quality: quality as ImageSettings['quality'] })
        }
      />
      <Select
        label="Size"
        data={IMAGE_SIZES}
        value={value.size}
        allowDeselect={false}
        onChange={(size) => size && onChange({ ...value, size: size as ImageSettings['size'] })}
      />
      <Select
        label="Style"
        data={IMAGE_STYLES}
        value={value.style}
        allowDeselect={false}
        onChange={(style) => style && onChange({ ...value, style: style as ImageSettings['style'] })}
      />
    </Group>
  );
}

const STEP_TITLES: Record<string, string> = {
  step_1_brand_integration: 'Step 1: Brand integration',
  step_2_ad_type_definition: 'Step 2: Ad type definition',
  step_3_psychological_strategy: 'Step 3: Psychological strategy',
  step_4_ad_type_specific_blueprint: 'Step 4: Ad-type-specific blueprint',
};

function StructureNode({ name, value }: { name: string; value: unknown }) {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return (
      <Stack gap={2} pl="sm" style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}>
        <Text size="xs" fw={600}>
          {name}
        </Text>
        {Object.entries(value).map(([key, child]) => (
          <StructureNode key={key} name={key} value={child} />
        ))}
      </Stack>
    );
  }
  return (
    <Text size="xs" pl="sm">
      <Code>{name}</Code> {Array.isArray(value) ? JSON.stringify(value) : String(value)}
    </Text>
  );
}

/** Admins' structure view: the blueprint's four steps as a collapsible tree. */
export function BlueprintStructureView({ blueprint }: { blueprint: Blueprint }) {
  return (
    <Accordion multiple variant="contained" aria-label="Blueprint structure">
      {Object.entries(STEP_TITLES).map(([key, title]) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control>{title}</Accordion.Control>
          <Accordion.Panel>
            {Object.entries(blueprint[key as keyof Blueprint]).map(([name, value]) => (
              <StructureNode key={name} name={name} value={value} />
            ))}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
