import { generateText, NoObjectGeneratedError, Output, type FlexibleSchema, type LanguageModel } from 'ai';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { EngineLogger, Generated } from '../engine';
import { SYSTEM_PROMPT } from './system-prompt';

export type ModelCall<T> = {
  generation: string;
  model: LanguageModel;
  modelLabel: string;
  prompt: string;
  /** A zod schema, or an AI SDK schema with its own validation (e.g. one that repairs part of the reply). */
  schema: z.ZodType<T> | FlexibleSchema<T>;
  maxOutputTokens: number;
  timeoutMs: number;
  /** The SPEC §8 (or our) message the user sees when the model fails. */
  failureMessage: string;
  logger: EngineLogger;
  signal?: AbortSignal;
};

/** A reply that did not match the schema is asked for once more; anything else fails at once. */
const MAX_ATTEMPTS = 2;

/**
 * One structured model call: output parsed by the zod schema, a max-token cap, a timeout, one retry on a schema
 * failure, and a record of model, tokens in/out and duration — logged and returned. Failures become an AppError
 * carrying the generation's user-facing message; the cause is logged, never shown.
 */
export async function callModel<T>(call: ModelCall<T>): Promise<Generated<T>> {
  const started = performance.now();
  let inputTokens = 0;
  let outputTokens = 0;
  const record = (attempts: number) => ({
    generation: call.generation,
    engine: 'model' as const,
    model: call.modelLabel,
    inputTokens,
    outputTokens,
    durationMs: Math.round(performance.now() - started),
    attempts,
  });
  const deadline = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([deadline, call.signal]) : deadline;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const result = await generateText({
        model: call.model,
        system: SYSTEM_PROMPT,
        prompt: call.prompt,
        output: Output.object({ schema: call.schema }),
        maxOutputTokens: call.maxOutputTokens,
        maxRetries: 1,
        abortSignal: signal,
      });
      inputTokens += result.totalUsage.inputTokens ?? 0;
      outputTokens += result.totalUsage.outputTokens ?? 0;
      const done = record(attempt);
      call.logger.info(done, 'model generation');
      return { value: result.output, record: done };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        inputTokens += error.usage?.inputTokens ?? 0;
        outputTokens += error.usage?.outputTokens ?? 0;
        if (attempt < MAX_ATTEMPTS && !signal.aborted) {
          call.logger.warn(
            { ...record(attempt), reason: error.message },
            'model reply did not match the schema; retrying',
          );
          continue;
        }
      }
      const timedOut = deadline.aborted;
      call.logger.error(
        {
          ...record(attempt),
          timedOut,
          err: error instanceof Error ? { name: error.name, message: error.message } : String(error),
        },
        timedOut ? 'model generation timed out' : 'model generation failed',
      );
      throw new AppError('BAD_GATEWAY', call.failureMessage, { cause: error });
    }
  }
  throw new AppError('BAD_GATEWAY', call.failureMessage);
}
