// Every translated text of the shell, in English (en-US is the default locale and needs no bundle). Each other
// locale's bundle in ./bundles must translate every id here: the compiler checks it (see MessageId).
import { defineMessages } from 'react-intl';
import type {
  cancellationPolicyTexts,
  fieldTexts,
  listingTexts,
  loginTexts,
  registrationTexts,
  specTexts,
  toastTexts,
  validationTexts,
} from './spec-texts';
import { bookingPanelMessages, bookingScreenMessages } from './areas/booking';
import { cancellationMessages } from './areas/cancellation';
import { threadMessages } from './areas/messages';
import { dashboardScreenMessages } from './areas/dashboard';
import { depositMessages } from './areas/deposits';
import { payoutMessages } from './areas/payouts';
import { hostingScreenMessages } from './areas/hosting';
import { listingScreenMessages } from './areas/listing';
import { membershipScreenMessages } from './areas/membership';
import { placePickerMessages } from './areas/places';
import { profileScreenMessages } from './areas/profile';
import { ruleLabelMessages, ruleMessages } from './areas/rules';
import { screenTitleMessages } from './areas/screens';
import { searchScreenMessages } from './areas/search';
import { staticPageMessages } from './areas/static-pages';
import { wishListMessages } from './areas/wish-lists';
import { reviewMessages } from './areas/reviews';

// Each area's texts live in ./areas, English and translations together, so screens of different areas change apart.
export {
  bookingPanelMessages,
  bookingScreenMessages,
  cancellationMessages,
  threadMessages,
  dashboardScreenMessages,
  depositMessages,
  payoutMessages,
  hostingScreenMessages,
  listingScreenMessages,
  membershipScreenMessages,
  placePickerMessages,
  profileScreenMessages,
  ruleLabelMessages,
  ruleMessages,
  screenTitleMessages,
  searchScreenMessages,
  staticPageMessages,
  wishListMessages,
  reviewMessages,
};

