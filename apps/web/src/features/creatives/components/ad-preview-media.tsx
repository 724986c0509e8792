import { AspectRatio as RatioBox, Center, Image, Skeleton, Stack, Text } from '@mantine/core';
import { ratioOf } from '@/lib/aspect-ratio';
import { useMediaObjectUrl } from '@/lib/use-media-object-url';
import type { PreviewSlide } from '../model/preview-slides';

/** One slide's media at the ad's ratio, in its generation state (SPEC §4). */
export function AdPreviewMedia({ slide, aspectRatio }: { slide: PreviewSlide; aspectRatio: string }) {
  const media = useMediaObjectUrl(slide.status === 'ready' ? slide.mediaUrl : null);
  let content;
  if (slide.status === 'generating') {
    content = (
      <Stack gap={0} h="100%" pos="relative" role="status">
        <Skeleton h="100%" radius={0} />
        <Center pos="absolute" inset={0}>
          <Text size="sm">Generating image…</Text>
        </Center>
      </Stack>
    );
  } else if (slide.status === 'failed') {
    content = (
      <Center h="100%" bg="red.0" p="md" role="alert">
        <Text size="sm" c="red.8" ta="center">
          {slide.error ?? 'The image could not be generated.'}
        </Text>
      </Center>
    );
  } else if (media.status === 'loading') {
    content = <Skeleton h="100%" radius={0} aria-label="Loading image" />;
  } else if (media.src) {
    content = <Image src={media.src} alt={slide.label} h="100%" w="100%" fit="cover" />;
  } else {
    content = (
      <Center h="100%" bg="gray.1">
        <Text size="sm" c="dimmed">
          {media.status === 'failed' ? 'The image could not be loaded.' : 'No image yet'}
        </Text>
      </Center>
    );
  }
  return (
    <RatioBox ratio={ratioOf(aspectRatio)} data-aspect-ratio={aspectRatio}>
      {content}
    </RatioBox>
  );
}
