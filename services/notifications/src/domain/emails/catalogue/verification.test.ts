// The verification e-mails: the status word in the review sentence, the admin's message, and the admins' notices.
import { describe, expect, it } from 'vitest';
import { emailContext, renderEmail } from '../render';
import {
  documentApproved,
  documentFailedAdmin,
  documentFlagged,
  documentRejected,
  phoneVerificationCode,
  reviewSentence,
} from './verification';

const ctx = emailContext('https://club.example', new Date('2026-11-23T10:00:00Z'));

describe('the review sentence', () => {
  it('inserts the status word and names the document', () => {
    expect(reviewSentence('passport', 'approved')).toBe('Your passport has been approved.');
    expect(reviewSentence('drivingLicense', 'rejected')).toBe('Your driving licence has been rejected.');
    expect(reviewSentence('nationalIdCard', 'flagged')).toBe(
      'Your national ID card has been flagged for manual review.',
    );
    expect(reviewSentence('somethingElse', 'rejected')).toBe('Your identity document has been rejected.');
  });
});

describe("the member's review e-mails", () => {
  it("quote the admin's message in a rejection and lead to another upload", async () => {
    const email = await renderEmail(
      documentRejected,
      { firstName: 'Ada', documentType: 'passport', message: 'The photo is blurry.' },
      ctx,
    );
    expect(email.text).toContain('Your passport has been rejected.');
    expect(email.text).toContain('Our team wrote:');
    expect(email.text).toContain('The photo is blurry.');
    expect(email.html).toContain('href="https://club.example/user/verification"');
  });

  it('leave out the quote when the admin wrote nothing', async () => {
    const email = await renderEmail(documentRejected, { firstName: 'Ada', documentType: 'passport', message: '' }, ctx);
    expect(email.text).not.toContain('Our team wrote:');
  });

  it('say the ID is verified on approval, and that a flagged one needs nothing from her yet', async () => {
    expect((await renderEmail(documentApproved, documentApproved.sample, ctx)).text).toContain(
      'Your ID is now verified',
    );
    expect((await renderEmail(documentFlagged, documentFlagged.sample, ctx)).text).toContain(
      'has been flagged for manual review',
    );
  });
});

describe("the admins' notice of a failed or flagged document", () => {
  it('has its own subject for each outcome and opens the ID proof page', async () => {
    const flagged = await renderEmail(documentFailedAdmin, { ...documentFailedAdmin.sample, status: 'flagged' }, ctx);
    const rejected = await renderEmail(documentFailedAdmin, { ...documentFailedAdmin.sample, status: 'rejected' }, ctx);
    expect(flagged.subject).toBe('ID flagged for manual review: Ada Okafor');
    expect(rejected.subject).toBe('ID verification failed: Ada Okafor');
    expect(rejected.text).toContain('her identity is not verified');
    expect(rejected.html).toContain('href="https://club.example/siteadmin/id-proof"');
  });
});

describe('the phone code e-mail', () => {
  it('gives the code, the last digits of the number and when it stops working', async () => {
    const email = await renderEmail(phoneVerificationCode, phoneVerificationCode.sample, ctx);
    expect(email.subject).toBe('Your Golightly verification code: 4821');
    expect(email.text).toContain('ending in 0100');
    expect(email.text).toContain('Mon, Nov 23rd, 2026, 10:10 UTC');
  });
});
