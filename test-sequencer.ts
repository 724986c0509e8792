import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds per test file (`project:path`) from a recent full run, refreshed by `node scripts/test-durations.mjs` after
 * `npm test`. Only the order of the files depends on it: a stale or missing entry makes a run no less correct.
 */
const DURATIONS_FILE = path.join(import.meta.dirname, 'test-durations.json');

function recordedSeconds(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The longest files first within each project (Vitest keeps projects and their groups in order): on a fresh clone
 * Vitest has no timings of its own and starts the largest files first, so a 20-second file that happens to be short
 * could start last and run alone while the other worker idles. Files with no recorded time come after the recorded
 * ones, larger first. Vitest's own timings, where its cache has them (a second local run), take precedence.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = recordedSeconds();
    const cache = this.ctx.cache;
    const key = (file: TestSpecification) =>
      `${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId).split(path.sep).join('/')}`;
    const seconds = (file: TestSpecification) => {
      const cached = cache.getFileTestResults(key(file))?.duration;
      if (cached !== undefined) return cached / 1000;
      return recorded[key(file)] ?? -1;
    };
    const size = (file: TestSpecification) => cache.getFileStats(key(file))?.size ?? 0;
    return [...files].sort((a, b) => {
      const groupOrder = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (groupOrder !== 0) return groupOrder;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      return seconds(b) - seconds(a) || size(b) - size(a);
    });
  }
}
