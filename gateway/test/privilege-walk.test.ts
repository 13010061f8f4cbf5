// Every admin-reachable field has a privilege decision (issue 11 item 4, decision 0008): walks the supergraph, each
// subgraph SDL and every service's code that branches on an admin caller, so a new field or branch added without a
// decision fails here until it gets an @adminPrivilege mark or a reason in one of the lists below.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES } from '@golightly/config';
import { adminPrivilegeFields, readSubgraphSdl } from '@golightly/service-kit';
import { Kind, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readCommittedSupergraph } from '../src/supergraph';

/**
 * "Admin-reachable" here: every root field (an admin's session reaches any of them), and every field and entity
 * reference whose code decides something for an admin caller. A root field either carries @adminPrivilege (admin-only,
 * or alsoMembers when members reach it too and an admin gets more) or is listed here: a field that gives an admin
 * nothing a member or visitor would not get, each with the reason.
 */
const MEMBER_AND_VISITOR_FIELDS: Readonly<Record<string, string>> = {
  // accounts: the caller's own account, sign-in and registration
  'Query.userAccount': 'her own account; refuses admins',
  'Query.getUserAvatar': 'her own picture; refuses admins',
  'Query.myAdminAccess': "the signed-in admin's own privileges; nobody else's",
  'Query.adminCanAccess': "the spec's URL check for the caller herself; false for non-admins",
  'Query.getCountries': 'public reference data',
  'Query.getStripeStates': 'public reference data',
  'Query.EmailVerification': 'proves an e-mailed token; answers only for that token',
  'Query.ResendConfirmEmail': 'her own confirmation e-mail; refuses admins',
  'Query.userGate': "the caller's own navigation; an admin gets allow, no member data",
  'Query.myRoleLimits': "the caller's own limits; an admin gets the admin role, no member data",
  'Query.myCoHosts': 'her own co-hosts; refuses admins',
  'Query.myInvitations': 'her own invitations; refuses admins',
  'Query.myIdDocuments': 'her own documents; refuses admins',
  'Query.getValidReferralKey': 'checks an invitation code given by the caller',
  'Query.userLogin': 'sign-in; an admin already signed in gets adminLoggedIn',
  'Query.userLogout': 'ends her own session',
  'Query.getCheckUserStatus': 'whether her own account still exists',
  'Mutation.changeAdminPassword': "the signed-in admin's own password; refuses members and visitors",
  'Mutation.changeAdminEmail': "the signed-in admin's own sign-in e-mail; refuses members and visitors",
  'Mutation.deleteMyAccount': 'her own account with her password; refuses admins',
  'Mutation.sendForgotPassword': 'a reset mail to the address given',
  'Mutation.resetPassword': 'proves an e-mailed token',
  'Mutation.updateBlogRules': 'her own acceptance of the social rules',
  'Mutation.applyForMembership': 'a visitor applies; refuses signed-in callers',
  'Mutation.createCoHost': 'adds to her own account; refuses admins',
  'Mutation.removeCoHost': 'her own co-host only (ownership before effect); refuses admins',
  'Mutation.sendInvitations': 'from her own allowance; refuses admins',
  'Mutation.cancelInvitation': 'her own invitation only; refuses admins',
  'Mutation.changePassword': 'her own password; refuses admins',
  'Mutation.editProfile': 'her own profile; refuses admins',
  'Mutation.sendPhoneVerificationCode': 'her own phone; refuses admins',
  'Mutation.verifyPhoneNumber': 'her own phone; refuses admins',
  'Mutation.confirmGender': 'her own gender once; refuses admins',
  'Mutation.updateUserVerifiedInfo': 'her own verification record; refuses admins',
  'Mutation.userRegister': 'a visitor registers; refuses signed-in callers',
  // bookings-payments
  'Query.getPayouts': 'her own payout methods; refuses admins, co-hosts and the reserved account',
  'Mutation.addPayout': 'adds her own payout method; refuses admins, co-hosts and the reserved account',
  'Mutation.setDefaultPayout': 'her own payout methods only; refuses admins, co-hosts and the reserved account',
  'Mutation.removePayout': 'her own payout methods only; refuses admins, co-hosts and the reserved account',
  'Query.getCurrencies': 'public reference data',
  'Query.Currency': 'public reference data',
  'Mutation.quoteStay':
    'prices a stay from published terms for anyone (the listing page shows prices to visitors); stores it only for the member herself, never for an admin',
  'Query.stayQuote': "her own stored quote only; another member's, a visitor's or an admin's answer is null",
  'Query.myTrips': 'her own trips as guest; refuses admins',
  'Query.hostReservations': "her own homes' reservations (a co-host her host's); refuses admins",
  'Mutation.requestToBook': 'books for the guest herself from her own quote; refuses admins (booking standing)',
  'Mutation.instantBook': 'books for the guest herself from her own quote; refuses admins (booking standing)',
  'Mutation.sendInquiry': 'asks for the guest herself from her own quote; refuses admins (booking standing)',
  'Mutation.preApproveReservation': 'the host of the reservation only; an admin is refused by the state table',
  'Mutation.approveSpecialPrice': 'the host of the reservation only; an admin is refused by the state table',
  'Mutation.declineSpecialPrice':
    'the host, or an admin with Manage Reservations (checked in reservation-actor.ts, logged); anyone else reads it as missing',
  'Mutation.sendCounterOffer': 'the host of the reservation only; an admin is refused by the state table',
  'Mutation.acceptCounterOffer': 'the guest of the reservation only; an admin is refused by the state table',
  'Mutation.declineCounterOffer': 'the guest of the reservation only; an admin is refused by the state table',
  'Mutation.bookReservationOffer': 'the guest of the reservation only; an admin is refused by the state table',
  'Query.cancellationPreview': "the guest's or the host's own stay, on her side's page; an admin reads it as missing",
  'Mutation.cancelReservation': "the guest's or the host's own stay, on her side's page; an admin reads it as missing",
  'Mutation.withdrawReservation': 'the guest of the reservation only; an admin is refused by the state table',
  'Mutation.acceptReservation': 'the host of the reservation only; an admin is refused by the state table',
  'Query.paymentOrder': "her own payment order only (its payer); another member's is null; refuses admins",
  'Mutation.payOrder':
    'pays her own payment order only, checked on the locked order before the provider; refuses admins',
  'Mutation.confirmPaymentOrder': 'her own payment order only, after 3-D Secure; refuses admins',
  'Query.securityDepositReceipt': "her own stay's deposit only (its guest or host); a stranger and an admin read null",
  'Mutation.claimSecurityDeposit':
    'the host of the completed stay only (ownership before effect); the guest is refused, an admin and a stranger read it as missing',
  'Query.reviewWriteState': 'her own stay only (its guest or host); a stranger and an admin read as not found',
  'Query.myReviews': 'her own reviews and stays; refuses admins',
  'Query.memberReviews': "a member's visible reviews, the same for every signed-in member; no private data",
  'Query.listingReviews': "a listing's visible reviews, public and the same for everyone",
  'Mutation.writeReview': 'her own completed stay only (ownership before effect); an admin is no party to a stay',
  'Query.getThreads': "her own threads (a co-host her host's as host); refuses admins",
  'Query.getThread': "her own thread only (its guest or host), a stranger reads 'No thread found'; refuses admins",
  'Mutation.sendMessage':
    "her own thread only, checked on the locked thread before the write; an admin reads 'No thread found'",
  'Mutation.markThreadRead': 'her own thread only; refuses admins',
  'Mutation.contactHost': 'asks for the guest herself (booking standing); refuses admins',
  // gosolo, hustle, integrations, listings-search
  'Query.trip': 'published trips only, the same for everyone',
  'Query.job': 'enabled jobs only, the same for everyone',
  'Query.channelProviders': 'the fixed list of channel managers',
  'Query.listing': 'published listings, or her own; an admin gets what a visitor gets',
  'Query.getListingData': 'her own listing for the host editor; refuses admins',
  'Query.getStepTwo': 'her own listing for the host editor; an admin gets what a visitor gets (null)',
  'Query.ManageListings': 'her own listings; refuses admins',
  'Query.hostingEligibility':
    'whether the caller herself may list, from her signed standing alone; nothing of anyone else',
  'Query.listSettings': 'the enabled catalogue choices of the host editor, the same for everyone',
  'Query.homePicks': "the admins' picks of live homes, the same for everyone",
  'Query.searchSettings': 'the price slider bounds and search defaults, the same for everyone',
  'Query.SearchListing':
    "live, listed homes for everyone, visitors included (/s is public); only the caller's own isListOwner and wishListStatus",
  'Query.CitySearchListing': 'live, listed homes of a place for everyone, as SearchListing',
  'Query.ExploreMoreSearchListing': 'ids and approximate points of live, listed homes, the same for everyone',
  'Mutation.createListing': 'a listing of her own (requireHost); refuses admins',
  'Mutation.updateListingBasics': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.updateListingScene': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.updateListingPricing': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.updateListingBookingSettings': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.updateListingHouseRules': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.setListingCancellationPolicy': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.acceptGuestPledge': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.blockListingDates': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.unblockListingDates': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.updateListingCalendarRules': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.addListingSeason': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.updateListingSeason': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.deleteListingSeason': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.saveListingDiscounts': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.reorderListingPhotos': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.setListingPhotoCaption': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.setListingCoverPhoto': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.deleteListingPhoto': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.submitListingForApproval': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.publishListing': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.unpublishListing': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.setListingListed': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.duplicateListing': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.deleteListing': 'her own listing only (ownership before effect); refuses admins',
  'Mutation.recordListingView': "counts the caller's own view of a live listing; an admin's view is not counted",
  'Query.placeSuggestions': 'public gazetteer of cities, states and countries, the same for everyone',
  'Query.placeGeography': 'public gazetteer of cities, states and countries, the same for everyone',
  'Query.getAllWishListGroup': "her own wish lists, or another member's public ones; refuses admins",
  'Query.getWishListGroup': 'a public wish list, or her own private one; refuses admins',
  'Mutation.CreateWishList':
    'saves to or removes from her own wish list only (ownership before effect); refuses admins',
  'Mutation.CreateWishListGroup': 'a wish list of her own; refuses admins',
  'Mutation.updateWishListGroup': 'her own wish list only (ownership before effect); refuses admins',
  'Mutation.deleteWishListGroup': 'her own wish list only (ownership before effect); refuses admins',
  // notifications
  'Query.notification': 'her own notification only',
  'Query.getUnreadCount': 'her own counts',
  'Query.getSocialCount': 'her own counts',
  'Query.getAllNotification': 'her own notifications',
  'Mutation.markNotificationsRead': 'her own notifications only (recipient in the same statement)',
  'Mutation.markSocialActivitySeen': 'her own counts',
  // social-events
  'Query.siteSettings': 'public site settings',
  'Query.post': 'a social post as members see it',
  'Query.getEnabledBlog': 'enabled CMS pages by access, the same for every signed-in caller',
  'Query.getPageByUrl': 'an enabled CMS page by access, the same for every signed-in caller',
};

