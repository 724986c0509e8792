import type { Evidence } from '@adsmith/domain/hypotheses/schemas';
import { Anchor, Blockquote, Stack, Text } from '@mantine/core';

/** Shows the page path, which is what tells two pages of the same site apart. */
function pageLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * "Why we think so": the crawled pages an assumption rests on, with the words quoted from each. Each card has one
 * of these sections, so its landmark name carries the card's `label` ("… for assumption 2"): screen readers list
 * landmarks by name, and four alike could not be told apart.
 */
export function EvidenceList({ evidence, label }: { evidence: Evidence[]; label: string }) {
  return (
    <Stack gap={6} component="section" aria-label={`Why we think so, for ${label}`}>
      <Text fw={600} size="sm" aria-hidden>
        Why we think so
      </Text>
      {evidence.length === 0 ? (
        <Text size="sm" c="dimmed">
          No page quoted for this assumption.
        </Text>
      ) : (
        evidence.map((item, index) => (
          <Blockquote key={`${item.url}-${index}`} p="xs" pl="sm" radius="sm" iconSize={0}>
            <Text size="sm" fs="italic">
              “{item.quote}”
            </Text>
            <Anchor
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              style={{ wordBreak: 'break-all' }}
            >
              {pageLabel(item.url)}
            </Anchor>
          </Blockquote>
        ))
      )}
    </Stack>
  );
}
