import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromPool, type Database } from '../db/client';
import { createTestDatabase, createTestDatabaseUrl, isPostgresRun } from '../test/test-database';
import { CREATE_QUEUES_LOCK, createJobQueue, startInstalling, type JobQueue } from './queue';

const job = (ran: string[]) => ({
  name: 'queue-test',
  payload: z.object({ word: z.string() }),
  handler: async ({ word }: { word: string }) => {
    ran.push(word);
  },
});

describe('job queue', () => {
  const databases: Database[] = [];
  const queues: JobQueue[] = [];
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await Promise.all(databases.map((database) => database.close()));
    await drop?.();
  });

  /** A queue on a fresh test database, started, with the test job defined; `ran` lists the words it handled. */
  const startQueue = async (pollingIntervalSeconds: number) => {
    const database = await createTestDatabase();
    databases.push(database);
    const ran: string[] = [];
    const queue = createJobQueue(database, { pollingIntervalSeconds });
    queue.define(job(ran));
    queues.push(queue);
    await queue.start();
    return { queue, ran, send: (word: string) => queue.send(job(ran), { word }) };
  };

  it('installs itself on a fresh database and runs a job', async () => {
    const { ran, send } = await startQueue(0.5);
    await send('kiln');
    await expect.poll(() => ran, { timeout: 15_000, interval: 200 }).toEqual(['kiln']);
  }, 60_000);

  it('wakes its own workers when a job is sent, without waiting for their next poll', async () => {
    // A poll a minute apart: the job can only run within the wait below if the send woke the worker.
    const { ran, send } = await startQueue(60);
    await send('glaze');
    await expect.poll(() => ran, { timeout: 20_000, interval: 100 }).toEqual(['glaze']);
  }, 60_000);

  it.skipIf(!isPostgresRun)(
    'starts in several server processes at once on a PostgreSQL database it was never installed in',
    async () => {
      const fresh = await createTestDatabaseUrl();
      drop = fresh.drop;
      // Each process has its own pool, so all of them find no queue schema and try to install it at once, then
      // create the same job's queue at once (pg-boss's create_queue deadlocked when two did so unguarded).
      const starting = Array.from({ length: 4 }, () => {
        const database = fromPool(new pg.Pool({ connectionString: fresh.url, max: 2 }), 2);
        databases.push(database);
        const queue = createJobQueue(database);
        queue.define(job([]));
        queues.push(queue);
        return queue.start();
      });
      await expect(Promise.all(starting)).resolves.toHaveLength(4);
    },
    60_000,
  );

  it.skipIf(!isPostgresRun)(
    "creates its queues only while no other process's connection holds the queues' lock",
    async () => {
      const { url, drop: dropDatabase } = await createTestDatabaseUrl();
      const [first, second] = [0, 1].map(() => fromPool(new pg.Pool({ connectionString: url, max: 2 }), 2));
      const queue = createJobQueue(second!);
      let finish!: () => void;
      const gate = new Promise<void>((resolve) => (finish = resolve));
      try {
        const order: string[] = [];
        let entered!: () => void;
        const isInside = new Promise<void>((resolve) => (entered = resolve));
        const firstWork = first!.exclusive(CREATE_QUEUES_LOCK, async () => {
          order.push('first in');
          entered();
          await gate;
          order.push('first out');
        });
        await isInside;
        queue.define(job([]));
        const starting = queue.start().then(() => order.push('second started'));
        // The second process's connection is queued behind the lock in PostgreSQL itself.
        const waiting = async () =>
          (
            await first!.query<{ n: number }>(
              `select count(*)::int as n from pg_locks
                where locktype = 'advisory' and not granted
                  and database = (select oid from pg_database where datname = current_database())`,
            )
          ).rows[0]?.n;
        await expect.poll(waiting, { timeout: 15_000, interval: 50 }).toBe(1);
        expect(order).toEqual(['first in']);
        finish();
        await Promise.all([firstWork, starting]);
        expect(order).toEqual(['first in', 'first out', 'second started']);
      } finally {
        finish();
        await queue.stop();
        await Promise.all([first!.close(), second!.close()]);
        await dropDatabase();
      }
    },
    60_000,
  );
});

describe('starting the queue while another process installs it', () => {
  const failing = (error: unknown) => ({ start: async () => Promise.reject(error) as never });
  const working = { start: async () => working as never };
  const unique = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
  });

  it('starts a fresh instance after losing the install race, and passes any other error on', async () => {
    await expect(startInstalling(failing(unique), () => working)).resolves.toBe(working);
    const broken = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(startInstalling(failing(broken), () => working)).rejects.toBe(broken);
    // A database that keeps refusing is not a race: the third refusal is passed on.
    await expect(startInstalling(failing(unique), () => failing(unique))).rejects.toBe(unique);
  });
});
