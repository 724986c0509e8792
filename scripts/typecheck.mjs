// `npm run typecheck`: every TypeScript program of the repository, checked by TypeScript 7's native compiler
// (the `typescript-native` alias; about 2.5 times less CPU than TypeScript 5's). tsx and Vite keep using
// the `typescript` package (5.x), whose JavaScript API they need. `--incremental` (the quick tier) keeps one
// build-info file per program under node_modules/.cache/tsc.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The programs: the server's also holds its benchmarks and the fixtures package, which share its options. */
export const TYPECHECK_PROGRAMS = ['packages/domain', 'apps/server', 'apps/web', 'e2e'];
export const TSC = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

/** The arguments that check one program, incrementally when asked. */
export function typecheckArgs(program, { incremental = false } = {}) {
  const args = ['-p', program];
  if (incremental)
    args.push(
      '--incremental',
      '--tsBuildInfoFile',
      path.join(root, 'node_modules', '.cache', 'tsc', `${program.replace(/\W+/g, '-')}.tsbuildinfo`),
    );
  return args;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const incremental = process.argv.includes('--incremental');
  let failed = false;
  for (const program of TYPECHECK_PROGRAMS) {
    const { status } = spawnSync(process.execPath, [TSC, ...typecheckArgs(program, { incremental })], {
      cwd: root,
      stdio: 'inherit',
    });
    if (status !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}
