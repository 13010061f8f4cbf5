// Every sentence the reservation flows say to a guest, a host or an admin. "Property is not available for selected
// dates" is spec 001 §8's, shared with the stay rules; the others the spec does not word.
import { SPEC_TEXTS } from '@golightly/stay-rules';

export const RESERVATION_TEXTS = {
  /** Spec 001 §8. */
  notAvailable: SPEC_TEXTS.notAvailable,
  notFound: 'This reservation does not exist.',
  ownHome: 'You cannot book your own home.',
  notBookable: 'This home cannot be booked at the moment.',
  notInstantBook: 'This home cannot be booked instantly. Please send a request to book.',
  priceInvalid: 'Please give a price above zero, in the listing currency.',
  reasonTooLong: 'Please keep the reason to 1,000 characters.',
  messageTooLong: 'Please keep the message to 2,000 characters.',
  quoteIdInvalid: 'Please give the id of a price you were given.',
} as const;
