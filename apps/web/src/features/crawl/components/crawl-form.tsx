import { CrawlLimits } from '@adsmith/domain/common/constants';
import type { StartCrawlRequest } from '@adsmith/domain/crawl/schemas';
import { hostnameOf, normalizeCrawlUrl } from '@adsmith/domain/crawl/url';
import { Alert, Button, Collapse, Group, Paper, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChevronDownIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { setCurrentCrawlId, setCurrentHostname } from '@/lib/storage';
import { useStartCrawl } from '../api/start-crawl';
import { useIsAdmin } from '@/lib/use-is-admin';
import { lastCrawlForm } from '../utils/last-crawl-form';
import { getStartCrawlErrorMessage } from '../utils/start-crawl-error-message';
import {
  CrawlAdvancedSettings,
  defaultCrawlSettings,
  type CrawlSettingsValues,
} from './crawl-advanced-settings';

export type CrawlFormProps = {
  /** Prefills the address (the websites dashboard recrawling or adding a site). */
  initialUrl?: string;
  /** Called with the new crawl's id and hostname once the server accepted it. */
  onComplete?: (crawlId: string, hostname: string) => void;
  /** Embedded in another screen: stay there (onComplete decides what happens) instead of going to /marketing. */
  embedded?: boolean;
  /** Start from the address and settings of the last crawl this session started ("Start a new crawl" after a failure). */
  restoreLast?: boolean;
};

type CrawlFormValues = CrawlSettingsValues & { url: string };

const { clampMin, clampMax } = CrawlLimits.maxSitemapUrls;

/** The POST /start body: settings as chosen, AI crawling only when offered, sitemap count clamped (SPEC §5). */
export function buildStartCrawlRequest(
  url: string,
  values: CrawlSettingsValues,
  isAdmin: boolean,
): StartCrawlRequest {
  return {
    start_url: url,
    depth: values.depth,
    rate_limit: values.rateLimit,
    use_llm: isAdmin && values.useLlm,
    product_crawl_max_depth: values.productDepth,
    use_sitemap: values.useSitemap,
    max_sitemap_urls: Math.min(clampMax, Math.max(clampMin, Math.round(values.maxSitemapUrls))),
  };
}

/** The crawl start form, "Start Your Marketing Journey" (SPEC §2 screen 2; §5 URL rules; §8 messages). */
export function CrawlForm({
  initialUrl = '',
  onComplete,
  embedded = false,
  restoreLast = false,
}: CrawlFormProps) {
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const startCrawl = useStartCrawl();
  const [last] = useState(() => (restoreLast ? lastCrawlForm.read() : null));
  // Settings changed from the defaults last time are shown, so the user sees what is being retried.
  const [advancedOpen, setAdvancedOpen] = useState(
    () =>
      last !== null &&
      (Object.keys(defaultCrawlSettings) as (keyof CrawlSettingsValues)[]).some(
        (key) => last[key] !== defaultCrawlSettings[key],
      ),
  );
  const [submitError, setSubmitError] = useState<string | null>(null);
  const advancedId = useId();

  const form = useForm<CrawlFormValues>({
    initialValues: last ?? { url: initialUrl, ...defaultCrawlSettings },
    validate: {
      url: (value) => {
        const normalized = normalizeCrawlUrl(value);
        return normalized.ok ? null : normalized.error;
      },
    },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setSubmitError(null);
    const normalized = normalizeCrawlUrl(values.url);
    if (!normalized.ok) return; // validate above already showed the message
    try {
      const { crawl_id: crawlId } = await startCrawl.mutateAsync(
        buildStartCrawlRequest(normalized.url, values, isAdmin),
      );
      lastCrawlForm.write({ ...values, url: normalized.url });
      // The grouping hostname the server uses (no "www."), so story, assumptions and campaigns find this site.
      const hostname = hostnameOf(normalized.url);
      setCurrentCrawlId(crawlId);
      setCurrentHostname(hostname);
      onComplete?.(crawlId, hostname);
      // SPEC §2: after a crawl starts the user goes to /marketing (whose index opens the story).
      if (!embedded) void navigate('/marketing');
    } catch (error) {
      setSubmitError(getStartCrawlErrorMessage(error));
    }
  });

  const setSetting = <K extends keyof CrawlSettingsValues>(key: K, value: CrawlSettingsValues[K]): void => {
    form.setValues({ [key]: value } as Partial<CrawlFormValues>);
  };

  const isPending = startCrawl.isPending;
  const content = (
    <form onSubmit={handleSubmit} noValidate aria-label="Start a crawl">
      <Stack gap="md">
        {submitError ? (
          <Alert color="red" variant="light">
            {submitError}
          </Alert>
        ) : null}
        <TextInput
          label="Website URL"
          placeholder="example.com"
          description="Your website's address; https:// is added when you leave it out."
          type="text"
          inputMode="url"
          autoComplete="url"
          required
          // An asterisk would become part of the label's text ("Website URL *") for screen readers and tests.
          withAsterisk={false}
          disabled={isPending}
          {...form.getInputProps('url')}
        />
        <div>
          <UnstyledButton
            type="button"
            onClick={() => setAdvancedOpen((open) => !open)}
            aria-expanded={advancedOpen}
            aria-controls={advancedId}
            fz="sm"
            fw={500}
            c="var(--mantine-primary-color-filled)"
          >
            <Group gap={4} wrap="nowrap">
              {advancedOpen ? (
                <ChevronDownIcon width={16} height={16} aria-hidden />
              ) : (
                <ChevronRightIcon width={16} height={16} aria-hidden />
              )}
              Advanced settings
            </Group>
          </UnstyledButton>
          <Collapse expanded={advancedOpen} id={advancedId}>
            <CrawlAdvancedSettings
              values={form.getValues()}
              onChange={setSetting}
              isAdmin={isAdmin}
              disabled={isPending}
            />
          </Collapse>
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            Start Crawl
          </Button>
        </Group>
      </Stack>
    </form>
  );

  if (embedded) return content;
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      {content}
    </Paper>
  );
}
