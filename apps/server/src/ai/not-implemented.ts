import { AppError } from '../lib/errors';
import type { LaterGeneration } from './engine';

/**
 * The later generations are declared but not built yet: they fail honestly (503) instead of returning
 * made-up output. Their issues replace this in both engines.
 */
export function notImplemented(generation: LaterGeneration): never {
  throw new AppError('SERVICE_UNAVAILABLE', `The ${generation} generation is not available yet.`);
}
