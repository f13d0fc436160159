import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MSG } from '@guia/contracts';
import type { Logger } from './logger';

/** An error with an HTTP status and a Spanish message for the client. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = MSG.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** Thrown by repositories when a unique field (email, username, category name …) is taken. */
export class DuplicateKeyError extends Error {
  constructor(public readonly field: string) {
    super(`duplicate ${field}`);
    this.name = 'DuplicateKeyError';
  }
}

/** Thrown by store adapters when the database cannot be reached. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound(MSG.routeNotFound));

/** The one error middleware: `{ message }` in Spanish, the right status, never a stack. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let status = 500;
    let message: string = MSG.internalError;
    if (err instanceof AppError) {
      status = err.status;
      message = err.message;
    } else if (err instanceof StoreUnavailableError || isMongoNetworkError(err)) {
      status = 503;
      message = MSG.storeUnavailable;
    } else if (err?.type === 'entity.too.large' || err?.code === 'LIMIT_FILE_SIZE') {
      status = 413;
      message = err?.code === 'LIMIT_FILE_SIZE' ? MSG.fileTooLarge : MSG.payloadTooLarge;
    } else if (err?.code === 'LIMIT_FILE_COUNT' || err?.code === 'LIMIT_UNEXPECTED_FILE') {
      status = 400;
      message = MSG.tooManyFiles;
    } else if (err?.type === 'entity.parse.failed') {
      status = 400;
      message = MSG.invalidJson;
    } else if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
      status = err.status;
      message = status === 404 ? MSG.notFound : MSG.validationError;
    }
    if (status >= 500) (req.log ?? logger).error({ err }, 'request failed');
    res.status(status).json({ message });
  };
}

function isMongoNetworkError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name ?? '';
  return name === 'MongoNetworkError' || name === 'MongoServerSelectionError' || name === 'MongoNotConnectedError';
}
