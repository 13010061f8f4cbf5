// The live counts socket against a stand-in WebSocket: the graphql-transport-ws handshake, pushes, pings, and what
// listeners hear while the socket is down.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveCountsUrl, openLiveCounts, type LiveCounts } from './live-counts';

class FakeSocket {
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
  serverSays(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const COUNTS: LiveCounts = { hostCount: 1, guestCount: 2, total: 4, privateCount: 1, socialCount: 3 };

describe('live counts', () => {
  let sockets: FakeSocket[];
  const create = (url: string, protocol: string) => {
    const socket = new FakeSocket(url, protocol);
    sockets.push(socket);
    return socket as unknown as WebSocket;
  };
  beforeEach(() => {
    sockets = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("connect to the gateway on the page's own host, as wss behind https", () => {
    expect(liveCountsUrl({ protocol: 'https:', host: 'golightly.example' })).toBe(
      'wss://golightly.example/graphql/live',
    );
    expect(liveCountsUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/graphql/live');
  });

  it('subscribe after the server acknowledges, answer pings, and pass on every push', () => {
    const heard: (LiveCounts | null)[] = [];
    const live = openLiveCounts('ws://x/graphql/live', (counts) => heard.push(counts), create);
    const socket = sockets[0]!;
    expect(socket.protocol).toBe('graphql-transport-ws');
    socket.onopen?.();
    expect(socket.sent).toEqual([{ type: 'connection_init', payload: {} }]);
    socket.serverSays({ type: 'connection_ack' });
    expect(socket.sent[1]).toMatchObject({ id: 'counts', type: 'subscribe' });
    socket.serverSays({ type: 'ping' });
    expect(socket.sent[2]).toEqual({ type: 'pong' });
    socket.serverSays({ id: 'counts', type: 'next', payload: { data: { countsChanged: COUNTS } } });
    socket.serverSays({
      id: 'counts',
      type: 'next',
      payload: { data: { countsChanged: { ...COUNTS, socialCount: 0 } } },
    });
    expect(heard).toEqual([COUNTS, { ...COUNTS, socialCount: 0 }]);
    live.stop();
  });

  it('report null when the socket closes, and reconnect after a pause', () => {
    const heard: (LiveCounts | null)[] = [];
    const live = openLiveCounts('ws://x/graphql/live', (counts) => heard.push(counts), create);
    sockets[0]!.close();
    expect(heard).toEqual([null]);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.close();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2); // the second pause is longer
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(3);
    live.stop();
  });

  it('stop for good when stopped, and close on a subscription error', () => {
    const live = openLiveCounts('ws://x/graphql/live', () => undefined, create);
    sockets[0]!.serverSays({ id: 'counts', type: 'error', payload: [{ message: 'no' }] });
    expect(sockets[0]!.closed).toBe(true);
    live.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
