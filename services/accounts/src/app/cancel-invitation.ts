// Use case: a member cancels one of her pending invitations, freeing its place (spec 000 §6).
import { cancelInvitation as markCancelled, lockInvitation } from '../db/membership';
import type { AccountsDeps } from './deps';

export type CancelInvitationOutcome = 'cancelled' | 'notFound' | 'alreadyAccepted';

/** Ownership before effect: someone else's invitation reads exactly like a missing one, and is left alone. */
export async function cancelInvitation(
  deps: Pick<AccountsDeps, 'db'>,
  inviterId: string,
  invitationId: number,
): Promise<CancelInvitationOutcome> {
  if (!Number.isInteger(invitationId) || invitationId <= 0) return 'notFound';
  return deps.db.transaction(async (trx): Promise<CancelInvitationOutcome> => {
    const invitation = await lockInvitation(trx, invitationId);
    if (!invitation || invitation.inviterId !== inviterId) return 'notFound';
    if (invitation.status === 'accepted') return 'alreadyAccepted';
    // Cancelling twice is answered like the first time.
    if (invitation.status !== 'cancelled') await markCancelled(trx, invitationId);
    return 'cancelled';
  });
}
