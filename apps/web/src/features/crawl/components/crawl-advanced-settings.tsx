import { CrawlLimits } from '@adsmith/domain/common/constants';
import { Stack, Switch } from '@mantine/core';
import { SliderField } from './slider-field';

export type CrawlSettingsValues = {
  depth: number;
  rateLimit: number;
  productDepth: number;
  useSitemap: boolean;
  maxSitemapUrls: number;
  useLlm: boolean;
};

export const defaultCrawlSettings: CrawlSettingsValues = {
  depth: CrawlLimits.depth.default,
  rateLimit: CrawlLimits.rateLimitSeconds.default,
  productDepth: CrawlLimits.productCrawlDepth.default,
  useSitemap: CrawlLimits.useSitemapDefault,
  maxSitemapUrls: CrawlLimits.maxSitemapUrls.default,
  useLlm: CrawlLimits.useLlmDefault,
};

type CrawlAdvancedSettingsProps = {
  values: CrawlSettingsValues;
  onChange: <K extends keyof CrawlSettingsValues>(key: K, value: CrawlSettingsValues[K]) => void;
  /** SPEC §6: only admins are offered model-ranked crawling. */
  isAdmin: boolean;
  disabled?: boolean;
};

const seconds = (value: number) => `${value} s`;
const levels = (value: number) => String(value);
const { depth, rateLimitSeconds, productCrawlDepth, maxSitemapUrls } = CrawlLimits;

/** The optional crawl settings of SPEC §2 screen 2, with the SPEC §9 ranges and defaults. */
export function CrawlAdvancedSettings({
  values,
  onChange,
  isAdmin,
  disabled = false,
}: CrawlAdvancedSettingsProps) {
  return (
    <Stack gap="sm" pt="xs">
      <SliderField
        label="Crawl depth"
        description="How many links away from the start page to follow."
        value={values.depth}
        onChange={(value) => onChange('depth', value)}
        min={depth.min}
        max={depth.max}
        markValues={[0, 1, 2, 3]}
        format={levels}
        disabled={disabled}
      />
      <SliderField
        label="Rate limit"
        description="Seconds to wait between requests to your site, so the crawl never strains it."
        value={values.rateLimit}
        onChange={(value) => onChange('rateLimit', value)}
        min={rateLimitSeconds.min}
        max={rateLimitSeconds.max}
        step={0.5}
        markValues={[rateLimitSeconds.min, 5, rateLimitSeconds.max]}
        format={seconds}
        disabled={disabled}
      />
      <SliderField
        label="Product crawl depth"
        description="How many links deep to look for product and service pages (the next pages of one listing count once)."
        value={values.productDepth}
        onChange={(value) => onChange('productDepth', value)}
        min={productCrawlDepth.min}
        max={productCrawlDepth.max}
        markValues={[1, 2, 3, 4, 5]}
        format={levels}
        disabled={disabled}
      />
      {/* No description on switches: Mantine puts it inside the label, so it would become part of the name. */}
      {/* No descriptions on switches: Mantine puts them inside the label, making them part of the name. */}
      <Switch
        label="Use sitemap"
        checked={values.useSitemap}
        onChange={(event) => onChange('useSitemap', event.currentTarget.checked)}
        disabled={disabled}
      />
      <SliderField
        label="Max sitemap URLs"
        description="How many entries of ordinary sitemaps to use; product and service sitemaps are read in full."
        value={values.maxSitemapUrls}
        onChange={(value) => onChange('maxSitemapUrls', value)}
        min={maxSitemapUrls.sliderMin}
        max={maxSitemapUrls.sliderMax}
        step={5}
        markValues={[maxSitemapUrls.sliderMin, 50, maxSitemapUrls.sliderMax]}
        format={levels}
        disabled={disabled || !values.useSitemap}
      />
      {isAdmin ? (
        <Switch
          label="Use AI-powered crawling"
          checked={values.useLlm}
          onChange={(event) => onChange('useLlm', event.currentTarget.checked)}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
