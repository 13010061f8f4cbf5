// Use cases of applications and their review on one real database: apply, approve, reject, hold, Diamond, invites.
import {
  DiamondStatusChangedSchema,
  MemberAppliedSchema,
  MemberApprovedSchema,
  MemberRejectedSchema,
  MemberStatusChangedSchema,
} from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForMembership } from '../src/app/apply-for-membership';
import { changeMemberStatus } from '../src/app/change-member-status';
import { pendingApplications } from '../src/app/membership-views';
import { setMemberDiamond } from '../src/app/set-member-diamond';
import { setMemberInviteLimit } from '../src/app/set-member-invite-limit';
import { insertAdmin, insertMember, membershipApplication as application } from '../src/testing';
import { actorOf, adminLogRows } from './support/admin-log';
import { KEY, membershipTestbed, SETUP_MS, type MembershipTestbed } from './support/membership-testbed';

describe('applying for membership and the review of applications', () => {
  let bed: MembershipTestbed;
  let adminId: string;
  let noraId: string;
  const db = () => bed.deps.db;
  const userCount = async () => Number((await db()('users').count({ n: '*' }))[0]!.n);

  beforeAll(async () => {
    bed = await membershipTestbed('accounts_membership_review');
    adminId = await insertAdmin(db(), KEY, {
      email: 'boss@golightly.test',
      password: 'Boss2024!!',
      isSuperAdmin: true,
    });
    await insertMember(db(), KEY, { firstName: 'Mia', email: 'mia@example.com', password: 'Member2024!' });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('keeps an application as a pending memberForm account and announces it', async () => {
    const outcome = await applyForMembership(bed.deps, 'visitor', application());
    expect(outcome).toEqual({ status: 'success', userId: expect.any(String) });
    noraId = (outcome as { userId: string }).userId;
    expect(await db()('users').where({ id: noraId }).first()).toMatchObject({
      user_type: 'memberForm',
      member_status: 'pending',
      is_member_verified: false,
      application_source: 'press',
    });
    expect(await bed.events(MemberAppliedSchema)).toEqual([
      expect.objectContaining({ userId: noraId, email: 'nora@example.com', source: 'press' }),
    ]);
  });

  it('refuses a second application with the same e-mail, whatever its case, and keeps nothing', async () => {
    const before = await userCount();
    expect(await applyForMembership(bed.deps, 'visitor', application({ email: 'NORA@example.com' }))).toEqual({
      status: 'email',
      message: 'That email address is already registered',
      fieldErrors: [],
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses an application with an admin’s address', async () => {
    expect(await applyForMembership(bed.deps, 'visitor', application({ email: 'Boss@golightly.test' }))).toMatchObject({
      status: 'email',
    });
  });

  it('names each bad field, refuses a bad phone number, and keeps nothing', async () => {
    const before = await userCount();
    const bad = await applyForMembership(
      bed.deps,
      'visitor',
      application({ email: 'zoe@', password: 'weak', confirmPassword: 'weak', source: 'billboard' }),
    );
    expect(bad).toMatchObject({
      status: 'other',
      message: "Invalid Email. Please make sure it's typed in correctly.",
      fieldErrors: [{ field: 'email' }, { field: 'password' }, { field: 'confirmPassword' }, { field: 'source' }],
    });
    const phone = await applyForMembership(
      bed.deps,
      'visitor',
      application({ email: 'zoe@example.com', phoneNumber: '12' }),
    );
    expect(phone).toMatchObject({ status: 'other', message: 'Please enter a valid phone number.' });
    expect(await userCount()).toBe(before);
  });

  it("answers a man's application as the spec says and keeps nothing", async () => {
    const before = await userCount();
    expect(
      await applyForMembership(bed.deps, 'visitor', application({ email: 'tom@example.com', gender: 'male' })),
    ).toEqual({
      status: 'declined',
      message: 'Unfortunately we cannot process your request at this time',
      fieldErrors: [],
    });
    expect(await userCount()).toBe(before);
  });

  it('tells a signed-in member or admin that they cannot apply', async () => {
    expect(await applyForMembership(bed.deps, 'member', application({ email: 'x@example.com' }))).toMatchObject({
      status: 'loggedIn',
      message: 'You are already logged in',
    });
    expect(await applyForMembership(bed.deps, 'admin', application({ email: 'x@example.com' }))).toMatchObject({
      status: 'adminLoggedIn',
    });
  });

  it('lists the pending application with its contact details decrypted', async () => {
    expect(await pendingApplications(bed.deps)).toEqual([
      expect.objectContaining({
        userId: noraId,
        firstName: 'Nora',
        email: 'nora@example.com',
        phoneNumber: '5125550199',
        dialCode: '+1',
        source: 'press',
        sourceDetail: 'Travel + Leisure',
      }),
    ]);
  });

  it('approves a pending application once, verifying her and announcing it, and refuses a second approval', async () => {
    expect(await changeMemberStatus(bed.deps, actorOf(adminId), { userId: noraId, action: 'approve' })).toEqual({
      status: 'success',
      member: { userId: noraId, memberStatus: 'standard', isMemberVerified: true, isDiamond: false },
    });
    expect(await bed.events(MemberApprovedSchema)).toEqual([
      expect.objectContaining({ userId: noraId, email: 'nora@example.com', firstName: 'Nora', adminId }),
    ]);
    expect(await db()('users').where({ id: noraId }).first('reviewed_by')).toEqual({ reviewed_by: adminId });
    expect(await changeMemberStatus(bed.deps, actorOf(adminId), { userId: noraId, action: 'approve' })).toMatchObject({
      status: 'invalid',
      message: 'Only a pending or rejected application can be approved.',
      member: { memberStatus: 'standard' },
    });
    expect(await bed.events(MemberApprovedSchema)).toHaveLength(1);
    const profileId = (await db()('users').where({ id: noraId }).first('profile_id')).profile_id;
    // The approval is in the admin log once; the refused second approval added nothing.
    expect(await adminLogRows(db())).toEqual([
      {
        producer: 'accounts',
        adminId,
        privilegeId: 6,
        privilegeName: 'Manage Members',
        action: 'member.approved',
        area: 'people',
        recordType: 'user',
        recordId: noraId,
        summary: `Approved the membership application of Nora Quinn (profile ${profileId})`,
        clientAddress: '203.0.113.9',
      },
    ]);
  });

  it('rejects an application with the admin’s note in her records and in the event', async () => {
    const rhea = await applyForMembership(
      bed.deps,
      'visitor',
      application({ email: 'rhea@example.com', firstName: 'Rhea' }),
    );
    const rheaId = (rhea as { userId: string }).userId;
    expect(
      await changeMemberStatus(bed.deps, actorOf(adminId), {
        userId: rheaId,
        action: 'reject',
        reason: ' Could not reach her ',
      }),
    ).toMatchObject({ status: 'success', member: { memberStatus: 'rejected', isMemberVerified: false } });
    expect((await bed.events(MemberRejectedSchema)).at(-1)).toMatchObject({
      userId: rheaId,
      reason: 'Could not reach her',
    });
    expect(
      await db()('member_status_changes').where({ user_id: rheaId }).first('from_status', 'to_status', 'reason'),
    ).toEqual({
      from_status: 'pending',
      to_status: 'rejected',
      reason: 'Could not reach her',
    });
  });

  it('refuses a note over a thousand characters and changes nothing', async () => {
    const outcome = await changeMemberStatus(bed.deps, actorOf(adminId), {
      userId: noraId,
      action: 'hold',
      reason: 'x'.repeat(1001),
    });
    expect(outcome).toEqual({ status: 'invalid', message: 'Please keep the note to 1000 characters.', member: null });
    expect(await db()('users').where({ id: noraId }).first('member_status')).toEqual({ member_status: 'standard' });
    expect((await adminLogRows(db())).map((row) => row.action)).toEqual(['member.approved', 'member.rejected']);
  });

  it('answers notFound for an unknown or malformed member id', async () => {
    for (const userId of ['00000000-0000-4000-8000-00000000abcd', 'not-a-uuid']) {
      expect(await changeMemberStatus(bed.deps, actorOf(adminId), { userId, action: 'approve' })).toEqual({
        status: 'notFound',
      });
      expect(await setMemberDiamond(bed.deps, actorOf(adminId), { userId, isDiamond: true })).toEqual({
        status: 'notFound',
      });
      expect(await setMemberInviteLimit(bed.deps, actorOf(adminId), { userId, adminInviteLimit: 1 })).toEqual({
        status: 'notFound',
      });
    }
    expect(await adminLogRows(db())).toHaveLength(2);
  });

  it('puts a member on hold and releases her, each change recorded and announced', async () => {
    expect(await changeMemberStatus(bed.deps, actorOf(adminId), { userId: noraId, action: 'hold' })).toMatchObject({
      status: 'success',
      member: { memberStatus: 'on_hold' },
    });
    expect(await changeMemberStatus(bed.deps, actorOf(adminId), { userId: noraId, action: 'release' })).toMatchObject({
      status: 'success',
      member: { memberStatus: 'standard' },
    });
    expect((await bed.events(MemberStatusChangedSchema)).map((e) => [e.previousStatus, e.status])).toEqual([
      ['standard', 'on_hold'],
      ['on_hold', 'standard'],
    ]);
    const [held, released] = (await adminLogRows(db())).slice(-2);
    expect(held).toMatchObject({
      action: 'member.held',
      area: 'people',
      recordType: 'user',
      recordId: noraId,
      summary: expect.stringMatching(/^Put Nora Quinn \(profile \d+\) on hold$/),
      clientAddress: '203.0.113.9',
    });
    expect(released).toMatchObject({ action: 'member.released', summary: expect.stringMatching(/^Took Nora Quinn/) });
  });

  it('grants Diamond once: setting the flag she already has announces nothing', async () => {
    const diamondActor = actorOf(adminId, { privilegeId: 47, privilegeName: 'Manage Diamond Member' });
    expect(await setMemberDiamond(bed.deps, diamondActor, { userId: noraId, isDiamond: true })).toMatchObject({
      status: 'success',
      member: { isDiamond: true },
    });
    await setMemberDiamond(bed.deps, diamondActor, { userId: noraId, isDiamond: true });
    expect(await bed.events(DiamondStatusChangedSchema)).toEqual([
      expect.objectContaining({ userId: noraId, isDiamond: true, adminId }),
    ]);
    // One entry, through the Diamond privilege: the second call changed nothing and recorded nothing.
    const diamond = (await adminLogRows(db())).filter((row) => row.action.startsWith('member.diamond'));
    expect(diamond).toEqual([
      expect.objectContaining({
        privilegeId: 47,
        privilegeName: 'Manage Diamond Member',
        action: 'member.diamond_granted',
        area: 'membership',
        recordId: noraId,
        summary: expect.stringMatching(/^Made Nora Quinn \(profile \d+\) a Diamond member$/),
      }),
    ]);
  });

  it('keeps an admin’s extra invite limit to a whole number from 0 to 1000', async () => {
    for (const adminInviteLimit of [-1, 1001, 2.5]) {
      expect(
        await setMemberInviteLimit(bed.deps, actorOf(adminId), { userId: noraId, adminInviteLimit }),
      ).toMatchObject({
        status: 'invalid',
      });
    }
    expect(
      await setMemberInviteLimit(bed.deps, actorOf(adminId), { userId: noraId, adminInviteLimit: 2 }),
    ).toMatchObject({
      status: 'success',
    });
    expect(await db()('users').where({ id: noraId }).first('admin_invite_limit')).toEqual({ admin_invite_limit: 2 });
    // Setting the same limit again changes nothing and records nothing.
    await setMemberInviteLimit(bed.deps, actorOf(adminId), { userId: noraId, adminInviteLimit: 2 });
    expect((await adminLogRows(db())).filter((row) => row.action === 'member.invite_limit_set')).toEqual([
      expect.objectContaining({
        summary: expect.stringMatching(/^Set the extra invitations of Nora Quinn .* from 0 to 2$/),
      }),
    ]);
  });
});