export const footerMessages = defineMessages({
  columnCompany: { id: 'footer.column.company', defaultMessage: 'Company' },
  columnDiscover: { id: 'footer.column.discover', defaultMessage: 'Discover' },
  columnHosting: { id: 'footer.column.hosting', defaultMessage: 'Hosting' },
  columnPolicies: { id: 'footer.column.policies', defaultMessage: 'Policies' },
  columnNewFeatures: { id: 'footer.column.newfeatures', defaultMessage: 'New features' },
  aboutUs: { id: 'footer.link.aboutUs', defaultMessage: 'About us' },
  contactUs: { id: 'footer.link.contactUs', defaultMessage: 'Contact us' },
  howToHost: { id: 'footer.link.howToHost', defaultMessage: 'How to host' },
  help: { id: 'footer.link.help', defaultMessage: 'Help' },
  travelOften: { id: 'footer.link.travelOften', defaultMessage: 'Travel often' },
  travelCredit: { id: 'footer.link.travelCredit', defaultMessage: 'Travel credit' },
  safety: { id: 'footer.link.safety', defaultMessage: 'Safety' },
  termsService: { id: 'footer.link.termsService', defaultMessage: 'Terms of service' },
  privacy: { id: 'footer.link.privacy', defaultMessage: 'Privacy policy' },
  concierge: { id: 'footer.link.concierge', defaultMessage: 'Concierge' },
  memberPerks: { id: 'footer.link.memberPerks', defaultMessage: 'Member perks' },
  exploreMore: { id: 'footer.link.exploreMore', defaultMessage: 'Explore more' },
  becomeAMember: { id: 'footer.link.becomeAMember', defaultMessage: 'Become a member' },
  referFriends: { id: 'footer.link.referFriends', defaultMessage: 'Refer friends' },
  goHost: { id: 'footer.link.goHost', defaultMessage: 'Go host' },
  diamondMember: { id: 'footer.link.diamondMember', defaultMessage: 'Diamond membership' },
  navLabel: { id: 'footer.nav.label', defaultMessage: 'Footer' },
  regionsNavLabel: { id: 'footer.regions.navLabel', defaultMessage: 'Destinations' },
  regionsLabel: { id: 'footer.regions.label', defaultMessage: 'Stays in' },
  regionTexas: { id: 'footer.region.texas', defaultMessage: 'Texas' },
  regionNewEngland: { id: 'footer.region.newEngland', defaultMessage: 'New England' },
  regionFlorida: { id: 'footer.region.florida', defaultMessage: 'Florida' },
  regionUk: { id: 'footer.region.uk', defaultMessage: 'UK' },
  regionCalifornia: { id: 'footer.region.california', defaultMessage: 'California' },
  regionColorado: { id: 'footer.region.colorado', defaultMessage: 'Colorado' },
  regionEurope: { id: 'footer.region.europe', defaultMessage: 'Europe' },
  copyright: { id: 'footer.copyright', defaultMessage: '© {year} {siteName}. A members-only travel club.' },
  newsletterHeading: { id: 'footer.newsletter.heading', defaultMessage: 'Travel notes, once a month' },
  newsletterLead: {
    id: 'footer.newsletter.lead',
    defaultMessage: 'New homes, GoSolo trips and news from the club. No spam; unsubscribe at any time.',
  },
  newsletterEmailLabel: { id: 'footer.newsletter.emailLabel', defaultMessage: 'Your e-mail address' },
  newsletterSubmit: { id: 'footer.newsletter.submit', defaultMessage: 'Subscribe' },
  newsletterSubscribed: { id: 'footer.newsletter.subscribed', defaultMessage: 'Thank you! You are on the list.' },
  newsletterFailed: {
    id: 'footer.newsletter.failed',
    defaultMessage: 'We could not sign you up just now. Please try again in a moment.',
  },
  emailRequired: { id: 'footer.newsletter.emailRequired', defaultMessage: 'Email is required.' },
  emailTooLong: { id: 'footer.newsletter.emailTooLong', defaultMessage: 'Email must be at most 50 characters.' },
  newsletterConfirmationSent: {
    id: 'footer.newsletter.confirmationSent',
    defaultMessage: 'Almost there! We have sent you an e-mail: follow its link to confirm your subscription.',
  },
  newsletterConfirmHeading: { id: 'footer.newsletter.confirmHeading', defaultMessage: 'Your newsletter subscription' },
  newsletterConfirmLead: {
    id: 'footer.newsletter.confirmLead',
    defaultMessage: 'One last step: confirm that you want our travel notes at this address, once a month.',
  },
  newsletterConfirmButton: { id: 'footer.newsletter.confirmButton', defaultMessage: 'Confirm my subscription' },
  newsletterConfirming: { id: 'footer.newsletter.confirming', defaultMessage: 'Confirming your subscription…' },
  newsletterBackHome: { id: 'footer.newsletter.backHome', defaultMessage: 'Go to the home page' },
  newsletterConfirmed: {
    id: 'footer.newsletter.confirmed',
    defaultMessage: 'Your subscription is confirmed. Our travel notes will reach you once a month.',
  },
  newsletterLinkInvalid: {
    id: 'footer.newsletter.linkInvalid',
    defaultMessage:
      'This confirmation link has expired or has already been used. Please subscribe again from the footer of any page.',
  },
  preferencesLabel: { id: 'footer.preferences.label', defaultMessage: 'Language and currency' },
  languageLabel: { id: 'footer.language.label', defaultMessage: 'Language' },
  languageLoadFailed: {
    id: 'footer.language.loadFailed',
    defaultMessage: 'That language could not be loaded. Please try again.',
  },
  currencyLabel: { id: 'footer.currency.label', defaultMessage: 'Currency' },
});

