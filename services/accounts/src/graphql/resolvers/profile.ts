// A member's profile and its verification (spec 000 §3-4, §7; spec 001 §4-5, §7): ShowUserProfile, the profile edit,
// phone codes, confirm-gender, the verification record, and the admins' review of identity documents. Photo and
// document uploads and the images themselves are REST paths (src/http/profile-files.ts). Decision 0009.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { publicError, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import {
  countCodesLastHour,
  countFailedAttempt,
  disconnectSocial,
  findIdDocument,
  findProfileRow,
  insertPhoneCode,
  latestPhoneCode,
  listIdDocumentsForReview,
  listOwnIdDocuments,
  markPhoneVerified,
  phoneCountsAsVerified,
  publicProfileOf,
  refreshIdVerification,
  refreshSteps,
  saveProfileChanges,
  setGender,
  setIdDocumentReview,
  toIdDocument,
  type ProfileRow,
  type SocialConnection,
} from '../../db/profile';
import { checkReview, ID_DOCUMENT_MESSAGES, parseDocumentStatus, reviewPage } from '../../domain/id-documents';
import { splitPhone } from '../../domain/phone';
import {
  attemptsLeft,
  codeExpiry,
  judgeCode,
  MAX_FAILED_ATTEMPTS,
  maySendCode,
  newVerificationCode,
  normaliseCode,
  PHONE_CODE_MESSAGES,
  reportedVerdict,
  type CodeVerdict,
} from '../../domain/phone-codes';
import { isPublicAccount, type ProfileAccount } from '../../domain/profile-visibility';
import {
  decideGenderConfirmation,
  decideProfileEdit,
  isProfileComplete,
  PROFILE_MESSAGES,
  type ProfileEditInput,
} from '../../domain/profile';
import {
  genderConfirmed,
  idDocumentReviewed,
  phoneVerificationRequested,
  phoneVerified,
  profileUpdated,
} from '../../events/publish';
import type { AccountsServices } from '../context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Viewer = 'own' | 'admin' | 'member';

/** The signed-in member acting on her own account. Admins have no member profile; co-hosts may not edit the host's. */
export function requireMember(ctx: ServiceContext, action: string): string {
  if (!ctx.identity) throw publicError(`Please log in to ${action}.`, 'UNAUTHENTICATED');
  if (ctx.identity.admin) throw publicError('Admins have no member profile.', 'FORBIDDEN');
  if (ctx.identity.coHost) throw publicError("A co-host cannot change the host's profile.", 'FORBIDDEN');
  return ctx.identity.userId;
}

/** The admin of an admin-only field: its @adminPrivilege mark has already checked her privilege. */
function markedAdminId(ctx: ServiceContext): string {
  const adminId = ctx.identity?.admin?.adminId;
  if (!adminId) throw new Error('an @adminPrivilege field ran without an admin');
  return adminId;
}

const profileAccount = (row: ProfileRow): ProfileAccount => ({
  userId: row.id,
  memberStatus: row.member_status,
  gender: row.gender,
  coHostOf: row.co_host_of,
});

/** Stored as year-month-day; shown as the spec's month-year-day, month 1-based. */
const birthText = (stored: string | null) =>
  stored ? `${Number(stored.slice(5, 7))}-${stored.slice(0, 4)}-${Number(stored.slice(8, 10))}` : null;

const SOCIAL_ITEMS: Readonly<Record<string, SocialConnection>> = {
  facebook: 'facebook',
  isfacebookconnected: 'facebook',
  google: 'google',
  isgoogleconnected: 'google',
  linkedin: 'linkedin',
  islinkedinconnected: 'linkedin',
};

const CODE_MESSAGES: Readonly<Record<Exclude<CodeVerdict, 'verified'>, string>> = {
  malformed: PHONE_CODE_MESSAGES.malformed,
  noCode: PHONE_CODE_MESSAGES.noCode,
  wrong: PHONE_CODE_MESSAGES.wrong,
  expired: PHONE_CODE_MESSAGES.expired,
  tooManyAttempts: PHONE_CODE_MESSAGES.tooManyAttempts,
};

