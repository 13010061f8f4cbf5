// A member's profile and its verification (spec 000 §3-4, §7; spec 001 §4-5, §7): ShowUserProfile, the profile edit,
// phone codes, confirm-gender, the verification record, and the admins' review of identity documents. Each field
// reads the caller, calls one use case in src/app/ and maps its result. Photo and document uploads and the images
// themselves are REST paths (src/http/profile-files.ts). Decision 0009.
import {
  adminActorFor,
  NOT_LOGGED_IN_MESSAGE,
  publicError,
  requireMember,
  type ServiceContext,
} from '@golightly/service-kit';
import { confirmGender } from '../../app/confirm-gender';
import { disconnectSocialAccount } from '../../app/disconnect-social';
import { editProfile } from '../../app/edit-profile';
import { idDocumentsForReview, myIdDocuments } from '../../app/id-documents';
import { phoneCodeHash } from '../../app/phone-code-hash';
import { reviewIdDocument } from '../../app/review-id-document';
import { sendPhoneCode } from '../../app/send-phone-code';
import { showUserProfile } from '../../app/show-user-profile';
import { readVerifiedInfo } from '../../app/verified-info';
import { verifyPhone } from '../../app/verify-phone';
import { callerOf, type AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

/** The signed-in member acting on her own profile: admins have none, and a co-host may not act on her host's. */
const ownProfile = (ctx: ServiceContext, to: string) => requireMember(ctx.identity, { to, ownerOnly: true });

/** The admin of an admin-only field: its @adminPrivilege mark has already checked her privilege. */
function markedAdminId(ctx: ServiceContext): string {
  const adminId = ctx.identity?.admin?.adminId;
  if (!adminId) throw new Error('an @adminPrivilege field ran without an admin');
  return adminId;
}

const accountGone = () => publicError('Your account no longer exists.', 'NOT_FOUND');

export function profileEditResolvers({ crypto, config }: AccountsServices): Resolvers {
  const hashCode = phoneCodeHash(config.dataKey);

  return {
    Query: {
      async ShowUserProfile(_parent, args, ctx) {
        // An admin reaches this only with Manage Users (the field's @adminPrivilege mark).
        const result = await showUserProfile({ db: ctx.db, crypto }, callerOf(ctx.identity), args);
        // Only a visitor is asked to sign in: the member guard words it.
        if (result.status === 'signInRequired') requireMember(ctx.identity, { to: 'see member profiles' });
        if (result.status === 'accountGone') throw accountGone();
        if (result.status === 'notApproved') {
          throw publicError("Members' profiles open once your membership is approved.", 'FORBIDDEN');
        }
        return result.status === 'shown' ? result.profile : null;
      },

      async getUserVerifiedInfo(_parent, args, ctx) {
        if (!ctx.identity) throw publicError(NOT_LOGGED_IN_MESSAGE, 'UNAUTHENTICATED');
        // An admin reaches this only with Manage Users or ID proof verification (the field's @adminPrivilege mark).
        const mayRead =
          ctx.identity.admin !== undefined || (!ctx.identity.coHost && ctx.identity.userId === args.userId);
        if (!mayRead) throw publicError('You can only see your own verification details.', 'FORBIDDEN');
        const result = await readVerifiedInfo(ctx.db, args.userId);
        if (result.status === 'notFound') throw publicError('There is no such member.', 'NOT_FOUND');
        return result.info;
      },

      myIdDocuments: (_parent, _args, ctx) => myIdDocuments(ctx.db, ownProfile(ctx, 'see identity documents')),

      async getIdDocuments(_parent, args, ctx) {
        markedAdminId(ctx);
        const result = await idDocumentsForReview(ctx.db, args);
        if (result.status === 'invalidStatus') throw publicError(result.message, 'BAD_USER_INPUT');
        return { count: result.count, results: result.results };
      },
    },

    Mutation: {
      async editProfile(_parent, args, ctx) {
        const userId = ownProfile(ctx, 'edit a profile');
        const result = await editProfile({ db: ctx.db, crypto }, userId, args.profile);
        switch (result.status) {
          case 'accountGone':
            throw accountGone();
          case 'invalid':
            return { status: 'invalid', errorMessage: result.message, fieldErrors: result.fieldErrors, profile: null };
          case 'phoneNotVerified':
            return { status: 'phoneNotVerified', errorMessage: result.message, fieldErrors: [], profile: null };
          case 'success':
            ctx.log.info({ userId, changed: result.changed }, 'profile saved');
            return { status: 'success', errorMessage: null, fieldErrors: [], profile: result.profile };
        }
      },

      async confirmGender(_parent, args, ctx) {
        const userId = ownProfile(ctx, 'confirm a gender');
        const result = await confirmGender({ db: ctx.db, crypto }, userId, args.gender);
        if (result.status === 'accountGone') throw accountGone();
        if (result.status !== 'success') {
          return { status: result.status, errorMessage: result.message, gender: result.gender, redirectTo: null };
        }
        return { status: 'success', errorMessage: null, gender: result.gender, redirectTo: result.redirectTo };
      },

      async sendPhoneVerificationCode(_parent, args, ctx) {
        const userId = ownProfile(ctx, 'verify a phone number');
        const result = await sendPhoneCode({ db: ctx.db, crypto, hashCode }, userId, args);
        switch (result.status) {
          case 'accountGone':
            throw accountGone();
          case 'invalidPhone':
          case 'tooManyRequests':
            return { status: result.status, errorMessage: result.message };
          case 'alreadyVerified':
            return {
              status: result.status,
              errorMessage: result.message,
              dialCode: result.dialCode,
              phoneNumber: result.phoneNumber,
            };
          case 'success':
            return {
              status: 'success',
              errorMessage: null,
              message: result.message,
              dialCode: result.dialCode,
              phoneNumber: result.phoneNumber,
              expiresAt: result.expiresAt.toISOString(),
              attemptsLeft: result.attemptsLeft,
            };
        }
      },

      async verifyPhoneNumber(_parent, args, ctx) {
        const userId = ownProfile(ctx, 'verify a phone number');
        const result = await verifyPhone({ db: ctx.db, crypto, hashCode }, userId, { code: args.code });
        if (result.status === 'malformed') return { status: result.status, errorMessage: result.message };
        if (result.status !== 'success') {
          return { status: result.status, errorMessage: result.message, attemptsLeft: result.attemptsLeft };
        }
        ctx.log.info({ userId }, 'phone verified');
        return {
          status: 'success',
          errorMessage: null,
          message: result.message,
          dialCode: result.dialCode,
          phoneNumber: result.phoneNumber,
          attemptsLeft: result.attemptsLeft,
        };
      },

      async updateUserVerifiedInfo(_parent, args, ctx) {
        const userId = ownProfile(ctx, 'change verification details');
        const result = await disconnectSocialAccount(ctx.db, userId, args.item);
        return result.status === 'success'
          ? { status: 'success', errorMessage: null }
          : { status: 'error', errorMessage: result.message };
      },

      async reviewIdDocument(_parent, args, ctx, info) {
        const actor = adminActorFor(ctx, info);
        const { adminId } = actor;
        const result = await reviewIdDocument({ db: ctx.db, crypto }, actor, args);
        if (result.status !== 'success') return { status: result.status, errorMessage: result.message, document: null };
        ctx.log.info({ adminId, documentId: result.document.id, status: args.status }, 'identity document reviewed');
        return { status: 'success', errorMessage: null, document: result.document };
      },
    },
  };
}
