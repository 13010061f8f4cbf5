// The runner's Postgres, in a process group of its own: a Ctrl-C in the terminal reaches the runner, never Postgres,
// so the runner stops it last, after the services have closed their connections.
import { startEmbeddedPostgres, type RunningPostgres } from '@golightly/db';

const [dataDir, port] = process.argv.slice(2);
let postgres: RunningPostgres | undefined;
let stopping = false;

const tell = (message: Record<string, unknown>) => process.send?.(message);

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await postgres?.stop().catch((error: Error) => console.error(`postgres did not stop cleanly: ${error.message}`));
  process.exit(code);
}

// The runner asks with SIGTERM; if the runner itself dies, its channel closes and Postgres must not outlive it.
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('disconnect', () => void stop(0));

try {
  postgres = await startEmbeddedPostgres({
    dataDir: dataDir ?? '.data/postgres',
    port: Number.parseInt(port ?? '', 10) || 0,
    log: (line) => {
      console.log(line);
      if (/FATAL|PANIC/.test(line)) tell({ problem: line });
    },
  });
  tell({ ready: true, serverUrl: postgres.serverUrl, port: postgres.port });
} catch (error) {
  tell({ failed: (error as Error).message });
  await stop(1);
}
