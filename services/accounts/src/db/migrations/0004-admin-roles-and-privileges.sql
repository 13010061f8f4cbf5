-- Admin roles and privileges (spec 000 §6, decision 0008). A privilege opens an exact list of /siteadmin URLs; a role
-- is a named set of privileges; a sub-admin holds one role, a super admin holds everything. The privilege rows are
-- the catalogue of packages/service-kit/src/admin-privileges.ts (a test keeps the two equal); ids are unique here,
-- where the spec's source repeated some.

create table admin_privileges (
  id integer primary key,
  name text not null unique,
  permitted_urls text[] not null check (cardinality(permitted_urls) > 0)
);

create table admin_roles (
  id serial primary key,
  name text not null check (length(btrim(name)) between 1 and 100),
  description text check (length(description) <= 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index admin_roles_name_key on admin_roles (lower(btrim(name)));

create table admin_role_privileges (
  role_id integer not null references admin_roles (id) on delete cascade,
  privilege_id integer not null references admin_privileges (id),
  primary key (role_id, privilege_id)
);

-- A role given to admins cannot be deleted from under them.
alter table admin_users
  add constraint admin_users_role_id_fkey foreign key (role_id) references admin_roles (id) on delete restrict;
create index admin_users_role_id_idx on admin_users (role_id) where role_id is not null;

insert into admin_privileges (id, name, permitted_urls) values
  (1, 'Dashboard', array['/siteadmin', '/siteadmin/admin']),
  (2, 'Manage Site Settings', array['/siteadmin/settings/site', '/siteadmin/settings/payment', '/siteadmin/currency']),
  (3, 'Manage Users', array['/siteadmin/users']),
  (4, 'Manage Press Users', array['/siteadmin/pressUsers']),
  (5, 'Deleted Users', array['/siteadmin/deletedUsers']),
  (6, 'Manage Members', array['/siteadmin/members']),
  (7, 'Property Management', array['/siteadmin/property-managers']),
  (8, 'Manage Listings', array['/siteadmin/listings', '/siteadmin/deleted-listings']),
  (9, 'Approved Listings', array['/siteadmin/listingapproval']),
  (10, 'Top Picks Manager', array['/siteadmin/topPicks']),
  (11, 'Long Term Picks Manager', array['/siteadmin/long-term-stay']),
  (12, 'Solo Travel Picks Manager', array['/siteadmin/soloPicks']),
  (13, 'Unique Travel Picks Manager', array['/siteadmin/uniquePicks']),
  (14, 'Family Friendly Picks Manager', array['/siteadmin/familyPicks']),
  (15, 'Business Travel Picks Manager', array['/siteadmin/businessPicks']),
  (16, 'Manage Reservations', array[
    '/siteadmin/reservations',
    '/siteadmin/viewreservation/{id}',
    '/siteadmin/receipt/{reservationId}']),
  (17, 'iCal Management', array['/siteadmin/ical']),
  (18, 'Manage User Reviews', array['/siteadmin/user-reviews']),
  (19, 'Manage Admin Reviews', array[
    '/siteadmin/reviews',
    '/siteadmin/write-reviews',
    '/siteadmin/edit-review/{reviewId}']),
  (20, 'Manage Site Service Fee', array['/siteadmin/settings/servicefees']),
  (21, 'Manage Property Service Fee', array['/siteadmin/settings/property-servicefees']),
  (22, 'ID Proof Verification Management', array['/siteadmin/id-proof', '/siteadmin/document']),
  (23, 'View User Messages', array['/siteadmin/messages']),
  (24, 'View Private Message', array['/siteadmin/privatemessages']),
  (25, 'Connection Message', array['/siteadmin/connection']),
  (26, 'Manage User Reports', array['/siteadmin/reportUser']),
  (27, 'Manage Search Settings', array['/siteadmin/settings/search']),
  (28, 'Manage Travel Credit', array['/siteadmin/travelCredit']),
  (29, 'Manage Home Page Banners', array[
    '/siteadmin/home/caption',
    '/siteadmin/home/banner',
    '/siteadmin/home/home-banner',
    '/siteadmin/home/footer-block',
    '/siteadmin/home/footer-info-block',
    '/siteadmin/home/footer-signup-block']),
  (30, 'Manage Listing Settings', array[
    '/siteadmin/listsettings/1',
    '/siteadmin/listsettings/2',
    '/siteadmin/listsettings/3',
    '/siteadmin/listsettings/4',
    '/siteadmin/listsettings/5',
    '/siteadmin/listsettings/6',
    '/siteadmin/listsettings/7',
    '/siteadmin/listsettings/8',
    '/siteadmin/listsettings/9',
    '/siteadmin/listsettings/10',
    '/siteadmin/listsettings/11',
    '/siteadmin/listsettings/12',
    '/siteadmin/listsettings/13',
    '/siteadmin/listsettings/14',
    '/siteadmin/listsettings/15',
    '/siteadmin/listsettings/16',
    '/siteadmin/listsettings/18',
    '/siteadmin/listsettings/19',
    '/siteadmin/listsettings/20',
    '/siteadmin/listsettings/21',
    '/siteadmin/listsettings/22',
    '/siteadmin/listsettings/23']),
  (31, 'Manage Member Perks', array[
    '/siteadmin/member-perks',
    '/siteadmin/member-perks/add',
    '/siteadmin/member-perks/edit/{id}']),
  (32, 'Manage Go Host', array['/siteadmin/go-host', '/siteadmin/go-host/add', '/siteadmin/go-host/edit/{id}']),
  (33, 'Manage CMS Pages', array[
    '/siteadmin/content-management',
    '/siteadmin/page/add',
    '/siteadmin/page/add/content',
    '/siteadmin/edit/page/{blogId}',
    '/siteadmin/edit/page/content/{blogId}',
    '/siteadmin/staticpage/management',
    '/siteadmin/edit/staticpage/{pageId}',
    '/siteadmin/mainstaticpage/management/{pageId}']),
  (34, 'Blog Content Management', array[
    '/siteadmin/blog-content-management',
    '/siteadmin/user-blog-content-management',
    '/siteadmin/tag-management',
    '/siteadmin/event',
    '/siteadmin/event/add',
    '/siteadmin/event/edit/{id}',
    '/siteadmin/event/{id}']),
  (35, 'Main Host Management', array['/siteadmin/how-to-host-management', '/siteadmin/how-to-host-content/add']),
  (36, 'Natural Retreats', array[
    '/siteadmin/naturalretreats/account',
    '/siteadmin/naturalretreats/all',
    '/siteadmin/naturalretreats/bookings',
    '/siteadmin/naturalretreats/logs']),
  (37, 'Interhome', array['/siteadmin/interhome/listings', '/siteadmin/interhome/bookings']),
  (38, 'Manage Hostfully', array['/siteadmin/hostfully/listings', '/siteadmin/hostfully/bookings']),
  (39, 'Manage Rentalsunited', array[
    '/siteadmin/rentals-united/listings',
    '/siteadmin/rentals-united/bookings',
    '/siteadmin/rentals-united/rate']),
  (40, 'Pending Member', array['/siteadmin/member-pending']),
  (41, 'Manage NextPax', array['/siteadmin/nextPax/listings', '/siteadmin/nextPax/bookings']),
  (42, 'Manage GoSolo Trips', array[
    '/siteadmin/go-solo',
    '/siteadmin/go-solo-stay',
    '/siteadmin/go-solo-trip',
    '/siteadmin/go-solo-booking',
    '/siteadmin/go-solo-user-request',
    '/siteadmin/add-trip',
    '/siteadmin/edit-trip/{id}',
    '/siteadmin/gosolo-reviews']),
  (43, 'Manage Inquiry', array['/siteadmin/inquiry']),
  (44, 'Manage HostAway', array['/siteadmin/hostAway/listings', '/siteadmin/hostAway/bookings']),
  (45, 'OwnerRez', array['/siteadmin/ownerrez/listings', '/siteadmin/ownerrez/bookings']),
  (46, 'Manage Membership', array[
    '/siteadmin/subscription',
    '/siteadmin/subscription-block-1',
    '/siteadmin/subscription-block-2',
    '/siteadmin/subscription-block-3']),
  (47, 'Manage Diamond Member', array[
    '/siteadmin/diamond-member',
    '/siteadmin/diamond-member/add',
    '/siteadmin/diamond-member/edit/{id}',
    '/siteadmin/diamond-member-offer']),
  (48, 'Manage Local spots', array['/siteadmin/localspots']),
  (49, 'Admin Logs', array['/siteadmin/admin_logs']),
  (50, 'Manage HappyRentals', array['/siteadmin/happyRentals/listings', '/siteadmin/happyRentals/bookings']),
  (51, 'GoHustle management', array[
    '/siteadmin/go-hustle-job-applications',
    '/siteadmin/go-hustle-communityAdvice',
    '/siteadmin/go-hustle-content',
    '/siteadmin/go-hustle-industry',
    '/siteadmin/go-hustle-jobType',
    '/siteadmin/go-hustle-post-management',
    '/siteadmin/go-hustle-user-post-management']);
