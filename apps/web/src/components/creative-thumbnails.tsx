import { Group, Image, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { ratioOf } from '@/lib/aspect-ratio';
import { useMediaObjectUrl } from '@/lib/use-media-object-url';

export type CreativeThumbnail = { url: string; label: string; aspectRatio: string };

/** One small image at its own ratio (own media fetched with the token). */
function Thumbnail({
  item,
  height,
  selected,
}: {
  item: CreativeThumbnail;
  height: number;
  selected: boolean;
}) {
  const media = useMediaObjectUrl(item.url);
  const width = Math.round(height * ratioOf(item.aspectRatio));
  return (
    <Stack gap={2} align="center">
      {media.src ? (
        <Image
          src={media.src}
          alt={item.label}
          w={width}
          h={height}
          fit="cover"
          radius="sm"
          style={{
            outline: selected
              ? '2px solid var(--mantine-color-blue-6)'
              : '1px solid var(--mantine-color-gray-3)',
          }}
        />
      ) : (
        <Skeleton
          w={width}
          h={height}
          radius="sm"
          aria-label={media.status === 'failed' ? `${item.label}: not loaded` : `Loading ${item.label}`}
          animate={media.status !== 'failed'}
        />
      )}
      <Text size="xs" c="dimmed">
        {item.aspectRatio}
      </Text>
    </Stack>
  );
}

/**
 * A row of creative thumbnails: the four placements of a generated creative in the generator, the ads' images on
 * Review & Create and on the campaign card. With `onSelect` each thumbnail is a button that shows it large.
 */
export function CreativeThumbnails(props: {
  items: CreativeThumbnail[];
  height?: number;
  selected?: string | null;
  onSelect?: (item: CreativeThumbnail) => void;
  label: string;
}) {
  const height = props.height ?? 64;
  if (props.items.length === 0) return null;
  return (
    <Group gap="xs" align="flex-end" role="list" aria-label={props.label}>
      {props.items.map((item) => (
        <div role="listitem" key={`${item.url}-${item.aspectRatio}`}>
          {props.onSelect ? (
            <UnstyledButton
              onClick={() => props.onSelect?.(item)}
              aria-label={`Show ${item.label}`}
              aria-pressed={props.selected === item.url}
            >
              <Thumbnail item={item} height={height} selected={props.selected === item.url} />
            </UnstyledButton>
          ) : (
            <Thumbnail item={item} height={height} selected={false} />
          )}
        </div>
      ))}
    </Group>
  );
}
