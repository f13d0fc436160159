import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { API, API_PREFIX } from '@guia/contracts';
import type { Logger } from './logger';

/** An id a proxy in front may send (X-Request-Id); anything else gets a fresh one. */
const INCOMING_ID = /^[\w.:-]{1,64}$/;

/**
 * The path without the query string: nearby's lat/lon say where a visitor stands, a search says
 * what they look for; neither belongs in a log line.
 */
function pathOf(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * One compact line per request (issue 11): request id, method, path, status and milliseconds —
 * no header dumps (they cost time on every request and carry tokens and addresses). The id comes
 * from X-Request-Id when a proxy sends a sane one, else a random UUID, and API answers carry it
 * in X-Request-Id; `req.log` carries it, so an error logged while answering names the request.
 * /api/health (probes every few seconds) is not logged.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      // answered on API calls only: files (scripts, photos) would carry 50 more bytes each for nothing
      if (pathOf(req).startsWith(`${API_PREFIX}/`)) res.setHeader('X-Request-Id', id);
      return id;
    },
    // req.log / res.log: the id only; the request is summarised by the serializer below
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, path: pathOf(req) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, val: { responseTime: number }) => ({
      method: req.method,
      path: pathOf(req),
      status: res.statusCode,
      ms: val.responseTime,
    }),
    customErrorObject: (req, res, err, val: { responseTime: number }) => ({
      method: req.method,
      path: pathOf(req),
      status: res.statusCode,
      ms: val.responseTime,
      err,
    }),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    autoLogging: { ignore: (req) => pathOf(req) === API.systemHealth.path },
  }) as unknown as RequestHandler;
}
