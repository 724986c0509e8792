import { z } from 'zod';

/** Every API error body: `{ detail }` (DESIGN contracts). */
export const errorResponseSchema = z.object({
  detail: z.string().describe('Human-readable reason, safe to show to the user'),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Application error codes and the HTTP status each maps to. */
export const ErrorCodeStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ErrorCodeStatus;
