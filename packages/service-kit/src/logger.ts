// JSON logs (pino) labelled with the service name; silent in tests unless LOG_LEVEL says otherwise.
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * What a log line must never carry: session cookies, bearer tokens, the signed identity, passwords, one-time
 * tokens and codes. Paths cover request objects and the plain objects resolvers log, one and two levels deep.
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'resetToken',
  'verificationCode',
  'secret',
  'accessToken',
];
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-golightly-identity"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-golightly-identity"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  destination?: DestinationStream,
): Logger {
  const options = { name: service, level, base: { service }, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
