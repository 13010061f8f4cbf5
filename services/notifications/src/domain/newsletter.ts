// Newsletter sign-up rules (spec 000 §5): e-mail required, valid, at most 50 characters.
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required.',
  invalid: "Invalid Email. Please make sure it's typed in correctly.",
  tooLong: 'Email must be at most 50 characters.',
} as const;

const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export type NewsletterEmailCheck = { ok: true; email: string } | { ok: false; message: string };

export function checkNewsletterEmail(input: unknown): NewsletterEmailCheck {
  const email = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (email === '') return { ok: false, message: NEWSLETTER_MESSAGES.required };
  if (email.length > 50) return { ok: false, message: NEWSLETTER_MESSAGES.tooLong };
  if (!EMAIL.test(email)) return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
  return { ok: true, email };
}

/** Names are optional; they are trimmed and kept to 50 characters. */
export const cleanName = (input: unknown) => (typeof input === 'string' ? input.trim().slice(0, 50) : '');

export interface Subscriber {
  email: string;
  firstName: string;
  lastName: string;
  verified: boolean;
}

/** Where subscribers live: the club's own database by default, or a hosted mailing-list provider. */
export interface MailingList {
  readonly name: string;
  /** The subscriber, or null when the address is not (or no longer) subscribed. */
  find(email: string): Promise<Subscriber | null>;
  subscribe(subscriber: Omit<Subscriber, 'verified'>): Promise<void>;
  /** False when the address is not subscribed. */
  updateNames(subscriber: Omit<Subscriber, 'verified'>): Promise<boolean>;
  /** False when the address is not subscribed. */
  markVerified(email: string): Promise<boolean>;
}

/** The provider could not be reached or failed: nothing was changed, the member may try again. */
export class MailingListUnavailable extends Error {
  constructor(detail: string) {
    super(`mailing list unavailable: ${detail}`);
  }
}

export const MAILING_LIST_UNAVAILABLE_MESSAGE = 'Our mailing list is not reachable right now. Please try again in a few minutes.';
