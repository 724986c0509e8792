import { callToActionLabel } from '@adsmith/domain/campaigns/constants';
import type { AdSet } from '@adsmith/domain/campaigns/schemas';
import { Divider, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CreativeThumbnails } from '@/components/creative-thumbnails';
import { useWizard } from '../../model/wizard-context';
import { adsOfAdSet, productsOfAdSet } from '../../model/wizard-state';
import { describeAdSet } from '../../utils/describe-ad-set';

/** One ad set in the review: its settings, its products and its ads. */
export function ReviewAdSet({ adSet }: { adSet: AdSet }) {
  const { state } = useWizard();
  const products = productsOfAdSet(state, adSet.id);
  const ads = adsOfAdSet(state, adSet.id);
  return (
    <Paper withBorder p="md" component="section" aria-label={`Review of ${adSet.name}`}>
      <Title order={3} mb="xs">
        {adSet.name}
      </Title>
      <Table variant="vertical" withTableBorder={false} layout="fixed">
        <Table.Tbody>
          {describeAdSet(adSet, state.campaign.currency).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider my="sm" label={`Products (${products.length})`} labelPosition="left" />
      <Text size="sm">{products.map((product) => product.name).join(', ') || 'None'}</Text>
      <Divider my="sm" label={`Ads (${ads.length})`} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ads.map((ad) => (
          <Paper key={ad.id} withBorder p="sm" component="article" aria-label={`Ad ${ad.name}`}>
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {ad.name}
              </Text>
              {ad.media_url && ad.ad_type !== 'video' ? (
                <CreativeThumbnails
                  label={`Creative of ${ad.name}`}
                  height={96}
                  items={[
                    { url: ad.media_url, label: `Creative of ${ad.name}`, aspectRatio: ad.aspect_ratio },
                  ]}
                />
              ) : (
                <Text size="xs" c="orange.8">
                  No image yet
                </Text>
              )}
              <Text size="sm">{ad.primary_text || '(no primary text)'}</Text>
              <Text fw={600}>{ad.headline || '(no headline)'}</Text>
              {ad.description ? <Text size="sm">{ad.description}</Text> : null}
              <Text size="sm" c="indigo">
                {ad.call_to_action === 'CUSTOM'
                  ? (ad.custom_cta_text ?? '')
                  : callToActionLabel(ad.call_to_action)}
              </Text>
              <Text size="xs" c="dimmed">
                {ad.headline_variations.length} headline and {ad.primary_text_variations.length} primary text
                variations · {ad.aspect_ratio}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
