// Every screen of the admin app (spec 000 §2, under /siteadmin): path pattern, title and area, each loaded on demand.
import type { AdminArea, AdminScreenRoute } from './admin-screen';

// What a screen is lives in ./admin-screen, which the screens import: never this table, which imports them (no cycle).
export type { AdminArea, AdminScreenModule, AdminScreenProps, AdminScreenRoute } from './admin-screen';

/** The channel managers whose listings and bookings an admin reviews (spec 000 §2, "Integrations"). */
const CHANNEL_MANAGERS: Array<[path: string, name: string]> = [
  ['happyRentals', 'HappyRentals'],
  ['hostAway', 'HostAway'],
  ['hostfully', 'Hostfully'],
  ['nextPax', 'NextPax'],
  ['rentals-united', 'Rentals United'],
  ['interhome', 'Interhome'],
  ['ownerrez', 'OwnerRez'],
];

const screen = (path: string, title: string, area: AdminArea): AdminScreenRoute => ({ path, title, area });
/** A page reached from another screen (add, edit, one record): routed and guarded, but no side menu entry. */
const subPage = (path: string, title: string, area: AdminArea): AdminScreenRoute => ({
  path,
  title,
  area,
  subPage: true,
});

export const ADMIN_SCREENS: AdminScreenRoute[] = [
  { path: '/', title: 'Dashboard', area: 'overview', load: () => import('./dashboard/dashboard-page') },
  {
    path: '/admin',
    title: 'Dashboard',
    area: 'overview',
    subPage: true,
    load: () => import('./dashboard/dashboard-page'),
  },
  {
    path: '/login',
    title: 'Admin log in',
    area: 'overview',
    subPage: true,
    load: () => import('./login/admin-login-page'),
  },

  { ...screen('/users', 'Users', 'people'), load: () => import('./people/users-page') },
  { ...screen('/deletedUsers', 'Deleted users', 'people'), load: () => import('./people/deleted-users-page') },
  { ...screen('/members', 'Members', 'people'), load: () => import('./people/members-page') },
  { ...screen('/member-pending', 'Pending members', 'people'), load: () => import('./people/member-pending-page') },
  { ...screen('/pressUsers', 'Press users', 'people'), load: () => import('./people/role-accounts-page') },
  {
    ...screen('/property-managers', 'Property managers', 'people'),
    load: () => import('./people/role-accounts-page'),
  },
  { ...screen('/admin-users', 'Admin users', 'people'), load: () => import('./admins/admin-users-page') },
  { ...screen('/admin-roles', 'Admin roles', 'people'), load: () => import('./admins/admin-roles-page') },
  { ...screen('/sub-admin', 'Sub-admins', 'people'), load: () => import('./admins/sub-admin-page') },
  { ...screen('/document', 'Documents', 'people'), load: () => import('./admins/document-page') },
  { ...screen('/id-proof', 'ID proof verification', 'people'), load: () => import('./admins/id-proof-page') },
  // Her own password and e-mail, open to every admin (decision 0031): linked from the top bar, not the menu.
  { ...subPage('/change/admin', 'Change your password', 'people'), load: () => import('./admins/change-admin-page') },
  { ...subPage('/change/common', 'Change your e-mail', 'people'), load: () => import('./admins/change-common-page') },

  screen('/member-perks', 'Member perks', 'membership'),
  subPage('/member-perks/add', 'Add a member perk', 'membership'),
  screen('/member-perks/edit/:id', 'Edit a member perk', 'membership'),
  screen('/diamond-member', 'Diamond members', 'membership'),
  subPage('/diamond-member/add', 'Add a Diamond member', 'membership'),
  screen('/diamond-member/edit/:id', 'Edit a Diamond member', 'membership'),
  screen('/diamond-member-offer', 'Diamond member offer', 'membership'),
  screen('/subscription', 'Subscription', 'membership'),
  screen('/subscription-block-1', 'Subscription block 1', 'membership'),
  screen('/subscription-block-2', 'Subscription block 2', 'membership'),
  screen('/subscription-block-3', 'Subscription block 3', 'membership'),

  { ...screen('/listings', 'Listings', 'listings'), load: () => import('./listings/listings-page') },
  {
    ...screen('/deleted-listings', 'Deleted listings', 'listings'),
    load: () => import('./listings/deleted-listings-page'),
  },
  {
    ...screen('/listingapproval', 'Listing approval', 'listings'),
    load: () => import('./listings/listing-approval-page'),
  },
  {
    ...screen('/listsettings/:typeId', 'List settings', 'listings'),
    menuPath: '/listsettings/1',
    load: () => import('./listings/list-settings-page'),
  },
  screen('/ical', 'iCal management', 'listings'),
  screen('/localspots', 'Local spots', 'listings'),
  { ...screen('/topPicks', 'Top picks', 'listings'), load: () => import('./picks/picks-page') },
  { ...screen('/long-term-stay', 'Long-term stay picks', 'listings'), load: () => import('./picks/picks-page') },
  { ...screen('/soloPicks', 'Solo travel picks', 'listings'), load: () => import('./picks/picks-page') },
  { ...screen('/uniquePicks', 'Unique stay picks', 'listings'), load: () => import('./picks/picks-page') },
  { ...screen('/familyPicks', 'Family-friendly picks', 'listings'), load: () => import('./picks/picks-page') },
  { ...screen('/businessPicks', 'Business travel picks', 'listings'), load: () => import('./picks/picks-page') },

  {
    ...screen('/reservations', 'Reservations', 'reservations'),
    load: () => import('./reservations/reservations-page'),
  },
  {
    ...screen('/viewreservation/:id', 'Reservation', 'reservations'),
    load: () => import('./reservations/view-reservation-page'),
  },
  {
    ...screen('/receipt/:reservationId', 'Receipt', 'reservations'),
    load: () => import('./reservations/receipt-page'),
  },
  {
    ...screen('/reservations/deposit-claims', 'Security deposit claims', 'reservations'),
    load: () => import('./reservations/deposit-claims-page'),
  },
  { ...screen('/inquiry', 'Inquiries', 'reservations'), load: () => import('./reservations/inquiry-page') },
  { ...screen('/messages', 'User messages', 'reservations'), load: () => import('./messages/messages-page') },
  screen('/privatemessages', 'Private messages', 'reservations'),

  {
    path: '/settings/site',
    title: 'Site settings',
    area: 'settings',
    load: () => import('./settings/site-settings-page'),
  },
  screen('/settings/payment', 'Payment settings', 'settings'),
  {
    ...screen('/settings/search', 'Search settings', 'settings'),
    load: () => import('./settings/search-settings-page'),
  },
  {
    ...screen('/settings/servicefees', 'Service fees', 'settings'),
    load: () => import('./settings/service-fees/service-fees-page'),
  },
  {
    ...screen('/settings/property-servicefees', 'Property service fees', 'settings'),
    load: () => import('./settings/property-service-fees/property-service-fees-page'),
  },
  screen('/currency', 'Currencies', 'settings'),
  screen('/travelCredit', 'Travel credit', 'settings'),

  { ...screen('/reviews', 'Admin reviews', 'reviews'), load: () => import('./reviews/admin-reviews-page') },
  { ...subPage('/write-reviews', 'Write a review', 'reviews'), load: () => import('./reviews/write-review-page') },
  { ...screen('/edit-review/:reviewId', 'Edit a review', 'reviews'), load: () => import('./reviews/edit-review-page') },
  { ...screen('/user-reviews', 'User reviews', 'reviews'), load: () => import('./reviews/user-reviews-page') },
  screen('/gosolo-reviews', 'GoSolo reviews', 'reviews'),

  screen('/content-management', 'Content management', 'content'),
  screen('/blog-content-management', 'Blog content', 'content'),
  screen('/user-blog-content-management', 'Member blog content', 'content'),
  screen('/home/caption', 'Home page caption', 'content'),
  screen('/home/banner', 'Home page banner', 'content'),
  screen('/home/home-banner', 'Home page slider', 'content'),
  screen('/home/footer-block', 'Footer block', 'content'),
  screen('/home/footer-info-block', 'Footer information block', 'content'),
  screen('/home/footer-signup-block', 'Footer sign-up block', 'content'),
  subPage('/page/add', 'Add a page', 'content'),
  subPage('/page/add/content', 'Add page content', 'content'),
  screen('/edit/page/:blogId', 'Edit a page', 'content'),
  screen('/edit/page/content/:blogId', 'Edit page content', 'content'),
  screen('/staticpage/management', 'Static pages', 'content'),
  screen('/edit/staticpage/:pageId', 'Edit a static page', 'content'),
  screen('/mainstaticpage/management/:pageId', 'Main static page', 'content'),
  screen('/how-to-host-management', 'How to host', 'content'),
  subPage('/how-to-host-content/add', 'Add how-to-host content', 'content'),
  screen('/event', 'Events', 'content'),
  subPage('/event/add', 'Add an event', 'content'),
  screen('/event/edit/:id', 'Edit an event', 'content'),
  screen('/event/:id', 'Event', 'content'),
  screen('/go-host', 'Go Host', 'content'),
  subPage('/go-host/add', 'Add a Go Host entry', 'content'),
  screen('/go-host/edit/:id', 'Edit a Go Host entry', 'content'),

  screen('/go-solo', 'GoSolo', 'gosolo'),
  screen('/go-solo-stay', 'GoSolo stays', 'gosolo'),
  screen('/go-solo-trip', 'GoSolo trip types', 'gosolo'),
  screen('/go-solo-booking', 'GoSolo bookings', 'gosolo'),
  screen('/go-solo-user-request', 'GoSolo requests', 'gosolo'),
  subPage('/add-trip', 'Add a trip', 'gosolo'),
  screen('/edit-trip/:id', 'Edit a trip', 'gosolo'),

  screen('/go-hustle-job-applications', 'Job applications', 'hustle'),
  screen('/go-hustle-communityAdvice', 'Community advice', 'hustle'),
  screen('/go-hustle-content', 'Hustle content', 'hustle'),
  screen('/go-hustle-industry', 'Industries', 'hustle'),
  screen('/go-hustle-jobType', 'Job types', 'hustle'),
  screen('/go-hustle-post-management', 'Post management', 'hustle'),
  screen('/go-hustle-user-post-management', 'Member post management', 'hustle'),

  ...CHANNEL_MANAGERS.flatMap(([path, name]) => [
    screen(`/${path}/listings`, `${name} listings`, 'integrations'),
    screen(`/${path}/bookings`, `${name} bookings`, 'integrations'),
  ]),
  screen('/rentals-united/rate', 'Rentals United rates', 'integrations'),
  screen('/naturalretreats/account', 'Natural Retreats account', 'integrations'),
  screen('/naturalretreats/all', 'Natural Retreats listings', 'integrations'),
  screen('/naturalretreats/bookings', 'Natural Retreats bookings', 'integrations'),
  screen('/naturalretreats/logs', 'Natural Retreats logs', 'integrations'),
  screen('/connection', 'Channel connections', 'integrations'),

  screen('/reportUser', 'User reports', 'oversight'),
  { ...screen('/admin_logs', 'Admin logs', 'oversight'), load: () => import('./admin-log/admin-log-page') },
  screen('/tag-management', 'Tags', 'oversight'),
];
