// Reservation threads' rules (decision 0054): who a member is in a thread, what a message may be, what is unread.
import type { Identity } from '@golightly/service-kit';
import { THREAD_TEXTS } from './thread-texts';

export type ThreadSide = 'guest' | 'host';

export const MESSAGE_MAX_LENGTH = 2000;

/** The two members of a thread: the reservation's guest and its host. */
export interface ThreadParties {
  guestId: string;
  hostId: string;
}

/**
 * Her side of the thread, or null when it is not hers (then it reads as missing). A co-host acts for her host, never
 * as a guest; an admin is no party (she reads threads on the admin screens only).
 */
export function sideOf(identity: Identity | null, thread: ThreadParties): ThreadSide | null {
  if (!identity || identity.admin) return null;
  if (identity.userId === thread.hostId) return 'host';
  if (identity.userId === thread.guestId && !identity.coHost) return 'guest';
  return null;
}

export const otherSide = (side: ThreadSide): ThreadSide => (side === 'guest' ? 'host' : 'guest');

/** A message as it will be stored (trimmed), or why it cannot be sent. */
export function checkMessage(body: string): { ok: true; body: string } | { ok: false; message: string } {
  const trimmed = body.trim();
  if (!trimmed) return { ok: false, message: THREAD_TEXTS.messageRequired };
  if (trimmed.length > MESSAGE_MAX_LENGTH) return { ok: false, message: THREAD_TEXTS.messageTooLong };
  return { ok: true, body: trimmed };
}

/** Thread ids as the member's address carries them: a positive whole number, else no thread at all. */
export function parseThreadId(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
