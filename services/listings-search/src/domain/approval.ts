// A listing's way to guests (spec 001 §4): submitted, awaiting the admin's approval, then Approved (live for
// bookings) or Rejected with the admin's message (the host changes it and resubmits). Once approved, the host
// publishes or unpublishes it, and lists it in search or unlists it with a reason; none of those needs approval again.
import { LISTING_TEXTS as T } from './texts';

export const APPROVAL_STATUSES = ['draft', 'awaitingApproval', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What a transition looks at. */
export interface ApprovalState {
  approvalStatus: ApprovalStatus;
  isPublished: boolean;
  isListed: boolean;
}

export type Transition<S> = { ok: true; next: S } | { ok: false; message: string };

/** The host submits (or resubmits after a rejection) a listing whose steps 1 to 3 are complete. */
export function submit(state: ApprovalState, incompleteSteps: readonly number[]): Transition<ApprovalState> {
  if (state.approvalStatus === 'awaitingApproval') return { ok: false, message: T.alreadyAwaiting };
  if (state.approvalStatus === 'approved') return { ok: false, message: T.alreadyApproved };
  if (incompleteSteps.length > 0) {
    const steps = incompleteSteps.map((s) => `step ${s}`).join(incompleteSteps.length === 2 ? ' and ' : ', ');
    return { ok: false, message: T.stepsIncomplete(steps) };
  }
  return { ok: true, next: { ...state, approvalStatus: 'awaitingApproval', isPublished: false } };
}

/** The admin approves a listing awaiting approval: it goes live. */
export function approve(state: ApprovalState): Transition<ApprovalState> {
  if (state.approvalStatus !== 'awaitingApproval') return { ok: false, message: T.notAwaiting };
  return { ok: true, next: { ...state, approvalStatus: 'approved', isPublished: true } };
}

/** The admin rejects a listing awaiting approval, with a message for the host. */
export function reject(state: ApprovalState, message: string): Transition<ApprovalState> {
  if (state.approvalStatus !== 'awaitingApproval') return { ok: false, message: T.notAwaiting };
  if (message.trim() === '') return { ok: false, message: T.rejectionMessageRequired };
  return { ok: true, next: { ...state, approvalStatus: 'rejected', isPublished: false } };
}

/** The host puts an approved listing live again. */
export function publish(state: ApprovalState): Transition<ApprovalState> {
  if (state.approvalStatus !== 'approved') return { ok: false, message: T.notApproved };
  if (state.isPublished) return { ok: false, message: T.alreadyPublished };
  return { ok: true, next: { ...state, isPublished: true } };
}

/** The host takes a published listing off the club: nobody but her, her co-hosts and admins sees it. */
export function unpublish(state: ApprovalState): Transition<ApprovalState> {
  if (!state.isPublished) return { ok: false, message: T.alreadyUnpublished };
  return { ok: true, next: { ...state, isPublished: false } };
}

/** Listed: found in search and on the map. Unlisted: only by its link, with the host's reason. */
export function setListed(state: ApprovalState, listed: boolean): Transition<ApprovalState> {
  if (state.isListed === listed) return { ok: false, message: listed ? T.alreadyListed : T.alreadyUnlisted };
  return { ok: true, next: { ...state, isListed: listed } };
}
