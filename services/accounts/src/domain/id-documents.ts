// Identity documents (spec 001 §4-6): which kinds a member may upload, how many may wait for review, and what an admin
// may decide. Pure: no I/O. See docs/decisions/0009-profile-and-verification.md.

export const DOCUMENT_TYPES = ['passport', 'drivingLicense', 'nationalIdCard', 'residencePermit'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const REVIEW_DECISIONS = ['approved', 'rejected', 'flagged'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const DOCUMENT_STATUSES = ['pending', ...REVIEW_DECISIONS] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Documents a member may have waiting for an admin (pending or flagged) at once. */
export const MAX_DOCUMENTS_AWAITING_REVIEW = 3;
export const REVIEW_MESSAGE_MAX_LENGTH = 1000;
/** Rows per page of the admins' review list. */
export const REVIEW_PAGE_SIZE = 20;

export const ID_DOCUMENT_MESSAGES = {
  documentType: 'Please choose the kind of document: passport, driving license, national ID card or residence permit.',
  tooManyWaiting: `You already have ${MAX_DOCUMENTS_AWAITING_REVIEW} documents waiting for review. Please wait until an admin has looked at them.`,
  reviewStatus: 'Please choose approved, rejected or flagged.',
  reviewMessageTooLong: `The message must be at most ${REVIEW_MESSAGE_MAX_LENGTH} characters.`,
  listStatus: 'Please filter by pending, approved, rejected or flagged.',
  notFound: 'There is no such document.',
} as const;

/** Accepts the listed kinds, also written with dashes, underscores or spaces ("driving-license", "national id card"). */
export function parseDocumentType(input: string | null | undefined): DocumentType | null {
  const key = (input ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return DOCUMENT_TYPES.find((type) => type.toLowerCase() === key) ?? null;
}

export function parseReviewDecision(input: string | null | undefined): ReviewDecision | null {
  const value = (input ?? '').trim().toLowerCase();
  return (REVIEW_DECISIONS as readonly string[]).includes(value) ? (value as ReviewDecision) : null;
}

export function parseDocumentStatus(input: string | null | undefined): DocumentStatus | null {
  const value = (input ?? '').trim().toLowerCase();
  return (DOCUMENT_STATUSES as readonly string[]).includes(value) ? (value as DocumentStatus) : null;
}

export type ReviewCheck = { ok: true; status: ReviewDecision; message: string | null } | { ok: false; message: string };

/** An admin's review: one of the three decisions, with an optional message of at most 1000 characters. */
export function checkReview(status: string | null | undefined, message: string | null | undefined): ReviewCheck {
  const decision = parseReviewDecision(status);
  if (decision === null) return { ok: false, message: ID_DOCUMENT_MESSAGES.reviewStatus };
  const text = (message ?? '').trim();
  if ([...text].length > REVIEW_MESSAGE_MAX_LENGTH)
    return { ok: false, message: ID_DOCUMENT_MESSAGES.reviewMessageTooLong };
  return { ok: true, status: decision, message: text === '' ? null : text };
}

export const mayUploadAnother = (awaitingReview: number) => awaitingReview < MAX_DOCUMENTS_AWAITING_REVIEW;

/** Page `currentPage` (1-based; anything below 1 or not a whole number is page 1) of the review list. */
export function reviewPage(currentPage: number | null | undefined): { limit: number; offset: number } {
  const page = Number.isInteger(currentPage) && (currentPage as number) >= 1 ? (currentPage as number) : 1;
  return { limit: REVIEW_PAGE_SIZE, offset: (Math.min(page, 100_000) - 1) * REVIEW_PAGE_SIZE };
}
