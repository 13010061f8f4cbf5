// Process concerns only: listen, then close gracefully on SIGTERM/SIGINT (drain requests, close pools).
import type { FastifyInstance } from 'fastify';

export interface RunOptions {
  port: number;
  host: string;
  /** After this many milliseconds of draining, exit anyway. */
  shutdownGraceMs?: number;
}

export async function runService(app: FastifyInstance, options: RunOptions): Promise<void> {
  const grace = options.shutdownGraceMs ?? 10_000;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ graceMs: grace }, 'shutdown grace period passed; exiting with requests still open');
      process.exit(1);
    }, grace);
    timer.unref();
    try {
      await app.close();
      app.log.info('closed cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    app.log.error({ err: error, port: options.port }, 'could not listen');
    process.exit(1);
  }
}
