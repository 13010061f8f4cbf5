// userGate: where the signed-in member may go (spec 000 §4-6), so the web app routes by the server's rules.
import { publicError, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import { findOwnAccount } from '../../db/users';
import { canInvite, decideGate, socialAccess, type GateSubject } from '../../domain/gates';
import { RESERVED_ACCOUNT_ID, roleGate, roleLimits } from '../../domain/roles';

type AccountRow = NonNullable<Awaited<ReturnType<typeof findOwnAccount>>>;

export function gateSubject(row: AccountRow, isAdmin: boolean): GateSubject {
  return {
    isAdmin,
    isPropertyManager: row.is_property_manager,
    userType: row.user_type,
    gender: row.gender,
    stepsCompleted: [row.step1, row.step2, row.step3, row.step4].every((step) => step === 'completed'),
    isProfileUpdated: row.is_profile_updated,
    isPhoneVerified: row.is_phone_verified,
    dialCode: row.dial_code,
    countryCode: row.country_code,
    isMemberVerified: row.is_member_verified,
    memberStatus: row.member_status,
    socialEnable: row.social_enable,
    maxInvite: row.max_invite,
    adminInviteLimit: row.admin_invite_limit,
    invitesLeft: Math.max(0, row.max_invite + row.admin_invite_limit - row.invites_used),
  };
}

const PATH = /^\/[\w\-./?=&%]{0,500}$/;

export const gateResolvers: Resolvers = {
  Query: {
    userGate: async (_parent, args: { path: string }, ctx: ServiceContext) => {
      if (!PATH.test(args.path))
        throw publicError('path must be an application path such as /dashboard.', 'BAD_USER_INPUT');
      const path = args.path.split('?')[0]!.replace(/\/+$/, '') || '/';
      if (!ctx.identity) return { decision: 'allow', redirectTo: null, socialAccess: 'closed', canInvite: false };
      if (ctx.identity.admin)
        return {
          decision: path === '/confirm-gender' ? 'notFound' : 'allow',
          redirectTo: null,
          socialAccess: 'closed',
          canInvite: false,
        };
      const row = await findOwnAccount(ctx.db, ctx.identity.userId);
      if (!row) return { decision: 'redirect', redirectTo: '/', socialAccess: 'closed', canInvite: false };
      const own = gateSubject(row, false);
      // A co-host cannot edit her host's profile: only the host's standing (gender, hold, pending) applies to her.
      const subject = ctx.identity.coHost
        ? { ...own, stepsCompleted: true, isPhoneVerified: true, isMemberVerified: true }
        : own;
      // Co-hosts, press users and the reserved account have pages of their own to keep to (decision 0010).
      const limits = roleLimits({
        coHost: Boolean(ctx.identity.coHost),
        pressUser: row.is_press_user,
        propertyManager: row.is_property_manager,
        reserved: row.id === RESERVED_ACCOUNT_ID,
      });
      const gate = roleGate(limits, path) ?? decideGate(subject, path);
      return {
        decision: gate.kind,
        redirectTo: gate.kind === 'redirect' ? gate.to : null,
        socialAccess: socialAccess(subject),
        canInvite: limits.showInvite && canInvite(subject),
      };
    },
  },
  Mutation: {
    updateBlogRules: async (_parent, _args, ctx: ServiceContext) => {
      if (!ctx.identity || ctx.identity.admin)
        return { status: 401, errorMessage: 'You are not logged In. Please Login to continue!' };
      if (ctx.identity.coHost)
        return {
          status: 403,
          errorMessage: 'The social area is for members; a co-host takes part through her own membership.',
        };
      const row = await findOwnAccount(ctx.db, ctx.identity.userId);
      if (!row) return { status: 401, errorMessage: 'You are not logged In. Please Login to continue!' };
      // Only a member the rules dialog is for may accept: female, phone verified, complete and updated profile.
      if (socialAccess(gateSubject(row, false)) === 'closed') {
        return {
          status: 403,
          errorMessage: 'Please complete your profile and verify your phone before joining the social area.',
        };
      }
      await ctx.db('users').where({ id: row.id }).update({ social_enable: true });
      return { status: 200, errorMessage: null };
    },
  },
};