type AdminBranch =
  /** Serves fields that carry @adminPrivilege: the mark decides for admins. */
  | { kind: 'marked'; fields: readonly string[] }
  /** Checks the spec's URL rule in code (isUrlAllowed, adminAccessError): an entity reference, a REST route. */
  | { kind: 'checksPrivilege'; why: string }
  /** Refuses admins, or answers them only about themselves: no member's data. */
  | { kind: 'givesAdminsNoMemberData'; why: string }
  /** A use case that trusts its only caller, a route that checks the URL rule before calling it. */
  | { kind: 'privilegeCheckedBy'; caller: string };

/** Every source file (outside tests) whose code looks at `.admin` of a caller, and how that branch is decided. */
const ADMIN_BRANCHES: Readonly<Record<string, AdminBranch>> = {
  'services/accounts/src/graphql/resolvers/profile.ts': {
    kind: 'marked',
    fields: ['Query.ShowUserProfile', 'Query.getUserVerifiedInfo', 'Query.getIdDocuments', 'Mutation.reviewIdDocument'],
  },
  'services/accounts/src/graphql/resolvers/membership.ts': {
    kind: 'marked',
    fields: [
      'Query.pendingMemberApplications',
      'Mutation.approveMember',
      'Mutation.setMemberDiamond',
      'Mutation.createPressUser',
    ],
  },
  // Also myAdminAccess and adminCanAccess, about the admin herself (isUrlAllowed in app/admin-views.ts).
  'services/accounts/src/graphql/resolvers/admin-users.ts': {
    kind: 'marked',
    fields: [
      'Query.getAllAdminUsers',
      'Query.getAdminUser',
      'Query.getAllAdminRoles',
      'Query.getAdminRole',
      'Query.getAllAdminPrivileges',
      'Mutation.createAdminUser',
      'Mutation.deleteAdminUser',
      'Mutation.createAdminRole',
      'Mutation.deleteAdminRole',
    ],
  },
  // changeAdminPassword reads the admin's own id from her identity; the other fields of the file are marked.
  'services/accounts/src/graphql/resolvers/admin-people.ts': {
    kind: 'marked',
    fields: [
      'Query.listUsers',
      'Query.listDeletedUsers',
      'Query.listMembers',
      'Query.adminPerson',
      'Query.adminDashboardCounts',
      'Mutation.restoreUser',
    ],
  },
  'services/accounts/src/graphql/resolvers/admin-self.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'changeAdminEmail acts only on the signed-in admin herself (decision 0031)',
  },
  'services/accounts/src/domain/profile-visibility.ts': {
    kind: 'checksPrivilege',
    why: 'Manage Users opens any profile',
  },
  'services/accounts/src/http/profile-files.ts': {
    kind: 'checksPrivilege',
    why: 'ID proof verification opens document images',
  },
  'services/bookings-payments/src/domain/reservation.ts': {
    kind: 'checksPrivilege',
    why: 'Manage Reservations, also by reference',
  },
  'services/bookings-payments/src/app/reservation-actor.ts': {
    kind: 'checksPrivilege',
    why: 'Manage Reservations makes an admin a party to any reservation (the state table lets her decline); without it she is a stranger',
  },
  'services/bookings-payments/src/app/quote-stay.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'quoteStay prices for an admin as for a visitor and stores no quote for her',
  },
  'services/bookings-payments/src/app/quote-for-booking.ts': {
    kind: 'givesAdminsNoMemberData',
    why: "stayQuote answers an admin null: a stored quote is its guest's alone",
  },
  'services/bookings-payments/src/graphql/reservation-payment-resolvers.ts': {
    kind: 'givesAdminsNoMemberData',
    why: "Reservation.paymentOrderId and Reservation.quote answer an admin null: they are the guest's alone",
  },
  'services/integrations/src/domain/providers.ts': { kind: 'checksPrivilege', why: "the channel manager's privilege" },
  'services/bookings-payments/src/app/deposit-reads.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'securityDepositReceipt answers an admin null (guest and host only) and never offers her a claim; admins read claims through the marked admin deposit fields',
  },
  'services/bookings-payments/src/domain/threads.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'sideOf: an admin is no party to a thread (the member calls refuse her before it); admins read threads through the marked adminMessageThreads and adminMessageThread',
  },
  'services/bookings-payments/src/domain/review.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'reviewSideOf: an admin is no party to a stay and writes no member review; admins act through the marked admin review fields',
  },
  'services/bookings-payments/src/domain/travel-credit.ts': {
    kind: 'checksPrivilege',
    why: 'Manage Travel Credit opens a member’s User.travelCredit',
  },
  'services/accounts/src/graphql/context.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'callerOf: an admin caller of registration, sign-in, gates, password and deletion use cases is refused, or told adminLoggedIn, allow or her own status',
  },
  'services/listings-search/src/graphql/resolvers/listings.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'getListingData refuses admins',
  },
  'services/listings-search/src/graphql/resolvers/wish-lists.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'wish lists refuse admins (requireMember); an admin sees no heart filled (wishListStatus false) and owns no group',
  },
  'services/listings-search/src/graphql/context.ts': {
    kind: 'checksPrivilege',
    why: 'Manage Listings or Approved Listings opens a listing not yet live (viewerOf); listing and getStepTwo read an admin as a visitor',
  },
  'services/accounts/src/app/registration.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'an admin session registers nobody (adminLoggedIn)',
  },
  'services/accounts/src/app/sign-in.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'an admin is told adminLoggedIn, or that her own session exists',
  },
  'services/accounts/src/app/user-gate.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'gates let an admin through; they read no member',
  },
  'services/accounts/src/app/show-user-profile.ts': { kind: 'marked', fields: ['Query.ShowUserProfile'] },
  'services/accounts/src/app/profile-images.ts': {
    kind: 'privilegeCheckedBy',
    caller: 'services/accounts/src/http/profile-files.ts',
  },
  'services/notifications/src/app/admin-notice.ts': {
    kind: 'givesAdminsNoMemberData',
    why: 'an admin is not a signed-in member',
  },
};

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PRIVILEGE_CHECK = /\b(isUrlAllowed|adminAccessError|adminFieldRefusal)\b/;
/** `identity.admin`, or a use case's `caller.kind === 'admin'`. */
const ADMIN_BRANCH = /\?{0,1}\.admin\b|\bcaller\.kind\s*[!=]==\s*'admin'/;