/** For the header (site-header.tsx): the menus of spec 000 §2 "Header, footer and navigation". */
export const headerMessages = defineMessages({
  mainNavLabel: { id: 'header.nav.label', defaultMessage: 'Main' },
  menuButton: { id: 'header.menu.button', defaultMessage: 'Menu' },
  home: { id: 'header.nav.home', defaultMessage: 'Home' },
  goSolo: { id: 'header.nav.goSolo', defaultMessage: 'GoSolo' },
  goSoloBookings: { id: 'header.nav.goSoloBookings', defaultMessage: 'GoSolo bookings' },
  social: { id: 'header.nav.social', defaultMessage: 'Social' },
  aboutUs: { id: 'header.nav.aboutUs', defaultMessage: 'About us' },
  whoCanJoin: { id: 'header.nav.whoCanJoin', defaultMessage: 'Who can join' },
  logIn: { id: 'header.nav.logIn', defaultMessage: 'Log in' },
  signUp: { id: 'header.nav.signUp', defaultMessage: 'Sign up' },
  logOut: { id: 'header.nav.logOut', defaultMessage: 'Log out' },
  membership: { id: 'header.nav.membership', defaultMessage: 'Membership' },
  diamondMember: { id: 'header.nav.diamondMember', defaultMessage: 'Diamond' },
  members: { id: 'header.nav.members', defaultMessage: 'Members' },
  dashboard: { id: 'header.nav.dashboard', defaultMessage: 'Dashboard' },
  profile: { id: 'header.nav.profile', defaultMessage: 'Profile' },
  payouts: { id: 'header.nav.payouts', defaultMessage: 'Payouts' },
  invite: { id: 'header.nav.invite', defaultMessage: 'Invite friends' },
  inviteShort: { id: 'header.nav.inviteShort', defaultMessage: 'Invite' },
  account: { id: 'header.nav.account', defaultMessage: 'Account' },
  connections: { id: 'header.nav.connections', defaultMessage: 'Connections' },
  trips: { id: 'header.nav.trips', defaultMessage: 'Trips' },
  rooms: { id: 'header.nav.rooms', defaultMessage: 'Your listings' },
  wishlists: { id: 'header.nav.wishlists', defaultMessage: 'Saved' },
  inbox: { id: 'header.nav.inbox', defaultMessage: 'Inbox' },
  unread: { id: 'header.nav.unread', defaultMessage: 'unread messages' },
  socialNew: { id: 'header.nav.socialNew', defaultMessage: 'new' },
  host: { id: 'header.host.menu', defaultMessage: 'Host' },
  hostListLabel: { id: 'header.host.listLabel', defaultMessage: 'Hosting' },
  listYourSpace: { id: 'header.host.listYourSpace', defaultMessage: 'List your space' },
  manageListings: { id: 'header.host.manageListings', defaultMessage: 'Manage listings' },
  howToHost: { id: 'header.host.howToHost', defaultMessage: 'How to host' },
  reservations: { id: 'header.host.reservations', defaultMessage: 'Reservations' },
  transactions: { id: 'header.host.transactions', defaultMessage: 'Transaction history' },
  accountListLabel: { id: 'header.account.listLabel', defaultMessage: 'Your account' },
  barLabel: { id: 'header.bar.label', defaultMessage: 'Dashboard' },
  yourReservations: { id: 'header.bar.reservations', defaultMessage: 'Your reservations' },
  yourTrips: { id: 'header.bar.trips', defaultMessage: 'Your trips' },
  settingsLabel: { id: 'header.settings.label', defaultMessage: 'Settings' },
  payoutPreferences: { id: 'header.settings.payouts', defaultMessage: 'Payout preferences' },
  accountSecurity: { id: 'header.settings.security', defaultMessage: 'Security' },
  searchLabel: { id: 'header.search.label', defaultMessage: 'Find a stay' },
  searchPlaceholder: { id: 'header.search.placeholder', defaultMessage: 'Where are you going?' },
  searchSubmit: { id: 'header.search.submit', defaultMessage: 'Search' },
  back: { id: 'header.back', defaultMessage: 'Go back' },
});

