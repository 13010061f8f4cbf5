// The logger the library writes to: pino's shape (fields first, then the message), injected by the service.
export interface EventsLogger {
  debug?(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Discards everything; the default when no logger is given. */
export const silentLogger: EventsLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** The message of an unknown thrown value, for log fields and dead-letter headers. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
