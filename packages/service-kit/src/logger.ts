// JSON logs (pino) labelled with the service name; silent in tests unless LOG_LEVEL says otherwise.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info')): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: ['req.headers.cookie', 'req.headers["x-golightly-identity"]', '*.password'], censor: '[redacted]' },
  });
}
