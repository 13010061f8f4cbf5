// Test broker: builds infra/kmock (librdkafka's mock cluster) once with gcc, starts it, hands back its bootstrap servers.
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const KMOCK_DIR = fileURLToPath(new URL('../../../../infra/kmock/', import.meta.url));
const SOURCE = `${KMOCK_DIR}kmock.c`;
const BINARY = `${KMOCK_DIR}kmock`;
/** infra/kafka-topics: the topics every environment creates. */
export const KAFKA_TOPICS_FILE = fileURLToPath(new URL('../../../../infra/kafka-topics', import.meta.url));

export interface KafkaMock {
  brokers: string[];
  /** Every broker drops its connections and refuses new ones, keeping its data. */
  setDown(): Promise<void>;
  setUp(): Promise<void>;
  stop(): Promise<void>;
}

export interface KafkaMockOptions {
  /** Topics beyond infra/kafka-topics, as "name" or "name:partitions"; each also gets "<name>.dlq". */
  topics?: string[];
  /** Leave out infra/kafka-topics. */
  withoutTopicList?: boolean;
}

/** Compiles infra/kmock/kmock.c unless the binary is newer than the source. Needs gcc and librdkafka-dev. */
export async function buildKafkaMock(): Promise<string> {
  if (existsSync(BINARY) && statSync(BINARY).mtimeMs >= statSync(SOURCE).mtimeMs) return BINARY;
  const { stdout: flags } = await run('pkg-config', ['--cflags', '--libs', 'rdkafka']).catch(() => {
    throw new Error('librdkafka-dev is missing (apt-get install -y librdkafka-dev pkg-config gcc)');
  });
  const partial = `${BINARY}.${process.pid}.tmp`;
  await run('gcc', ['-O2', '-o', partial, SOURCE, ...flags.trim().split(/\s+/)]).catch(async (error: unknown) => {
    await rm(partial, { force: true });
    throw error;
  });
  await rename(partial, BINARY); // atomic: parallel test workers never run a half-written binary
  return BINARY;
}

export async function startKafkaMock(options: KafkaMockOptions = {}): Promise<KafkaMock> {
  const binary = await buildKafkaMock();
  const args = [...(options.withoutTopicList ? [] : ['-f', KAFKA_TOPICS_FILE]), ...(options.topics ?? [])];
  const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async (what: string) => {
    const line = await lines.next();
    if (line.done) throw new Error(`kmock exited before ${what}${stderr ? `: ${stderr.trim()}` : ''}`);
    return line.value;
  };
  const bootstrap = await nextLine('printing its bootstrap servers');
  const command = async (word: 'down' | 'up') => {
    child.stdin.write(`${word}\n`);
    if ((await nextLine(`answering "${word}"`)) !== 'ok') throw new Error(`kmock did not accept "${word}"`);
  };
  return {
    brokers: bootstrap.split(','),
    setDown: () => command('down'),
    setUp: () => command('up'),
    stop: () => stopChild(child),
  };
}

async function stopChild(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}
