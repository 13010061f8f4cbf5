// A real SMTP server for tests, here and in the gateway's: accepts every message and keeps it, parsed, for
// assertions, so the mail worker delivers over SMTP as it does in production.
import { freePort } from '@golightly/db';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface SmtpListener {
  url: string;
  port: number;
  messages: Email[];
  /** Resolves with the first message that matches, waiting up to `timeoutMs`. */
  waitFor(match: (email: Email) => boolean, timeoutMs?: number): Promise<Email>;
  stop(): Promise<void>;
}

export async function startSmtpListener(port?: number): Promise<SmtpListener> {
  const messages: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push(email);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${listenPort}`,
    port: listenPort,
    messages,
    async waitFor(match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no matching e-mail within ${timeoutMs} ms (received ${messages.length})`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
