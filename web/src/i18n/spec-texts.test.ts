// The spec's texts are defined once (spec-texts.ts) and the rule modules shared with the server word their outcomes
// in the same English, so a screen can show each of them in the member's language.
import { describe, expect, it } from 'vitest';
import { loginMessage, referralCheckProblem, registrationMessage } from '../auth/validation';
import { PROFILE_MESSAGES } from '@golightly/account-rules';
import { REFERRAL_CODE_MESSAGES } from '../auth/referral-code';
import { specTextFor, specTexts } from './spec-texts';

describe('the spec texts', () => {
  it('quote spec 001 §8 word for word', () => {
    expect(specTexts.notLoggedIn.defaultMessage).toBe('You are not logged In. Please Login to continue!');
    expect(specTexts.somethingWentWrongRefresh.defaultMessage).toBe(
      'Oops something went wrong, refresh or check back later',
    );
    expect(specTexts.limitExceeded.defaultMessage).toBe('Limit Exceeded');
  });

  it.each(['email', 'loggedIn', 'adminLoggedIn', 'invalidReferralEmail', 'invalidReferral', 'other'])(
    'hold the registration rule text for the status %s',
    (status) => {
      expect(specTextFor(registrationMessage(status))?.defaultMessage).toBe(registrationMessage(status));
    },
  );

  it.each(['email', 'password', 'loggedIn', 'adminLoggedIn', 'memberNotVerified', 'other'])(
    'hold the login rule text for the status %s',
    (status) => {
      expect(specTextFor(loginMessage(status))?.defaultMessage).toBe(loginMessage(status));
    },
  );

  it('hold the invitation-code texts the referral form and the registration screen show', () => {
    expect(specTextFor(referralCheckProblem(null)!)).toBeDefined();
    for (const key of ['referralCodeLimitExceeded', 'referralCodeInvalid', 'expired', 'failed'] as const) {
      expect(specTextFor(REFERRAL_CODE_MESSAGES[key])).toBeDefined();
    }
  });

  it('hold the profile rule text for a save without a verified phone', () => {
    expect(specTextFor(PROFILE_MESSAGES.phoneNotVerified)).toBe(specTexts.phoneVerificationNeeded);
  });

  it('find nothing for a text the spec does not quote, which a screen then shows as it came', () => {
    expect(specTextFor('Too many sign-in attempts. Please wait 15 minutes and try again.')).toBeUndefined();
  });
});
