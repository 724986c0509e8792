import path from 'node:path';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    // A request's headers and body must have arrived within this many seconds (slow bodies are cut).
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
        .optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    JWT_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    JWT_EXPIRES_IN_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(7 * 24 * 3600),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    AUTH_EMAIL_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
    AI_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['openai', 'anthropic', 'google', 'openai-compatible']).optional(),
    ),
    AI_MODEL: optionalString,
    AI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    AI_API_KEY: optionalString,
    OPENAI_API_KEY: optionalString,
    ANTHROPIC_API_KEY: optionalString,
    GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
    AI_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(90),
    IMAGE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['openai', 'openai-compatible']).optional()),
    IMAGE_MODEL: optionalString,
    CRAWL_ALLOW_PRIVATE_NETWORKS: booleanFromString,
    // Crawls this process runs at once; 0: a web-only process (crawls run on the other processes).
    CRAWL_WORKERS: z.coerce.number().int().min(0).max(32).default(2),
    // Crawls one user may have queued or running at once; the next start gets 429.
    CRAWL_MAX_ACTIVE_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
    // A running crawl whose worker has not beaten its heartbeat for this long is resumed by another worker.
    CRAWL_WORKER_TIMEOUT_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
    // Chromium for JavaScript-built pages; "none" turns rendering off (the crawl then says a site needs JavaScript).
    CRAWL_CHROMIUM_PATH: z.preprocess(emptyToUndefined, z.string().default('/usr/bin/chromium')),
    WEB_DIST_DIR: optionalString,
    // Media (uploads and rendered creatives): DATA_DIR/media by default, or an S3-compatible bucket.
    // How much storage one user's uploads may take, in MB (rendered creatives do not count).
    MEDIA_UPLOAD_QUOTA_MB: z.coerce.number().min(1).max(1_000_000).default(200),
    MEDIA_STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
    S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFromString,
  })
  .superRefine((env, ctx) => {
    // S3 without a bucket would only fail at the first upload; say so at boot instead.
    if (env.MEDIA_STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORAGE=s3' });
    }
  });

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & {
  DATA_DIR: string;
  WEB_DIST_DIR: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Parses and validates the environment once, at boot. The only reader of process.env.
 * Throws ConfigError listing every bad variable, not only the first.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const parsed = result.data;
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    WEB_DIST_DIR: path.resolve(parsed.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
  };
}
