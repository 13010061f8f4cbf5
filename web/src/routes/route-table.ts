// Every screen of the member app (spec 000 §2): path pattern, title and area; each screen's module loads on demand.
import { screenTitleMessages as s } from '../i18n/areas/screens';
import type { ScreenRoute } from './screen';

// What a screen is lives in ./screen, which the screens import: never this table, which imports them (no cycle).
export type { RouteArea, ScreenModule, ScreenProps, ScreenRoute } from './screen';

/** The static content pages share one module; their copy is keyed by path (content/static-pages.ts). */
const loadStaticPage = () => import('./content/static-page');

export const SCREENS: ScreenRoute[] = [
  { path: '/', title: s.home, area: 'home', load: () => import('./home/home-page') },

  // About the club, and the static content pages.
  { path: '/about-us', title: s.aboutUs, area: 'about', load: loadStaticPage },
  { path: '/about', title: s.aboutGolightly, area: 'about' },
  { path: '/contact', title: s.contact, area: 'about' },
  { path: '/contactUs', title: s.contactUs, area: 'about' },
  { path: '/page/:pageUrl?', title: s.contentPage, area: 'about', load: () => import('./content/cms-page') },
  {
    path: '/cancellation-policies/:type?',
    title: s.cancellationPolicies,
    area: 'about',
    load: () => import('./cancel/cancellation-policies-page'),
  },
  { path: '/business', title: s.businessTravel, area: 'about', load: loadStaticPage },
  { path: '/careers', title: s.careers, area: 'about', load: loadStaticPage },
  { path: '/citizen', title: s.globalCitizen, area: 'about', load: loadStaticPage },
  { path: '/guide', title: s.guide, area: 'about', load: loadStaticPage },
  { path: '/help', title: s.help, area: 'about', load: loadStaticPage },
  { path: '/hospitality', title: s.hospitality, area: 'about', load: loadStaticPage },
  { path: '/howtohost', title: s.howToHost, area: 'about', load: loadStaticPage },
  { path: '/policies', title: s.policies, area: 'about', load: loadStaticPage },
  { path: '/press', title: s.press, area: 'about', load: loadStaticPage },
  { path: '/privacy', title: s.privacyPolicy, area: 'about', load: loadStaticPage },
  { path: '/responsible-hosting', title: s.responsibleHosting, area: 'about', load: loadStaticPage },
  { path: '/termsService', title: s.termsOfService, area: 'about', load: loadStaticPage },
  { path: '/travel', title: s.travelCredit, area: 'about', load: loadStaticPage },
  { path: '/travelOftenGolightly', title: s.travelOftenWithGolightly, area: 'about', load: loadStaticPage },
  { path: '/safety', title: s.safety, area: 'about', load: loadStaticPage },
  { path: '/whoCanJoin', title: s.whoCanJoin, area: 'about', load: loadStaticPage },
  { path: '/whyhost', title: s.whyHost, area: 'about', load: loadStaticPage },
  { path: '/test', title: s.connectionCheck, area: 'about', load: () => import('./account/test-page') },

  // Membership.
  {
    path: '/become-a-member',
    title: s.becomeAMember,
    area: 'membership',
    load: () => import('./membership/become-a-member-page'),
  },
  { path: '/membership', title: s.membership, area: 'membership', load: () => import('./membership/membership-page') },
  {
    path: '/membership-info',
    title: s.membershipInformation,
    area: 'membership',
    load: () => import('./membership/membership-page'),
  },
  {
    path: '/diamond-member',
    title: s.diamondMembership,
    area: 'membership',
    load: () => import('./membership/diamond-member-page'),
  },
  { path: '/member-perks', title: s.memberPerks, area: 'membership' },
  { path: '/invite', title: s.inviteFriends, area: 'membership', load: () => import('./invite/invite-page') },
  {
    path: '/c/:referralKey?/:inviteEmail?/:dateOfBirth?/:zipCode?/:accept?',
    title: s.yourInvitation,
    area: 'membership',
    load: () => import('./register/referral-landing-page'),
  },
  {
    // Links mailed before a missing ZIP was left out carry an empty segment (`/c/KEY/a%40b.co//accept`), which the
    // pattern above cannot match; the landing page reads them segment by segment.
    path: '/c/*',
    title: s.yourInvitation,
    area: 'membership',
    load: () => import('./register/referral-landing-page'),
  },
  {
    path: '/unsuccessful',
    title: s.membershipUnsuccessful,
    area: 'membership',
    load: () => import('./membership/unsuccessful-page'),
  },
  { path: '/warning', title: s.accountWarning, area: 'membership', load: () => import('./membership/warning-page') },

  // Signing in and the account.
  { path: '/login', title: s.logIn, area: 'account', load: () => import('./login/login-page') },
  {
    path: '/register',
    title: s.newMemberRegistration,
    area: 'account',
    load: () => import('./register/register-page'),
  },
  {
    path: '/property-login',
    title: s.propertyManagerLogIn,
    area: 'account',
    load: () => import('./account/property-login-page'),
  },
  {
    path: '/newsletter/confirm/:token',
    title: s.yourNewsletterSubscription,
    area: 'account',
    load: () => import('./newsletter/confirm-newsletter-page'),
  },
  {
    path: '/confirm-email',
    title: s.confirmYourEMail,
    area: 'account',
    load: () => import('./account/confirm-email-page'),
  },
  {
    path: '/confirm-gender',
    title: s.confirmYourGender,
    area: 'account',
    load: () => import('./membership/confirm-gender-page'),
  },
  {
    path: '/password/verification',
    title: s.resetYourPassword,
    area: 'account',
    load: () => import('./password/reset-password-page'),
  },
  { path: '/getUser', title: s.yourAccount, area: 'account', load: () => import('./account/get-user-page') },
  {
    path: '/requestDelete',
    title: s.deleteYourAccount,
    area: 'account',
    load: () => import('./account/request-delete-page'),
  },
  { path: '/dashboard', title: s.dashboard, area: 'account', load: () => import('./dashboard/dashboard-page') },
  {
    path: '/users/security',
    title: s.accountSecurity,
    area: 'account',
    load: () => import('./profile/security-page'),
  },
  {
    path: '/user/edit',
    title: s.editProfile,
    area: 'account',
    load: () => import('./profile/edit-profile-page'),
  },
  {
    path: '/user/photo',
    title: s.profilePhoto,
    area: 'account',
    load: () => import('./profile/photo-page'),
  },
  {
    path: '/user/verification',
    title: s.trustAndVerification,
    area: 'account',
    // With ?confirm=…&email=… it confirms the e-mail; otherwise the trust-and-verification tab (profile/).
    load: () => import('./verification/email-verification-page'),
  },
  {
    path: '/user/reviews',
    title: s.reviews,
    area: 'account',
    load: () => import('./profile/reviews-page'),
  },
  {
    path: '/user/gosolo-reviews',
    title: s.gosoloReviews,
    area: 'account',
    load: () => import('./profile/reviews-page'),
  },
  {
    path: '/document-verification',
    title: s.documentVerification,
    area: 'account',
    load: () => import('./profile/id-verification-page'),
  },
  {
    path: '/id-proofType',
    title: s.chooseAnIdDocument,
    area: 'account',
    load: () => import('./profile/id-verification-page'),
  },
  {
    path: '/id-verification',
    title: s.idVerification,
    area: 'account',
    load: () => import('./profile/id-verification-page'),
  },
  {
    path: '/users/show/:profileId?',
    title: s.memberProfile,
    area: 'account',
    load: () => import('./profile/show-profile-page'),
  },

  // Payouts and transaction history.
  { path: '/user/payout', title: s.payoutPreferences, area: 'payouts', load: () => import('./payout/payout-page') },
  {
    path: '/user/addpayout',
    title: s.addAPayoutMethod,
    area: 'payouts',
    load: () => import('./payout/add-payout-page'),
  },
  {
    path: '/user/payout/failure',
    title: s.payoutMethodNotAdded,
    area: 'payouts',
    load: () => import('./payout/payout-failure-page'),
  },
  { path: '/user/transaction', title: s.transactionHistory, area: 'payouts' },

  // Community.
  { path: '/social', title: s.social, area: 'community' },
  { path: '/social/mypost', title: s.myPosts, area: 'community' },
  { path: '/social/confirm-event/:eventId?', title: s.confirmYourEventPlace, area: 'community' },
  { path: '/social/:id', title: s.socialPost, area: 'community' },
  { path: '/show/users', title: s.members, area: 'community' },
  { path: '/your-connections', title: s.yourConnections, area: 'community' },
  { path: '/localspots/users', title: s.localSpots, area: 'community' },
  { path: '/concierge', title: s.concierge, area: 'community' },
  { path: '/go-host', title: s.goHost, area: 'community' },

  // Messages.
  { path: '/inbox', title: s.inbox, area: 'messages', load: () => import('./messages/inbox-page') },
  {
    path: '/message/:threadId/:type',
    title: s.conversation,
    area: 'messages',
    load: () => import('./messages/thread-page'),
  },

  // Stays: search, cities, listings and wish lists.
  { path: '/s/:filters?', title: s.searchStays, area: 'stays', load: () => import('./search/search-page') },
  { path: '/cities/:city', title: s.cityGuide, area: 'stays', load: () => import('./cities/city-page') },
  { path: '/explore/:city', title: s.exploreTheCity, area: 'stays', load: () => import('./cities/city-page') },
  { path: '/exploreMore', title: s.exploreMore, area: 'stays', load: () => import('./cities/explore-more-page') },
  { path: '/explore-more', title: s.exploreMore, area: 'stays', load: () => import('./cities/explore-more-page') },
  {
    path: '/rooms/:listId/:preview?',
    title: s.listing,
    area: 'stays',
    load: () => import('./listing/listing-page'),
  },
  {
    path: '/wishlists/:id?',
    title: s.wishLists,
    area: 'stays',
    load: () => import('./wishlists/wish-lists-page'),
  },

  // Hosting.
  {
    path: '/become-a-host/:listId?/:formPage?',
    title: s.listYourSpace,
    area: 'hosting',
    load: () => import('./hosting/become-a-host-page'),
  },
  { path: '/rooms', title: s.yourListings, area: 'hosting', load: () => import('./hosting/manage-listings-page') },
  {
    path: '/reservation/:type',
    title: s.yourReservations,
    area: 'hosting',
    load: () => import('./trips/reservations-page'),
  },

  // Trips: booking, paying, receipts, cancelling and reviewing stays.
  { path: '/book/:hostingId', title: s.requestToBook, area: 'trips', load: () => import('./booking/book-page') },
  { path: '/payment/:reservationId', title: s.payment, area: 'trips', load: () => import('./booking/payment-page') },
  { path: '/ih/payment/:interhomeId/:reservationId', title: s.interhomePayment, area: 'trips' },
  { path: '/ownerrez/payment/:ownerRezId/:reservationId', title: s.ownerrezPayment, area: 'trips' },
  { path: '/trips/:type', title: s.yourTrips, area: 'trips', load: () => import('./trips/trips-page') },
  {
    path: '/users/trips/itinerary/:reservationId',
    title: s.itinerary,
    area: 'trips',
    load: () => import('./trips/itinerary-page'),
  },
  {
    path: '/users/trips/receipt/:reservationId',
    title: s.receipt,
    area: 'trips',
    load: () => import('./trips/receipt-page'),
  },
  {
    path: '/users/securityfee/receipt/:reservationId',
    title: s.securityDepositReceipt,
    area: 'trips',
    load: () => import('./deposit/deposit-receipt-page'),
  },
  {
    path: '/cancel/:reservationId/:type',
    title: s.cancelAReservation,
    area: 'trips',
    load: () => import('./cancel/cancel-page'),
  },
  {
    path: '/review/write/:reservationId',
    title: s.writeAReview,
    area: 'trips',
    load: () => import('./reviews/write-review-page'),
  },

  // GoSolo group trips.
  { path: '/go-solo', title: s.gosoloTrips, area: 'gosolo' },
  { path: '/go-solo/book/:id', title: s.bookAGosoloTrip, area: 'gosolo' },
  { path: '/go-solo/receipt/:bookingId', title: s.gosoloReceipt, area: 'gosolo' },
  { path: '/go-solo-remaining-payment/:id', title: s.gosoloRemainingPayment, area: 'gosolo' },
  { path: '/go-solo-bookings', title: s.yourGosoloBookings, area: 'gosolo' },
  { path: '/go-solo-waiting/:id', title: s.gosoloWaitingList, area: 'gosolo' },
  { path: '/view-trip/:id', title: s.tripDetails, area: 'gosolo' },
  { path: '/review-gosolo/write/:goSoloBookingId', title: s.reviewYourGosoloTrip, area: 'gosolo' },

  // Hustle job board.
  { path: '/hustle', title: s.hustleJobBoard, area: 'hustle' },
  { path: '/hustle/my-jobs', title: s.myJobs, area: 'hustle' },
  { path: '/hustle/:id', title: s.job, area: 'hustle' },
];