/** For the accounts dialogs (web/src/auth): their static texts; the server's messages stay as the spec words them. */
export const authDialogMessages = defineMessages({
  close: { id: 'auth.close', defaultMessage: 'Close' },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  show: { id: 'auth.password.show', defaultMessage: 'Show' },
  hide: { id: 'auth.password.hide', defaultMessage: 'Hide' },
  /** The toggle's accessible name; `field` is the field's label in lower case, e.g. "password". */
  showField: { id: 'auth.password.showField', defaultMessage: 'Show {field}' },
  hideField: { id: 'auth.password.hideField', defaultMessage: 'Hide {field}' },
  logInTitle: { id: 'auth.login.title', defaultMessage: 'Log in' },
  logInSubmit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot password?' },
  notAMember: { id: 'auth.login.notAMember', defaultMessage: 'Not a member yet?' },
  signUpLink: { id: 'auth.login.signUpLink', defaultMessage: 'Sign up' },
  signUpTitle: { id: 'auth.signUp.title', defaultMessage: 'Sign up' },
  signUpLead: {
    id: 'auth.signUp.lead',
    defaultMessage:
      'Golightly is a private club for women who travel. Apply with your e-mail address, or join at once with the referral code a member gave you.',
  },
  signUpSubmit: { id: 'auth.signUp.submit', defaultMessage: 'Sign up with e-mail' },
  haveReferralCode: { id: 'auth.signUp.haveReferralCode', defaultMessage: 'I have a referral code' },
  alreadyMember: { id: 'auth.signUp.alreadyMember', defaultMessage: 'Already a member?' },
  logInLink: { id: 'auth.signUp.logInLink', defaultMessage: 'Log in' },
  forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Reset your password' },
  forgotLead: {
    id: 'auth.forgot.lead',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  },
  forgotSubmit: { id: 'auth.forgot.submit', defaultMessage: 'Send reset link' },
  backToLogIn: { id: 'auth.forgot.backToLogIn', defaultMessage: 'Back to log in' },
  referralTitle: { id: 'auth.referral.title', defaultMessage: 'Referral code' },
  referralFormLabel: { id: 'auth.referral.formLabel', defaultMessage: 'Enter your referral code' },
  referralLead: {
    id: 'auth.referral.lead',
    defaultMessage: 'Enter the referral code from your invitation to open your registration.',
  },
  referralLabel: { id: 'auth.referral.label', defaultMessage: 'Referral code' },
  referralSubmit: { id: 'auth.referral.submit', defaultMessage: 'Continue' },
  noCode: { id: 'auth.referral.noCode', defaultMessage: 'No code?' },
  applyWithEmail: { id: 'auth.referral.applyWithEmail', defaultMessage: 'Apply with your e-mail' },
});

/** The content pages of /page/{pageUrl}. */
export const contentMessages = defineMessages({
  loading: { id: 'content.loading', defaultMessage: 'Loading…' },
  signInNeeded: { id: 'content.signInNeeded', defaultMessage: 'This page is for members. Please log in to read it.' },
  logIn: { id: 'content.logIn', defaultMessage: 'Log in' },
  loadFailed: { id: 'content.loadFailed', defaultMessage: 'This page could not be loaded. Please try again.' },
});

