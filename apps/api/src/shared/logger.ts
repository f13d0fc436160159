import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/** JSON lines on stdout, or on `destination` (pnpm bench writes them to /dev/null: same work, no noise). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'] };
  return destination ? pino(options, destination) : pino(options);
}