export function profileEditResolvers({ crypto, config }: AccountsServices): Resolvers {
  const decrypt = (value: string | null) => (value ? crypto.decrypt(value) : null);
  // The code's keyed hash: a leaked table does not give the codes away, even though there are only 10,000.
  const codeKey = createHmac('sha256', config.dataKey).update('golightly/accounts/phone-codes').digest();
  const hashCode = (salt: Buffer, code: string) => createHmac('sha256', codeKey).update(salt).update(code).digest();

  function toProfile(row: ProfileRow, viewer: Viewer) {
    const full = viewer !== 'member';
    const own = <T>(value: T) => (full ? value : null);
    const steps = [row.step1, row.step2, row.step3, row.step4];
    return {
      userId: row.id,
      profileId: row.profile_id,
      firstName: row.first_name,
      lastName: row.last_name,
      displayName: row.first_name.trim(),
      picture: row.picture,
      createdAt: row.created_at.toISOString(),
      location: row.location,
      info: row.info,
      summary: row.summary,
      currentPosition: row.current_position,
      education: row.education,
      universityId: row.university_id,
      otherUniversity: row.other_university,
      companyName: row.company_name,
      industry: row.industry,
      preferredLanguage: row.preferred_language,
      linkedinUrl: row.linkedin_url,
      websiteUrl: row.website_url,
      isDiamond: row.is_diamond,
      verification: {
        isEmailConfirmed: row.is_email_confirmed,
        isPhoneVerified: row.is_phone_verified,
        isIdVerification: row.is_id_verification,
      },
      isOwnProfile: viewer === 'own',
      gender: own(row.gender),
      dateOfBirth: full ? birthText(decrypt(row.date_of_birth_encrypted)) : null,
      email: full ? decrypt(row.email_encrypted) : null,
      secondaryEmail: full ? decrypt(row.secondary_email_encrypted) : null,
      phoneNumber: full ? decrypt(row.phone_encrypted) : null,
      dialCode: own(row.dial_code),
      countryCode: own(row.country_code),
      zipCode: own(row.zip_code),
      preferredCurrency: own(row.preferred_currency),
      facebookUrl: own(row.facebook_url),
      instagramUrl: own(row.instagram_url),
      socialMediaUrl: own(row.social_media_url),
      step1: own(row.step1),
      step2: own(row.step2),
      step3: own(row.step3),
      step4: own(row.step4),
      isProfileUpdated: own(row.is_profile_updated),
      isProfileCompleted: own(steps.every((step) => step === 'completed')),
    };
  }

  async function ownRow(ctx: ServiceContext, userId: string, lock = false, db = ctx.db) {
    const row = await findProfileRow(db, { userId }, lock);
    if (!row) throw publicError('Your account no longer exists.', 'NOT_FOUND');
    return row;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reads

  async function ShowUserProfile(
    _parent: unknown,
    args: { profileId?: number | null; isUser?: boolean | null },
    ctx: ServiceContext,
  ) {
    const identity = ctx.identity;
    if (!identity) throw publicError('Please log in to see member profiles.', 'UNAUTHENTICATED');
    // An admin reaches this only with Manage Users (the field's @adminPrivilege mark).
    if (identity.admin) {
      if (args.profileId === null || args.profileId === undefined || args.isUser) return null;
      const row = await findProfileRow(ctx.db, { profileId: args.profileId });
      return row ? toProfile(row, 'admin') : null;
    }
    // A co-host acts for her host, but sees the host's profile as any member would (spec 000 §6).
    const ownAllowed = !identity.coHost;
    if (args.isUser || args.profileId === null || args.profileId === undefined) {
      const row = await ownRow(ctx, identity.userId);
      return toProfile(row, ownAllowed ? 'own' : 'member');
    }
    const row = await findProfileRow(ctx.db, { profileId: args.profileId });
    if (!row) return null;
    if (row.id === identity.userId) return toProfile(row, ownAllowed ? 'own' : 'member');
    const viewer = await ctx.db('users').where({ id: identity.userId }).whereNull('deleted_at').first('member_status');
    if (viewer?.member_status !== 'standard') {
      throw publicError("Members' profiles open once your membership is approved.", 'FORBIDDEN');
    }
    // Only members in good standing are shown to others: not applicants, accounts on hold, refused sign-ups, co-host
    // accounts or the reserved account.
    if (!isPublicAccount(profileAccount(row))) return null;
    return toProfile(row, 'member');
  }

  async function getUserVerifiedInfo(_parent: unknown, args: { userId: string }, ctx: ServiceContext) {
    if (!ctx.identity) throw publicError('Please log in to see verification details.', 'UNAUTHENTICATED');
    // An admin reaches this only with Manage Users or ID proof verification (the field's @adminPrivilege mark).
    const mayRead = ctx.identity.admin !== undefined || (!ctx.identity.coHost && ctx.identity.userId === args.userId);
    if (!mayRead) throw publicError('You can only see your own verification details.', 'FORBIDDEN');
    const row = UUID.test(args.userId) ? await findProfileRow(ctx.db, { userId: args.userId }) : undefined;
    if (!row) throw publicError('There is no such member.', 'NOT_FOUND');
    return {
      id: row.profile_id,
      userId: row.id,
      isEmailConfirmed: row.is_email_confirmed,
      isFacebookConnected: row.is_facebook_connected,
      isGoogleConnected: row.is_google_connected,
      isLinkedinConnected: row.is_linkedin_connected,
      isIdVerification: row.is_id_verification,
      isGovtProofVerification: row.is_govt_proof_verification,
      isGovtProofVerificationImageCount: row.id_document_count,
      isPhoneVerified: row.is_phone_verified,
      idDocumentStatus: row.latest_id_document_status,
      status: 'success',
    };
  }

  async function myIdDocuments(_parent: unknown, _args: unknown, ctx: ServiceContext) {
    const userId = requireMember(ctx, 'see your documents');
    return (await listOwnIdDocuments(ctx.db, userId)).map(toIdDocument);
  }

  async function getIdDocuments(
    _parent: unknown,
    args: { status?: string | null; currentPage?: number | null },
    ctx: ServiceContext,
  ) {
    markedAdminId(ctx);
    const status = args.status ? parseDocumentStatus(args.status) : null;
    if (args.status && status === null) throw publicError(ID_DOCUMENT_MESSAGES.listStatus, 'BAD_USER_INPUT');
    const { count, rows } = await listIdDocumentsForReview(ctx.db, { status, ...reviewPage(args.currentPage) });
    return { count, results: rows.map(toIdDocument) };
  }

  // -------------------------------------------------------------------------------------------------------------
  // The profile edit and gender

  async function editProfile(_parent: unknown, args: { profile: ProfileEditInput }, ctx: ServiceContext) {
    const userId = requireMember(ctx, 'edit your profile');
    return ctx.db.transaction(async (trx) => {
      const row = await ownRow(ctx, userId, true, trx);
      const decision = decideProfileEdit(args.profile, {
        primaryEmail: decrypt(row.email_encrypted),
        phoneVerified: phoneCountsAsVerified(row),
      });
      if (decision.status === 'invalid') {
        return {
          status: 'invalid',
          errorMessage: decision.errors[0]!.message,
          fieldErrors: decision.errors,
          profile: null,
        };
      }
      if (decision.status === 'phoneNotVerified') {
        return {
          status: 'phoneNotVerified',
          errorMessage: PROFILE_MESSAGES.phoneNotVerified,
          fieldErrors: [],
          profile: null,
        };
      }
      const changed = Object.keys(decision.changes);
      if (changed.length === 0)
        return { status: 'invalid', errorMessage: PROFILE_MESSAGES.nothingToSave, fieldErrors: [], profile: null };
      await saveProfileChanges(trx, userId, decision.changes, crypto);
      const steps = await refreshSteps(trx, userId);
      const saved = await ownRow(ctx, userId, false, trx);
      await profileUpdated(trx, publicProfileOf(saved), changed, isProfileComplete(steps));
      ctx.log.info({ userId, changed }, 'profile saved');
      return { status: 'success', errorMessage: null, fieldErrors: [], profile: toProfile(saved, 'own') };
    });
  }

  async function confirmGender(_parent: unknown, args: { gender: string }, ctx: ServiceContext) {
    const userId = requireMember(ctx, 'confirm your gender');
    return ctx.db.transaction(async (trx) => {
      const row = await ownRow(ctx, userId, true, trx);
      const decision = decideGenderConfirmation(row.gender, args.gender);
      if (decision.status !== 'success')
        return { status: decision.status, errorMessage: decision.message, gender: row.gender, redirectTo: null };
      if (!(await setGender(trx, userId, decision.gender))) throw new Error('gender changed while locked');
      const steps = await refreshSteps(trx, userId);
      await genderConfirmed(trx, {
        userId,
        profileId: row.profile_id,
        gender: decision.gender,
        email: decrypt(row.email_encrypted) ?? '',
        firstName: row.first_name,
        lastName: row.last_name,
      });
      const redirectTo =
        decision.gender === 'male' ? '/unsuccessful' : isProfileComplete(steps) ? '/dashboard' : '/user/edit';
      return { status: 'success', errorMessage: null, gender: decision.gender, redirectTo };
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Phone verification

  async function sendPhoneVerificationCode(
    _parent: unknown,
    args: { phoneNumber?: string | null; countryCode?: string | null },
    ctx: ServiceContext,
  ) {
    const userId = requireMember(ctx, 'verify your phone');
    const row = await ownRow(ctx, userId);
    const onFile = decrypt(row.phone_encrypted);
    let target: { dialCode: string; phoneNumber: string; countryCode: string };
    if (args.phoneNumber?.trim()) {
      const split = splitPhone(args.phoneNumber, args.countryCode ?? row.country_code);
      if (!split.ok) return { status: 'invalidPhone', errorMessage: split.reason };
      target = split;
    } else if (onFile && row.dial_code && row.country_code) {
      target = { dialCode: row.dial_code, phoneNumber: onFile, countryCode: row.country_code };
    } else {
      return { status: 'invalidPhone', errorMessage: 'Please enter your phone number.' };
    }
    if (row.is_phone_verified && target.dialCode === row.dial_code && target.phoneNumber === onFile) {
      return {
        status: 'alreadyVerified',
        errorMessage: PHONE_CODE_MESSAGES.alreadyVerified,
        dialCode: target.dialCode,
        phoneNumber: target.phoneNumber,
      };
    }
    return ctx.db.transaction(async (trx) => {
      // Her row is locked, so two requests at once cannot both slip under the hourly limit.
      await trx('users').where({ id: userId }).forUpdate().first('id');
      if (!maySendCode(await countCodesLastHour(trx, userId))) {
        return { status: 'tooManyRequests', errorMessage: PHONE_CODE_MESSAGES.tooManyRequests };
      }
      const code = newVerificationCode((max) => randomInt(max));
      const salt = randomBytes(16);
      const expiresAt = codeExpiry(new Date());
      await insertPhoneCode(trx, {
        userId,
        codeHash: hashCode(salt, code),
        salt,
        phoneEncrypted: crypto.encrypt(target.phoneNumber),
        dialCode: target.dialCode,
        countryCode: target.countryCode,
        expiresAt,
      });
      await phoneVerificationRequested(trx, {
        userId,
        ...target,
        code,
        expiresAt,
        email: decrypt(row.email_encrypted) ?? '',
        firstName: row.first_name,
      });
      return {
        status: 'success',
        errorMessage: null,
        message: PHONE_CODE_MESSAGES.sent,
        dialCode: target.dialCode,
        phoneNumber: target.phoneNumber,
        expiresAt: expiresAt.toISOString(),
        attemptsLeft: MAX_FAILED_ATTEMPTS,
      };
    });
  }

  async function verifyPhoneNumber(_parent: unknown, args: { code: string }, ctx: ServiceContext) {
    const userId = requireMember(ctx, 'verify your phone');
    const entered = normaliseCode(args.code);
    if (entered === null) return { status: 'malformed', errorMessage: CODE_MESSAGES.malformed };
    return ctx.db.transaction(async (trx) => {
      const code = await latestPhoneCode(trx, userId);
      const verdict = judgeCode(
        entered,
        code,
        (digits) => timingSafeEqual(hashCode(code!.salt, digits), code!.codeHash),
        new Date(),
      );
      const left = attemptsLeft(code, verdict);
      if (verdict === 'wrong') await countFailedAttempt(trx, code!.id);
      if (verdict !== 'verified') {
        const reported = reportedVerdict(verdict, left) as Exclude<CodeVerdict, 'verified'>;
        return { status: reported, errorMessage: CODE_MESSAGES[reported], attemptsLeft: left };
      }
      await markPhoneVerified(trx, userId, code!);
      await refreshSteps(trx, userId);
      await phoneVerified(trx, { userId, dialCode: code!.dialCode, countryCode: code!.countryCode });
      ctx.log.info({ userId }, 'phone verified');
      return {
        status: 'success',
        errorMessage: null,
        message: 'Your phone number is verified.',
        dialCode: code!.dialCode,
        phoneNumber: crypto.decrypt(code!.phoneEncrypted),
        attemptsLeft: left,
      };
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // The verification record and the admins' review

  async function updateUserVerifiedInfo(_parent: unknown, args: { item: string }, ctx: ServiceContext) {
    const userId = requireMember(ctx, 'change your verification details');
    const connection = SOCIAL_ITEMS[args.item.trim().toLowerCase()];
    if (!connection)
      return { status: 'error', errorMessage: 'Please name the account to disconnect: facebook, google or linkedin.' };
    await disconnectSocial(ctx.db, userId, connection);
    return { status: 'success', errorMessage: null };
  }

  async function reviewIdDocument(
    _parent: unknown,
    args: { documentId: string; status: string; message?: string | null },
    ctx: ServiceContext,
  ) {
    const adminId = markedAdminId(ctx);
    const review = checkReview(args.status, args.message);
    if (!review.ok) return { status: 'invalid', errorMessage: review.message, document: null };
    if (!UUID.test(args.documentId))
      return { status: 'notFound', errorMessage: ID_DOCUMENT_MESSAGES.notFound, document: null };
    return ctx.db.transaction(async (trx) => {
      const document = await findIdDocument(trx, { id: args.documentId }, true);
      if (!document) return { status: 'notFound', errorMessage: ID_DOCUMENT_MESSAGES.notFound, document: null };
      await setIdDocumentReview(trx, document.id, { status: review.status, message: review.message, adminId });
      const isIdVerified = await refreshIdVerification(trx, document.userId);
      const member = await findProfileRow(trx, { userId: document.userId });
      await idDocumentReviewed(trx, {
        userId: document.userId,
        documentId: document.id,
        status: review.status,
        message: review.message,
        adminId,
        email: decrypt(member?.email_encrypted ?? null) ?? '',
        firstName: member?.first_name ?? '',
        lastName: member?.last_name ?? '',
        profileId: member?.profile_id ?? 0,
        documentType: document.documentType,
        isIdVerified,
      });
      ctx.log.info({ adminId, documentId: document.id, status: review.status }, 'identity document reviewed');
      return {
        status: 'success',
        errorMessage: null,
        document: toIdDocument((await findIdDocument(trx, { id: document.id }))!),
      };
    });
  }

  return {
    Query: { ShowUserProfile, getUserVerifiedInfo, myIdDocuments, getIdDocuments },
    Mutation: {
      editProfile,
      confirmGender,
      sendPhoneVerificationCode,
      verifyPhoneNumber,
      updateUserVerifiedInfo,
      reviewIdDocument,
    },
  };
}
