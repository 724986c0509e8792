import fs from 'node:fs';
import path from 'node:path';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite lets only one process own a data directory (a second one silently loses writes), so embedded mode
 * takes a pid lock file. A lock left by a process that no longer runs is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'adsmith.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new Error(
          `Another Adsmith process (pid ${owner}) is using the embedded database in ${dataDir}. ` +
            'Stop it first, or set DATABASE_URL so several processes can share PostgreSQL.',
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
