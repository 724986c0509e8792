import type { LanguageModel } from 'ai';
import type { EngineLogger } from '../engine';

/** What every model generation needs: the model, its label, the time limit and where to log. */
export type ModelContext = {
  model: LanguageModel;
  modelLabel: string;
  timeoutMs: number;
  logger: EngineLogger;
};
