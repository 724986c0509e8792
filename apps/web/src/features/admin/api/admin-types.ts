import type { CrawlProgress, CrawlStatus } from '@adsmith/domain/crawl/schemas';

// Shapes of the admin replies (apps/server modules/admin/admin.schemas.ts, which validates every reply on the way
// out). They are typed rather than parsed here: only admins see them, and nothing is derived from them but text.

/** GET /api/health/db */
export type DbHealth = {
  status: 'healthy' | 'unhealthy';
  error: string | null;
  database: 'pglite' | 'postgres';
  latency_ms: number | null;
  checked_at: string;
  /** null for embedded PGlite: one connection inside the server process, with no pool to measure. */
  pool: {
    min_connections: number;
    max_connections: number;
    used_connections: number;
    free_connections: number;
  } | null;
};

/** One row of GET /api/processes */
export type CrawlProcess = {
  crawl_id: string;
  url: string;
  user_email: string;
  status: CrawlStatus;
  progress: CrawlProgress;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  duration_seconds: number | null;
  error: string | null;
  /** Still pending, running or analysing offerings: only these can be terminated. */
  is_active: boolean;
};

/** GET /api/process/:crawlId */
export type CrawlProcessDetails = CrawlProcess & {
  settings: Record<string, unknown>;
  pages_stored: number;
  offerings_stored: number;
  logs: { at: string; level: 'info' | 'warn' | 'error'; message: string }[];
  errors: { at: string; message: string }[];
};

/** POST /api/process/:crawlId/terminate */
export type TerminateResult = {
  crawl_id: string;
  status: CrawlStatus;
  terminated: boolean;
  detail: string;
};