/** Root fields of an SDL or supergraph, as coordinates. */
function rootFields(document: DocumentNode): string[] {
  const fields: string[] = [];
  for (const definition of document.definitions) {
    const isObject = definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION;
    if (!isObject || !ROOT_TYPES.has(definition.name.value)) continue;
    for (const field of definition.fields ?? []) fields.push(`${definition.name.value}.${field.name.value}`);
  }
  return fields;
}

/** Every .ts file under a folder, tests and generated code left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'gen' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'testing.ts' ? [full] : [];
  });
}

const supergraph = parse(readCommittedSupergraph());
const supergraphMarks = adminPrivilegeFields(supergraph);
const subgraphs = SERVICE_NAMES.map((name) => ({
  name,
  document: parse(readSubgraphSdl(new URL(`../../services/${name}/src/graphql/`, import.meta.url))),
}));

describe('the privilege walk', () => {
  it('finds a privilege mark or a listed reason for every root field of the supergraph', () => {
    const undecided = rootFields(supergraph).filter(
      (f) => !supergraphMarks.has(f) && !(f in MEMBER_AND_VISITOR_FIELDS),
    );
    expect(undecided, 'root fields with neither @adminPrivilege nor a reason in MEMBER_AND_VISITOR_FIELDS').toEqual([]);
  });

  it('lists no field that is gone or that now carries a mark', () => {
    const roots = new Set(rootFields(supergraph));
    const stale = Object.keys(MEMBER_AND_VISITOR_FIELDS).filter((f) => !roots.has(f) || supergraphMarks.has(f));
    expect(stale).toEqual([]);
  });

  it('finds in each subgraph SDL the same decision as in the supergraph, so the subgraph enforces it too', () => {
    for (const { name, document } of subgraphs) {
      const marks = adminPrivilegeFields(document);
      for (const field of rootFields(document)) {
        expect(marks.get(field) ?? MEMBER_AND_VISITOR_FIELDS[field], `${name} ${field}`).toBeDefined();
      }
      for (const [field, rule] of marks) expect(supergraphMarks.get(field), `${name} ${field}`).toEqual(rule);
    }
  });

  it('finds every branch on an admin caller in the services listed with its decision', () => {
    const branching = SERVICE_NAMES.flatMap((name) => sourceFiles(path.join(ROOT, 'services', name, 'src')))
      .filter((file) => ADMIN_BRANCH.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    expect(
      branching.filter((file) => !(file in ADMIN_BRANCHES)),
      'code that branches on .admin with no decision',
    ).toEqual([]);
    expect(
      Object.keys(ADMIN_BRANCHES).filter((file) => !branching.includes(file)),
      'stale entries',
    ).toEqual([]);
  });

  it('holds each admin branch to its decision: marked fields are marked, privilege checks call the rule', () => {
    for (const [file, branch] of Object.entries(ADMIN_BRANCHES)) {
      if (branch.kind === 'marked') {
        for (const field of branch.fields) expect(supergraphMarks.has(field), `${file} ${field}`).toBe(true);
      } else if (branch.kind === 'checksPrivilege') {
        expect(PRIVILEGE_CHECK.test(readFileSync(path.join(ROOT, file), 'utf8')), file).toBe(true);
      } else if (branch.kind === 'privilegeCheckedBy') {
        expect(PRIVILEGE_CHECK.test(readFileSync(path.join(ROOT, branch.caller), 'utf8')), branch.caller).toBe(true);
      }
    }
  });
});
