// A client of the live socket (decision 0019) for tests here and in the gateway: a raw graphql-transport-ws client, the
// protocol mercurius speaks, as a browser's websocket would use it.
import WebSocket from 'ws';

export interface Refusal {
  status: number;
  body: string;
}

type Message = { type: string; id?: string; payload?: unknown };

export class LiveClient {
  private readonly received: Message[] = [];
  private waiting: (() => void) | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as Message);
      this.waiting?.();
    });
    socket.on('close', () => this.waiting?.());
  }

  /** Opens a websocket and completes the connection_init handshake; a refused upgrade rejects with its status. */
  static async connect(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          // With this listener, ws leaves the refused request open: end it as a browser would.
          request.destroy();
          reject({ status: response.statusCode ?? 0, body } satisfies Refusal);
        });
      });
      socket.once('error', reject);
    });
    const client = new LiveClient(socket);
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await client.nextMessage((message) => message.type === 'connection_ack');
    return client;
  }

  subscribe(id: string, query: string): void {
    this.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
  }

  /** The next pushed result of subscription `id`, skipping keep-alive pings. */
  async nextData<T>(id: string, timeoutMs = 30_000): Promise<T> {
    const message = await this.nextMessage((m) => (m.type === 'next' || m.type === 'error') && m.id === id, timeoutMs);
    if (message.type === 'error') throw new Error(`subscription failed: ${JSON.stringify(message.payload)}`);
    return (message.payload as { data: T }).data;
  }

  /** Waits for pushed data of `id` that satisfies `accept`, passing over earlier pushes. */
  async dataWhere<T>(id: string, accept: (data: T) => boolean, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const data = await this.nextData<T>(id, Math.max(1, deadline - Date.now()));
      if (accept(data)) return data;
    }
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.socket.close();
  }

  private async nextMessage(accept: (message: Message) => boolean, timeoutMs = 30_000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex(accept);
      if (index >= 0) return this.received.splice(index, 1)[0]!;
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error('the websocket closed');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}
