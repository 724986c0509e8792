import { ctaButtonLabel } from '@adsmith/domain/creatives/text-elements';
import { ActionIcon, Avatar, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import type { PreviewSlide } from '../model/preview-slides';
import { AdPreviewMedia } from './ad-preview-media';

export type AdPreviewProps = {
  /** The page the ad runs as: the business name. */
  pageName: string;
  primaryText: string;
  headline: string;
  description?: string | null | undefined;
  callToAction: string;
  customCtaText?: string | null | undefined;
  aspectRatio: string;
  slides: PreviewSlide[];
};

/**
 * The ad as it reads in a social feed (SPEC §2 item 7): page name, primary text, media at the ad's ratio, then
 * headline, description and the call-to-action button. Several slides (the creative, the products) are paged with
 * labelled previous/next buttons and the arrow keys, so the carousel works without a pointer.
 */
export function AdPreview(props: AdPreviewProps) {
  const { pageName, primaryText, headline, description, slides, aspectRatio } = props;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, slides.length - 1);
  const slide = slides[current];
  const hasSeveral = slides.length > 1;
  const go = (delta: number) => setIndex((current + delta + slides.length) % slides.length);
  return (
    <Paper
      withBorder
      radius="md"
      component="figure"
      m={0}
      aria-label={`Ad preview for ${pageName}`}
      maw={420}
    >
      <Group gap="xs" p="sm">
        <Avatar radius="xl" size="sm" color="indigo">
          {pageName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {pageName}
          </Text>
          <Text size="xs" c="dimmed">
            Sponsored
          </Text>
        </Stack>
      </Group>
      <Text size="sm" px="sm" pb="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {primaryText}
      </Text>
      <Box
        pos="relative"
        role={hasSeveral ? 'group' : undefined}
        aria-roledescription={hasSeveral ? 'carousel' : undefined}
        aria-label={
          hasSeveral ? `Slide ${current + 1} of ${slides.length}: ${slide?.label ?? ''}` : undefined
        }
        tabIndex={hasSeveral ? 0 : undefined}
        onKeyDown={(event) => {
          if (!hasSeveral) return;
          if (event.key === 'ArrowRight') go(1);
          if (event.key === 'ArrowLeft') go(-1);
        }}
      >
        {slide ? <AdPreviewMedia key={slide.id} slide={slide} aspectRatio={aspectRatio} /> : null}
        {hasSeveral ? (
          <Group
            justify="space-between"
            pos="absolute"
            top="50%"
            left={4}
            right={4}
            style={{ transform: 'translateY(-50%)' }}
          >
            <ActionIcon variant="white" radius="xl" aria-label="Previous slide" onClick={() => go(-1)}>
              <ChevronLeftIcon width={16} height={16} />
            </ActionIcon>
            <ActionIcon variant="white" radius="xl" aria-label="Next slide" onClick={() => go(1)}>
              <ChevronRightIcon width={16} height={16} />
            </ActionIcon>
          </Group>
        ) : null}
      </Box>
      <Group justify="space-between" wrap="nowrap" p="sm" bg="gray.0" align="center">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {headline}
          </Text>
          {description ? (
            <Text size="xs" c="dimmed" truncate>
              {description}
            </Text>
          ) : null}
        </Stack>
        {/* A picture of the button the ad will have, not an action of this page; whole, the headline gives way. */}
        <Button
          size="xs"
          variant="default"
          tabIndex={-1}
          aria-hidden
          component="span"
          data-testid="ad-preview-cta"
          style={{ flexShrink: 0 }}
        >
          {ctaButtonLabel(props.callToAction, props.customCtaText)}
        </Button>
      </Group>
    </Paper>
  );
}
