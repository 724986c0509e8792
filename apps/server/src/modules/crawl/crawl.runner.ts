import { validateStartUrl } from './net/net-policy';
import type { CrawlRunner } from './crawl.runner.types';
import type { StartUrlCheck } from './crawl.service';

/** Refuses start URLs the network guard would refuse anyway, with a clear message for the 400. */
export function createStartUrlCheck(options: { allowPrivateNetworks: boolean }): StartUrlCheck {
  return async (url) => {
    const verdict = await validateStartUrl(url, { allowPrivateNetworks: options.allowPrivateNetworks });
    // A name that does not resolve is let through: the crawl itself fails with the reason, and DNS may recover.
    if (verdict.ok || verdict.reason === 'unresolvable') return { ok: true };
    return { ok: false, reason: verdict.message };
  };
}

export function createCrawlRunner(_options: { allowPrivateNetworks: boolean }): CrawlRunner {
  return async () => {
    throw new Error('engine not wired yet');
  };
}
