import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { displayDomain } from '@adsmith/domain/campaigns/export-mapping';
import type { Db } from '../../db/client';
import { listPageTexts } from '../crawl/crawl.public';

/** Mail providers whose domain says nothing about the business's own. */
const FREE_MAIL =
  /^(gmail|googlemail|yahoo|ymail|outlook|hotmail|live|msn|icloud|me|aol|gmx|web|mail|yandex|inbox|list|bk|rambler|proton|protonmail|wp|o2|onet|interia|t-online|freenet|seznam|qq|163)\./i;
const EMAIL = /[a-z0-9._%+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})/gi;

/**
 * The business's domain for the sheet's Display Link: the crawled site's host (without "www."); when the crawl ran on
 * a local copy (an IP address or localhost) the domain its pages' e-mail addresses name most often, free-mail
 * providers and example addresses aside; else none — never the crawl host.
 */
export async function displayLinkFor(
  db: Db,
  campaign: Pick<Campaign, 'crawl_id' | 'start_url'>,
): Promise<string | null> {
  const direct = displayDomain(campaign.start_url);
  if (direct) return direct;
  const pages = await listPageTexts(db, campaign.crawl_id);
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const match of page.text.matchAll(EMAIL)) {
      const domain = match[1]!.toLowerCase();
      if (FREE_MAIL.test(domain) || /(^|\.)example\.|company\.\w+$/.test(domain)) continue;
      counts.set(domain, (counts.get(domain) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
