import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, type MediaStorage } from './media-storage';

/**
 * Media on local disk under `root` (DATA_DIR/media). Besides the key pattern, every resolved path is checked to
 * stay inside the root — the second wall in case the pattern is ever loosened. Writes go through a temporary file
 * and a rename, so a reader never sees half an image.
 */
export function createLocalStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    assertMediaKey(key);
    const full = path.resolve(base, ...key.split('/'));
    if (!full.startsWith(base + path.sep)) throw new Error('Media path outside the storage root');
    return full;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await fs.writeFile(temporary, body, { flag: 'wx' });
      await fs.rename(temporary, target);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
