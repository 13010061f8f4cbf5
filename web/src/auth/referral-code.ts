// The referral code form's rules and the meaning of its check (spec 000 §4, §5, §8): referralCode required;
// getValidReferralKey's limitExpired reads "limit exceeded", a missing or unknown code "invalid".
import { z } from 'zod';
import { registrationTexts, specTexts } from '../i18n/spec-texts';

export const REFERRAL_CODE_MESSAGES = {
  required: 'Referral code is required.',
  /** §8 referralCodeLimitExceeded. */
  referralCodeLimitExceeded: specTexts.referralCodeLimitExceeded.defaultMessage,
  /** §8 referralCodeInvalid, in the registration screen's words. */
  referralCodeInvalid: registrationTexts.invalidReferralCode.defaultMessage,
  /** The text table's "the referral code has expired". */
  expired: specTexts.referralCodeExpired.defaultMessage,
  failed: registrationTexts.other.defaultMessage,
  tooManyAttempts: 'Too many invitation codes were tried from here. Please wait a few minutes and try again.',
} as const;

export const referralCodeSchema = z.object({
  referralCode: z.string().refine((value) => value.trim() !== '', REFERRAL_CODE_MESSAGES.required),
});
export type ReferralCodeValues = z.infer<typeof referralCodeSchema>;

export interface ReferralCheck {
  status: string;
  userId?: string | null;
  uniqueReferralKey?: string | null;
}

export type ReferralOutcome = { ok: true; registrationPath: string } | { ok: false; message: string };

/**
 * What a checked code leads to. Success goes to the registration screen with the code locked (the spec's LinkedIn
 * hand-off is not built, decision 0012); success without the inviter or the key is as good as no answer.
 */
export function referralOutcome(check: ReferralCheck | null | undefined): ReferralOutcome {
  if (check?.status === 'success' && check.userId && check.uniqueReferralKey) {
    return { ok: true, registrationPath: `/register?key=${encodeURIComponent(check.uniqueReferralKey)}` };
  }
  if (check?.status === 'limitExpired') return { ok: false, message: REFERRAL_CODE_MESSAGES.referralCodeLimitExceeded };
  if (check?.status === 'expired') return { ok: false, message: REFERRAL_CODE_MESSAGES.expired };
  if (check?.status === 'tooManyAttempts') return { ok: false, message: REFERRAL_CODE_MESSAGES.tooManyAttempts };
  return { ok: false, message: REFERRAL_CODE_MESSAGES.referralCodeInvalid };
}
