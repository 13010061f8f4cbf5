// What members and admins are told about message threads: spec 001 §8's words where it has them, ours otherwise
// (decision 0054). The member app shows the same module's texts.
import { SCREENING_TEXTS } from '@golightly/contact-screening';

export const THREAD_TEXTS = {
  /** Spec 001 §8: a thread that is missing, or not hers, reads the same. */
  notFound: 'No thread found',
  messageRequired: 'Message is required',
  messageTooLong: 'Your message can be at most 2000 characters.',
  /** Spec 001 §5: contact host needs dates, a guest count and a message; 'Dates are Required' is spec 001 §5's. */
  datesRequired: 'Dates are Required',
  guestCountRequired: 'Guest count is required',
  /** Shown to the sender of a flagged message: it was sent, and why it was flagged. */
  flaggedWarning: SCREENING_TEXTS.warning,
} as const;
