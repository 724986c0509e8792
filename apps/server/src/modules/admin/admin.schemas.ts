import { z } from 'zod';
import { crawlProgressSchema, crawlStatusSchema } from '@adsmith/domain/crawl/schemas';

export const poolSchema = z.object({
  min_connections: z.number().int(),
  max_connections: z.number().int(),
  used_connections: z.number().int(),
  free_connections: z.number().int(),
});

export const dbHealthSchema = z.object({
  status: z.enum(['healthy', 'unhealthy']),
  error: z.string().nullable(),
  database: z.enum(['pglite', 'postgres']),
  latency_ms: z.number().nullable(),
  checked_at: z.string(),
  pool: poolSchema
    .nullable()
    .describe('null for embedded PGlite: one connection inside the server process, with no pool to measure'),
});

export const processSchema = z.object({
  crawl_id: z.string(),
  url: z.string(),
  user_email: z.string(),
  status: crawlStatusSchema,
  progress: crawlProgressSchema,
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  error: z.string().nullable(),
  is_active: z.boolean().describe('Still pending or running'),
});

export const processDetailsSchema = processSchema.extend({
  settings: z.record(z.string(), z.unknown()),
  pages_stored: z.number().int(),
  offerings_stored: z.number().int(),
  logs: z.array(z.object({ at: z.string(), level: z.enum(['info', 'warn', 'error']), message: z.string() })),
  errors: z.array(z.object({ at: z.string(), message: z.string() })),
});

export const terminateResponseSchema = z.object({
  crawl_id: z.string(),
  status: crawlStatusSchema,
  terminated: z.boolean(),
  detail: z.string(),
});
