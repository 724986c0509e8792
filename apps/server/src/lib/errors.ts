import { ErrorCodeStatus, type ErrorCode } from '@adsmith/domain/common/errors';

/** The one error type services throw; the error handler maps it to `{ detail }` with its status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ErrorCodeStatus[code];
    this.headers = options.headers ?? {};
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'Permission denied.') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
