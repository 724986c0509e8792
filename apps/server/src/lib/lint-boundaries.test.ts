import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The module boundaries (docs/decisions/009-module-boundaries.md) hold only if the linter really refuses a forbidden
 * import: a glob that matches nothing would pass every file. This lints small probe files, laid out as the
 * repository is, with the repository's own `.oxlintrc.json`, and expects each forbidden import to be refused and
 * each allowed one to pass (a web feature reaching another feature, by alias or by a relative path that climbs out of
 * it, is refused); likewise two files importing each other (import/no-cycle) and a function over 80 lines
 * where functions are held to 80 (the crawl engine, buildApp and the largest web components).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const OXLINT = path.join(repoRoot, 'node_modules', 'oxlint', 'bin', 'oxlint');

const probes: { file: string; source: string; refused: boolean }[] = [
  {
    file: 'apps/server/src/lib/probe.ts',
    source: "export { startCrawl } from '../modules/crawl/crawl.service';\n",
    refused: true,
  },
  {
    file: 'apps/server/src/db/probe.ts',
    source: "export { profileRoutes } from '../modules/profile/profile.routes';\n",
    refused: true,
  },
  {
    file: 'apps/server/src/modules/story/probe.ts',
    source: "export { findCrawl } from '../crawl/crawl.repo';\n",
    refused: true,
  },
  {
    file: 'apps/server/src/modules/story/rules/probe.ts',
    source: "export { findCrawl } from '../../crawl/crawl.repo';\n",
    refused: true,
  },
  {
    file: 'apps/server/src/modules/story/probe-public.ts',
    source: "export { readCrawlPages } from '../crawl/crawl.public';\n",
    refused: false,
  },
  {
    file: 'apps/server/src/modules/story/story.repo.ts',
    source: "export { findStory } from './story.queries';\n",
    refused: false,
  },
  {
    file: 'apps/server/src/modules/story/probe.test.ts',
    source: "export { findCrawl } from '../crawl/crawl.repo';\n",
    refused: false,
  },
  {
    file: 'apps/server/src/modules/story/probe-table.ts',
    source: "import { crawls } from '../../db/schema/crawls';\nexport const table = crawls;\n",
    refused: true,
  },
  {
    file: 'apps/server/src/modules/export/probe-table.ts',
    source: "export { media } from '../../db/schema/media';\n",
    refused: true,
  },
  {
    file: 'apps/server/src/modules/story/probe-row-type.ts',
    source: "import type { CrawlRow } from '../../db/schema/crawls';\nexport type Row = CrawlRow;\n",
    refused: false,
  },
  {
    file: 'apps/server/src/modules/crawl/probe-own-table.ts',
    source: "export { crawls } from '../../db/schema/crawls';\n",
    refused: false,
  },
  {
    file: 'apps/server/src/modules/creatives/probe-own-table.ts',
    source: "export { creatives } from '../../db/schema/media';\n",
    refused: false,
  },
  {
    file: 'apps/web/src/components/probe.tsx',
    source: "export { StoryWorkspace } from '@/features/story/components/story-workspace';\n",
    refused: true,
  },
  {
    file: 'apps/web/src/lib/probe.ts',
    source: "export { routes } from '../app/routes';\n",
    refused: true,
  },
  {
    file: 'apps/web/src/features/story/probe.tsx',
    source: "export { StoryPage } from '@/app/routes/story';\n",
    refused: true,
  },
  {
    file: 'apps/web/src/features/story/probe-shared.tsx',
    source: "export { Button } from '@/components/button';\n",
    refused: false,
  },
  {
    file: 'apps/web/src/features/campaign-wizard/components/probe-feature.tsx',
    source: "export { StoryWorkspace } from '@/features/story/components/story-workspace';\n",
    refused: true,
  },
  {
    file: 'apps/web/src/features/story/probe-up.ts',
    source: "export { startCrawl } from '../crawl/api/start-crawl';\n",
    refused: true,
  },
  {
    file: 'apps/web/src/features/story/components/probe-up.tsx',
    source: "export { CrawlForm } from '../../crawl/components/crawl-form';\n",
    refused: true,
  },
  {
    file: 'apps/web/src/features/campaign-wizard/components/review/probe-up.tsx',
    source: "export { AdPreview } from '../../../creatives/components/ad-preview';\n",
    refused: true,
  },
  {
    file: 'apps/web/src/features/campaign-wizard/components/review/probe-inside.tsx',
    source: "export { useWizard } from '../../model/wizard-context';\n",
    refused: false,
  },
  {
    file: 'apps/web/src/features/story/components/probe-lib.tsx',
    source: "export { useBusinessProfile } from '@/lib/api/business-profile';\n",
    refused: false,
  },
  {
    file: 'apps/web/src/features/story/components/probe-feature.test.tsx',
    source: "export { CrawlForm } from '@/features/crawl/components/crawl-form';\n",
    refused: false,
  },
];