/** The account screens that spec 000 §2 lists without describing (decision 0026): routes/account/. */
export const accountPageMessages = defineMessages({
  loading: { id: 'account.loading', defaultMessage: 'Loading…' },
  logIn: { id: 'account.logIn', defaultMessage: 'Log in' },
  confirmEmailTitle: { id: 'account.confirmEmail.title', defaultMessage: 'Confirm your e-mail' },
  confirmEmailPending: {
    id: 'account.confirmEmail.pending',
    defaultMessage:
      'We sent a confirmation link to {email}. Open it from that mailbox to confirm your address; it may take a few minutes to arrive.',
  },
  confirmEmailDone: { id: 'account.confirmEmail.done', defaultMessage: 'Your e-mail address {email} is confirmed.' },
  resend: { id: 'account.confirmEmail.resend', defaultMessage: 'Send a new confirmation link' },
  alreadyConfirmed: { id: 'account.confirmEmail.alreadyConfirmed', defaultMessage: 'Your e-mail is already confirmed' },
  toDashboard: { id: 'account.toDashboard', defaultMessage: 'Go to your dashboard' },
  deleteTitle: { id: 'account.delete.title', defaultMessage: 'Delete your account' },
  deleteLead: {
    id: 'account.delete.lead',
    defaultMessage:
      'Deleting your account removes your profile, listings and invitations from the club and signs you out everywhere. It cannot be undone.',
  },
  deletePassword: { id: 'account.delete.password', defaultMessage: 'Your password' },
  deleteUnderstand: {
    id: 'account.delete.understand',
    defaultMessage: 'I understand that my account cannot be restored.',
  },
  deleteSubmit: { id: 'account.delete.submit', defaultMessage: 'Delete my account' },
  deletePasswordRequired: { id: 'account.delete.passwordRequired', defaultMessage: 'Password is required.' },
  deleteDone: { id: 'account.delete.done', defaultMessage: 'Your account has been deleted' },
  deleteKeep: { id: 'account.delete.keep', defaultMessage: 'Keep my account' },
  overviewTitle: { id: 'account.overview.title', defaultMessage: 'Your account' },
  overviewName: { id: 'account.overview.name', defaultMessage: 'Name' },
  overviewEmail: { id: 'account.overview.email', defaultMessage: 'E-mail' },
  overviewEmailConfirmed: { id: 'account.overview.emailConfirmed', defaultMessage: 'confirmed' },
  overviewEmailUnconfirmed: { id: 'account.overview.emailUnconfirmed', defaultMessage: 'not confirmed yet' },
  overviewMembership: { id: 'account.overview.membership', defaultMessage: 'Membership' },
  overviewDiamond: { id: 'account.overview.diamond', defaultMessage: 'Diamond member' },
  overviewStandard: { id: 'account.overview.standard', defaultMessage: 'Member' },
  overviewProfile: { id: 'account.overview.profile', defaultMessage: 'View your profile' },
  overviewEdit: { id: 'account.overview.edit', defaultMessage: 'Edit your profile' },
  overviewSecurity: { id: 'account.overview.security', defaultMessage: 'Account security' },
  overviewConfirm: { id: 'account.overview.confirm', defaultMessage: 'Confirm your e-mail' },
  overviewDelete: { id: 'account.overview.delete', defaultMessage: 'Delete your account' },
  propertyLoginTitle: { id: 'account.propertyLogin.title', defaultMessage: 'Property manager log in' },
  propertyLoginLead: {
    id: 'account.propertyLogin.lead',
    defaultMessage:
      'Property managers sign in with the e-mail and password the club sent them, then manage and sync their listings.',
  },
  propertyLoginSignedIn: {
    id: 'account.propertyLogin.signedIn',
    defaultMessage: 'You are signed in as {name}.',
  },
  propertyLoginContinue: { id: 'account.propertyLogin.continue', defaultMessage: 'Go to your listings' },
  propertyLoginMember: {
    id: 'account.propertyLogin.member',
    defaultMessage: 'Not a property manager? Members log in from the menu.',
  },
  testTitle: { id: 'account.test.title', defaultMessage: 'Connection check' },
  testLead: {
    id: 'account.test.lead',
    defaultMessage:
      'This page checks that your browser reaches the club. Share what it says with us if a page will not load.',
  },
  testClub: { id: 'account.test.club', defaultMessage: 'The club' },
  testClubOk: { id: 'account.test.clubOk', defaultMessage: 'answers ({siteName})' },
  testClubDown: { id: 'account.test.clubDown', defaultMessage: 'does not answer' },
  testChecking: { id: 'account.test.checking', defaultMessage: 'checking…' },
  testSignedIn: { id: 'account.test.signedIn', defaultMessage: 'Signed in' },
  testSignedInAs: { id: 'account.test.signedInAs', defaultMessage: 'as {email}' },
  testVisitor: { id: 'account.test.visitor', defaultMessage: 'no' },
  testLanguage: { id: 'account.test.language', defaultMessage: 'Language' },
  testCookies: { id: 'account.test.cookies', defaultMessage: 'Cookies' },
  testCookiesOn: { id: 'account.test.cookiesOn', defaultMessage: 'allowed' },
  testCookiesOff: { id: 'account.test.cookiesOff', defaultMessage: 'blocked: signing in needs them' },
});

