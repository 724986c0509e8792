import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realSitesAvailable, realSitesDir } from '../test/realsites';

/**
 * Rules are written for every site, not for the sites of the test corpus: no product source file (tests and test
 * helpers aside) names a corpus site's business, its host or one of its labelled offerings — not even in a comment,
 * where an example from the corpus invites a rule shaped to it.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const TEST_FILE = /\.test\.tsx?$|[\\/](test|testing)[\\/]/;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(file));
    else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(file)) files.push(file);
  }
  return files;
}

/** Each site's business name, host and multi-word offering names, lower-cased, with what they are. */
function corpusTerms(): Map<string, string> {
  const terms = new Map<string, string>();
  const add = (site: string, kind: string, value: string | undefined) => {
    const term = value?.trim().toLowerCase();
    if (term && term.length >= 6) terms.set(term, `${site}'s ${kind} "${value!.trim()}"`);
  };
  const root = realSitesDir();
  for (const site of fs.readdirSync(root)) {
    const truthFile = path.join(root, site, 'truth.json');
    if (!fs.existsSync(truthFile)) continue;
    const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as {
      business_name?: string;
      offerings: { name: string }[];
    };
    add(site, 'business name', truth.business_name);
    const source = path.join(root, site, 'SOURCE.md');
    if (fs.existsSync(source)) {
      for (const match of fs.readFileSync(source, 'utf8').matchAll(/Original domain:\s*(https?:\/\/\S+)/gi))
        add(site, 'host', new URL(match[1]!).hostname.replace(/^www\./, ''));
    }
    for (const offering of truth.offerings)
      if (offering.name.trim().split(/\s+/).length >= 2 || offering.name.length >= 10)
        add(site, 'offering', offering.name);
  }
  return terms;
}

describe.runIf(realSitesAvailable())('no corpus site in the product code', () => {
  it('names no business, host or labelled offering of the real-site corpus', () => {
    const terms = corpusTerms();
    expect(terms.size).toBeGreaterThan(500);
    const found: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(path.join(repoRoot, dir))) {
        const text = fs.readFileSync(file, 'utf8').toLowerCase();
        for (const [term, what] of terms)
          if (text.includes(term)) found.push(`${path.relative(repoRoot, file)} names ${what}`);
      }
    }
    expect(found).toEqual([]);
  });
});
