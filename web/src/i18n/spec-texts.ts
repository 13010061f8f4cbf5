// The texts the spec quotes (spec 000 §5 and §8, spec 001 §8's text table and toasts), defined once: English verbatim
// from the spec as each message's default (en-US), translated in ./bundles. Screens reference these, never retype them.
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

/** Spec 001 §8 "Text table": the general texts any screen may show. */
export const specTexts = defineMessages({
  notLoggedIn: { id: 'spec.notLoggedIn', defaultMessage: 'You are not logged In. Please Login to continue!' },
  somethingWentWrongRefresh: {
    id: 'spec.somethingWentWrongRefresh',
    defaultMessage: 'Oops something went wrong, refresh or check back later',
  },
  /** "login required to confirm e-mail via a link" (not quoted; our words). */
  loginToConfirmEmail: {
    id: 'spec.loginToConfirmEmail',
    defaultMessage: 'Please log in to confirm your e-mail address with this link.',
  },
  /** "please refresh the screen and try again" (not quoted; our words). */
  refreshAndRetry: { id: 'spec.refreshAndRetry', defaultMessage: 'Please refresh the screen and try again.' },
  limitExceeded: { id: 'spec.limitExceeded', defaultMessage: 'Limit Exceeded' },
  emailIssue: {
    id: 'spec.emailIssue',
    defaultMessage: 'Unfortunately there is an issue with this email address, please contact us',
  },
  /** Spec 001 §8 "Event and trip texts": 'You do not have any invites left' (contact the provider). */
  noInvitesLeft: {
    id: 'spec.noInvitesLeft',
    defaultMessage: 'You do not have any invites left. Please contact us if you would like to invite more friends.',
  },
  /** "the referral code has expired" (not quoted; our words). */
  referralCodeExpired: {
    id: 'spec.referralCodeExpired',
    defaultMessage: 'The referral code has expired. Please ask the member who invited you for a new one.',
  },
  /** "invitation code exceeded limit": §8 referralCodeLimitExceeded (not quoted; our words). */
  referralCodeLimitExceeded: {
    id: 'spec.referralCodeLimitExceeded',
    defaultMessage:
      'This referral code has reached its limit of invitations. Please ask the member who invited you for a new one.',
  },
  /** Spec 001 §8 "Membership declined", also the /unsuccessful page's heading. */
  membershipDeclined: {
    id: 'spec.membershipDeclined',
    defaultMessage: 'Unfortunately we cannot process your request at this time',
  },
  /** "phone verification needed to save profile" (not quoted; our words). */
  phoneVerificationNeeded: {
    id: 'spec.phoneVerificationNeeded',
    defaultMessage: 'Please verify your phone number before saving your profile.',
  },
});

/** Spec 000 §8 "Registration messages" and spec 001 §8 "Registration", by the server's status. */
export const registrationTexts = defineMessages({
  invalidReferralCode: { id: 'spec.registration.invalidReferralCode', defaultMessage: 'Invalid Referral code' },
  email: { id: 'spec.registration.email', defaultMessage: 'That email address is already registered' },
  loggedIn: { id: 'spec.registration.loggedIn', defaultMessage: 'You are already logged in' },
  adminLoggedIn: {
    id: 'spec.registration.adminLoggedIn',
    defaultMessage: "You are logged in as admin, you can't perform this action!",
  },
  invalidReferralEmail: {
    id: 'spec.registration.invalidReferralEmail',
    defaultMessage: 'Please use the email address where you received your invitation to join',
  },
  invalidReferral: {
    id: 'spec.registration.invalidReferral',
    defaultMessage: 'Your invite code has expired, contact the provider for a new one',
  },
  other: { id: 'spec.registration.other', defaultMessage: 'Something went wrong. Please try again' },
});

/** Spec 000 §8 "Login errors", by the login status of spec 000 §4. */
export const loginTexts = defineMessages({
  email: { id: 'spec.login.email', defaultMessage: 'No account exists for this email' },
  /** The text table's "wrong-password message" (not quoted; our words). */
  password: { id: 'spec.login.password', defaultMessage: 'Wrong password. Please try again or reset your password.' },
  loggedIn: { id: 'spec.login.loggedIn', defaultMessage: 'You are already logged in' },
  adminLoggedIn: {
    id: 'spec.login.adminLoggedIn',
    defaultMessage: "You are logged in as admin, you can't perform this action!",
  },
  /** weAreSorry: the member is not verified yet (not quoted; our words). */
  memberNotVerified: {
    id: 'spec.login.memberNotVerified',
    defaultMessage: "We're sorry, your membership has not been verified yet. We will email you once it is approved.",
  },
  other: { id: 'spec.login.other', defaultMessage: 'Something went wrong. Please try again' },
});