/** Files that import each other (refused) and a file importing one that imports nothing back (allowed). */
const cycleProbes: { file: string; source: string; refused: boolean }[] = [
  {
    file: 'apps/server/src/modules/story/cycle-a.ts',
    source: "import { b } from './cycle-b';\nexport const a = () => b();\n",
    refused: true,
  },
  {
    file: 'apps/server/src/modules/story/cycle-b.ts',
    source: "import { a } from './cycle-a';\nexport const b = () => a();\n",
    refused: true,
  },
  {
    file: 'apps/server/src/modules/story/chain-a.ts',
    source: "import { c } from './chain-b';\nexport const d = () => c();\n",
    refused: false,
  },
  {
    file: 'apps/server/src/modules/story/chain-b.ts',
    source: 'export const c = () => 1;\n',
    refused: false,
  },
];

/** A function of 89 lines: refused where functions are held to 80 lines (the crawl engine), allowed elsewhere. */
const longFunction = `export function f(): number {\n  let x = 0;\n${'  x += 1;\n'.repeat(85)}  return x;\n}\n`;
const lengthProbes: { file: string; source: string; refused: boolean }[] = [
  { file: 'apps/server/src/modules/crawl/engine/probe-long.ts', source: longFunction, refused: true },
  { file: 'apps/server/src/modules/crawl/extract/probe-long.ts', source: longFunction, refused: true },
  { file: 'apps/server/src/modules/crawl/engine/probe-long.test.ts', source: longFunction, refused: false },
  { file: 'apps/server/src/modules/story/probe-long.ts', source: longFunction, refused: false },
];

describe('the linter enforces the module boundaries', () => {
  let dir: string;
  let refusedFiles: Set<string>;
  let cycleFiles: Set<string>;
  let longFiles: Set<string>;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adsmith-lint-probe-'));
    fs.copyFileSync(path.join(repoRoot, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
    for (const probe of [...probes, ...cycleProbes, ...lengthProbes]) {
      fs.mkdirSync(path.dirname(path.join(dir, probe.file)), { recursive: true });
      fs.writeFileSync(path.join(dir, probe.file), probe.source);
    }
    const result = spawnSync(process.execPath, [OXLINT, '--format', 'unix', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(result.error).toBeUndefined();
    const filesReported = (rule: string) =>
      new Set(
        result.stdout
          .split('\n')
          .filter((line) => line.includes(rule))
          .map((line) => line.split(':')[0]!.replace(/^\.\//, '')),
      );
    refusedFiles = filesReported('no-restricted-imports');
    cycleFiles = filesReported('no-cycle');
    longFiles = filesReported('max-lines-per-function');
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each(probes)('$file: refused $refused', ({ file, refused }) => {
    expect(refusedFiles.has(file)).toBe(refused);
  });

  it.each(cycleProbes)('$file: refused as an import cycle $refused', ({ file, refused }) => {
    expect(cycleFiles.has(file)).toBe(refused);
  });

  it.each(lengthProbes)('$file: refused as a long function $refused', ({ file, refused }) => {
    expect(longFiles.has(file)).toBe(refused);
  });
});
