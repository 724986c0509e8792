import { describe, expect, it } from 'vitest';
import { crawlStatusSchema } from './schemas';
import { crawlHasPages, isCrawlActive, isCrawlFinished, isCrawlRunning } from './status';

describe('crawl status rules, written once', () => {
  it('sorts every status into running, has pages, active and finished', () => {
    const table = crawlStatusSchema.options.map((status) => [
      status,
      isCrawlRunning(status),
      crawlHasPages(status),
      isCrawlActive(status),
      isCrawlFinished(status),
    ]);
    expect(table).toEqual([
      ['pending', true, false, true, false],
      ['running', true, false, true, false],
      ['analyzing_offerings', false, true, true, false],
      ['completed', false, true, false, true],
      ['failed', false, false, false, true],
    ]);
    expect(isCrawlRunning(undefined)).toBe(false);
  });
});
