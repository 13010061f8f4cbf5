// Protobuf timestamps of event fields as ISO strings for the e-mail templates.

/** The instant as an ISO string; an absent timestamp (an event from before the field) reads as `fallback`. */
export function isoFromTimestamp(timestamp: { seconds: bigint; nanos: number } | undefined, fallback: Date): string {
  if (!timestamp) return fallback.toISOString();
  return new Date(Number(timestamp.seconds) * 1000 + Math.floor(timestamp.nanos / 1_000_000)).toISOString();
}
