// Every screen of the member app (spec 000 §2): path pattern, title and area; each screen's module loads on demand.
import type { ScreenRoute } from './screen';

// What a screen is lives in ./screen, which the screens import: never this table, which imports them (no cycle).
export type { RouteArea, ScreenModule, ScreenProps, ScreenRoute } from './screen';

/** The static content pages share one module; their copy is keyed by path (content/static-pages.ts). */
const loadStaticPage = () => import('./content/static-page');

export const SCREENS: ScreenRoute[] = [
  { path: '/', title: 'Home', area: 'home', load: () => import('./home/home-page') },

  // About the club, and the static content pages.
  { path: '/about-us', title: 'About us', area: 'about', load: loadStaticPage },
  { path: '/about', title: 'About Golightly', area: 'about' },
  { path: '/contact', title: 'Contact', area: 'about' },
  { path: '/contactUs', title: 'Contact us', area: 'about' },
  { path: '/page/:pageUrl?', title: 'Content page', area: 'about', load: () => import('./content/cms-page') },
  { path: '/cancellation-policies/:type?', title: 'Cancellation policies', area: 'about' },
  { path: '/business', title: 'Business travel', area: 'about', load: loadStaticPage },
  { path: '/careers', title: 'Careers', area: 'about', load: loadStaticPage },
  { path: '/citizen', title: 'Global citizen', area: 'about', load: loadStaticPage },
  { path: '/guide', title: 'Guide', area: 'about', load: loadStaticPage },
  { path: '/help', title: 'Help', area: 'about', load: loadStaticPage },
  { path: '/hospitality', title: 'Hospitality', area: 'about', load: loadStaticPage },
  { path: '/howtohost', title: 'How to host', area: 'about', load: loadStaticPage },
  { path: '/policies', title: 'Policies', area: 'about', load: loadStaticPage },
  { path: '/press', title: 'Press', area: 'about', load: loadStaticPage },
  { path: '/privacy', title: 'Privacy policy', area: 'about', load: loadStaticPage },
  { path: '/responsible-hosting', title: 'Responsible hosting', area: 'about', load: loadStaticPage },
  { path: '/termsService', title: 'Terms of service', area: 'about', load: loadStaticPage },
  { path: '/travel', title: 'Travel credit', area: 'about', load: loadStaticPage },
  { path: '/travelOftenGolightly', title: 'Travel often with Golightly', area: 'about', load: loadStaticPage },
  { path: '/safety', title: 'Safety', area: 'about', load: loadStaticPage },
  { path: '/whoCanJoin', title: 'Who can join', area: 'about', load: loadStaticPage },
  { path: '/whyhost', title: 'Why host', area: 'about', load: loadStaticPage },
  { path: '/test', title: 'Connection check', area: 'about', load: () => import('./account/test-page') },

  // Membership.
  {
    path: '/become-a-member',
    title: 'Become a member',
    area: 'membership',
    load: () => import('./membership/become-a-member-page'),
  },
  { path: '/membership', title: 'Membership', area: 'membership', load: () => import('./membership/membership-page') },
  {
    path: '/membership-info',
    title: 'Membership information',
    area: 'membership',
    load: () => import('./membership/membership-page'),
  },
  {
    path: '/diamond-member',
    title: 'Diamond membership',
    area: 'membership',
    load: () => import('./membership/diamond-member-page'),
  },
  { path: '/member-perks', title: 'Member perks', area: 'membership' },
  { path: '/invite', title: 'Invite friends', area: 'membership', load: () => import('./invite/invite-page') },
  {
    path: '/c/:referralKey?/:inviteEmail?/:dateOfBirth?/:zipCode?/:accept?',
    title: 'Your invitation',
    area: 'membership',
    load: () => import('./register/referral-landing-page'),
  },
  {
    // Links mailed before a missing ZIP was left out carry an empty segment (`/c/KEY/a%40b.co//accept`), which the
    // pattern above cannot match; the landing page reads them segment by segment.
    path: '/c/*',
    title: 'Your invitation',
    area: 'membership',
    load: () => import('./register/referral-landing-page'),
  },
  {
    path: '/unsuccessful',
    title: 'Membership unsuccessful',
    area: 'membership',
    load: () => import('./membership/unsuccessful-page'),
  },
  { path: '/warning', title: 'Account warning', area: 'membership', load: () => import('./membership/warning-page') },

  // Signing in and the account.
  { path: '/login', title: 'Log in', area: 'account', load: () => import('./login/login-page') },
  {
    path: '/register',
    title: 'New Member Registration',
    area: 'account',
    load: () => import('./register/register-page'),
  },
  {
    path: '/property-login',
    title: 'Property manager log in',
    area: 'account',
    load: () => import('./account/property-login-page'),
  },
  {
    path: '/newsletter/confirm/:token',
    title: 'Your newsletter subscription',
    area: 'account',
    load: () => import('./newsletter/confirm-newsletter-page'),
  },
  {
    path: '/confirm-email',
    title: 'Confirm your e-mail',
    area: 'account',
    load: () => import('./account/confirm-email-page'),
  },
  {
    path: '/confirm-gender',
    title: 'Confirm your gender',
    area: 'account',
    load: () => import('./membership/confirm-gender-page'),
  },
  {
    path: '/password/verification',
    title: 'Reset your password',
    area: 'account',
    load: () => import('./password/reset-password-page'),
  },
  { path: '/getUser', title: 'Your account', area: 'account', load: () => import('./account/get-user-page') },
  {
    path: '/requestDelete',
    title: 'Delete your account',
    area: 'account',
    load: () => import('./account/request-delete-page'),
  },
  { path: '/dashboard', title: 'Dashboard', area: 'account', load: () => import('./dashboard/dashboard-page') },
  {
    path: '/users/security',
    title: 'Account security',
    area: 'account',
    load: () => import('./profile/security-page'),
  },
  {
    path: '/user/edit',
    title: 'Edit profile',
    area: 'account',
    load: () => import('./profile/edit-profile-page'),
  },
  {
    path: '/user/photo',
    title: 'Profile photo',
    area: 'account',
    load: () => import('./profile/photo-page'),
  },
  {
    path: '/user/verification',
    title: 'Trust and verification',
    area: 'account',
    // With ?confirm=…&email=… it confirms the e-mail; otherwise the trust-and-verification tab (profile/).
    load: () => import('./verification/email-verification-page'),
  },
  {
    path: '/user/reviews',
    title: 'Reviews',
    area: 'account',
    load: () => import('./profile/reviews-page'),
  },
  {
    path: '/user/gosolo-reviews',
    title: 'GoSolo reviews',
    area: 'account',
    load: () => import('./profile/reviews-page'),
  },
  {
    path: '/document-verification',
    title: 'Document verification',
    area: 'account',
    load: () => import('./profile/id-verification-page'),
  },
  {
    path: '/id-proofType',
    title: 'Choose an ID document',
    area: 'account',
    load: () => import('./profile/id-verification-page'),
  },
  {
    path: '/id-verification',
    title: 'ID verification',
    area: 'account',
    load: () => import('./profile/id-verification-page'),
  },
  {
    path: '/users/show/:profileId?',
    title: 'Member profile',
    area: 'account',
    load: () => import('./profile/show-profile-page'),
  },

  // Payouts and transaction history.
  { path: '/user/payout', title: 'Payout preferences', area: 'payouts' },
  { path: '/user/addpayout', title: 'Add a payout method', area: 'payouts' },
  { path: '/user/payout/failure', title: 'Payout method not added', area: 'payouts' },
  { path: '/user/transaction', title: 'Transaction history', area: 'payouts' },

  // Community.
  { path: '/social', title: 'Social', area: 'community' },
  { path: '/social/mypost', title: 'My posts', area: 'community' },
  { path: '/social/confirm-event/:eventId?', title: 'Confirm your event place', area: 'community' },
  { path: '/social/:id', title: 'Social post', area: 'community' },
  { path: '/show/users', title: 'Members', area: 'community' },
  { path: '/your-connections', title: 'Your connections', area: 'community' },
  { path: '/localspots/users', title: 'Local spots', area: 'community' },
  { path: '/concierge', title: 'Concierge', area: 'community' },
  { path: '/go-host', title: 'Go Host', area: 'community' },

  // Messages.
  { path: '/inbox', title: 'Inbox', area: 'messages' },
  { path: '/message/:threadId/:type', title: 'Conversation', area: 'messages' },

  // Stays: search, cities, listings and wish lists.
  { path: '/s/:filters?', title: 'Search stays', area: 'stays' },
  { path: '/cities/:city', title: 'City guide', area: 'stays' },
  { path: '/explore/:city', title: 'Explore the city', area: 'stays' },
  { path: '/exploreMore', title: 'Explore more', area: 'stays' },
  { path: '/explore-more', title: 'Explore more', area: 'stays' },
  { path: '/rooms/:listId/:preview?', title: 'Listing', area: 'stays' },
  { path: '/wishlists/:id?', title: 'Wish lists', area: 'stays' },

  // Hosting.
  {
    path: '/become-a-host/:listId?/:formPage?',
    title: 'List your space',
    area: 'hosting',
    load: () => import('./hosting/become-a-host-page'),
  },
  { path: '/rooms', title: 'Your listings', area: 'hosting' },
  { path: '/reservation/:type', title: 'Your reservations', area: 'hosting' },

  // Trips: booking, paying, receipts, cancelling and reviewing stays.
  { path: '/book/:hostingId', title: 'Request to book', area: 'trips' },
  { path: '/payment/:reservationId', title: 'Payment', area: 'trips' },
  { path: '/ih/payment/:interhomeId/:reservationId', title: 'Interhome payment', area: 'trips' },
  { path: '/ownerrez/payment/:ownerRezId/:reservationId', title: 'OwnerRez payment', area: 'trips' },
  { path: '/trips/:type', title: 'Your trips', area: 'trips' },
  { path: '/users/trips/itinerary/:reservationId', title: 'Itinerary', area: 'trips' },
  { path: '/users/trips/receipt/:reservationId', title: 'Receipt', area: 'trips' },
  { path: '/users/securityfee/receipt/:reservationId', title: 'Security deposit receipt', area: 'trips' },
  { path: '/cancel/:reservationId/:type', title: 'Cancel a reservation', area: 'trips' },
  { path: '/review/write/:reservationId', title: 'Write a review', area: 'trips' },

  // GoSolo group trips.
  { path: '/go-solo', title: 'GoSolo trips', area: 'gosolo' },
  { path: '/go-solo/book/:id', title: 'Book a GoSolo trip', area: 'gosolo' },
  { path: '/go-solo/receipt/:bookingId', title: 'GoSolo receipt', area: 'gosolo' },
  { path: '/go-solo-remaining-payment/:id', title: 'GoSolo remaining payment', area: 'gosolo' },
  { path: '/go-solo-bookings', title: 'Your GoSolo bookings', area: 'gosolo' },
  { path: '/go-solo-waiting/:id', title: 'GoSolo waiting list', area: 'gosolo' },
  { path: '/view-trip/:id', title: 'Trip details', area: 'gosolo' },
  { path: '/review-gosolo/write/:goSoloBookingId', title: 'Review your GoSolo trip', area: 'gosolo' },

  // Hustle job board.
  { path: '/hustle', title: 'Hustle job board', area: 'hustle' },
  { path: '/hustle/my-jobs', title: 'My jobs', area: 'hustle' },
  { path: '/hustle/:id', title: 'Job', area: 'hustle' },
];
