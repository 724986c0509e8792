// `npm start`: builds the web app when its build is missing or older than its sources, then serves
// web + API on http://HOST:PORT (migrations run at server start).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () => {
  const built = fs.statSync(builtIndex).mtimeMs;
  return [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(root, 'packages/domain/src'),
  ].some(
    (source) =>
      (fs.existsSync(source)
        ? fs.statSync(source).isDirectory()
          ? newestMtime(source)
          : fs.statSync(source).mtimeMs
        : 0) > built,
  );
};

if (!fs.existsSync(builtIndex) || sourcesChanged()) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@adsmith/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/main.ts');
