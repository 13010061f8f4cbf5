// Use cases: checking an invitation code, and joining the club with one (spec 000 §4-5, §8).
import { issueToken } from '../db/email-tokens';
import { acceptCode, lookUpCode, type Inviter } from '../db/invitations';
import { createSession } from '../db/sessions';
import { findAdminByEmailHash } from '../db/sign-in';
import { EmailTakenError, insertMember } from '../db/users';
import { isKeyShaped, judgeCode, newKey, registrationStatusForCode, type CodeCheckStatus } from '../domain/invitations';
import { hashPassword } from '../domain/passwords';
import { splitPhone } from '../domain/phone';
import { validatePostalCode } from '../domain/postal-codes';
import {
  parseDateOfBirth,
  REGISTRATION_MESSAGES,
  submitTimeChecks,
  validateRegistrationFields,
  type FieldError,
  type Gender,
  type Intent,
  type RegistrationInput,
  type RegistrationStatus,
} from '../domain/registration';
import { emailConfirmationRequested, userRegistered } from '../events/publish';
import { admitCodeGuess, forgiveCodeGuess } from './attempts';
import type { Caller, DataDeps, OpenedSession, SessionDeps } from './caller';

export interface CodeCheck {
  code: string;
  /** The invitee's address, for an invitation sent to one. */
  email?: string | null;
  clientAddress: string;
}

export type CodeCheckResult =
  | { status: 'success'; code: string; inviter: Inviter }
  | { status: Exclude<CodeCheckStatus, 'success'> | 'tooManyAttempts'; code: string };

/**
 * What a code is, naming its inviter only when it is valid. Unknown codes are charged to the client like failed
 * sign-ins (the answer names a member); a code that exists is refunded, so an invitee may check hers freely.
 */
export async function checkInvitationCode({ db, crypto }: DataDeps, check: CodeCheck): Promise<CodeCheckResult> {
  const code = check.code.trim();
  if (!isKeyShaped(code)) return { status: 'invalid', code };
  if (!(await admitCodeGuess(db, code, check.clientAddress)).allowed) return { status: 'tooManyAttempts', code };
  const emailHash = check.email?.trim() ? crypto.lookupHash(check.email) : undefined;
  const lookup = await lookUpCode(db, code, emailHash);
  if (lookup.facts.kind !== 'unknown') await forgiveCodeGuess(db, code, check.clientAddress);
  const status = judgeCode(lookup.facts);
  if (status !== 'success' || !lookup.inviter) return { status: status === 'success' ? 'invalid' : status, code };
  return { status, code, inviter: lookup.inviter };
}

export interface Registration {
  caller: Caller;
  /** The spec's payload as it arrived: every field untrusted. */
  fields: RegistrationInput;
  /** When she registers; her age is judged on this day. */
  now?: Date;
}

export type RegistrationResult =
  | {
      status: 'success';
      userId: string;
      /** A man is registered but admitted nowhere: the browser goes to /unsuccessful. */
      unsuccessful: boolean;
      session: OpenedSession;
    }
  | { status: Exclude<RegistrationStatus, 'success'>; errorMessage: string; fieldErrors: FieldError[] };

const refused = (
  status: Exclude<RegistrationStatus, 'success'>,
  errorMessage: string = REGISTRATION_MESSAGES[status],
  fieldErrors: FieldError[] = [],
): RegistrationResult => ({ status, errorMessage, fieldErrors });

/**
 * Checks the payload, then in one transaction takes a place of the invitation (locked, so two people cannot both
 * take its last one), stores the member with her personal data encrypted, tells the club (UserRegistered), mails her
 * a confirmation link and signs her in. Nothing is written unless all of it is.
 */
export async function registerMember(
  { db, crypto, sessionDays }: SessionDeps,
  registration: Registration,
): Promise<RegistrationResult> {
  const { caller } = registration;
  if (caller.kind === 'admin') return refused('adminLoggedIn');
  if (caller.kind === 'member') return refused('loggedIn');
  // The spec's payload has no confirmation: the form checks it; when a client sends one, it is checked here too.
  const input: RegistrationInput = {
    ...registration.fields,
    confirmPassword: registration.fields.confirmPassword ?? registration.fields.password,
  };
  const fieldErrors = validateRegistrationFields(input, { isPostalCodeValid: validatePostalCode });
  if (fieldErrors.length > 0) return refused('other', fieldErrors[0]!.message, fieldErrors);
  const failedCheck = submitTimeChecks(input, registration.now ?? new Date());
  if (failedCheck) return refused('other', failedCheck.message);
  const phone = splitPhone(input.phoneNumber ?? '', input.countryCode);
  if (!phone.ok) return refused('other', phone.reason, [{ field: 'phoneNumber', message: phone.reason }]);

  const email = input.email!.trim().toLowerCase();
  const emailHash = crypto.lookupHash(email);
  const code = (input.loginKey?.trim() || input.referralKey!).trim();
  const birth = parseDateOfBirth(input.dateOfBirth);
  const firstName = input.firstName!.trim();
  const lastName = input.lastName!.trim();
  const gender = input.gender as Gender;
  const linkedinUrl = input.linkedinUrl?.trim() || null;
  const passwordHash = await hashPassword(input.password!);

  try {
    return await db.transaction(async (trx): Promise<RegistrationResult> => {
      const lookup = await lookUpCode(trx, code, emailHash, true);
      const codeStatus = registrationStatusForCode(judgeCode(lookup.facts));
      if (codeStatus !== 'success') return refused(codeStatus);
      // An admin's address cannot become a member's too: sign-in would find the member and hide the admin.
      if (await findAdminByEmailHash(trx, emailHash)) return refused('email');
      const member = await insertMember(trx, {
        firstName,
        lastName,
        emailHash,
        emailEncrypted: crypto.encrypt(email),
        passwordHash,
        gender,
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
        linkedinUrl,
        // The code just found valid, so it has the stored codes' shape (userAccount's loginKey).
        loginKey: code,
      });
      await acceptCode(trx, lookup, member.id, newKey(), emailHash);
      const contact = { userId: member.id, profileId: member.profileId, email, firstName, lastName };
      await userRegistered(trx, { ...contact, gender, linkedinUrl, countryCode: phone.countryCode });
      const { token, expiresAt } = await issueToken(trx, member.id, 'confirm_email');
      await emailConfirmationRequested(trx, contact, token, expiresAt);
      const session = await createSession(trx, { userId: member.id }, sessionDays);
      return {
        status: 'success',
        userId: member.id,
        unsuccessful: gender === 'male',
        session: { ...session, maxAgeSeconds: sessionDays * 86_400 },
      };
    });
  } catch (error) {
    if (error instanceof EmailTakenError) return refused('email');
    throw error;
  }
}