/** The e-mail confirmation landing (/user/verification?confirm=…) and the membership outcome pages. */
export const verificationMessages = defineMessages({
  title: { id: 'verification.title', defaultMessage: 'Confirm your e-mail' },
  confirming: { id: 'verification.confirming', defaultMessage: 'Confirming {email}…' },
  confirmed: { id: 'verification.confirmed', defaultMessage: 'Thank you! Your e-mail address {email} is confirmed.' },
  toDashboard: { id: 'verification.toDashboard', defaultMessage: 'Go to your dashboard' },
  toHome: { id: 'verification.toHome', defaultMessage: 'Go to the home page' },
  notConfirmed: { id: 'verification.notConfirmed', defaultMessage: 'We could not confirm your e-mail address.' },
  expired: { id: 'verification.expired', defaultMessage: 'This confirmation link has expired.' },
  invalid: {
    id: 'verification.invalid',
    defaultMessage: 'This confirmation link is not valid. It may have been mistyped or replaced by a newer one.',
  },
  tryLater: { id: 'verification.tryLater', defaultMessage: 'Please try again in a moment.' },
  loading: { id: 'verification.loading', defaultMessage: 'Loading…' },
  unsuccessfulWomen: {
    id: 'membership.unsuccessful.women',
    defaultMessage:
      'Golightly is a members-only club for women, so we are unable to offer you a membership. Thank you for your interest in the club.',
  },
  unsuccessfulMistake: {
    id: 'membership.unsuccessful.mistake',
    defaultMessage:
      'If you believe this is a mistake, please <link>contact us</link> and our membership team will look into it.',
  },
  logOut: { id: 'membership.logOut', defaultMessage: 'Log out' },
});

/** /confirm-gender (spec 000 §4). */
export const confirmGenderMessages = defineMessages({
  loading: { id: 'confirmGender.loading', defaultMessage: 'Loading…' },
  eyebrow: { id: 'confirmGender.eyebrow', defaultMessage: 'Your account' },
  title: { id: 'confirmGender.title', defaultMessage: 'Confirm your gender' },
  lead: {
    id: 'confirmGender.lead',
    defaultMessage:
      'Golightly is a club for women: stays, trips and the community are open to women only. Please tell us your gender to continue. You choose it once; our team can help if it needs changing later.',
  },
  gender: { id: 'confirmGender.gender', defaultMessage: 'Gender' },
  female: { id: 'confirmGender.female', defaultMessage: 'Female' },
  male: { id: 'confirmGender.male', defaultMessage: 'Male' },
  confirm: { id: 'confirmGender.confirm', defaultMessage: 'Confirm' },
  logIn: { id: 'confirmGender.logIn', defaultMessage: 'Log in' },
});

/** /login, the sign-in form as a page. */
export const loginPageMessages = defineMessages({
  title: { id: 'loginPage.title', defaultMessage: 'Log in' },
  socialNotOffered: {
    id: 'loginPage.socialNotOffered',
    defaultMessage:
      'Signing in with {provider} is not offered by the club yet. Please log in with your e-mail and password.',
  },
  signedInAs: { id: 'loginPage.signedInAs', defaultMessage: 'You are signed in as {name}.' },
  continue: { id: 'loginPage.continue', defaultMessage: 'Continue' },
  notAMember: { id: 'loginPage.notAMember', defaultMessage: 'Not a member yet?' },
  becomeAMember: { id: 'loginPage.becomeAMember', defaultMessage: 'Become a member' },
});

