import { describe, expect, it } from 'vitest';
import { approve, publish, reject, setListed, submit, unpublish, type ApprovalState } from './approval';
import { LISTING_TEXTS } from './texts';

const draft: ApprovalState = { approvalStatus: 'draft', isPublished: false, isListed: true };
const awaiting: ApprovalState = { ...draft, approvalStatus: 'awaitingApproval' };
const live: ApprovalState = { ...draft, approvalStatus: 'approved', isPublished: true };

describe('the approval of a listing', () => {
  it('goes from submitted to awaiting approval, then approved and live', () => {
    const submitted = submit(draft, []);
    expect(submitted).toEqual({ ok: true, next: awaiting });
    expect(approve(awaiting)).toEqual({ ok: true, next: live });
  });

  it('is rejected with a message, and resubmitted by the host', () => {
    const rejected = reject(awaiting, 'Please add photos of the bedroom.');
    expect(rejected).toEqual({ ok: true, next: { ...draft, approvalStatus: 'rejected' } });
    if (!rejected.ok) return;
    expect(submit(rejected.next, [])).toEqual({ ok: true, next: awaiting });
    expect(reject(awaiting, '  ')).toEqual({ ok: false, message: LISTING_TEXTS.rejectionMessageRequired });
  });

  it('needs steps 1 to 3 before a submission, naming those left', () => {
    expect(submit(draft, [2])).toEqual({
      ok: false,
      message: 'Please complete step 2 before you submit your listing.',
    });
    expect(submit(draft, [2, 3])).toEqual({
      ok: false,
      message: 'Please complete step 2 and step 3 before you submit your listing.',
    });
    expect(submit(draft, [1, 2, 3])).toEqual({
      ok: false,
      message: 'Please complete step 1, step 2, step 3 before you submit your listing.',
    });
  });

  it('refuses what is not its turn', () => {
    expect(submit(awaiting, [])).toEqual({ ok: false, message: LISTING_TEXTS.alreadyAwaiting });
    expect(submit(live, [])).toEqual({ ok: false, message: LISTING_TEXTS.alreadyApproved });
    expect(approve(draft)).toEqual({ ok: false, message: LISTING_TEXTS.notAwaiting });
    expect(approve(live)).toEqual({ ok: false, message: LISTING_TEXTS.notAwaiting });
    expect(reject(live, 'No')).toEqual({ ok: false, message: LISTING_TEXTS.notAwaiting });
  });
});

describe('publishing and listing', () => {
  it('publishes only an approved listing, and unpublishes a published one', () => {
    expect(publish(awaiting)).toEqual({ ok: false, message: LISTING_TEXTS.notApproved });
    expect(publish(live)).toEqual({ ok: false, message: LISTING_TEXTS.alreadyPublished });
    const hidden = unpublish(live);
    expect(hidden).toEqual({ ok: true, next: { ...live, isPublished: false } });
    if (hidden.ok) expect(publish(hidden.next)).toEqual({ ok: true, next: live });
    expect(unpublish(draft)).toEqual({ ok: false, message: LISTING_TEXTS.alreadyUnpublished });
  });

  it('lists and unlists, once each way', () => {
    expect(setListed(live, false)).toEqual({ ok: true, next: { ...live, isListed: false } });
    expect(setListed(live, true)).toEqual({ ok: false, message: LISTING_TEXTS.alreadyListed });
    expect(setListed({ ...live, isListed: false }, false)).toEqual({
      ok: false,
      message: LISTING_TEXTS.alreadyUnlisted,
    });
  });
});
