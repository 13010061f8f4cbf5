// Membership (decision 0010): applications and their review, member status and Diamond, co-hosts, press users,
// property managers, role limits, and invitations by e-mail. Each field parses, calls one use case in src/app and
// maps its outcome; admin-only fields carry @adminPrivilege (spec 000 §6's page), checked before they run.
import {
  adminActorFor,
  publicError,
  requireMember,
  type Identity,
  type AdminActor,
  type ServiceContext,
} from '@golightly/service-kit';
import { addCoHost } from '../../app/add-co-host';
import { addRoleAccount, type AccountRole } from '../../app/add-role-account';
import { applyForMembership } from '../../app/apply-for-membership';
import { cancelInvitation } from '../../app/cancel-invitation';
import { changeMemberStatus, type MemberChangeOutcome } from '../../app/change-member-status';
import type { AccountsDeps } from '../../app/deps';
import { coHostsOf, invitationsOf, pendingApplications, roleAccounts, roleLimitsOf } from '../../app/membership-views';
import { removeCoHost } from '../../app/remove-co-host';
import { sendInvitations } from '../../app/send-invitations';
import { setMemberDiamond } from '../../app/set-member-diamond';
import { setMemberInviteLimit } from '../../app/set-member-invite-limit';
import { RESERVED_ACCOUNT_ID } from '../../domain/roles';
import type { AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

/** The admin of an @adminPrivilege field: service-kit has checked her privileges before the resolver runs. */
function adminIdOf(ctx: ServiceContext): string {
  const admin = ctx.identity?.admin;
  if (!admin) throw new Error('an @adminPrivilege field ran without an admin');
  return admin.adminId;
}

/** The account's owner, signed in as herself: not a visitor, an admin, a co-host or the reserved account. */
function owner(identity: Identity | null, to: string): string {
  const userId = requireMember(identity, { to, ownerOnly: true });
  if (userId === RESERVED_ACCOUNT_ID) throw publicError(`This account cannot ${to}.`, 'FORBIDDEN');
  return userId;
}

const accountGone = () => publicError('Your account no longer exists.', 'NOT_FOUND');

const memberChange = (outcome: MemberChangeOutcome) => {
  switch (outcome.status) {
    case 'success':
      return { status: 'success', errorMessage: null, member: outcome.member };
    case 'notFound':
      return { status: 'notFound', errorMessage: 'There is no such member.', member: null };
    case 'invalid':
      return { status: 'invalid', errorMessage: outcome.message, member: outcome.member };
  }
};

export function membershipResolvers({ config, crypto }: AccountsServices): Resolvers {
  const deps = (ctx: ServiceContext): AccountsDeps => ({ db: ctx.db, crypto, config, log: ctx.log });

  const createRoleAccount = async (
    ctx: ServiceContext,
    actor: AdminActor,
    role: AccountRole,
    args: Parameters<typeof addRoleAccount>[3],
  ) => {
    const outcome = await addRoleAccount(deps(ctx), actor, role, args);
    if (outcome.status === 'success')
      return { status: 'success', errorMessage: null, fieldErrors: [], account: outcome.account };
    const fieldErrors = outcome.status === 'other' ? outcome.fieldErrors : [];
    return { status: outcome.status, errorMessage: outcome.message, fieldErrors, account: null };
  };

  return {
    Query: {
      myRoleLimits: async (_parent, _args, ctx) => {
        const identity = ctx.identity;
        const caller = !identity
          ? ({ kind: 'visitor' } as const)
          : identity.admin
            ? ({ kind: 'admin' } as const)
            : ({ kind: 'member', userId: identity.userId, coHost: Boolean(identity.coHost) } as const);
        const limits = await roleLimitsOf(deps(ctx), caller);
        return {
          ...limits,
          forbiddenPaths: [...limits.forbiddenPaths],
          forbiddenExactPaths: [...limits.forbiddenExactPaths],
        };
      },
      pendingMemberApplications: (_parent, _args, ctx) => {
        adminIdOf(ctx);
        return pendingApplications(deps(ctx));
      },
      pressUsers: (_parent, _args, ctx) => {
        adminIdOf(ctx);
        return roleAccounts(deps(ctx), 'pressUser');
      },
      propertyManagers: (_parent, _args, ctx) => {
        adminIdOf(ctx);
        return roleAccounts(deps(ctx), 'propertyManager');
      },
      myCoHosts: (_parent, _args, ctx) => coHostsOf(deps(ctx), owner(ctx.identity, 'manage co-hosts')),
      myInvitations: async (_parent, _args, ctx) => {
        const invitations = await invitationsOf(deps(ctx), owner(ctx.identity, 'send invitations'));
        if (!invitations) throw accountGone();
        return invitations;
      },
    },
    Mutation: {
      applyForMembership: async (_parent, args, ctx) => {
        const applicant = !ctx.identity ? 'visitor' : ctx.identity.admin ? 'admin' : 'member';
        const outcome = await applyForMembership(deps(ctx), applicant, args);
        if (outcome.status === 'success')
          return { status: 'success', errorMessage: null, fieldErrors: [], userId: outcome.userId };
        return {
          status: outcome.status,
          errorMessage: outcome.message,
          fieldErrors: outcome.fieldErrors,
          userId: null,
        };
      },
      approveMember: async (_parent, args, ctx, info) =>
        memberChange(
          await changeMemberStatus(deps(ctx), adminActorFor(ctx, info), { userId: args.userId, action: 'approve' }),
        ),
      rejectMember: async (_parent, args, ctx, info) =>
        memberChange(
          await changeMemberStatus(deps(ctx), adminActorFor(ctx, info), {
            userId: args.userId,
            action: 'reject',
            reason: args.reason,
          }),
        ),
      setMemberOnHold: async (_parent, args, ctx, info) =>
        memberChange(
          await changeMemberStatus(deps(ctx), adminActorFor(ctx, info), {
            userId: args.userId,
            action: args.onHold ? 'hold' : 'release',
            reason: args.reason,
          }),
        ),
      setMemberDiamond: async (_parent, args, ctx, info) =>
        memberChange(await setMemberDiamond(deps(ctx), adminActorFor(ctx, info), args)),
      setMemberInviteLimit: async (_parent, args, ctx, info) =>
        memberChange(await setMemberInviteLimit(deps(ctx), adminActorFor(ctx, info), args)),
      createCoHost: async (_parent, args, ctx) => {
        const outcome = await addCoHost(deps(ctx), owner(ctx.identity, 'add co-hosts'), args);
        switch (outcome.status) {
          case 'hostGone':
            throw accountGone();
          case 'success':
            return {
              status: 'success',
              errorMessage: null,
              fieldErrors: [],
              coHost: { ...outcome.coHost, passwordSet: false },
            };
          case 'other':
            return { status: 'other', errorMessage: outcome.message, fieldErrors: outcome.fieldErrors, coHost: null };
          default:
            return { status: outcome.status, errorMessage: outcome.message, fieldErrors: [], coHost: null };
        }
      },
      removeCoHost: async (_parent, args, ctx) => {
        const outcome = await removeCoHost(ctx.db, owner(ctx.identity, 'manage co-hosts'), args.userId);
        return outcome === 'removed'
          ? { status: 'success', errorMessage: null }
          : { status: 'notFound', errorMessage: 'You have no co-host with this id.' };
      },
      createPressUser: (_parent, args, ctx, info) =>
        createRoleAccount(ctx, adminActorFor(ctx, info), 'pressUser', args),
      createPropertyManager: (_parent, args, ctx, info) =>
        createRoleAccount(ctx, adminActorFor(ctx, info), 'propertyManager', args),
      sendInvitations: async (_parent, args, ctx) => {
        const outcome = await sendInvitations(deps(ctx), owner(ctx.identity, 'send invitations'), args);
        if (outcome.status === 'inviterGone') throw accountGone();
        if (outcome.status === 'success') return { ...outcome, errorMessage: null };
        const { message, invitesLeft } = outcome;
        return {
          status: 'other',
          errorMessage: message,
          sent: [],
          alreadyMembers: [],
          alreadyInvited: [],
          invitesLeft,
        };
      },
      cancelInvitation: async (_parent, args, ctx) => {
        const outcome = await cancelInvitation(deps(ctx), owner(ctx.identity, 'cancel invitations'), args.id);
        if (outcome === 'cancelled') return { status: 'success', errorMessage: null };
        if (outcome === 'alreadyAccepted')
          return { status: 'invalid', errorMessage: 'This invitation was already accepted.' };
        return { status: 'notFound', errorMessage: 'You have no invitation with this number.' };
      },
    },
  };
}