/** Spec 000 §8 and spec 001 §8 "Toasts": each toast's title and message. */
export const toastTexts = defineMessages({
  resetLinkSent: { id: 'spec.toast.resetLinkSent', defaultMessage: 'Reset Link Sent to your email' },
  resetLinkFailed: { id: 'spec.toast.resetLinkFailed', defaultMessage: 'Send Reset Link Failed' },
  resetNoAccount: {
    id: 'spec.toast.resetNoAccount',
    defaultMessage: "We can't find an account for this email. Please try again.",
  },
  resetFailed: { id: 'spec.toast.resetFailed', defaultMessage: 'Something went wrong. please try again later.' },
  checkYourEmail: { id: 'spec.toast.checkYourEmail', defaultMessage: 'Check your email' },
  confirmationSent: {
    id: 'spec.toast.confirmationSent',
    defaultMessage: 'Confirmation link has been sent to your email.',
  },
  failedToSendEmail: { id: 'spec.toast.failedToSendEmail', defaultMessage: 'Failed to send email' },
  sorryTryAgain: { id: 'spec.toast.sorryTryAgain', defaultMessage: 'Sorry, something went wrong. Please try again!' },
  emailIsSent: { id: 'spec.toast.emailIsSent', defaultMessage: 'Email is sent' },
  pleaseCheckMail: { id: 'spec.toast.pleaseCheckMail', defaultMessage: 'Please check your mail.' },
  /** Spec 000 §8: a home added to or removed from a wish list. */
  wishListSuccess: { id: 'spec.toast.wishListSuccess', defaultMessage: 'Success!' },
  /** Spec 000 §8: a wish-list change that failed, title and message. */
  wishListError: { id: 'spec.toast.wishListError', defaultMessage: 'Error!' },
  wishListErrorMessage: { id: 'spec.toast.wishListErrorMessage', defaultMessage: 'Oops! Something went wrong.' },
});

/** Spec 001 §8 text table: the e-mail format message, shared by every form that asks for an address. */
export const fieldTexts = defineMessages({
  invalidEmail: {
    id: 'spec.field.invalidEmail',
    defaultMessage: "Invalid Email. Please make sure it's typed in correctly.",
  },
});

/**
 * Spec 000 §5 "Submit-time checks, in order": registration's messages word for word, including "Invaild" and
 * "intend to" (the account rules' codes passwordMismatch, genderMissing and so on; see ./rule-texts.ts).
 */
export const validationTexts = defineMessages({
  passwordMismatch: {
    id: 'spec.validation.passwordMismatch',
    defaultMessage: 'Confirm Password does not match. Please try again.',
  },
  genderMissing: { id: 'spec.validation.genderMissing', defaultMessage: 'Please indicate Gender.' },
  dateOfBirthMissing: {
    id: 'spec.validation.dateOfBirthMissing',
    defaultMessage: 'Please enter your date of birth to continue.',
  },
  tooYoung: { id: 'spec.validation.tooYoung', defaultMessage: 'Sorry. You must be 21 or older to join.' },
  invalidBirthday: {
    id: 'spec.validation.invalidBirthday',
    defaultMessage: 'Invaild birthday. Please fill in the correct date.',
  },
  intentMissing: { id: 'spec.validation.intentMissing', defaultMessage: 'Please indicate your intend to.' },
});

/**
 * Spec 001 §5 "Required-field messages" of the host editor, word for word: listings-search answers them as field
 * errors (its domain/texts.ts SPEC_TEXTS), and a screen shows them in her language.
 */
export const listingTexts = defineMessages({
  titleRequired: { id: 'spec.listing.titleRequired', defaultMessage: 'Title is Required' },
  neighbourhoodRequired: { id: 'spec.listing.neighbourhoodRequired', defaultMessage: 'Neighbourhood is required' },
  numberRequired: { id: 'spec.listing.numberRequired', defaultMessage: 'Number is required' },
  /** The rule for listing photos, also what a refused photo is told (listings-search's PHOTO_RULE). */
  photoRule: { id: 'spec.listing.photoRule', defaultMessage: 'Photos .jpeg/.jpg/.png, max 1Mb.' },
});

/** Spec 001 §9's cancellation policies, by the names it gives them. */
export const cancellationPolicyTexts = defineMessages({
  flexible: { id: 'spec.cancellationPolicy.flexible', defaultMessage: 'Flexible' },
  moderate: { id: 'spec.cancellationPolicy.moderate', defaultMessage: 'Moderate' },
  strict: { id: 'spec.cancellationPolicy.strict', defaultMessage: 'Strict' },
  superStrict30: { id: 'spec.cancellationPolicy.superStrict30', defaultMessage: 'Super Strict 30 Days' },
});

const BY_ENGLISH = new Map<string, MessageDescriptor>(
  [specTexts, registrationTexts, loginTexts, toastTexts, fieldTexts, validationTexts, listingTexts]
    .flatMap((group) => Object.values(group))
    .map((descriptor) => [descriptor.defaultMessage, descriptor]),
);

/**
 * The spec text whose English is `english`, or undefined. The rule modules shared with the server (and the server's
 * own answers) word their outcomes in the spec's English; a screen looks them up here to show them in her language.
 */
export function specTextFor(english: string): MessageDescriptor | undefined {
  return BY_ENGLISH.get(english);
}

/** Shows a rule's or the server's message in the member's language when the spec quotes it, else as it came. */
export function useSpecText(): (english: string) => string {
  const intl = useIntl();
  return (english) => {
    const descriptor = specTextFor(english);
    return descriptor ? intl.formatMessage(descriptor) : english;
  };
}
