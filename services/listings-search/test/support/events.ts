// Waiting for what the service's consumer does with an event: its inbox row commits with the event's effect.
import type { Knex } from '@golightly/db';

/** Polls `probe` until it gives a value, or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nothing arrived within ${timeoutMs} ms`);
}

/** Waits until the consumer has applied `sent` (or skipped it as already applied). */
export const eventApplied = <E extends { eventId: string }>(db: Knex, sent: E): Promise<E> =>
  eventually(async () => ((await db('inbox').where({ event_id: sent.eventId }).first()) ? sent : undefined));
