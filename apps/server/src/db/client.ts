import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type PoolStats = {
  min_connections: number;
  max_connections: number;
  used_connections: number;
  free_connections: number;
};

/** A connected database: Drizzle handle plus what the admin monitor and shutdown need. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL with positional parameters, for adapters such as the job queue. */
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>;
  /** Runs a trivial query; throws when the database does not answer. */
  ping: () => Promise<void>;
  /**
   * The connection pool's figures; null for embedded PGlite, which is one connection inside this process: it has no
   * pool, and any figures for one would be constants, not measurements.
   */
  poolStats: () => PoolStats | null;
  /**
   * Runs `work` while this process holds the lock `name`, which every other process on the same database waits for
   * (a PostgreSQL session advisory lock, on a connection of its own). Embedded PGlite has one process per data
   * directory, so there it only runs `work`.
   */
  exclusive: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Wraps an open PGlite instance (embedded mode; one process owns its data directory). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    query: async (sql, params) => {
      if (params && params.length > 0) return client.query(sql, params) as never;
      // Without parameters, allow several statements (migrations of libraries such as pg-boss).
      const results = await client.exec(sql);
      return { rows: results.at(-1)?.rows ?? [] } as never;
    },
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => null,
    exclusive: (_name, work) => work(),
    close: () => client.close(),
  };
}

/** Wraps a node-postgres pool (server mode; many processes may share it). */
export function fromPool(pool: pg.Pool, max: number): Database {
  // An idle client whose connection the server closes (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout, and queries in flight still reject normally.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    query: async (sql, params) => pool.query(sql, params as unknown[]) as never,
    ping: async () => {
      await pool.query('select 1');
    },
    exclusive: async (name, work) => {
      const client = await pool.connect();
      let isBroken = false;
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [name]);
        return await work();
      } finally {
        // A connection that cannot unlock is closed instead of returned, which ends its session and its locks.
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => (isBroken = true));
        client.release(isBroken);
      }
    },
    poolStats: () => {
      const used = pool.totalCount - pool.idleCount;
      return {
        min_connections: 0,
        max_connections: max,
        used_connections: used,
        free_connections: max - used,
      };
    },
    close: () => pool.end(),
  };
}

/** Where the embedded database keeps its files under DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const max = options.poolMax ?? 10;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max });
    return fromPool(pool, max);
  }
  const release = lockDataDir(options.dataDir);
  try {
    const dir = embeddedDatabaseDir(options.dataDir);
    await fs.mkdir(dir, { recursive: true });
    const database = fromPglite(await PGlite.create(dir));
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Applies pending migrations. Safe to run at every start and from several processes (Postgres locks). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}
