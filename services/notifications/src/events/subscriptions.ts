// Every event the notifications service consumes, in one place.
import type { EventHandler } from '@golightly/events';
import type { NotificationsConfig } from '../config';
import { emailConfirmationRequested } from './email-confirmation-requested.handler';
import { passwordResetRequested } from './password-reset-requested.handler';
import { privateConversationRead } from './private-conversation-read.handler';
import { privateMessageSent } from './private-message-sent.handler';
import { reservationMessagePosted } from './reservation-message-posted.handler';
import { reservationThreadRead } from './reservation-thread-read.handler';
import { socialActivityHappened } from './social-activity-happened.handler';
import { socialActivitySeen } from './social-activity-seen.handler';
import { userDeleted } from './user-deleted.handler';
import { userRegistered } from './user-registered.handler';
import { accountCreatedForUser } from './account-created-for-user.handler';
import { emailConfirmed } from './email-confirmed.handler';
import { genderConfirmed } from './gender-confirmed.handler';
import { idDocumentReviewed } from './id-document-reviewed.handler';
import { idDocumentUploaded } from './id-document-uploaded.handler';
import { invitationSent } from './invitation-sent.handler';
import { memberApplied } from './member-applied.handler';
import { memberApproved } from './member-approved.handler';
import { memberRejected } from './member-rejected.handler';
import { memberStatusChanged } from './member-status-changed.handler';
import { phoneVerificationRequested } from './phone-verification-requested.handler';
import { listingApproved } from './listing-approved.handler';
import { listingCreatedByAdmin } from './listing-created-by-admin.handler';
import { listingDeleted } from './listing-deleted.handler';
import { listingPublished } from './listing-published.handler';
import { listingRejected } from './listing-rejected.handler';
import { listingSubmitted } from './listing-submitted.handler';
import { listingTransferred } from './listing-transferred.handler';
import { listingUnpublished } from './listing-unpublished.handler';
import { listingTermsChanged } from './listing-terms-changed.handler';
import { reservationStatusChanged } from './reservation-status-changed.handler';
import { stayStepDue } from './stay-step-due.handler';
import { securityDepositClaimed } from './security-deposit-claimed.handler';
import { securityDepositSettled } from './security-deposit-settled.handler';
import { reviewPublished } from './review-published.handler';

export const subscriptions = (config: NotificationsConfig): EventHandler[] => [
  userRegistered(config),
  userDeleted,
  emailConfirmationRequested(config),
  passwordResetRequested(config),
  emailConfirmed(config),
  memberApplied(config),
  memberApproved(config),
  memberRejected(config),
  memberStatusChanged(config),
  accountCreatedForUser(config),
  invitationSent(config),
  idDocumentUploaded(config),
  idDocumentReviewed(config),
  genderConfirmed(config),
  phoneVerificationRequested(config),
  // listings.listing.v1 (listings-search): the hosting e-mails. ListingListedChanged is passed over: the catalogue
  // has no e-mail for it.
  listingSubmitted(config),
  listingApproved(config),
  listingRejected(config),
  listingCreatedByAdmin(config),
  listingTransferred(config),
  listingPublished(config),
  listingUnpublished(config),
  listingDeleted(config),
  // The listing's city and arrival times for the booking e-mails; the e-mails of each reservation's moves.
  listingTermsChanged,
  reservationStatusChanged(config),
  // A confirmed stay's reminders, check-in notice and review prompt (decision 0058).
  stayStepDue(config),
  // A host's claim on a security deposit and the deposit's refund (decision 0056).
  securityDepositClaimed(config),
  securityDepositSettled(config),
  // A member's new review: the admins' notice.
  reviewPublished(config),
  reservationMessagePosted(config),
  reservationThreadRead,
  privateMessageSent,
  privateConversationRead,
  socialActivityHappened,
  socialActivitySeen,
];
