import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { crawls } from './crawls';
import { users } from './users';

/** An assumption about why customers buy (SPEC §3 Hypothesis), with the crawled pages it rests on. */
export const hypotheses = pgTable(
  'hypotheses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    crawlId: uuid('crawl_id')
      .notNull()
      .references(() => crawls.id, { onDelete: 'cascade' }),
    hypothesis: text('hypothesis').notNull(),
    strategicApproach: text('strategic_approach').notNull(),
    successMetrics: text('success_metrics').notNull(),
    potentialImpactScore: integer('potential_impact_score').notNull(),
    // numeric keeps cents exact; Drizzle hands it over as a string.
    dailyBudget: numeric('daily_budget', { precision: 12, scale: 2 }).notNull().default('100'),
    evidence: jsonb('evidence').$type<{ url: string; quote: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hypotheses_user_crawl_idx').on(table.userId, table.crawlId)],
);

export type HypothesisRow = typeof hypotheses.$inferSelect;
