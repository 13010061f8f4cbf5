// Which partition a key goes to: Kafka's default partitioner (murmur2), so both transports place a key alike.

/** Kafka's murmur2 hash of `data` (seed 0x9747b28c), as a signed 32-bit integer. */
export function murmur2(data: Uint8Array): number {
  const m = 0x5bd1e995;
  const tail = data.length & ~3;
  let h = 0x9747b28c ^ data.length;
  for (let i = 0; i < tail; i += 4) {
    let k = (data[i] ?? 0) | ((data[i + 1] ?? 0) << 8) | ((data[i + 2] ?? 0) << 16) | ((data[i + 3] ?? 0) << 24);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m) ^ k;
  }
  const rest = data.length & 3;
  if (rest === 3) h ^= (data[tail + 2] ?? 0) << 16;
  if (rest >= 2) h ^= (data[tail + 1] ?? 0) << 8;
  if (rest >= 1) {
    h ^= data[tail] ?? 0;
    h = Math.imul(h, m);
  }
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h | 0;
}

/** The partition of `key` among `partitions`, as Kafka's default partitioner computes it. */
export const partitionForKey = (key: string, partitions: number): number =>
  (murmur2(Buffer.from(key, 'utf8')) & 0x7fffffff) % partitions;
