import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { crawls } from './crawls';
import { users } from './users';

/** The brand story of a crawl: the generated draft and the user's saved version. */
export const brandStories = pgTable('brand_stories', {
  id: uuid('id').primaryKey().defaultRandom(),
  crawlId: uuid('crawl_id')
    .notNull()
    .unique()
    .references(() => crawls.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  originalStory: text('original_story').notNull(),
  story: text('story').notNull(),
  /** The engine label shown with the draft ("Drafted offline" or the model name). */
  engine: text('engine').notNull(),
  engineKind: text('engine_kind', { enum: ['offline', 'model', 'manual'] })
    .notNull()
    .default('offline'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BrandStoryRow = typeof brandStories.$inferSelect;
