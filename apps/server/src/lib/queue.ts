import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';

/** A job: id, zod payload, retry/expiry options and an idempotent handler (a queue may run it twice). */
export type JobDefinition<TSchema extends z.ZodType> = {
  name: string;
  payload: TSchema;
  retryLimit?: number;
  expireInSeconds?: number;
  /** How many of these jobs one process runs at once. */
  concurrency?: number;
  handler: (payload: z.output<TSchema>, meta: { jobId: string }) => Promise<void>;
};

export type JobQueue = {
  define: <TSchema extends z.ZodType>(definition: JobDefinition<TSchema>) => void;
  start: () => Promise<void>;
  send: <TSchema extends z.ZodType>(
    definition: JobDefinition<TSchema>,
    payload: z.input<TSchema>,
  ) => Promise<string>;
  stop: () => Promise<void>;
};

/** The lock under which a process creates its queues (see start()). */
export const CREATE_QUEUES_LOCK = 'adsmith.pgboss.create-queues';

/**
 * pg-boss over our own database handle, so embedded PGlite and PostgreSQL share one implementation and,
 * on PostgreSQL, several server processes on several machines share one queue.
 */
export function createJobQueue(
  database: Database,
  options: { pollingIntervalSeconds?: number; onError?: (error: Error) => void } = {},
): JobQueue {
  const newBoss = () => {
    const instance = new PgBoss({
      db: {
        // pg-boss sends parameterless multi-statement SQL for its own migrations; PGlite runs those through exec().
        executeSql: (text, values) => database.query(text, values),
      },
      schema: 'pgboss',
      schedule: false,
      supervise: true,
      migrate: true,
    });
    instance.on('error', (error) => options.onError?.(error));
    return instance;
  };
  let boss = newBoss();
  const definitions = new Map<string, JobDefinition<z.ZodType>>();
  /** This process's workers by queue: a job sent here wakes them at once instead of at their next poll. */
  const workers = new Map<string, string[]>();
  let isStarted = false;

  return {
    define(definition) {
      definitions.set(definition.name, definition as unknown as JobDefinition<z.ZodType>);
    },
    async start() {
      boss = await startInstalling(boss, newBoss);
      isStarted = true;
      // pg-boss creates a queue's table and its foreign key without a lock of its own: two processes starting at once
      // on one PostgreSQL database deadlocked there ("deadlock detected" in create_queue), and one of them exited.
      await database.exclusive(CREATE_QUEUES_LOCK, async () => {
        for (const definition of definitions.values())
          await boss.createQueue(definition.name, {
            name: definition.name,
            retryLimit: definition.retryLimit ?? 0,
            expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          });
      });
      for (const definition of definitions.values()) {
        const ids: string[] = [];
        workers.set(definition.name, ids);
        for (let worker = 0; worker < (definition.concurrency ?? 1); worker += 1) {
          const id = await boss.work(
            definition.name,
            { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
            async (jobs) => {
              for (const job of jobs) {
                await definition.handler(definition.payload.parse(job.data), { jobId: job.id });
              }
            },
          );
          ids.push(id);
        }
      }
    },
    async send(definition, payload) {
      if (!isStarted) throw new Error('The job queue is not started');
      const data = definition.payload.parse(payload) as object;
      const id = await boss.send(definition.name, data, {
        retryLimit: definition.retryLimit ?? 0,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      });
      if (!id) throw new Error(`Queue ${definition.name} refused the job`);
      // A busy worker takes it after its current job; other processes' workers still find it by polling.
      for (const worker of workers.get(definition.name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async stop() {
      if (!isStarted) return;
      isStarted = false;
      workers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    },
  };
}

/**
 * Starts pg-boss, which installs its schema on the first start. Two processes starting at once on a fresh PostgreSQL
 * database both try; the loser gets a unique violation on the schema name that pg-boss does not take for that race
 * (it only recognises "already exists") and stays half-started. By then the winner has installed it, so a fresh
 * instance starts cleanly.
 */
export async function startInstalling<T extends Pick<PgBoss, 'start'>>(first: T, next: () => T): Promise<T> {
  let boss = first;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.start();
      return boss;
    } catch (error) {
      if (attempt >= 3 || (error as { code?: unknown }).code !== '23505') throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      boss = next();
    }
  }
}