/** /warning, the user-on-hold page. */
export const warningMessages = defineMessages({
  eyebrow: { id: 'warning.eyebrow', defaultMessage: 'Account on hold' },
  title: { id: 'warning.title', defaultMessage: 'Your account is on hold' },
  onHold: {
    id: 'warning.onHold',
    defaultMessage:
      'Our membership team has put your account on hold. While it is on hold you cannot book, host, message members or use the community areas. Your reservations, listings and messages are kept as they are.',
  },
  onHoldNamed: {
    id: 'warning.onHoldNamed',
    defaultMessage:
      '{name}, our membership team has put your account on hold. While it is on hold you cannot book, host, message members or use the community areas. Your reservations, listings and messages are kept as they are.',
  },
  why: {
    id: 'warning.why',
    defaultMessage:
      'This usually happens when we need to check something with you, for example a report from another member or a detail of your verification. Please <link>contact us</link> and we will help you sort it out.',
  },
  contactUs: { id: 'warning.contactUs', defaultMessage: 'Contact us' },
  logOut: { id: 'warning.logOut', defaultMessage: 'Log out' },
});

/** /password/verification, the new-password form of a reset link. */
export const resetPasswordMessages = defineMessages({
  title: { id: 'resetPassword.title', defaultMessage: 'Reset your password' },
  expired: { id: 'resetPassword.expired', defaultMessage: 'This reset link has expired. Please ask for a new one.' },
  used: {
    id: 'resetPassword.used',
    defaultMessage: 'This reset link has already been used. Please ask for a new one.',
  },
  invalid: { id: 'resetPassword.invalid', defaultMessage: 'This reset link is not valid. Please ask for a new one.' },
  sendNewLink: { id: 'resetPassword.sendNewLink', defaultMessage: 'Send a new reset link' },
  done: {
    id: 'resetPassword.done',
    defaultMessage: 'Your password has been changed. You can now log in with your new password.',
  },
  logIn: { id: 'resetPassword.logIn', defaultMessage: 'Log in' },
  home: { id: 'resetPassword.home', defaultMessage: 'Home' },
  formLabel: { id: 'resetPassword.formLabel', defaultMessage: 'Choose a new password' },
  lead: {
    id: 'resetPassword.lead',
    defaultMessage: 'Choose a new password for {email}: 8 to 19 characters with an upper-case letter and a number.',
  },
  newPassword: { id: 'resetPassword.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'resetPassword.confirmPassword', defaultMessage: 'Confirm new password' },
  submit: { id: 'resetPassword.submit', defaultMessage: 'Change password' },
});

/** Shell-wide words: the loading line, the skip link, the other sign-in providers. */
export const commonMessages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  skipToContent: { id: 'common.skipToContent', defaultMessage: 'Skip to content' },
  socialLogin: { id: 'common.socialLogin', defaultMessage: 'Sign in with another account' },
  continueWith: { id: 'common.continueWith', defaultMessage: 'Continue with {provider}' },
  country: { id: 'common.country', defaultMessage: 'Country' },
});

