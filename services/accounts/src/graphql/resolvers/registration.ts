// getValidReferralKey and userRegister (spec 000 §4-5, §7-8): joining the club with an invitation code.
import type { Resolvers, ServiceContext } from '@golightly/service-kit';
import { admitCodeGuess, forgiveCodeGuess } from '../../app/attempts';
import { issueToken } from '../../db/email-tokens';
import { acceptCode, lookUpCode } from '../../db/invitations';
import { createSession } from '../../db/sessions';
import { findAdminByEmailHash } from '../../db/sign-in';
import { EmailTakenError, insertMember } from '../../db/users';
import { isKeyShaped, judgeCode, newKey, registrationStatusForCode } from '../../domain/invitations';
import { hashPassword } from '../../domain/passwords';
import { splitPhone } from '../../domain/phone';
import { validatePostalCode } from '../../domain/postal-codes';
import {
  parseDateOfBirth,
  REGISTRATION_MESSAGES,
  submitTimeChecks,
  validateRegistrationFields,
  type Gender,
  type Intent,
  type RegistrationInput,
  type RegistrationStatus,
} from '../../domain/registration';
import { emailConfirmationRequested, userRegistered } from '../../events/publish';
import { SESSION_CHANGE_HEADER, type AccountsServices } from '../context';

type RegisterArgs = RegistrationInput;

const outcome = (status: RegistrationStatus, extra: Record<string, unknown> = {}) => ({
  status,
  emailToken: null,
  errorMessage: status === 'success' ? null : REGISTRATION_MESSAGES[status],
  fieldErrors: [],
  ...extra,
});

export function registrationResolvers({ config, crypto }: AccountsServices): Resolvers {
  async function getValidReferralKey(
    _parent: unknown,
    args: { referralKey: string; email?: string | null },
    ctx: ServiceContext,
  ) {
    const key = args.referralKey.trim();
    const empty = {
      userId: null,
      profileId: null,
      firstName: null,
      lastName: null,
      referralKey: key,
      uniqueReferralKey: null,
    };
    if (!isKeyShaped(key)) return { ...empty, status: 'invalid' };
    if (!(await admitCodeGuess(ctx.db, key, ctx.clientIp)).allowed) return { ...empty, status: 'tooManyAttempts' };
    const emailHash = args.email?.trim() ? crypto.lookupHash(args.email) : undefined;
    const lookup = await lookUpCode(ctx.db, key, emailHash);
    if (lookup.facts.kind !== 'unknown') await forgiveCodeGuess(ctx.db, key, ctx.clientIp);
    const status = judgeCode(lookup.facts);
    if (status !== 'success' || !lookup.inviter) return { ...empty, status };
    const { userId, profileId, firstName, lastName } = lookup.inviter;
    return { userId, profileId, firstName, lastName, referralKey: key, uniqueReferralKey: key, status };
  }

  async function userRegister(_parent: unknown, args: RegisterArgs, ctx: ServiceContext) {
    if (ctx.identity) return outcome(ctx.identity.admin ? 'adminLoggedIn' : 'loggedIn');
    // The spec's payload has no confirmation: the form checks it; when a client sends one, it is checked here too.
    const input: RegistrationInput = { ...args, confirmPassword: args.confirmPassword ?? args.password };
    const fieldErrors = validateRegistrationFields(input, { isPostalCodeValid: validatePostalCode });
    if (fieldErrors.length > 0) {
      return { ...outcome('other'), errorMessage: fieldErrors[0]!.message, fieldErrors };
    }
    const failedCheck = submitTimeChecks(input, new Date());
    if (failedCheck) return { ...outcome('other'), errorMessage: failedCheck.message };
    const phone = splitPhone(input.phoneNumber ?? '', input.countryCode);
    if (!phone.ok)
      return {
        ...outcome('other'),
        errorMessage: phone.reason,
        fieldErrors: [{ field: 'phoneNumber', message: phone.reason }],
      };

    const email = input.email!.trim().toLowerCase();
    const emailHash = crypto.lookupHash(email);
    const code = (input.loginKey?.trim() || input.referralKey!).trim();
    const birth = parseDateOfBirth(input.dateOfBirth);
    const passwordHash = await hashPassword(input.password!);

    try {
      return await ctx.db.transaction(async (trx) => {
        // Locked, so two people cannot both take an invitation's last place.
        const lookup = await lookUpCode(trx, code, emailHash, true);
        const codeStatus = registrationStatusForCode(judgeCode(lookup.facts));
        if (codeStatus !== 'success') return outcome(codeStatus);
        // An admin's address cannot become a member's too: sign-in would find the member and hide the admin.
        if (await findAdminByEmailHash(trx, emailHash)) return outcome('email');
        const member = await insertMember(trx, {
          firstName: input.firstName!.trim(),
          lastName: input.lastName!.trim(),
          emailHash,
          emailEncrypted: crypto.encrypt(email),
          passwordHash,
          gender: input.gender as Gender,
          dateOfBirthEncrypted: crypto.encrypt(
            `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`,
          ),
          phoneEncrypted: crypto.encrypt(phone.phoneNumber),
          dialCode: phone.dialCode,
          countryCode: phone.countryCode,
          zipCode: input.zipCode!.trim().toUpperCase(),
          intend: input.intend as Intent,
          referralKey: newKey(),
          invitedBy: lookup.inviter?.userId ?? null,
          socialMediaUrl: input.socialMediaUrl?.trim() || null,
          linkedinUrl: input.linkedinUrl?.trim() || null,
        });
        await acceptCode(trx, lookup, member.id, newKey(), emailHash);
        const contact = {
          userId: member.id,
          profileId: member.profileId,
          email,
          firstName: input.firstName!.trim(),
          lastName: input.lastName!.trim(),
        };
        await userRegistered(trx, {
          ...contact,
          gender: input.gender as Gender,
          linkedinUrl: input.linkedinUrl?.trim() || null,
          countryCode: phone.countryCode,
        });
        const { token, expiresAt } = await issueToken(trx, member.id, 'confirm_email');
        await emailConfirmationRequested(trx, contact, token, expiresAt);
        const session = await createSession(trx, { userId: member.id }, config.sessionDays);
        ctx.setResponseHeader(
          SESSION_CHANGE_HEADER,
          JSON.stringify({ token: session.token, maxAgeSeconds: config.sessionDays * 86_400 }),
        );
        ctx.log.info({ userId: member.id, gender: input.gender }, 'member registered');
        return { ...outcome('success'), userId: member.id, unsuccessful: input.gender === 'male' };
      });
    } catch (error) {
      if (error instanceof EmailTakenError) return outcome('email');
      throw error;
    }
  }

  return { Query: { getValidReferralKey }, Mutation: { userRegister } };
}
