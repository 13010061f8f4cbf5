// Every text the admin app shows, defined once. SPEC_TEXTS are the spec's, in English verbatim (spec 000 §8, spec
// 001 §8's text table); ADMIN_TEXTS are the app's own. The admin app has no react-intl, so this module is the one
// source: screens and components reference it, never retype a text.
export const SPEC_TEXTS = {
  notLoggedIn: 'You are not logged In. Please Login to continue!',
  somethingWentWrongRefresh: 'Oops something went wrong, refresh or check back later',
  /** Spec 000 §8's 'Admin User has been updated/added successfully!', as its two texts. */
  adminUserUpdated: 'Admin User has been updated successfully!',
  adminUserAdded: 'Admin User has been added successfully!',
  adminUserDeleted: 'Admin User has been deleted successfully!',
  /** A failed admin change: shown with the server's errorMessage beneath it (spec 000 §8). */
  oopsSomethingWentWrong: 'Oops, something went wrong',
} as const;

export const ADMIN_TEXTS = {
  // The frame.
  skipToContent: 'Skip to content',
  sections: 'Sections',
  sectionsLabel: 'Admin sections',
  memberSite: 'Member site',
  signOut: 'Sign out',
  yourDetails: 'Your details',
  logIn: 'Log in',
  signedInAs: (email: string) => `Signed in as ${email}`,
  loading: 'Loading…',
  checkingSignIn: 'Checking your sign-in…',
  checkingAccess: 'Checking your access…',
  accessUnavailable: 'Your admin access could not be loaded.',
  noMenuEntries: 'Your admin role opens no screens yet. Ask a super admin to give it privileges.',

  // A screen her privileges do not open.
  noAccess: 'You do not have access to this page',
  noAccessLead: 'Your admin role does not include the privilege for this screen. A super admin can change your role.',
  goToDashboard: 'Go to the dashboard',
  goTo: (title: string) => `Go to ${title}`,

  // Lists.
  tryAgain: 'Try again',
  listUnavailable: 'This list could not be loaded.',
  noResults: 'Nothing to show.',
  noResultsFiltered: 'Nothing matches these filters.',
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count.toLocaleString('en')} results`),
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageSize: 'Rows per page',
  pagination: 'Pagination',
  search: 'Search',
  clearSearch: 'Clear search',
  clearFilters: 'Clear filters',
  anyOption: 'Any',
  sortBy: (column: string) => `Sort by ${column}`,

  // Confirmations and notifications.
  cancel: 'Cancel',
  working: 'Working…',
  reasonRequired: 'Please give a reason.',
  notifications: 'Notifications',
  dismiss: 'Dismiss',

  // The dashboard.
  dashboard: 'Dashboard',
  dashboardLead: (siteName: string) =>
    `The back office of ${siteName}: members, listings, bookings and the site's content.`,
  countsHeading: 'Waiting for you',
  countMembers: 'Members',
  countPendingApplications: 'Pending applications',
  countIdDocumentsWaiting: 'ID documents waiting',
  countListingsAwaitingApproval: 'Listings awaiting approval',
  notYetAvailable: 'Not yet available',
  countsUnavailable: 'The counts could not be loaded.',

  // The admin log.
  adminLogs: 'Admin logs',
  adminLogLead: 'Every change an admin made, newest first. Nothing here can be changed or deleted.',
  logAdmin: 'Admin',
  logArea: 'Area',
  logFrom: 'From',
  logTo: 'To',
  logSearch: 'Search the summaries',
  logWhen: 'When',
  logAction: 'Action',
  logRecord: 'Record',
  logSummary: 'Summary',
  logPrivilege: 'Privilege',
  logAddress: 'Address',
  logEmpty: 'No admin actions are recorded yet.',
  logEmptyFiltered: 'No admin actions match these filters.',
  logBadRange: 'The From date must not be after the To date.',

  // Site settings (/settings/site).
  siteSettings: 'Site settings',
  siteSettingsLead:
    'The name, logo and social links members see on every page of the member site. A saved change shows there the next time a page loads.',
  siteSettingsNameGroup: 'Name and title',
  siteSettingsLogoGroup: 'Logo',
  siteSettingsSocialGroup: 'Social links',
  settingSiteName: 'Site name',
  settingSiteNameHint: 'Shown in the header, the footer and every tab title. 1 to 100 characters.',
  settingSiteTitle: 'Site title',
  settingSiteTitleHint: 'The title browsers and search engines show for the home page. 1 to 150 characters.',
  settingLogo: 'Logo image',
  settingLogoHint:
    'An https:// address, or a path on this site such as /images/logo.svg. Leave it empty to show the site name instead.',
  settingLogoHeight: 'Logo height (pixels)',
  settingLogoWidth: 'Logo width (pixels)',
  settingLogoSizeHint: 'A whole number from 1 to 1000.',
  settingFacebook: 'Facebook page',
  settingFacebookHint: 'An https:// address on facebook.com. Leave it empty to hide the link.',
  settingTwitter: 'Twitter (X) page',
  settingTwitterHint: 'An https:// address on twitter.com or x.com. Leave it empty to hide the link.',
  settingInstagram: 'Instagram page',
  settingInstagramHint: 'An https:// address on instagram.com. Leave it empty to hide the link.',
  siteSettingsOther: 'Other settings',
  save: 'Save',
  saving: 'Saving…',
  siteSettingsSaved: 'Site settings have been updated successfully!',
  siteSettingsUnchanged: 'Nothing to save: no setting was changed.',
  siteSettingsUnavailable: 'The site settings could not be loaded.',
} as const;
