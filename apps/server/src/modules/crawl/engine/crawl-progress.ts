import type { CrawlProgress } from '../crawl.types';

/** One line of the crawl's own log (shown in the admin process details). */
export type CrawlLogLine = { at: string; level: 'info' | 'warn' | 'error'; message: string; url?: string };

/**
 * The counters of one crawl. Every change is reported at once: the service decides how often to store them.
 * `offeringsFound` belongs to page understanding, which runs in `onPage`; the engine leaves it at 0 and
 * the service fills it in.
 */
export class CrawlProgressTracker {
  private readonly counts: CrawlProgress = {
    pagesQueued: 0,
    pagesFetched: 0,
    pagesFailed: 0,
    linksRefused: 0,
    offeringsFound: 0,
  };
  /** Non-HTML, duplicate-after-redirect and refused-at-fetch pages: done, neither fetched nor failed. */
  pagesSkipped = 0;
  private readonly refusedKeys = new Set<string>();
  private readonly offeringPages = new Set<string>();
  private readonly offeringPagesFetched = new Set<string>();
  private readonly notices: string[] = [];

  constructor(private readonly onProgress?: (progress: CrawlProgress) => void) {}

  get snapshot(): CrawlProgress & { pagesSkipped: number } {
    return {
      ...this.counts,
      pagesSkipped: this.pagesSkipped,
      offeringPagesFound: this.offeringPages.size,
      offeringPagesFetched: this.offeringPagesFetched.size,
      ...(this.notices.length > 0 ? { notices: [...this.notices] } : {}),
    };
  }

  get queued(): number {
    return this.counts.pagesQueued;
  }

  add(counter: 'pagesQueued' | 'pagesFetched' | 'pagesFailed', n = 1): void {
    this.counts[counter] += n;
    this.emit();
  }

  skip(): void {
    this.pagesSkipped += 1;
    this.emit();
  }

  /** Adds a sentence for the user (what was left out and why), once. */
  notice(text: string): void {
    if (this.notices.includes(text)) return;
    this.notices.push(text);
    this.emit();
  }

  /**
   * Counts a page taken for an offering page (a price list, a menu, a product or service page) once per page key:
   * when a link to it is chosen as one, and again (as fetched) when it was fetched as one or held offerings.
   */
  offeringPage(key: string, fetched: boolean): void {
    const before = this.offeringPages.size + this.offeringPagesFetched.size;
    this.offeringPages.add(key);
    if (fetched) this.offeringPagesFetched.add(key);
    if (this.offeringPages.size + this.offeringPagesFetched.size !== before) this.emit();
  }

  /** Counts a refused link once per URL, however many pages link to it. */
  refuse(key: string): void {
    if (this.refusedKeys.has(key)) return;
    this.refusedKeys.add(key);
    this.counts.linksRefused += 1;
    this.emit();
  }

  private emit(): void {
    try {
      this.onProgress?.(this.snapshot);
    } catch {
      // A failing progress listener must not break the crawl.
    }
  }
}
