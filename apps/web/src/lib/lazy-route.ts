import { Timing } from '@adsmith/domain/common/constants';
import type { ComponentType } from 'react';

/** A route chunk that did not arrive (network down, deploy replaced the file, or too slow). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Browsers word failed dynamic imports differently; all of them mean "this chunk is not coming". */
const DYNAMIC_IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(error.message);
}

/**
 * Loads a chunk but gives up after SPEC §9's 120 s, so a stalled request ends in a visible error with a reload
 * button instead of an endless blank page.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = Timing.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`A part of the app did not load within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // A module that loaded but threw while evaluating is a bug, not a network problem: keep it as it is.
        reject(error);
      },
    );
  });
}

/**
 * A react-router `lazy` function for a page module with a named export, e.g.
 * `lazy: lazyPage(() => import('./home.page'), (m) => m.HomePage)`.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  timeoutMs?: number,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: pick(await loadChunk(load, timeoutMs)) });
}
