import { describe, expect, it } from 'vitest';
import {
  checkReview,
  ID_DOCUMENT_MESSAGES,
  MAX_DOCUMENTS_AWAITING_REVIEW,
  mayUploadAnother,
  parseDocumentStatus,
  parseDocumentType,
  reviewPage,
} from './id-documents';

describe('identity documents', () => {
  it('knows the four kinds of document, however they are written', () => {
    expect(parseDocumentType('passport')).toBe('passport');
    expect(parseDocumentType('driving-license')).toBe('drivingLicense');
    expect(parseDocumentType('National ID card')).toBe('nationalIdCard');
    expect(parseDocumentType('residence_permit')).toBe('residencePermit');
    expect(parseDocumentType('library card')).toBeNull();
    expect(parseDocumentType(undefined)).toBeNull();
  });

  it('lets an admin approve, reject or flag, with an optional message', () => {
    expect(checkReview('Approved', '')).toEqual({ ok: true, status: 'approved', message: null });
    expect(checkReview('rejected', '  The photo is blurred. ')).toEqual({
      ok: true,
      status: 'rejected',
      message: 'The photo is blurred.',
    });
    expect(checkReview('flagged', null)).toEqual({ ok: true, status: 'flagged', message: null });
  });

  it('refuses to put a document back to pending or to any other state', () => {
    expect(checkReview('pending', null)).toEqual({ ok: false, message: ID_DOCUMENT_MESSAGES.reviewStatus });
    expect(checkReview('maybe', null)).toEqual({ ok: false, message: ID_DOCUMENT_MESSAGES.reviewStatus });
  });

  it('keeps review messages to 1000 characters', () => {
    expect(checkReview('rejected', 'a'.repeat(1000)).ok).toBe(true);
    expect(checkReview('rejected', 'a'.repeat(1001))).toEqual({
      ok: false,
      message: ID_DOCUMENT_MESSAGES.reviewMessageTooLong,
    });
  });

  it('lets a member have a few documents waiting, not more', () => {
    expect(mayUploadAnother(MAX_DOCUMENTS_AWAITING_REVIEW - 1)).toBe(true);
    expect(mayUploadAnother(MAX_DOCUMENTS_AWAITING_REVIEW)).toBe(false);
  });

  it('filters the review list by the four statuses', () => {
    expect(parseDocumentStatus('PENDING')).toBe('pending');
    expect(parseDocumentStatus('lost')).toBeNull();
  });

  it('pages the review list by 20, starting at page 1', () => {
    expect(reviewPage(undefined)).toEqual({ limit: 20, offset: 0 });
    expect(reviewPage(3)).toEqual({ limit: 20, offset: 40 });
    expect(reviewPage(0)).toEqual({ limit: 20, offset: 0 });
    expect(reviewPage(1.5)).toEqual({ limit: 20, offset: 0 });
  });
});
