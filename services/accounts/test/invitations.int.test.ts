// Use cases of invitations by e-mail on one real database: sending within the limit, listing, cancelling.
import { InvitationSentSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelInvitation } from '../src/app/cancel-invitation';
import { invitationsOf } from '../src/app/membership-views';
import { sendInvitations } from '../src/app/send-invitations';
import { setMemberInviteLimit } from '../src/app/set-member-invite-limit';
import { insertMember } from '../src/testing';
import { actorOf } from './support/admin-log';
import { KEY, membershipTestbed, SETUP_MS, type MembershipTestbed } from './support/membership-testbed';

describe('invitations by e-mail', () => {
  let bed: MembershipTestbed;
  let idaId: string;
  let graceId: string;
  let heldId: string;
  const invitations = async (userId: string) => (await invitationsOf(bed.deps, userId))!;

  beforeAll(async () => {
    bed = await membershipTestbed('accounts_invitations');
    const db = bed.deps.db;
    idaId = await insertMember(db, KEY, { firstName: 'Ida', email: 'ida@example.com', password: 'Inviting2024!' });
    graceId = await insertMember(db, KEY, {
      firstName: 'Grace',
      email: 'grace@example.com',
      password: 'Inviting2024!',
    });
    heldId = await insertMember(db, KEY, {
      firstName: 'Hana',
      email: 'hana@example.com',
      password: 'Inviting2024!',
      memberStatus: 'on_hold',
    });
    await insertMember(db, KEY, { firstName: 'Mia', email: 'mia@example.com', password: 'Member2024!' });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('sends one invitation per new address, skipping members, each with its referral link', async () => {
    const outcome = await sendInvitations(bed.deps, idaId, {
      emails: 'ann@example.com, Bea@example.com; mia@example.com',
      personalMessage: ' Come travel with me ',
    });
    expect(outcome).toEqual({
      status: 'success',
      sent: ['ann@example.com', 'bea@example.com'],
      alreadyMembers: ['mia@example.com'],
      alreadyInvited: [],
      invitesLeft: 3,
    });
    const mailed = await bed.events(InvitationSentSchema);
    expect(mailed.map((e) => e.email)).toEqual(['ann@example.com', 'bea@example.com']);
    expect(mailed[1]).toMatchObject({ userId: idaId, inviterFirstName: 'Ida', personalText: 'Come travel with me' });
    expect(mailed[1]?.link).toBe(`https://club.example/c/${mailed[1]?.uniqueKey}/bea%40example.com`);
  });

  it('refuses a list with a malformed address and sends none of it', async () => {
    expect(await sendInvitations(bed.deps, idaId, { emails: 'cat@example.com, dora@@example' })).toEqual({
      status: 'other',
      message: '"dora@@example" is not a valid e-mail address. Nothing was sent.',
      invitesLeft: 3,
    });
    expect((await invitations(idaId)).invitations).toHaveLength(2);
  });

  it('refuses a personal message over a thousand characters', async () => {
    expect(
      await sendInvitations(bed.deps, idaId, { emails: 'cat@example.com', personalMessage: 'x'.repeat(1001) }),
    ).toMatchObject({ status: 'other', message: 'Please keep your message to 1000 characters.' });
  });

  it('does not invite an address she already invited', async () => {
    expect(await sendInvitations(bed.deps, idaId, { emails: 'ann@example.com' })).toMatchObject({
      status: 'success',
      sent: [],
      alreadyInvited: ['ann@example.com'],
      invitesLeft: 3,
    });
  });

  it('lets a member whose membership is not active invite no one', async () => {
    expect(await sendInvitations(bed.deps, heldId, { emails: 'x@example.com' })).toMatchObject({
      status: 'other',
      message: 'Your membership must be active to invite friends.',
    });
  });

  it('sends none of a list longer than her places, and refuses a sixth invitation', async () => {
    expect(
      await sendInvitations(bed.deps, idaId, {
        emails: 'c1@example.com, c2@example.com, c3@example.com, c4@example.com',
      }),
    ).toMatchObject({ status: 'other', invitesLeft: 3 });
    expect(
      await sendInvitations(bed.deps, idaId, { emails: 'cat@example.com, dot@example.com, eve@example.com' }),
    ).toMatchObject({
      status: 'success',
      invitesLeft: 0,
    });
    expect(await sendInvitations(bed.deps, idaId, { emails: 'fay@example.com' })).toEqual({
      status: 'other',
      message: 'You do not have any invites left. Please contact us if you would like to invite more friends.',
      invitesLeft: 0,
    });
  });

  it('sends at most her places when lists arrive at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        sendInvitations(bed.deps, graceId, { emails: `g${i}a@example.com, g${i}b@example.com` }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'success')).toHaveLength(2);
    expect(await invitations(graceId)).toMatchObject({ inviteLimit: 5, invitesLeft: 1 });
  });

  it('frees a place when she cancels an invitation, and counts an admin’s extra limit', async () => {
    const ann = (await invitations(idaId)).invitations.find((i) => i.email === 'ann@example.com')!;
    expect(await cancelInvitation(bed.deps, idaId, ann.id)).toBe('cancelled');
    expect(await cancelInvitation(bed.deps, idaId, ann.id)).toBe('cancelled');
    expect(await invitations(idaId)).toMatchObject({ inviteLimit: 5, invitesLeft: 1 });
    expect((await invitations(idaId)).invitations.find((i) => i.id === ann.id)?.status).toBe('cancelled');
    await setMemberInviteLimit(bed.deps, actorOf('6f1c1f3e-0000-4000-8000-0000000000ad'), {
      userId: idaId,
      adminInviteLimit: 2,
    });
    expect(await invitations(idaId)).toMatchObject({ inviteLimit: 7, invitesLeft: 3 });
  });

  it("answers someone else's invitation as if it did not exist, and leaves it pending", async () => {
    const pending = (await invitations(idaId)).invitations.find((i) => i.status === 'pending')!;
    expect(await cancelInvitation(bed.deps, graceId, pending.id)).toBe('notFound');
    expect(await cancelInvitation(bed.deps, graceId, -1)).toBe('notFound');
    expect((await invitations(idaId)).invitations.find((i) => i.id === pending.id)?.status).toBe('pending');
  });

  it('refuses to cancel an accepted invitation', async () => {
    const pending = (await invitations(idaId)).invitations.find((i) => i.status === 'pending')!;
    await bed.deps.db('invitations').where({ id: pending.id }).update({ status: 'accepted' });
    expect(await cancelInvitation(bed.deps, idaId, pending.id)).toBe('alreadyAccepted');
  });

  it('has no invitations to show for an account that is gone', async () => {
    expect(await invitationsOf(bed.deps, '00000000-0000-4000-8000-00000000abcd')).toBeNull();
    expect(
      await sendInvitations(bed.deps, '00000000-0000-4000-8000-00000000abcd', { emails: 'a@example.com' }),
    ).toEqual({
      status: 'inviterGone',
    });
  });
});
