// Membership (decision 0010): applications and their review, member status and Diamond, co-hosts, press users,
// property managers, role limits, and invitations by e-mail.
import { publicError, type Identity, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import {
  cancelInvitation,
  countCoHosts,
  COHOSTS_PER_MEMBER,
  findKnownAddresses,
  findRoleFacts,
  hasProfilePicture,
  insertAccountForOther,
  insertApplicant,
  insertSentInvitation,
  issueSetPasswordToken,
  listAccountsWithRole,
  listCoHosts,
  listInvitations,
  listPendingApplications,
  lockInvitation,
  lockInviter,
  lockMember,
  setAdminInviteLimit,
  setDiamond,
  setMemberStatus,
  type MemberForReview,
} from '../../db/membership';
import { removeCoHost } from '../../app/remove-co-host';
import { findAdminByEmailHash } from '../../db/sign-in';
import { EmailTakenError } from '../../db/users';
import { INVITATION_DAYS, newKey } from '../../domain/invitations';
import {
  checkAllowance,
  invitationDisplayStatus,
  invitationLink,
  inviteLimit,
  invitesLeft,
  parseEmailList,
  PERSONAL_MESSAGE_MAX_LENGTH,
} from '../../domain/invitation-list';
import {
  DECLINED_MESSAGE,
  decideStatusChange,
  REVIEW_NOTE_MAX_LENGTH,
  validateApplication,
  validateNewAccount,
  type ApplicationInput,
  type MemberAction,
  type NewAccountInput,
} from '../../domain/membership';
import { hashPassword } from '../../domain/passwords';
import { splitPhone } from '../../domain/phone';
import { REGISTRATION_MESSAGES } from '../../domain/registration';
import { RESERVED_ACCOUNT_ID, roleLimits } from '../../domain/roles';
import {
  accountCreatedForUser,
  diamondStatusChanged,
  invitationSent,
  memberApplied,
  memberApproved,
  memberRejected,
  memberStatusChanged,
  type CreatedAccountRole,
} from '../../events/publish';
import type { AccountsServices } from '../context';

type Admin = NonNullable<Identity['admin']>;

/**
 * The admin of an admin-only field. Every such field here carries @adminPrivilege with the page of spec 000 §6 it
 * belongs to (Pending Member, Manage Members, Manage Diamond Member, ...), checked before its resolver runs.
 */
function requireAdmin(ctx: ServiceContext): Admin {
  const admin = ctx.identity?.admin;
  if (!admin) throw new Error('an @adminPrivilege field ran without an admin');
  return admin;
}

/** The caller must be a member signed in as herself: not an admin, not a co-host, not the reserved account. */
function requireMember(ctx: ServiceContext, what: string): string {
  if (!ctx.identity) throw publicError('You are not logged In. Please Login to continue!', 'UNAUTHENTICATED');
  if (ctx.identity.admin) throw publicError(`Admins cannot ${what}.`, 'FORBIDDEN');
  if (ctx.identity.coHost) throw publicError(`A co-host cannot ${what}; please ask the account's owner.`, 'FORBIDDEN');
  if (ctx.identity.userId === RESERVED_ACCOUNT_ID) throw publicError(`This account cannot ${what}.`, 'FORBIDDEN');
  return ctx.identity.userId;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const standing = (m: MemberForReview) => ({
  userId: m.userId,
  memberStatus: m.memberStatus,
  isMemberVerified: m.isMemberVerified,
  isDiamond: m.isDiamond,
});

const notFound = { status: 'notFound', errorMessage: 'There is no such member.', member: null };

export function membershipResolvers({ config, crypto }: AccountsServices): Resolvers {
  const decrypt = (value: string | null) => (value ? crypto.decrypt(value) : null);
  const loginUrl = `${config.siteUrl.replace(/\/+$/, '')}/login`;

  // -------------------------------------------------------------------------------------------------------------
  // Applications

  async function applyForMembership(_parent: unknown, args: ApplicationInput, ctx: ServiceContext) {
    const fail = (status: string, errorMessage: string, fieldErrors: { field: string; message: string }[] = []) => ({
      status,
      errorMessage,
      fieldErrors,
      userId: null,
    });
    if (ctx.identity) {
      const status = ctx.identity.admin ? 'adminLoggedIn' : 'loggedIn';
      return fail(status, REGISTRATION_MESSAGES[status]);
    }
    const fieldErrors = validateApplication(args);
    if (fieldErrors.length > 0) return fail('other', fieldErrors[0]!.message, fieldErrors);
    const phone = splitPhone(args.phoneNumber ?? '', args.countryCode);
    if (!phone.ok) return fail('other', phone.reason, [{ field: 'phoneNumber', message: phone.reason }]);
    // A club for women: a man's application is answered as the spec says and not kept.
    if (args.gender === 'male') return fail('declined', DECLINED_MESSAGE);

    const email = args.email!.trim().toLowerCase();
    const firstName = args.firstName!.trim();
    const lastName = args.lastName!.trim();
    const source = args.source!;
    const sourceDetail = args.sourceDetail?.trim() || null;
    const passwordHash = await hashPassword(args.password!);
    try {
      return await ctx.db.transaction(async (trx) => {
        if (await findAdminByEmailHash(trx, crypto.lookupHash(email)))
          return fail('email', REGISTRATION_MESSAGES.email);
        const applicant = await insertApplicant(trx, {
          firstName,
          lastName,
          emailHash: crypto.lookupHash(email),
          emailEncrypted: crypto.encrypt(email),
          passwordHash,
          gender: 'female',
          phoneEncrypted: crypto.encrypt(phone.phoneNumber),
          dialCode: phone.dialCode,
          countryCode: phone.countryCode,
          referralKey: newKey(),
          source,
          sourceDetail,
        });
        await memberApplied(trx, {
          userId: applicant.id,
          profileId: applicant.profileId,
          email,
          firstName,
          lastName,
          source,
          sourceDetail: sourceDetail ?? '',
        });
        ctx.log.info({ userId: applicant.id, source }, 'membership application received');
        return { status: 'success', errorMessage: null, fieldErrors: [], userId: applicant.id };
      });
    } catch (error) {
      if (error instanceof EmailTakenError) return fail('email', REGISTRATION_MESSAGES.email);
      throw error;
    }
  }

  /** Applies an admin's action to a member's status, with its event, in one transaction. */
  async function changeStatus(ctx: ServiceContext, userId: string, action: MemberAction, reason?: string | null) {
    const admin = requireAdmin(ctx);
    const note = reason?.trim() || null;
    if (note && [...note].length > REVIEW_NOTE_MAX_LENGTH) {
      return {
        status: 'invalid',
        errorMessage: `Please keep the note to ${REVIEW_NOTE_MAX_LENGTH} characters.`,
        member: null,
      };
    }
    return ctx.db.transaction(async (trx) => {
      const member = await lockMember(trx, userId);
      if (!member || member.coHostOf) return notFound;
      const change = decideStatusChange(member.memberStatus, action);
      if (!change.ok) return { status: 'invalid', errorMessage: change.message, member: standing(member) };
      await setMemberStatus(trx, {
        userId,
        from: change.from,
        to: change.to,
        verifies: change.verifies,
        adminId: admin.adminId,
        reason: note,
      });
      const contact = { userId, email: decrypt(member.emailEncrypted) ?? '', firstName: member.firstName };
      if (action === 'approve') {
        await memberApproved(
          trx,
          { ...contact, hasProfilePicture: await hasProfilePicture(trx, userId) },
          admin.adminId,
        );
      } else if (action === 'reject') await memberRejected(trx, contact, admin.adminId, note ?? '');
      else
        await memberStatusChanged(trx, {
          ...contact,
          previousStatus: change.from,
          status: change.to,
          adminId: admin.adminId,
        });
      ctx.log.info({ userId, adminId: admin.adminId, from: change.from, to: change.to }, 'member status changed');
      const after = {
        ...member,
        memberStatus: change.to,
        isMemberVerified: member.isMemberVerified || change.verifies,
      };
      return { status: 'success', errorMessage: null, member: standing(after) };
    });
  }

  async function setMemberDiamond(_parent: unknown, args: { userId: string; isDiamond: boolean }, ctx: ServiceContext) {
    const admin = requireAdmin(ctx);
    return ctx.db.transaction(async (trx) => {
      const member = await lockMember(trx, args.userId);
      if (!member || member.coHostOf) return notFound;
      if (member.isDiamond !== args.isDiamond) {
        await setDiamond(trx, args.userId, args.isDiamond);
        await diamondStatusChanged(trx, { userId: args.userId, isDiamond: args.isDiamond, adminId: admin.adminId });
      }
      return { status: 'success', errorMessage: null, member: standing({ ...member, isDiamond: args.isDiamond }) };
    });
  }

  async function setMemberInviteLimit(
    _parent: unknown,
    args: { userId: string; adminInviteLimit: number },
    ctx: ServiceContext,
  ) {
    requireAdmin(ctx);
    if (!Number.isInteger(args.adminInviteLimit) || args.adminInviteLimit < 0 || args.adminInviteLimit > 1000) {
      return {
        status: 'invalid',
        errorMessage: 'The extra invite limit must be a whole number from 0 to 1000.',
        member: null,
      };
    }
    return ctx.db.transaction(async (trx) => {
      const member = await lockMember(trx, args.userId);
      if (!member || member.coHostOf) return notFound;
      await setAdminInviteLimit(trx, args.userId, args.adminInviteLimit);
      return { status: 'success', errorMessage: null, member: standing(member) };
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Accounts made for someone else

  async function createAccountForOther(
    ctx: ServiceContext,
    input: NewAccountInput,
    role: CreatedAccountRole,
    host?: { userId: string; firstName: string },
  ) {
    const fieldErrors = validateNewAccount(input);
    if (fieldErrors.length > 0) return { kind: 'invalid' as const, message: fieldErrors[0]!.message, fieldErrors };
    const email = input.email!.trim().toLowerCase();
    const firstName = input.firstName!.trim();
    const lastName = input.lastName!.trim();
    try {
      return await ctx.db.transaction(async (trx) => {
        if (host && (await countCoHosts(trx, host.userId)) >= COHOSTS_PER_MEMBER) {
          return { kind: 'limit' as const, message: `You can have at most ${COHOSTS_PER_MEMBER} co-hosts.` };
        }
        if (await findAdminByEmailHash(trx, crypto.lookupHash(email)))
          return { kind: 'email' as const, message: REGISTRATION_MESSAGES.email };
        const account = await insertAccountForOther(trx, {
          firstName,
          lastName,
          emailHash: crypto.lookupHash(email),
          emailEncrypted: crypto.encrypt(email),
          // Co-hosts act for their host and invite no one; press users and property managers are members.
          referralKey: host ? null : newKey(),
          ...(host ? { coHostOf: host.userId } : {}),
          isPressUser: role === 'pressUser',
          isPropertyManager: role === 'propertyManager',
        });
        const { token, expiresAt } = await issueSetPasswordToken(trx, account.id);
        await accountCreatedForUser(trx, {
          userId: account.id,
          role,
          email,
          firstName,
          lastName,
          token,
          expiresAt,
          loginUrl,
          ...(host ? { host } : {}),
        });
        ctx.log.info({ userId: account.id, role }, 'account created for someone else');
        return { kind: 'created' as const, account: { ...account, email, firstName, lastName } };
      });
    } catch (error) {
      if (error instanceof EmailTakenError) return { kind: 'email' as const, message: REGISTRATION_MESSAGES.email };
      throw error;
    }
  }

  async function createCoHost(_parent: unknown, args: NewAccountInput, ctx: ServiceContext) {
    const hostId = requireMember(ctx, 'add co-hosts');
    const host = await findRoleFacts(ctx.db, hostId);
    if (!host) throw publicError('Your account no longer exists.', 'NOT_FOUND');
    const outcome = await createAccountForOther(ctx, args, 'coHost', { userId: hostId, firstName: host.firstName });
    if (outcome.kind !== 'created') {
      const status = outcome.kind === 'invalid' ? 'other' : outcome.kind;
      return {
        status,
        errorMessage: outcome.message,
        fieldErrors: outcome.kind === 'invalid' ? outcome.fieldErrors : [],
        coHost: null,
      };
    }
    const { account } = outcome;
    return {
      status: 'success',
      errorMessage: null,
      fieldErrors: [],
      coHost: {
        userId: account.id,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        createdAt: new Date().toISOString(),
        passwordSet: false,
      },
    };
  }

  async function createRoleAccount(args: NewAccountInput, ctx: ServiceContext, role: 'pressUser' | 'propertyManager') {
    requireAdmin(ctx);
    const outcome = await createAccountForOther(ctx, args, role);
    if (outcome.kind !== 'created') {
      const status = outcome.kind === 'invalid' ? 'other' : outcome.kind;
      return {
        status,
        errorMessage: outcome.message,
        fieldErrors: outcome.kind === 'invalid' ? outcome.fieldErrors : [],
        account: null,
      };
    }
    const { account } = outcome;
    return {
      status: 'success',
      errorMessage: null,
      fieldErrors: [],
      account: {
        userId: account.id,
        profileId: account.profileId,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        createdAt: new Date().toISOString(),
      },
    };
  }

  async function listRoleAccounts(ctx: ServiceContext, role: 'pressUser' | 'propertyManager') {
    requireAdmin(ctx);
    const rows = await listAccountsWithRole(ctx.db, role);
    return rows.map((r) => ({
      userId: r.userId,
      profileId: r.profileId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: decrypt(r.emailEncrypted),
      createdAt: iso(r.createdAt),
    }));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Invitations

  async function sendInvitations(
    _parent: unknown,
    args: { emails: string; personalMessage?: string | null },
    ctx: ServiceContext,
  ) {
    const inviterId = requireMember(ctx, 'send invitations');
    const refuse = (errorMessage: string, left: number) => ({
      status: 'other',
      errorMessage,
      sent: [],
      alreadyMembers: [],
      alreadyInvited: [],
      invitesLeft: left,
    });
    const parsed = parseEmailList(args.emails);
    const message = args.personalMessage?.trim() ?? '';
    return ctx.db.transaction(async (trx) => {
      const inviter = await lockInviter(trx, inviterId);
      if (!inviter) throw publicError('Your account no longer exists.', 'NOT_FOUND');
      const left = invitesLeft(inviter);
      if (inviter.memberStatus !== 'standard') return refuse('Your membership must be active to invite friends.', left);
      if (!parsed.ok) return refuse(parsed.message, left);
      if ([...message].length > PERSONAL_MESSAGE_MAX_LENGTH)
        return refuse(`Please keep your message to ${PERSONAL_MESSAGE_MAX_LENGTH} characters.`, left);

      const hashes = new Map(parsed.emails.map((email) => [email, crypto.lookupHash(email)]));
      const known = await findKnownAddresses(trx, inviterId, [...hashes.values()]);
      const isIn = (set: Set<string>, email: string) => set.has(hashes.get(email)!.toString('hex'));
      const alreadyMembers = parsed.emails.filter((e) => isIn(known.members, e));
      const alreadyInvited = parsed.emails.filter((e) => !isIn(known.members, e) && isIn(known.invited, e));
      const toSend = parsed.emails.filter((e) => !isIn(known.members, e) && !isIn(known.invited, e));
      if (toSend.length > 0) {
        const allowance = checkAllowance(inviter, toSend.length);
        if (!allowance.ok) return refuse(allowance.message, left);
      }
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
      for (const email of toSend) {
        const uniqueKey = newKey();
        const invitationId = await insertSentInvitation(trx, {
          inviterId,
          uniqueKey,
          emailHash: hashes.get(email)!,
          emailEncrypted: crypto.encrypt(email),
          personalMessage: message || null,
          expiresAt,
        });
        await invitationSent(trx, {
          inviterId,
          invitationId,
          email,
          uniqueKey,
          link: invitationLink(config.siteUrl, uniqueKey, email),
          inviterFirstName: inviter.firstName,
          inviterLastName: inviter.lastName,
          personalText: message,
          expiresAt,
        });
      }
      ctx.log.info({ inviterId, sent: toSend.length }, 'invitations sent');
      return {
        status: 'success',
        errorMessage: null,
        sent: toSend,
        alreadyMembers,
        alreadyInvited,
        invitesLeft: left - toSend.length,
      };
    });
  }

  async function cancelOwnInvitation(_parent: unknown, args: { id: number }, ctx: ServiceContext) {
    const inviterId = requireMember(ctx, 'cancel invitations');
    const missing = { status: 'notFound', errorMessage: 'You have no invitation with this number.' };
    if (!Number.isInteger(args.id) || args.id <= 0) return missing;
    return ctx.db.transaction(async (trx) => {
      const invitation = await lockInvitation(trx, args.id);
      // Someone else's invitation reads exactly like a missing one.
      if (!invitation || invitation.inviterId !== inviterId) return missing;
      if (invitation.status === 'accepted')
        return { status: 'invalid', errorMessage: 'This invitation was already accepted.' };
      if (invitation.status === 'cancelled') return { status: 'success', errorMessage: null };
      await cancelInvitation(trx, args.id);
      return { status: 'success', errorMessage: null };
    });
  }

  return {
    Query: {
      myRoleLimits: async (_parent, _args, ctx: ServiceContext) => {
        const base = { coHost: false, pressUser: false, propertyManager: false, reserved: false };
        if (!ctx.identity) return { ...roleLimits(base), role: 'visitor' };
        if (ctx.identity.admin) return { ...roleLimits(base), role: 'admin' };
        const facts = await findRoleFacts(ctx.db, ctx.identity.userId);
        return roleLimits({
          coHost: Boolean(ctx.identity.coHost),
          pressUser: Boolean(facts?.isPressUser),
          propertyManager: Boolean(facts?.isPropertyManager),
          reserved: ctx.identity.userId === RESERVED_ACCOUNT_ID,
        });
      },
      pendingMemberApplications: async (_parent, _args, ctx: ServiceContext) => {
        requireAdmin(ctx);
        const rows = await listPendingApplications(ctx.db);
        return rows.map((r) => ({
          userId: r.userId,
          profileId: r.profileId,
          firstName: r.firstName,
          lastName: r.lastName,
          email: decrypt(r.emailEncrypted),
          phoneNumber: decrypt(r.phoneEncrypted),
          dialCode: r.dialCode,
          countryCode: r.countryCode,
          source: r.source,
          sourceDetail: r.sourceDetail,
          appliedAt: iso(r.appliedAt),
        }));
      },
      pressUsers: (_parent, _args, ctx: ServiceContext) => listRoleAccounts(ctx, 'pressUser'),
      propertyManagers: (_parent, _args, ctx: ServiceContext) => listRoleAccounts(ctx, 'propertyManager'),
      myCoHosts: async (_parent, _args, ctx: ServiceContext) => {
        const hostId = requireMember(ctx, 'manage co-hosts');
        const rows = await listCoHosts(ctx.db, hostId);
        return rows.map((r) => ({
          userId: r.userId,
          firstName: r.firstName,
          lastName: r.lastName,
          email: decrypt(r.emailEncrypted),
          createdAt: iso(r.createdAt),
          passwordSet: r.hasPassword,
        }));
      },
      myInvitations: async (_parent, _args, ctx: ServiceContext) => {
        const inviterId = requireMember(ctx, 'send invitations');
        const allowance = await ctx.db.transaction((trx) => lockInviter(trx, inviterId));
        if (!allowance) throw publicError('Your account no longer exists.', 'NOT_FOUND');
        const rows = await listInvitations(ctx.db, inviterId);
        return {
          invitations: rows.map((r) => ({
            id: r.id,
            email: decrypt(r.emailEncrypted) ?? '',
            status: invitationDisplayStatus(r.status, r.expired),
            createdAt: iso(r.createdAt),
            expiresAt: iso(r.expiresAt),
          })),
          inviteLimit: inviteLimit(allowance),
          invitesLeft: invitesLeft(allowance),
        };
      },
    },
    Mutation: {
      applyForMembership,
      approveMember: (_parent, args: { userId: string }, ctx: ServiceContext) =>
        changeStatus(ctx, args.userId, 'approve'),
      rejectMember: (_parent, args: { userId: string; reason?: string | null }, ctx: ServiceContext) =>
        changeStatus(ctx, args.userId, 'reject', args.reason),
      setMemberOnHold: (
        _parent,
        args: { userId: string; onHold: boolean; reason?: string | null },
        ctx: ServiceContext,
      ) => changeStatus(ctx, args.userId, args.onHold ? 'hold' : 'release', args.reason),
      setMemberDiamond,
      setMemberInviteLimit,
      createCoHost,
      removeCoHost: async (_parent, args: { userId: string }, ctx: ServiceContext) => {
        const hostId = requireMember(ctx, 'manage co-hosts');
        const outcome = await removeCoHost(ctx.db, hostId, args.userId);
        return outcome === 'removed'
          ? { status: 'success', errorMessage: null }
          : { status: 'notFound', errorMessage: 'You have no co-host with this id.' };
      },
      createPressUser: (_parent, args: NewAccountInput, ctx: ServiceContext) =>
        createRoleAccount(args, ctx, 'pressUser'),
      createPropertyManager: (_parent, args: NewAccountInput, ctx: ServiceContext) =>
        createRoleAccount(args, ctx, 'propertyManager'),
      sendInvitations,
      cancelInvitation: cancelOwnInvitation,
    },
  };
}