/** The member's own profile screens (routes/profile). */
export const profileMessages = defineMessages({
  tabsLabel: { id: 'profile.tabs.label', defaultMessage: 'Your profile' },
  tabEdit: { id: 'profile.tabs.edit', defaultMessage: 'Edit profile' },
  tabPhoto: { id: 'profile.tabs.photo', defaultMessage: 'Photo' },
  tabVerification: { id: 'profile.tabs.verification', defaultMessage: 'Trust and verification' },
  tabReviews: { id: 'profile.tabs.reviews', defaultMessage: 'Reviews' },
  tabGoSoloReviews: { id: 'profile.tabs.goSoloReviews', defaultMessage: 'GoSolo reviews' },
  photoTitle: { id: 'profile.photo.title', defaultMessage: 'Profile photo' },
  yourPhoto: { id: 'profile.photo.yours', defaultMessage: 'Your photo' },
  you: { id: 'profile.photo.you', defaultMessage: 'You' },
  photoAfterConfirm: {
    id: 'profile.photo.afterConfirm',
    defaultMessage: 'Your photo shows here once you have confirmed your e-mail address.',
  },
  photoSeen: { id: 'profile.photo.seen', defaultMessage: 'This is how other members see you.' },
  photoHint: {
    id: 'profile.photo.hint',
    defaultMessage: 'A clear photo of your face helps other members recognise you.',
  },
  uploadNew: { id: 'profile.photo.uploadNew', defaultMessage: 'Upload a new photo' },
  photoFile: { id: 'profile.photo.file', defaultMessage: 'Photo file' },
  photoPreview: { id: 'profile.photo.preview', defaultMessage: 'Preview of your new photo' },
  imageHint: { id: 'profile.image.hint', defaultMessage: 'PNG or JPG, smaller than 1 MB.' },
  uploadPhoto: { id: 'profile.photo.upload', defaultMessage: 'Upload photo' },
  uploading: { id: 'profile.photo.uploading', defaultMessage: 'Uploading…' },
  photoSaved: { id: 'profile.photo.saved', defaultMessage: 'Photo saved' },
  photoInPlace: { id: 'profile.photo.inPlace', defaultMessage: 'Your new profile photo is in place.' },
  photoNotSaved: { id: 'profile.photo.notSaved', defaultMessage: 'Photo not saved' },
  uploadFailed: { id: 'profile.photo.uploadFailed', defaultMessage: 'The upload failed. Please try again.' },
});

// An area with no texts yet has no ids (not `unknown`, which `infer` would give for never).
type IdsOf<Group> = [Group[keyof Group]] extends [never]
  ? never
  : Group[keyof Group] extends { id: infer Id }
    ? Id
    : never;

/** The id of every text a bundle translates. */
export type MessageId =
  | IdsOf<typeof footerMessages>
  | IdsOf<typeof headerMessages>
  | IdsOf<typeof authDialogMessages>
  | IdsOf<typeof contentMessages>
  | IdsOf<typeof accountPageMessages>
  | IdsOf<typeof verificationMessages>
  | IdsOf<typeof confirmGenderMessages>
  | IdsOf<typeof loginPageMessages>
  | IdsOf<typeof warningMessages>
  | IdsOf<typeof resetPasswordMessages>
  | IdsOf<typeof commonMessages>
  | IdsOf<typeof profileMessages>
  | IdsOf<typeof specTexts>
  | IdsOf<typeof registrationTexts>
  | IdsOf<typeof loginTexts>
  | IdsOf<typeof toastTexts>
  | IdsOf<typeof fieldTexts>
  | IdsOf<typeof validationTexts>
  | IdsOf<typeof listingTexts>
  | IdsOf<typeof cancellationPolicyTexts>
  | IdsOf<typeof ruleMessages>
  | IdsOf<typeof ruleLabelMessages>
  | IdsOf<typeof staticPageMessages>
  | IdsOf<typeof profileScreenMessages>
  | IdsOf<typeof membershipScreenMessages>
  | IdsOf<typeof dashboardScreenMessages>
  | IdsOf<typeof hostingScreenMessages>
  | IdsOf<typeof listingScreenMessages>
  | IdsOf<typeof bookingPanelMessages>
  | IdsOf<typeof bookingScreenMessages>
  | IdsOf<typeof cancellationMessages>
  | IdsOf<typeof threadMessages>
  | IdsOf<typeof depositMessages>
  | IdsOf<typeof payoutMessages>
  | IdsOf<typeof searchScreenMessages>
  | IdsOf<typeof wishListMessages>
  | IdsOf<typeof reviewMessages>
  | IdsOf<typeof placePickerMessages>
  | IdsOf<typeof screenTitleMessages>;

/** A locale's bundle: every id translated. */
export type MessageBundle = Record<MessageId, string>;
