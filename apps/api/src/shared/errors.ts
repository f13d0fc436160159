import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import mongoose from 'mongoose';
import { API_MSG, langFromAcceptLanguage } from '@guia/contracts';
import { messageIn, type MessageRef } from '@guia/contracts/en';
import type { Logger } from './logger';

/**
 * An error with an HTTP status and a Spanish message for the client; `ref` says what the message
 * is (table, key, a function message's arguments) when its text alone cannot be read back, so the
 * answer writes it in the request's language (issue 22 §1).
 */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly ref?: MessageRef,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = API_MSG.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = API_MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = API_MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** Thrown by repositories when a unique field (email, username, category name …) is taken. */
export class DuplicateKeyError extends Error {
  constructor(public readonly field: string) {
    super(`duplicate ${field}`);
    this.name = 'DuplicateKeyError';
  }
}

/**
 * Thrown by repositories when a write names the version it read and the record has moved on since
 * (optimistic concurrency, issue 9 §2). Services answer it as 409 API_MSG.staleWrite.
 */
export class StaleWriteError extends Error {
  constructor() {
    super('stale write');
    this.name = 'StaleWriteError';
  }
}

/** Thrown by store adapters when the database cannot be reached. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound(API_MSG.routeNotFound));

/**
 * A contracts' Spanish message in the language of the request (issue 22 §1): its Accept-Language,
 * which the web sets to the screen's language (Spanish on admin screens); English for en…, Spanish
 * for anything else or nothing. The answer varies with the header. Every writer of `{ message }`
 * goes through here.
 */
export function messageFor(req: Request, res: Response, spanish: string, ref?: MessageRef): string {
  res.vary('Accept-Language');
  return messageIn(spanish, langFromAcceptLanguage(req.get('accept-language')), ref);
}

/** The one error middleware: `{ message }` in the request's language (Spanish by default), the right status, never a stack. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let status = 500;
    let message: string = API_MSG.internalError;
    let ref: MessageRef | undefined;
    if (err instanceof AppError) {
      status = err.status;
      message = err.message;
      ref = err.ref;
    } else if (err instanceof StaleWriteError) {
      status = 409;
      message = API_MSG.staleWrite;
    } else if (err instanceof StoreUnavailableError || isMongoNetworkError(err)) {
      status = 503;
      message = API_MSG.storeUnavailable;
    } else if (err?.type === 'entity.too.large' || err?.code === 'LIMIT_FILE_SIZE') {
      status = 413;
      message = err?.code === 'LIMIT_FILE_SIZE' ? API_MSG.fileTooLarge : API_MSG.payloadTooLarge;
    } else if (err?.code === 'LIMIT_FILE_COUNT' || err?.code === 'LIMIT_UNEXPECTED_FILE') {
      status = 400;
      message = API_MSG.tooManyFiles;
    } else if (err?.type === 'entity.parse.failed') {
      status = 400;
      message = API_MSG.invalidJson;
    } else if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
      status = err.status;
      message = status === 404 ? API_MSG.notFound : API_MSG.validationError;
    }
    if (status >= 500) (req.log ?? logger).error({ err }, 'request failed');
    res.status(status).json({ message: messageFor(req, res, message, ref) });
  };
}

const driver = mongoose.mongo;
/**
 * Server error codes that mean "this server cannot serve now" (shutting down, stepping down, not
 * primary, unreachable): the request may succeed once it is back or another one is primary.
 */
const UNAVAILABLE_CODES = new Set([6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);

/**
 * Store errors by class (issue 10 §8), never by name: the driver's network errors (time-outs,
 * a cleared pool — MongoPoolClearedError extends MongoNetworkError), no server to select, a
 * client that is closed or not connected, a server shutting down or stepping down; Mongoose's
 * own server-selection error. Any of them, or one of them as the `cause`, answers 503.
 */
export function isStoreUnavailableError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  if (
    err instanceof StoreUnavailableError ||
    err instanceof driver.MongoNetworkError ||
    err instanceof driver.MongoServerSelectionError ||
    err instanceof driver.MongoNotConnectedError ||
    err instanceof driver.MongoTopologyClosedError ||
    err instanceof driver.MongoClientClosedError ||
    err instanceof driver.MongoServerClosedError ||
    err instanceof driver.MongoOperationTimeoutError ||
    err instanceof mongoose.Error.MongooseServerSelectionError
  ) {
    return true;
  }
  if (err instanceof driver.MongoServerError && typeof err.code === 'number' && UNAVAILABLE_CODES.has(err.code)) return true;
  // Mongoose's command buffer gave up waiting for a connection (only with bufferCommands on)
  if (err instanceof mongoose.Error && /buffering timed out/i.test(err.message)) return true;
  return isStoreUnavailableError((err as { cause?: unknown }).cause, depth + 1);
}

function isMongoNetworkError(err: unknown): boolean {
  return isStoreUnavailableError(err);
}
