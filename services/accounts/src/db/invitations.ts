// Invitation codes: a member's own referral key, and invitations she sent.
import type { Knex } from '@golightly/db';
import type { CodeFacts } from '../domain/invitations';

export interface Inviter {
  userId: string;
  profileId: number;
  firstName: string;
  lastName: string;
  referralKey: string | null;
}

export interface CodeLookup {
  facts: CodeFacts;
  inviter?: Inviter;
  invitationId?: number;
}

const inviterColumns = {
  userId: 'u.id',
  profileId: 'u.profile_id',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  referralKey: 'u.referral_key',
};

/** Reads what `code` is. `emailHash` (optional) is compared with an invitation's addressee. */
export async function lookUpCode(db: Knex, code: string, emailHash?: Buffer, lock = false): Promise<CodeLookup> {
  const invitationQuery = db('invitations as i')
    .join('users as u', 'u.id', 'i.inviter_id')
    .where('i.unique_key', code)
    .whereNull('u.deleted_at')
    .first({
      ...inviterColumns,
      invitationId: 'i.id',
      status: 'i.status',
      expired: db.raw('i.expires_at < now()'),
      addressee: 'i.email_hash',
    });
  const invitation = await (lock ? invitationQuery.forUpdate() : invitationQuery);
  if (invitation) {
    const { invitationId, status, expired, addressee, ...inviter } = invitation;
    return {
      facts: {
        kind: 'invitation',
        status,
        expired,
        emailMismatch: Boolean(addressee && emailHash && !Buffer.from(addressee).equals(emailHash)),
      },
      inviter,
      invitationId,
    };
  }
  const memberQuery = db('users as u')
    .where('u.referral_key', code)
    .whereNull('u.deleted_at')
    .first({ ...inviterColumns, inviteLimit: db.raw('u.max_invite + u.admin_invite_limit') });
  const member = await (lock ? memberQuery.forUpdate() : memberQuery);
  if (!member) return { facts: { kind: 'unknown' } };
  const [counted] = await db('invitations')
    .where({ inviter_id: member.userId, status: 'accepted' })
    .count({ accepted: '*' });
  const { inviteLimit, ...inviter } = member;
  return {
    facts: { kind: 'member', acceptedInvites: Number(counted?.accepted ?? 0), inviteLimit: Number(inviteLimit) },
    inviter,
  };
}

/** Records that `newMemberId` joined with the code: the invitation is used up, or a new one is written for the key. */
export async function acceptCode(
  trx: Knex.Transaction,
  lookup: CodeLookup,
  newMemberId: string,
  newInvitationKey: string,
  emailHash: Buffer,
): Promise<void> {
  if (lookup.invitationId !== undefined) {
    await trx('invitations')
      .where({ id: lookup.invitationId })
      .update({ status: 'accepted', accepted_by: newMemberId });
    return;
  }
  if (!lookup.inviter) throw new Error('acceptCode needs a resolved code');
  await trx('invitations').insert({
    inviter_id: lookup.inviter.userId,
    unique_key: newInvitationKey,
    email_hash: emailHash,
    status: 'accepted',
    accepted_by: newMemberId,
    expires_at: trx.fn.now(),
  });
}
