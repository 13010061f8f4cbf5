// Newsletter sign-up rules (spec 000 §5: e-mail required, valid, at most 50 characters), names, and double opt-in.
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required.',
  invalid: "Invalid Email. Please make sure it's typed in correctly.",
  tooLong: 'Email must be at most 50 characters.',
} as const;

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export type NewsletterEmailCheck = { ok: true; email: string } | { ok: false; message: string };

export function checkNewsletterEmail(input: unknown): NewsletterEmailCheck {
  const email = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (email === '') return { ok: false, message: NEWSLETTER_MESSAGES.required };
  if (email.length > 50) return { ok: false, message: NEWSLETTER_MESSAGES.tooLong };
  if (!EMAIL.test(email)) return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
  return { ok: true, email };
}

export const NEWSLETTER_NAME_MAX_LENGTH = 50;

export const NEWSLETTER_NAME_MESSAGES = {
  tooLong: (label: string) => `${label} must be at most ${NEWSLETTER_NAME_MAX_LENGTH} characters.`,
  markup: (label: string) => `${label} must not contain < or >.`,
  hidden: (label: string) => `${label} must not contain invisible control or text-direction characters.`,
} as const;

/** C0 controls (NUL included), DEL, C1 controls, bidi embeddings/overrides/isolates and the two direction marks. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const HIDDEN_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export type NewsletterNameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * Names are optional (absent or not text reads as empty) and trimmed; a name goes into e-mails and the mailing list,
 * so it may hold no markup and no hidden characters, and at most 50 characters.
 */
export function checkNewsletterName(input: unknown, label: string): NewsletterNameCheck {
  const name = typeof input === 'string' ? input.trim() : '';
  if (HIDDEN_CHARACTER.test(name)) return { ok: false, message: NEWSLETTER_NAME_MESSAGES.hidden(label) };
  if (/[<>]/.test(name)) return { ok: false, message: NEWSLETTER_NAME_MESSAGES.markup(label) };
  if ([...name].length > NEWSLETTER_NAME_MAX_LENGTH)
    return { ok: false, message: NEWSLETTER_NAME_MESSAGES.tooLong(label) };
  return { ok: true, name };
}

export type NewsletterRequestCheck =
  { ok: true; email: string; firstName: string; lastName: string } | { ok: false; message: string };

/** The e-mail first (spec 000 §5), then the first and last name. */
export function checkNewsletterRequest(body: {
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
}): NewsletterRequestCheck {
  const email = checkNewsletterEmail(body.email);
  if (!email.ok) return email;
  const firstName = checkNewsletterName(body.firstName, 'First name');
  if (!firstName.ok) return firstName;
  const lastName = checkNewsletterName(body.lastName, 'Last name');
  if (!lastName.ok) return lastName;
  return { ok: true, email: email.email, firstName: firstName.name, lastName: lastName.name };
}

// ---------------------------------------------------------------------------------------------------------------
// Double opt-in (decision 0024)

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_HOURS = 48;
/** Confirmation mails to one address per UTC day, and from one client address. */
export const CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY = 3;
export const CONFIRMATION_MAILS_PER_CLIENT_PER_DAY = 20;

export const DOUBLE_OPT_IN_MESSAGES = {
  addressLimit:
    'We have already sent several confirmation emails to this address today. Please check your inbox (and spam folder), or try again tomorrow.',
  clientLimit: 'Too many newsletter sign-ups from your connection today. Please try again tomorrow.',
  invalidLink:
    'This confirmation link has expired or has already been used. Please subscribe again from the footer of any page.',
} as const;

export function confirmationExpiry(now: Date): Date {
  return new Date(now.getTime() + CONFIRMATION_VALID_HOURS * 3_600_000);
}

/** A link's token: 32 random bytes in base64url (43 characters); anything else cannot be one. */
export const isWellFormedToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

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

export const MAILING_LIST_UNAVAILABLE_MESSAGE =
  'Our mailing list is not reachable right now. Please try again in a few minutes.';
