import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';

const INTERNAL_DETAIL = 'Internal server error';

/** Turns a validation issue path such as `/body/email` or `body.ad_sets.0.name` into `ad_sets.0.name`. */
function fieldName(instancePath: string): string {
  return instancePath
    .replace(/^\//, '')
    .replace(/\//g, '.')
    .replace(/^(body|querystring|params|headers)\.?/, '');
}

/**
 * The one mapping from errors to `{ detail }`: AppError → its status, zod validation → 400 naming the field,
 * other client errors keep their status and message, anything else → logged 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map((issue) => {
          const field = fieldName(issue.instancePath);
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return reply.status(400).send({ detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ detail: INTERNAL_DETAIL });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: INTERNAL_DETAIL });
  });
}
