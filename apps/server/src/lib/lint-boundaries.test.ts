import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The module boundaries (docs/decisions/009-module-boundaries.md) hold only if the linter really refuses a forbidden
 * import: a glob that matches nothing would pass every file. This lints small probe files, laid out as the
 * repository is, with the repository's own `.oxlintrc.json`, and expects each forbidden import to be refused and
 * each allowed one to pass.
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
];

describe('the linter enforces the module boundaries', () => {
  let dir: string;
  let refusedFiles: Set<string>;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adsmith-lint-probe-'));
    fs.copyFileSync(path.join(repoRoot, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
    for (const probe of probes) {
      fs.mkdirSync(path.dirname(path.join(dir, probe.file)), { recursive: true });
      fs.writeFileSync(path.join(dir, probe.file), probe.source);
    }
    const result = spawnSync(process.execPath, [OXLINT, '--format', 'unix', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(result.error).toBeUndefined();
    refusedFiles = new Set(
      result.stdout
        .split('\n')
        .filter((line) => line.includes('no-restricted-imports'))
        .map((line) => line.split(':')[0]!.replace(/^\.\//, '')),
    );
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each(probes)('$file: refused $refused', ({ file, refused }) => {
    expect(refusedFiles.has(file)).toBe(refused);
  });
});
