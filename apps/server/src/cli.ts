import crypto from 'node:crypto';
import { Command, CommanderError } from 'commander';
import { emailSchema, passwordSchema } from '@adsmith/domain/auth/schemas';
import { loadConfig } from './config/env';
import { openDatabase, runMigrations, type Database } from './db/client';
import { findUserByEmail, insertUser, setUserAdmin } from './modules/auth/auth.repo';
import { hashPassword } from './modules/auth/passwords';
import { isCommonPassword } from '@adsmith/domain/auth/common-passwords';

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

function parseOrExit<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new CommanderError(2, 'adsmith.invalid', result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

export function buildCli(): Command {
  const program = new Command('adsmith').description('Adsmith operator commands').exitOverride();
  const user = program.command('user').description('Manage accounts');

  user
    .command('create <email>')
    .description('Create an account (prints a generated password unless --password is given)')
    .option('--password <password>', 'password for the new account')
    .option('--admin', 'make the account an admin', false)
    .action(async (rawEmail: string, options: { password?: string; admin: boolean }) => {
      const email = parseOrExit(emailSchema, rawEmail);
      const password = options.password ?? crypto.randomBytes(12).toString('base64url');
      parseOrExit(passwordSchema, password);
      if (isCommonPassword(password)) throw new CommanderError(2, 'adsmith.invalid', 'That password is too common.');
      await withDatabase(async ({ db }) => {
        const row = await insertUser(
          db,
          { email, passwordHash: await hashPassword(password), isAdmin: options.admin },
          { adminIfNoneExists: false },
        );
        if (!row) throw new CommanderError(1, 'adsmith.exists', `An account for ${email} already exists.`);
        console.log(`Created ${row.email}${row.isAdmin ? ' (admin)' : ''}.`);
        if (!options.password) console.log(`Password: ${password}`);
      });
    });

  user
    .command('grant-admin <email>')
    .description('Give an existing account admin rights')
    .action(async (rawEmail: string) => {
      const email = parseOrExit(emailSchema, rawEmail);
      await withDatabase(async ({ db }) => {
        if (!(await findUserByEmail(db, email))) {
          throw new CommanderError(1, 'adsmith.missing', `No account for ${email}.`);
        }
        await setUserAdmin(db, email, true);
        console.log(`${email} is now an admin.`);
      });
    });

  return program;
}

buildCli()
  .parseAsync(process.argv)
  .catch((error: unknown) => {
    if (error instanceof CommanderError) {
      if (error.code !== 'commander.helpDisplayed' && error.code !== 'commander.version') {
        if (error.code.startsWith('adsmith.')) console.error(error.message);
        process.exitCode = error.exitCode || 1;
      }
      return;
    }
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
