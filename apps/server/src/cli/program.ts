import crypto from 'node:crypto';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { emailSchema, passwordSchema } from '@adsmith/domain/auth/schemas';
import { loadConfig } from '../config/env';
import { openDatabase, runMigrations, type Database } from '../db/client';
import { findUserByEmail, insertUser, setUserAdmin } from '../modules/auth/auth.repo';
import { hashPassword } from '../modules/auth/passwords';
import { isCommonPassword } from '@adsmith/domain/auth/common-passwords';
import { startCrawlRequestSchema } from '@adsmith/domain/crawl/schemas';
import { countryAnswerSchema } from '@adsmith/domain/profile/schemas';
import type { ExtractedPageRecord } from '../modules/crawl/crawl.runner.types';

/** What a command reads and writes: the process's own streams in `adsmith`, captured ones in tests. */
export type CliIo = {
  env: NodeJS.ProcessEnv;
  stdin: AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Stops a running crawl (the `adsmith` entry aborts it on Ctrl-C). */
  signal?: AbortSignal;
};

async function readInput(file: string, io: CliIo): Promise<string> {
  if (file !== '-') return (await import('node:fs/promises')).readFile(file, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function withDatabase<T>(io: CliIo, work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig(io.env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

function parseOrExit<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new CommanderError(2, 'adsmith.invalid', result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

function buildCli(io: CliIo, setExitCode: (code: number) => void): Command {
  const program = new Command('adsmith')
    .description('Adsmith operator commands')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.out(text.replace(/\n$/, '')),
      writeErr: (text) => io.err(text.replace(/\n$/, '')),
    });
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
      if (isCommonPassword(password))
        throw new CommanderError(2, 'adsmith.invalid', 'That password is too common.');
      await withDatabase(io, async ({ db }) => {
        const row = await insertUser(
          db,
          { email, passwordHash: await hashPassword(password), isAdmin: options.admin },
          { adminIfNoneExists: false },
        );
        if (!row) throw new CommanderError(1, 'adsmith.exists', `An account for ${email} already exists.`);
        io.out(`Created ${row.email}${row.isAdmin ? ' (admin)' : ''}.`);
        if (!options.password) io.out(`Password: ${password}`);
      });
    });

  user
    .command('grant-admin <email>')
    .description('Give an existing account admin rights')
    .action(async (rawEmail: string) => {
      const email = parseOrExit(emailSchema, rawEmail);
      await withDatabase(io, async ({ db }) => {
        if (!(await findUserByEmail(db, email))) {
          throw new CommanderError(1, 'adsmith.missing', `No account for ${email}.`);
        }
        await setUserAdmin(db, email, true);
        io.out(`${email} is now an admin.`);
      });
    });

  program
    .command('extract <file>')
    .description('Print what Adsmith reads from one HTML page (file path, or - for standard input) as JSON')
    .requiredOption('--url <url>', 'the address the page was fetched from (resolves relative links)')
    .action(async (file: string, options: { url: string }) => {
      let pageUrl: string;
      try {
        pageUrl = new URL(options.url).href;
      } catch {
        throw new CommanderError(2, 'adsmith.invalid', `--url must be an absolute URL, got ${options.url}`);
      }
      // Each command loads what it needs when it runs: `user` and `--help` do not load the crawler or the renderer.
      const { extractForCli } = await import('../modules/crawl/extract/cli-extract');
      io.out(JSON.stringify(extractForCli(await readInput(file, io), pageUrl), null, 2));
    });

  program
    .command('crawl <url>')
    .description('Crawl a website without the server and print the pages and offerings found')
    .option('--depth <n>', 'link depth from the start page (0..3)', '1')
    .option('--rate-limit <seconds>', 'seconds between requests to the site (0..10)', '1')
    .option('--product-depth <n>', 'link depth for product and service pages (1..5)', '3')
    .option('--no-sitemap', 'do not seed the crawl from sitemap.xml')
    .option('--max-sitemap-urls <n>', 'sitemap URLs to use (1..100)', '50')
    .option('--json', 'print one JSON object instead of a summary', false)
    .action(
      async (
        url: string,
        options: {
          depth: string;
          rateLimit: string;
          productDepth: string;
          sitemap: boolean;
          maxSitemapUrls: string;
          json: boolean;
        },
      ) => {
        const config = loadConfig(io.env);
        const settings = parseOrExit(startCrawlRequestSchema, {
          start_url: url,
          depth: options.depth,
          rate_limit: options.rateLimit,
          product_crawl_max_depth: options.productDepth,
          use_sitemap: options.sitemap,
          max_sitemap_urls: options.maxSitemapUrls,
        });
        const pages: ExtractedPageRecord[] = [];
        const { createCrawlRunner } = await import('../modules/crawl/crawl.runner');
        const result = await createCrawlRunner({
          allowPrivateNetworks: config.CRAWL_ALLOW_PRIVATE_NETWORKS,
          chromiumPath: config.CRAWL_CHROMIUM_PATH === 'none' ? null : config.CRAWL_CHROMIUM_PATH,
        })({
          settings: {
            startUrl: settings.start_url,
            depth: settings.depth,
            rateLimitSeconds: settings.rate_limit,
            productCrawlMaxDepth: settings.product_crawl_max_depth,
            useSitemap: settings.use_sitemap,
            maxSitemapUrls: settings.max_sitemap_urls,
            useLlm: false,
          },
          signal: io.signal ?? new AbortController().signal,
          onPage: async (page) => {
            pages.push(page);
            if (!options.json) io.err(`fetched ${page.url}`);
          },
          onProgress: () => undefined,
          onAnalyzingOfferings: async () => undefined,
          log: (level, message) => {
            if (!options.json && level !== 'info') io.err(`${level}: ${message}`);
          },
        });
        if (options.json) {
          io.out(
            JSON.stringify(
              {
                start_url: settings.start_url,
                pages,
                offerings: result.offerings,
                brand_signals: result.brandSignals,
                business_type: result.businessType,
              },
              null,
              2,
            ),
          );
        } else {
          io.out(
            `${pages.length} pages, ${result.offerings.length} offerings (${result.businessType ?? 'none found'})`,
          );
          for (const offering of result.offerings) {
            io.out(
              `- ${offering.name}${offering.price ? ` — ${offering.price} ${offering.currency ?? ''}` : ''} [${offering.offeringType}]`,
            );
          }
        }
        if (pages.length === 0) setExitCode(1);
      },
    );

  program
    .command('draft <url>')
    .description(
      'Run the whole pipeline offline (crawl, profile, story, assumptions, campaign, ads, creatives) and write report.html, profile.json and the images',
    )
    .requiredOption('--out <dir>', 'folder for report.html, report.json, profile.json and images/')
    .option('--depth <n>', 'link depth from the start page (0..3)', '1')
    .option('--campaigns <n>', 'assumptions that get a campaign with ads and creatives (1..4)', '1')
    .option('--no-images', 'draft the ads and their creative blueprints without rendering the images')
    .option(
      '--country <code>',
      "the business's country (two letters) when Adsmith cannot tell it from the site; without it such a site gets no ad sets",
    )
    .action(
      async (
        url: string,
        options: { out: string; depth: string; campaigns: string; images: boolean; country?: string },
      ) => {
        const config = loadConfig(io.env);
        const settings = parseOrExit(startCrawlRequestSchema, { start_url: url, depth: options.depth });
        const campaigns = Math.min(4, Math.max(1, Number.parseInt(options.campaigns, 10) || 1));
        const country =
          options.country === undefined
            ? undefined
            : parseOrExit(countryAnswerSchema, { country: options.country }).country;
        const { runDraft } = await import('../modules/draft-report/run-draft');
        const report = await runDraft({
          url: settings.start_url,
          outDir: path.resolve(options.out),
          depth: settings.depth,
          campaigns,
          images: options.images,
          ...(country ? { country } : {}),
          allowPrivateNetworks: config.CRAWL_ALLOW_PRIVATE_NETWORKS,
          log: io.err,
        });
        const ads = report.campaigns.flatMap((campaign) => campaign.adSets.flatMap((set) => set.ads));
        io.out(
          `${path.join(path.resolve(options.out), 'report.html')}: ${report.hypotheses.length} assumptions, ${report.campaigns.length} campaigns, ${ads.length} ads, ${ads.reduce((sum, ad) => sum + ad.images.length, 0)} images in ${(report.durationMs / 1000).toFixed(1)} s`,
        );
      },
    );

  return program;
}

/**
 * Runs one `adsmith` command line (the arguments after the program name) and resolves to its exit code: 0 on
 * success, the command's code for bad input or a failed run, with the reason written to `io.err`.
 */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  let exitCode = 0;
  try {
    await buildCli(io, (code) => (exitCode = code)).parseAsync(args, { from: 'user' });
    return exitCode;
  } catch (error: unknown) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return 0;
      if (error.code.startsWith('adsmith.')) io.err(error.message);
      return error.exitCode || 1;
    }
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
