import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CrawlRow } from '../../db/schema/crawls';

/** One website group as the grouping query returns it (timestamps as the driver gives them). */
export type WebsiteGroupRow = {
  hostname: string;
  crawls: { id: string; status: CrawlRow['status']; created_at: string }[];
  last_crawled_at: Date | string;
  latest_id: string;
  latest_status: CrawlRow['status'];
  latest_start_url: string;
  latest_created_at: Date | string;
  latest_finished_at: Date | string | null;
  latest_error: string | null;
  latest_has_story: boolean;
  campaign_count: number;
  story_crawl_id: string | null;
  story: string | null;
  story_updated_at: Date | string | null;
};

type Executor = Pick<Db, 'execute'>;

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The user's crawls grouped by hostname in one query: every crawl (newest first), the newest crawl, the story of
 * the newest crawl that has one, and the number of campaigns made from any crawl of the hostname. Ownership is in
 * the query: only the user's crawls and campaigns are read.
 */
export async function listWebsiteGroups(db: Db, userId: string): Promise<WebsiteGroupRow[]> {
  return rows<WebsiteGroupRow>(
    db,
    sql`
      with user_crawls as (
        select c.id, c.hostname, c.status, c.start_url, c.error, c.created_at, c.finished_at,
               bs.story, bs.updated_at as story_updated_at
        from crawls c
        left join brand_stories bs on bs.crawl_id = c.id
        where c.user_id = ${userId}
      ),
      grouped as (
        select hostname,
               json_agg(json_build_object('id', id, 'status', status, 'created_at', created_at)
                        order by created_at desc, id desc) as crawls,
               max(coalesce(finished_at, created_at)) as last_crawled_at
        from user_crawls
        group by hostname
      ),
      latest as (
        select distinct on (hostname) hostname, id, status, start_url, error, created_at, finished_at,
               story is not null as has_story
        from user_crawls
        order by hostname, created_at desc, id desc
      ),
      stories as (
        select distinct on (hostname) hostname, id as crawl_id, story, story_updated_at
        from user_crawls
        where story is not null
        order by hostname, created_at desc, id desc
      ),
      campaign_counts as (
        select cr.hostname, count(*)::int as campaign_count
        from campaigns ca
        join crawls cr on cr.id = ca.crawl_id and cr.user_id = ${userId}
        where ca.user_id = ${userId}
        group by cr.hostname
      )
      select g.hostname, g.crawls, g.last_crawled_at,
             l.id as latest_id, l.status as latest_status, l.start_url as latest_start_url,
             l.created_at as latest_created_at, l.finished_at as latest_finished_at, l.error as latest_error,
             l.has_story as latest_has_story,
             coalesce(n.campaign_count, 0)::int as campaign_count,
             s.crawl_id as story_crawl_id, s.story, s.story_updated_at
      from grouped g
      join latest l on l.hostname = g.hostname
      left join stories s on s.hostname = g.hostname
      left join campaign_counts n on n.hostname = g.hostname
      order by g.last_crawled_at desc, g.hostname asc
    `,
  );
}

/** The newest of the user's crawls of a hostname, or undefined when the user never crawled it. */
export async function findLatestCrawlOfHostname(db: Db, userId: string, hostname: string) {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select id from crawls where user_id = ${userId} and hostname = ${hostname}
        order by created_at desc, id desc limit 1`,
  );
  return row;
}

export type CarryStoryOutcome =
  | { kind: 'not-found' }
  | { kind: 'not-ready'; status: CrawlRow['status'] }
  | { kind: 'done'; copied: boolean; sourceCrawlId: string | null; hasStory: boolean };

/**
 * Copies the story of the newest older crawl of the same hostname to a crawl that has none, with the time it was
 * last drafted or saved (the story screen compares it with the owner's corrections), in one transaction:
 * the target row is locked (two calls for one crawl queue up), and the copy is one `insert … select … on conflict
 * do nothing`, so a second call, or a story the user drafted meanwhile, is never overwritten.
 */
export async function carryStoryToCrawl(
  db: Db,
  options: { userId: string; hostname: string; crawlId: string; readyStatuses: CrawlRow['status'][] },
): Promise<CarryStoryOutcome> {
  const { userId, hostname, crawlId } = options;
  return db.transaction(async (tx) => {
    const [target] = await rows<{ id: string; status: CrawlRow['status'] }>(
      tx,
      sql`select id, status from crawls
          where id = ${crawlId} and user_id = ${userId} and hostname = ${hostname}
          for update`,
    );
    if (!target) return { kind: 'not-found' } as const;
    if (!options.readyStatuses.includes(target.status))
      return { kind: 'not-ready', status: target.status } as const;

    const [copied] = await rows<{ source_crawl_id: string }>(
      tx,
      sql`
        with source as (
          select bs.crawl_id, bs.original_story, bs.story, bs.engine, bs.engine_kind, bs.updated_at
          from brand_stories bs
          join crawls c on c.id = bs.crawl_id
          where c.user_id = ${userId} and c.hostname = ${hostname} and c.id <> ${crawlId}
            and (c.created_at, c.id) < (select t.created_at, t.id from crawls t where t.id = ${crawlId})
          order by c.created_at desc, c.id desc
          limit 1
        ),
        inserted as (
          insert into brand_stories (crawl_id, user_id, original_story, story, engine, engine_kind, updated_at)
          select ${crawlId}::uuid, ${userId}::uuid, original_story, story, engine, engine_kind, updated_at
          from source
          on conflict (crawl_id) do nothing
          returning crawl_id
        )
        select source.crawl_id as source_crawl_id from inserted, source
      `,
    );
    if (copied)
      return { kind: 'done', copied: true, sourceCrawlId: copied.source_crawl_id, hasStory: true } as const;
    const [existing] = await rows<{ id: string }>(
      tx,
      sql`select id from brand_stories where crawl_id = ${crawlId}`,
    );
    return { kind: 'done', copied: false, sourceCrawlId: null, hasStory: Boolean(existing) } as const;
  });
}
