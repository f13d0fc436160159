import { createRequire } from 'node:module';
import { pino, type DestinationStream, type LoggerOptions, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

export interface LoggerSettings {
  /**
   * Human-readable lines through pino-pretty (`pnpm dev`): only when asked for and installed —
   * it is a devDependency, so a production install never has it and never needs it.
   */
  pretty?: boolean;
}

/** Whether pino-pretty can be loaded from here (never in a production install: it is a devDependency). */
export function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * pino-pretty's settings for the API's lines: a request line reads `request GET /api/health →
 * 200 (1 ms)`, any other line its message (an error's details below it); the time of day; no
 * pid, host name or request id.
 */
export const PRETTY_OPTIONS = {
  colorize: true,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname,reqId,method,path,status,ms',
  messageFormat: '{msg}{if method} {method} {path} → {status} ({ms} ms){end}',
} as const;

/**
 * JSON lines on stdout, or on `destination` (pnpm bench writes them to /dev/null: same work, no
 * noise). With `pretty` (development, see config.ts `prettyLogs`), pino-pretty formats them
 * in pino's worker thread; when it is not installed, JSON lines as always.
 */
export function createLogger(level: string, destination?: DestinationStream, settings: LoggerSettings = {}): Logger {
  const options: LoggerOptions = { level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'] };
  if (destination) return pino(options, destination);
  if (settings.pretty && prettyAvailable()) return pino({ ...options, transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } });
  return pino(options);
}
