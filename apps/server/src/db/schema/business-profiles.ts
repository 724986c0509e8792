import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BusinessProfile, SavedProfileCorrections } from '@adsmith/domain/profile/schemas';
import { crawls } from './crawls';

/**
 * The business profile of a crawl (one per crawl): the profile as learned from the site, and apart from it the
 * owner's corrections, so a rebuilt profile keeps them.
 */
export const businessProfiles = pgTable('business_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  crawlId: uuid('crawl_id')
    .notNull()
    .unique()
    .references(() => crawls.id, { onDelete: 'cascade' }),
  /** The builder version that made `learned` (rebuilt when the rules change). */
  version: integer('version').notNull(),
  builtBy: text('built_by', { enum: ['rules', 'model'] }).notNull(),
  learned: jsonb('learned').$type<BusinessProfile>().notNull(),
  corrections: jsonb('corrections')
    .$type<SavedProfileCorrections>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /**
   * When the owner last changed the corrections (null: never). A recrawl carries it with the corrections, so the story
   * screen can offer to redraft a story drafted or saved before them, in a later visit too.
   */
  correctedAt: timestamp('corrected_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BusinessProfileRow = typeof businessProfiles.$inferSelect;
