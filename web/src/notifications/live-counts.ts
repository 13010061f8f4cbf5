// The member's counts pushed over the gateway's websocket (/graphql/live, graphql-transport-ws protocol, decision
// 0019). One socket per page however many components listen; it reconnects with growing pauses while it is down.

export interface LiveCounts {
  hostCount: number;
  guestCount: number;
  total: number;
  privateCount: number;
  socialCount: number;
}

export const LIVE_PATH = '/graphql/live';
const SUBSCRIPTION = 'subscription { countsChanged { hostCount guestCount total privateCount socialCount } }';
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** What listeners hear: the latest counts while the socket is up and has delivered them, null while it is down. */
export type LiveListener = (counts: LiveCounts | null) => void;

export function liveCountsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

type ServerMessage = { type: string; id?: string; payload?: { data?: { countsChanged?: LiveCounts } } };

/** One connection: opens, subscribes, reconnects after a loss, until `stop()`. */
export function openLiveCounts(
  url: string,
  onCounts: LiveListener,
  createSocket: (url: string, protocol: string) => WebSocket = (u, p) => new WebSocket(u, p),
): { stop(): void } {
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const connect = () => {
    const current = createSocket(url, 'graphql-transport-ws');
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    current.onmessage = (event: MessageEvent) => {
      const message = JSON.parse(String(event.data)) as ServerMessage;
      if (message.type === 'connection_ack') {
        current.send(JSON.stringify({ id: 'counts', type: 'subscribe', payload: { query: SUBSCRIPTION } }));
      } else if (message.type === 'ping') {
        current.send(JSON.stringify({ type: 'pong' }));
      } else if (message.type === 'next' && message.payload?.data?.countsChanged) {
        failures = 0;
        onCounts(message.payload.data.countsChanged);
      } else if (message.type === 'error' || message.type === 'complete') {
        current.close();
      }
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      onCounts(null);
      if (stopped) return;
      retry = setTimeout(connect, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
      failures += 1;
    };
  };
  connect();

  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      const current = socket;
      socket = undefined;
      current?.close();
    },
  };
}

/** The page's shared connection: opened by the first listener, closed when the last one leaves. */
const listeners = new Set<LiveListener>();
let shared: { stop(): void } | undefined;
let latest: LiveCounts | null = null;

export function listenToLiveCounts(listener: LiveListener): () => void {
  listeners.add(listener);
  if (!shared) {
    shared = openLiveCounts(liveCountsUrl(window.location), (counts) => {
      latest = counts;
      listeners.forEach((each) => each(counts));
    });
  } else if (latest) {
    listener(latest);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      shared?.stop();
      shared = undefined;
      latest = null;
    }
  };
}
