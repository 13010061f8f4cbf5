// The admin privileges of spec 000 §6, each with the exact /siteadmin URLs of spec 000 §2 it opens (decision 0008).
// accounts seeds the same rows into admin_privileges (migration 0004); a test keeps the two equal.

export interface AdminPrivilege {
  /** Unique and stable: roles refer to privileges by id, and signed identities carry ids. */
  id: number;
  name: string;
  /**
   * Exact URLs. A `{name}` segment stands for exactly one id segment (`/siteadmin/edit-trip/{id}` opens
   * `/siteadmin/edit-trip/42`, never `/siteadmin/edit-trip` or `/siteadmin/edit-trip/42/x`).
   */
  permittedUrls: readonly string[];
}

const admin = (path: string) => `/siteadmin${path}`;
const pages = (...paths: string[]) => paths.map(admin);
/** A channel manager's two screens: its listings and its bookings. */
const channel = (path: string) => pages(`/${path}/listings`, `/${path}/bookings`);
/** List settings 1 to 23 except 17 (spec 000 §6). */
const LIST_SETTINGS = Array.from({ length: 23 }, (_, i) => i + 1)
  .filter((typeId) => typeId !== 17)
  .map((typeId) => admin(`/listsettings/${typeId}`));

/** In the order spec 000 §6 names them; ids 1 to 51, none repeated. */
export const ADMIN_PRIVILEGES: readonly AdminPrivilege[] = [
  { id: 1, name: 'Dashboard', permittedUrls: pages('', '/admin') },
  { id: 2, name: 'Manage Site Settings', permittedUrls: pages('/settings/site', '/settings/payment', '/currency') },
  { id: 3, name: 'Manage Users', permittedUrls: pages('/users') },
  { id: 4, name: 'Manage Press Users', permittedUrls: pages('/pressUsers') },
  { id: 5, name: 'Deleted Users', permittedUrls: pages('/deletedUsers') },
  { id: 6, name: 'Manage Members', permittedUrls: pages('/members') },
  { id: 7, name: 'Property Management', permittedUrls: pages('/property-managers') },
  { id: 8, name: 'Manage Listings', permittedUrls: pages('/listings', '/deleted-listings') },
  { id: 9, name: 'Approved Listings', permittedUrls: pages('/listingapproval') },
  { id: 10, name: 'Top Picks Manager', permittedUrls: pages('/topPicks') },
  { id: 11, name: 'Long Term Picks Manager', permittedUrls: pages('/long-term-stay') },
  { id: 12, name: 'Solo Travel Picks Manager', permittedUrls: pages('/soloPicks') },
  { id: 13, name: 'Unique Travel Picks Manager', permittedUrls: pages('/uniquePicks') },
  { id: 14, name: 'Family Friendly Picks Manager', permittedUrls: pages('/familyPicks') },
  { id: 15, name: 'Business Travel Picks Manager', permittedUrls: pages('/businessPicks') },
  {
    id: 16,
    name: 'Manage Reservations',
    // the security deposit claims waiting for an answer (decision 0056: the spec names no page or privilege for them)
    permittedUrls: pages(
      '/reservations',
      '/viewreservation/{id}',
      '/receipt/{reservationId}',
      '/reservations/deposit-claims',
    ),
  },
  { id: 17, name: 'iCal Management', permittedUrls: pages('/ical') },
  { id: 18, name: 'Manage User Reviews', permittedUrls: pages('/user-reviews') },
  {
    id: 19,
    name: 'Manage Admin Reviews',
    permittedUrls: pages('/reviews', '/write-reviews', '/edit-review/{reviewId}'),
  },
  { id: 20, name: 'Manage Site Service Fee', permittedUrls: pages('/settings/servicefees') },
  { id: 21, name: 'Manage Property Service Fee', permittedUrls: pages('/settings/property-servicefees') },
  { id: 22, name: 'ID Proof Verification Management', permittedUrls: pages('/id-proof', '/document') },
  { id: 23, name: 'View User Messages', permittedUrls: pages('/messages') },
  { id: 24, name: 'View Private Message', permittedUrls: pages('/privatemessages') },
  { id: 25, name: 'Connection Message', permittedUrls: pages('/connection') },
  { id: 26, name: 'Manage User Reports', permittedUrls: pages('/reportUser') },
  { id: 27, name: 'Manage Search Settings', permittedUrls: pages('/settings/search') },
  { id: 28, name: 'Manage Travel Credit', permittedUrls: pages('/travelCredit') },
  {
    id: 29,
    name: 'Manage Home Page Banners',
    permittedUrls: pages(
      '/home/caption',
      '/home/banner',
      '/home/home-banner',
      '/home/footer-block',
      '/home/footer-info-block',
      '/home/footer-signup-block',
    ),
  },
  { id: 30, name: 'Manage Listing Settings', permittedUrls: LIST_SETTINGS },
  {
    id: 31,
    name: 'Manage Member Perks',
    permittedUrls: pages('/member-perks', '/member-perks/add', '/member-perks/edit/{id}'),
  },
  { id: 32, name: 'Manage Go Host', permittedUrls: pages('/go-host', '/go-host/add', '/go-host/edit/{id}') },
  {
    id: 33,
    name: 'Manage CMS Pages',
    permittedUrls: pages(
      '/content-management',
      '/page/add',
      '/page/add/content',
      '/edit/page/{blogId}',
      '/edit/page/content/{blogId}',
      '/staticpage/management',
      '/edit/staticpage/{pageId}',
      '/mainstaticpage/management/{pageId}',
    ),
  },
  {
    id: 34,
    name: 'Blog Content Management',
    permittedUrls: pages(
      '/blog-content-management',
      '/user-blog-content-management',
      '/tag-management',
      '/event',
      '/event/add',
      '/event/edit/{id}',
      '/event/{id}',
    ),
  },
  { id: 35, name: 'Main Host Management', permittedUrls: pages('/how-to-host-management', '/how-to-host-content/add') },
  {
    id: 36,
    name: 'Natural Retreats',
    permittedUrls: pages(
      '/naturalretreats/account',
      '/naturalretreats/all',
      '/naturalretreats/bookings',
      '/naturalretreats/logs',
    ),
  },
  { id: 37, name: 'Interhome', permittedUrls: channel('interhome') },
  { id: 38, name: 'Manage Hostfully', permittedUrls: channel('hostfully') },
  {
    id: 39,
    name: 'Manage Rentalsunited',
    permittedUrls: [...channel('rentals-united'), admin('/rentals-united/rate')],
  },
  { id: 40, name: 'Pending Member', permittedUrls: pages('/member-pending') },
  { id: 41, name: 'Manage NextPax', permittedUrls: channel('nextPax') },
  {
    id: 42,
    name: 'Manage GoSolo Trips',
    permittedUrls: pages(
      '/go-solo',
      '/go-solo-stay',
      '/go-solo-trip',
      '/go-solo-booking',
      '/go-solo-user-request',
      '/add-trip',
      '/edit-trip/{id}',
      '/gosolo-reviews',
    ),
  },
  { id: 43, name: 'Manage Inquiry', permittedUrls: pages('/inquiry') },
  { id: 44, name: 'Manage HostAway', permittedUrls: channel('hostAway') },
  { id: 45, name: 'OwnerRez', permittedUrls: channel('ownerrez') },
  {
    id: 46,
    name: 'Manage Membership',
    permittedUrls: pages('/subscription', '/subscription-block-1', '/subscription-block-2', '/subscription-block-3'),
  },
  {
    id: 47,
    name: 'Manage Diamond Member',
    permittedUrls: pages(
      '/diamond-member',
      '/diamond-member/add',
      '/diamond-member/edit/{id}',
      '/diamond-member-offer',
    ),
  },
  { id: 48, name: 'Manage Local spots', permittedUrls: pages('/localspots') },
  { id: 49, name: 'Admin Logs', permittedUrls: pages('/admin_logs') },
  { id: 50, name: 'Manage HappyRentals', permittedUrls: channel('happyRentals') },
  {
    id: 51,
    name: 'GoHustle management',
    permittedUrls: pages(
      '/go-hustle-job-applications',
      '/go-hustle-communityAdvice',
      '/go-hustle-content',
      '/go-hustle-industry',
      '/go-hustle-jobType',
      '/go-hustle-post-management',
      '/go-hustle-user-post-management',
    ),
  },
];

/**
 * Admin pages no privilege lists, so only a super admin opens them: managing admins and roles (an admin who could
 * would grant herself everything).
 */
export const SUPER_ADMIN_ONLY_URLS: readonly string[] = pages('/admin-users', '/admin-roles', '/sub-admin');

/**
 * Admin pages no privilege lists that every admin opens: her own account details, her password (change/admin,
 * changeAdminPassword, decision 0029) and her sign-in e-mail (change/common, changeAdminEmail, decision 0031), whose
 * calls act only on her own account.
 */
export const EVERY_ADMIN_URLS: readonly string[] = pages('/change/admin', '/change/common');
