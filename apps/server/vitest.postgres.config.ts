import { serverProject } from './vitest.shared';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl)
  throw new Error('The server-postgres project needs TEST_DATABASE_URL (a PostgreSQL server).');

/** The server test files that open a database, on the PostgreSQL server at TEST_DATABASE_URL. */
export default serverProject({ kind: 'postgres', databaseUrl });
