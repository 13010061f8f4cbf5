// Use case: a visitor applies for membership without an invitation code (/become-a-member, decision 0010).
import { findAdminByEmailHash } from '../db/sign-in';
import { insertApplicant } from '../db/membership';
import { EmailTakenError } from '../db/users';
import { newKey } from '../domain/invitations';
import { DECLINED_MESSAGE, validateApplication, type ApplicationInput } from '../domain/membership';
import { hashPassword } from '../domain/passwords';
import { splitPhone } from '../domain/phone';
import { REGISTRATION_MESSAGES, type FieldError } from '../domain/registration';
import { memberApplied } from '../events/publish';
import type { AccountsDeps } from './deps';

export type ApplicationOutcome =
  | { status: 'success'; userId: string }
  | {
      status: 'email' | 'loggedIn' | 'adminLoggedIn' | 'declined' | 'other';
      message: string;
      fieldErrors: FieldError[];
    };

/** Who is applying: only a visitor may; a signed-in member or admin is told so. */
export type Applicant = 'visitor' | 'member' | 'admin';

export async function applyForMembership(
  deps: Pick<AccountsDeps, 'db' | 'crypto' | 'log'>,
  applicant: Applicant,
  input: ApplicationInput,
): Promise<ApplicationOutcome> {
  const { db, crypto, log } = deps;
  const fail = (
    status: Exclude<ApplicationOutcome['status'], 'success'>,
    message: string,
    fieldErrors: FieldError[] = [],
  ) => ({ status, message, fieldErrors }) as const;
  if (applicant !== 'visitor') {
    const status = applicant === 'admin' ? 'adminLoggedIn' : 'loggedIn';
    return fail(status, REGISTRATION_MESSAGES[status]);
  }
  const fieldErrors = validateApplication(input);
  if (fieldErrors.length > 0) return fail('other', fieldErrors[0]!.message, fieldErrors);
  const phone = splitPhone(input.phoneNumber ?? '', input.countryCode);
  if (!phone.ok) return fail('other', phone.reason, [{ field: 'phoneNumber', message: phone.reason }]);
  // A club for women: a man's application is answered as the spec says and not kept.
  if (input.gender === 'male') return fail('declined', DECLINED_MESSAGE);

  const email = input.email!.trim().toLowerCase();
  const firstName = input.firstName!.trim();
  const lastName = input.lastName!.trim();
  const source = input.source!;
  const sourceDetail = input.sourceDetail?.trim() || null;
  const passwordHash = await hashPassword(input.password!);
  try {
    return await db.transaction(async (trx) => {
      if (await findAdminByEmailHash(trx, crypto.lookupHash(email))) return fail('email', REGISTRATION_MESSAGES.email);
      const created = await insertApplicant(trx, {
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
        userId: created.id,
        profileId: created.profileId,
        email,
        firstName,
        lastName,
        source,
        sourceDetail: sourceDetail ?? '',
      });
      log.info({ userId: created.id, source }, 'membership application received');
      return { status: 'success' as const, userId: created.id };
    });
  } catch (error) {
    // Two applications with one address at once: the unique index decides.
    if (error instanceof EmailTakenError) return fail('email', REGISTRATION_MESSAGES.email);
    throw error;
  }
}
