// Generated from src/graphql/*.graphql by `npm run codegen` (service-kit resolver-codegen). Do not edit.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ServiceContext } from '@golightly/service-kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<Awaited<TResult>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  link__Import: { input: unknown; output: unknown };
  federation__FieldSet: { input: unknown; output: unknown };
};

export type Link__Purpose =
  /** `SECURITY` features provide metadata necessary to securely resolve fields. */
  | 'SECURITY'
  /** `EXECUTION` features provide metadata necessary for operation execution. */
  | 'EXECUTION';

/**
 * A member of the club: a guest, a host, or both. Other subgraphs refer to a member by `id` and resolve
 * the public profile fields here.
 */
export type User = {
  __typename?: 'User';
  /** Stable identifier (uuid) used across every service. */
  id: Scalars['ID']['output'];
  /** Public number used in profile URLs (/users/show/{profileId}). */
  profileId: Scalars['Int']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Name shown to other members: the first name. */
  displayName: Scalars['String']['output'];
  /** Profile picture file name or URL; null when the member has none. */
  picture?: Maybe<Scalars['String']['output']>;
  /** When the member joined, ISO 8601. */
  createdAt: Scalars['String']['output'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type Query = {
  __typename?: 'Query';
  /**
   * The member with this profile number as the caller may see her (decision 0023): a public account to members, her own
   * account to herself, any account to admins with Manage Users; null otherwise. Visitors must sign in first.
   */
  userByProfileId?: Maybe<User>;
  /** The signed-in member's account. */
  userAccount: UserAccount;
  /** The signed-in member's picture. */
  getUserAvatar: UserAvatar;
  /**
   * The admin log (/siteadmin/admin_logs), newest first. from and to are days (YYYY-MM-DD, UTC), to inclusive; search
   * looks in the summary, action and record; page is 1-based; pageSize is 1 to 100, 20 by default.
   */
  adminLogs: AdminLogPage;
  /** The admins who appear in the log, by e-mail. */
  adminLogAdmins: Array<AdminLogAdmin>;
  /**
   * Live accounts of every role (/siteadmin/users). search matches part of the name, an exact e-mail or an exact
   * profile id; role is member, coHost, pressUser or propertyManager; sort is createdAt (default, newest first), name or
   * profileId, direction asc or desc; page from 1, pageSize 1 to 100 (default 20).
   */
  listUsers: AdminPersonPage;
  /**
   * Deleted accounts (/siteadmin/deletedUsers): sort is deletedAt (default, newest first), createdAt, name or profileId;
   * search, paging and direction as listUsers.
   */
  listDeletedUsers: AdminPersonPage;
  /**
   * Live members (not co-hosts, press users or property managers): status pending, standard, on_hold or rejected;
   * diamond true or false; search, sort and paging as listUsers.
   */
  listMembers: AdminPersonPage;
  /** Any account by id, live or deleted; null when there is none. */
  adminPerson?: Maybe<AdminPerson>;
  /** The admin dashboard's counts. */
  adminDashboardCounts: AdminDashboardCounts;
  /** Every admin (not deleted), super admins first, then by e-mail. */
  getAllAdminUsers: Array<AdminUser>;
  /** One admin, or null when there is none. */
  getAdminUser?: Maybe<AdminUser>;
  /** Every admin role with its privileges, by name. */
  getAllAdminRoles: Array<AdminRole>;
  /** One admin role, or null when there is none. */
  getAdminRole?: Maybe<AdminRole>;
  /** The privilege catalogue of spec 000 §6, to build roles from. */
  getAllAdminPrivileges: Array<AdminPrivilege>;
  /** The signed-in admin and her privileges. Admins only. */
  myAdminAccess: AdminAccess;
  /** Whether the signed-in admin may open this admin URL (spec 000 §6's exact-URL check); false for anyone else. */
  adminCanAccess: Scalars['Boolean']['output'];
  /** Every country with its code and dial code. */
  getCountries: CountriesResult;
  /** The states of a payout country (the United States 229, Australia 13 and Canada 242); empty for others. */
  getStripeStates: PayoutStatesResult;
  /** Confirms the member's e-mail address from the link's token and address. Succeeds only with status confirmed. */
  EmailVerification: EmailVerificationResult;
  /** Sends the signed-in member a new confirmation link. */
  ResendConfirmEmail: ResendConfirmEmailResult;
  /** The gate decision for the caller opening `path` (e.g. /dashboard). Visitors are always allowed; pages decide on login. */
  userGate: UserGateResult;
  /** What the signed-in account may open and see (co-host, press user, property manager, reserved account limits). */
  myRoleLimits: RoleLimits;
  /** Admins: applications waiting for review, oldest first. */
  pendingMemberApplications: Array<MemberApplication>;
  /** Admins: the press users. */
  pressUsers: Array<RoleAccount>;
  /** Admins: the property managers. */
  propertyManagers: Array<RoleAccount>;
  /** The signed-in member's co-hosts. */
  myCoHosts: Array<CoHost>;
  /** The signed-in member's invitations by e-mail and her remaining invites. */
  myInvitations: MyInvitations;
  /**
   * A member's profile (spec 001 §7). isUser true, or her own profile number, shows her own profile with its private
   * fields; otherwise the member with profileId as other members see her. Null when there is no such member to show.
   * An admin needs Manage Users, and then sees any account with its personal fields.
   */
  ShowUserProfile?: Maybe<UserProfile>;
  /** A member's verification record: her own, or any member's for an admin with Manage Users or ID proof (spec 000 §7). */
  getUserVerifiedInfo: UserVerifiedInfo;
  /** The signed-in member's identity documents, newest first. */
  myIdDocuments: Array<IdDocument>;
  /** Admins with ID proof verification: documents to review, 20 a page, optionally by status (pending, approved, ...). */
  getIdDocuments: IdDocumentList;
  /** Checks an invitation code (and, for a sent invitation, the invitee's e-mail) before registration. */
  getValidReferralKey: ReferralCheckResult;
  /** Signs a member or an admin in. A query, as the spec names it; the session cookie is set by the gateway. */
  userLogin: UserLoginResult;
  /** Signs the caller out: revokes the session and clears the cookie. */
  userLogout: UserLogoutResult;
  /** Whether the caller's member still exists. */
  getCheckUserStatus: UserStatusResult;
  /**
   * The member with this profile number as a host card shows her (spec 000 §7): her public profile, to members who may
   * see it (decision 0023: approved members see members in good standing, she sees herself, admins with Manage Users see
   * anyone); null otherwise. Visitors must sign in first, as for every profile.
   */
  getUserdetails?: Maybe<UserDetails>;
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryUserByProfileIdArgs = {
  profileId: Scalars['Int']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryAdminLogsArgs = {
  adminId?: InputMaybe<Scalars['ID']['input']>;
  area?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryListUsersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryListDeletedUsersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryListMembersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  diamond?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryAdminPersonArgs = {
  id: Scalars['ID']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryGetAdminUserArgs = {
  id: Scalars['ID']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryGetAdminRoleArgs = {
  id: Scalars['Int']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryAdminCanAccessArgs = {
  url: Scalars['String']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryGetStripeStatesArgs = {
  countryId: Scalars['Int']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryEmailVerificationArgs = {
  token: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryUserGateArgs = {
  path: Scalars['String']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryShowUserProfileArgs = {
  profileId?: InputMaybe<Scalars['Int']['input']>;
  isUser?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryGetUserVerifiedInfoArgs = {
  userId: Scalars['ID']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryGetIdDocumentsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
  currentPage?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryGetValidReferralKeyArgs = {
  referralKey: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  pageType?: InputMaybe<Scalars['String']['input']>;
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryUserLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Reads of accounts: profiles, the signed-in member's account, sign-in, countries. */
export type QueryGetUserdetailsArgs = {
  profileId: Scalars['Int']['input'];
};

/** The verification record of an account. */
export type UserVerification = {
  __typename?: 'UserVerification';
  /** The member followed her confirmation link. */
  isEmailConfirmed: Scalars['Boolean']['output'];
  /** The member confirmed her phone with a code. */
  isPhoneVerified: Scalars['Boolean']['output'];
  /** An admin approved her ID. */
  isIdVerification: Scalars['Boolean']['output'];
  /** An admin approved her government proof document. */
  isGovtProofVerification: Scalars['Boolean']['output'];
  /** How many confirmation e-mails she asked for. */
  emailVerificationCount: Scalars['Int']['output'];
  /** Her Facebook account is connected. */
  isFacebookConnected: Scalars['Boolean']['output'];
  /** Her Google account is connected. */
  isGoogleConnected: Scalars['Boolean']['output'];
  /** Her LinkedIn account is connected. */
  isLinkedinConnected: Scalars['Boolean']['output'];
  /** How many identity document images she uploaded. */
  isGovtProofVerificationImageCount: Scalars['Int']['output'];
};

/** How the member signed up (the spec's userData). */
export type UserAccountData = {
  __typename?: 'UserAccountData';
  /** The member's id. */
  id: Scalars['ID']['output'];
  /** email (e-mail and password) or linkedin. */
  type: Scalars['String']['output'];
};

/** The member's membership record (the spec's memberRecords). */
export type MemberRecord = {
  __typename?: 'MemberRecord';
  /** The member's id: the record is kept on her account. */
  id: Scalars['ID']['output'];
  /** An admin approved her membership application (always false for an invited member, who never applied). */
  isVerified: Scalars['Boolean']['output'];
};

/**
 * The signed-in member's own account (spec 000 §3): every account field accounts owns. Personal data is decrypted for
 * her alone. The fields other services own (travelCredit, the channel-manager ids) are on `user`.
 */
export type UserAccount = {
  __typename?: 'UserAccount';
  /** Profile number (the account's public id). */
  id: Scalars['Int']['output'];
  /** The member's id. */
  userId: Scalars['ID']['output'];
  /** Profile number, as in /users/show/{profileId}. */
  profileId: Scalars['Int']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Name shown to other members. */
  displayName: Scalars['String']['output'];
  /** female or male. */
  gender?: Maybe<Scalars['String']['output']>;
  /** month-year-day, month 1-based. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** Her e-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Significant phone number, digits only. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Phone dial code, e.g. +1. */
  dialCode?: Maybe<Scalars['String']['output']>;
  /** ISO country code of her phone and address. */
  countryCode?: Maybe<Scalars['String']['output']>;
  /** ISO country code of her phone number (one chooser sets it with countryCode at registration and phone verification). */
  phoneCountryCode?: Maybe<Scalars['String']['output']>;
  /** English name of her country (from countryCode); null when she has none. */
  country?: Maybe<Scalars['String']['output']>;
  /** ZIP or postal code. */
  zipCode?: Maybe<Scalars['String']['output']>;
  /** Profile picture; null when none. */
  picture?: Maybe<Scalars['String']['output']>;
  /** When she joined, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** host, travel or both. */
  intend?: Maybe<Scalars['String']['output']>;
  /** memberForm (applied) or inviteForm (invited). */
  userType: Scalars['String']['output'];
  /** Her own invitation code. */
  referralKey?: Maybe<Scalars['String']['output']>;
  /** The invitation or referral code she joined with; null for a member who joined without one (applied, seeded). */
  loginKey?: Maybe<Scalars['String']['output']>;
  /** The identity-check provider's application id sent with her registration; null when none was. */
  identityAppId?: Maybe<Scalars['String']['output']>;
  /** Invitations she may send (5 unless an admin changed it). */
  maxInvite: Scalars['Int']['output'];
  /** Extra invitations an admin granted. */
  adminInviteLimit: Scalars['Int']['output'];
  /** Members who joined with her invitations. */
  totalInvites: Scalars['Int']['output'];
  /** Members who joined with her invitations. */
  inviteCount: Scalars['Int']['output'];
  /** Invitations she still has. */
  stillInvite: Scalars['Int']['output'];
  /** When the earliest of her pending invitations lapses and frees its place, ISO 8601; null when none is pending. */
  inviteExpiry?: Maybe<Scalars['String']['output']>;
  /** Whether she is a Diamond member. */
  isDiamond: Scalars['Boolean']['output'];
  /** pending, standard, on_hold or rejected. */
  memberStatus: Scalars['String']['output'];
  /** She is a property manager (added by an admin; counts as a complete profile). */
  propertyManager: Scalars['Boolean']['output'];
  /** Her profile passes the completion gate: steps 1-4, a verified phone (or exempt), an approved application if she applied; always for a property manager. */
  isCompleted: Scalars['Boolean']['output'];
  /** She may use the club; false when an admin withdrew her access. */
  userAccess: Scalars['Boolean']['output'];
  /** An admin lets her book stays without paying up front. */
  bookWithoutPay: Scalars['Boolean']['output'];
  /** She accepted the social area's rules. */
  socialEnable: Scalars['Boolean']['output'];
  /** She hears about social activity (comments, mentions, event invitations). */
  socialNotification: Scalars['Boolean']['output'];
  /** A social profile link she gave. */
  socialMediaUrl?: Maybe<Scalars['String']['output']>;
  /** Her LinkedIn profile link. */
  linkedinUrl?: Maybe<Scalars['String']['output']>;
  /** Her Facebook link. */
  facebookUrl?: Maybe<Scalars['String']['output']>;
  /** Her Instagram link. */
  instagramUrl?: Maybe<Scalars['String']['output']>;
  /** Her professional website. */
  websiteUrl?: Maybe<Scalars['String']['output']>;
  /** Preferred language: en-US, cs-CZ, es, it-IT, fr-FR or pt-PT. */
  preferredLanguage?: Maybe<Scalars['String']['output']>;
  /** Preferred currency (ISO 4217). */
  preferredCurrency?: Maybe<Scalars['String']['output']>;
  /** Where she lives. */
  location?: Maybe<Scalars['String']['output']>;
  /** About me (at most 300 characters). */
  info?: Maybe<Scalars['String']['output']>;
  /** Professional summary (at most 300 characters). */
  summary?: Maybe<Scalars['String']['output']>;
  /** Current position. */
  currentPosition?: Maybe<Scalars['String']['output']>;
  /** Education. */
  education?: Maybe<Scalars['String']['output']>;
  /** Her university from the club's list. */
  universityId?: Maybe<Scalars['Int']['output']>;
  /** Her university when it is not in the list. */
  otherUniversity?: Maybe<Scalars['String']['output']>;
  /** The label shown for a university outside the list: the name she wrote, as in otherUniversity. */
  otherUniversityLabel?: Maybe<Scalars['String']['output']>;
  /** Company. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Industry. */
  industry?: Maybe<Scalars['String']['output']>;
  /** Secondary e-mail address (differs from the primary one). */
  secondaryEmail?: Maybe<Scalars['String']['output']>;
  /** Profile step 1, basic information: 'completed' or null. */
  step1?: Maybe<Scalars['String']['output']>;
  /** Profile step 2, a profile picture: 'completed' or null. */
  step2?: Maybe<Scalars['String']['output']>;
  /** Profile step 3, a verified phone: 'completed' or null. */
  step3?: Maybe<Scalars['String']['output']>;
  /** Profile step 4, about her: 'completed' or null. */
  step4?: Maybe<Scalars['String']['output']>;
  /** She saved her profile at least once. */
  isProfileUpdated: Scalars['Boolean']['output'];
  /** What has been verified. */
  verification: UserVerification;
  /** How she signed up. */
  userData: UserAccountData;
  /** Her membership record. */
  memberRecords: MemberRecord;
  /**
   * The member as every subgraph knows her, where the services that own them add her travel credit (bookings-payments)
   * and her channel-manager connections and ids (integrations).
   */
  user: User;
};

/** A member's profile picture. */
export type UserAvatar = {
  __typename?: 'UserAvatar';
  /** File name or URL; null when she has none. */
  picture?: Maybe<Scalars['String']['output']>;
};

/** One recorded admin action (DESIGN §8): who, with which privilege, what, on which record, when, from where. */
export type AdminLogEntry = {
  __typename?: 'AdminLogEntry';
  id: Scalars['ID']['output'];
  adminId: Scalars['ID']['output'];
  /** The admin's e-mail when she acted; empty for an admin accounts does not know. */
  adminEmail: Scalars['String']['output'];
  /** The privilege that allowed the action, or 'Super admin'. */
  privilegeName: Scalars['String']['output'];
  /** The admin app's area: overview, people, membership, listings, reservations, settings, reviews, content, gosolo, hustle, integrations or oversight. */
  area: Scalars['String']['output'];
  /** What was done, e.g. member.approved. */
  action: Scalars['String']['output'];
  recordType: Scalars['String']['output'];
  recordId: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  clientAddress: Scalars['String']['output'];
  /** The service the action happened in. */
  producer: Scalars['String']['output'];
  /** ISO 8601. */
  occurredAt: Scalars['String']['output'];
};

/** A page of the admin log, newest first, and how many entries match the filters in all. */
export type AdminLogPage = {
  __typename?: 'AdminLogPage';
  results: Array<AdminLogEntry>;
  count: Scalars['Int']['output'];
};

/** An admin who appears in the log, for the log's filter. */
export type AdminLogAdmin = {
  __typename?: 'AdminLogAdmin';
  id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
};

/** A person as the admin people screens list her (members, applicants, co-hosts, press users, property managers). */
export type AdminPerson = {
  __typename?: 'AdminPerson';
  /** The account's id (uuid). */
  id: Scalars['ID']['output'];
  /** Her profile number. */
  profileId: Scalars['Int']['output'];
  /** Given name (Former member once erased). */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** The address she signs in with; empty once her personal data is erased. */
  email: Scalars['String']['output'];
  /** member, coHost, pressUser or propertyManager. */
  role: Scalars['String']['output'];
  /** pending, standard, on_hold or rejected. */
  memberStatus: Scalars['String']['output'];
  /** The admin's note on the hold she is on now; null when she is not on hold. */
  holdReason?: Maybe<Scalars['String']['output']>;
  /** A Diamond member. */
  isDiamond: Scalars['Boolean']['output'];
  /** Invitations an admin gave her beyond the 5 of every member. */
  adminInviteLimit: Scalars['Int']['output'];
  /** An admin approved one of her ID documents. */
  idVerified: Scalars['Boolean']['output'];
  /** She confirmed her e-mail address. */
  emailConfirmed: Scalars['Boolean']['output'];
  /** When the account was created, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** When the account was deleted, ISO 8601; null while it is live. */
  deletedAt?: Maybe<Scalars['String']['output']>;
  /** who deleted: self or admin (null while live, and for a co-host her host removed) */
  deletedBy?: Maybe<Scalars['String']['output']>;
  /** Until when restoreUser can bring her back, ISO 8601; null when it cannot (her own deletion, or past 30 days). */
  restorableUntil?: Maybe<Scalars['String']['output']>;
};

/** One page of a people list. */
export type AdminPersonPage = {
  __typename?: 'AdminPersonPage';
  /** The page's accounts. */
  results: Array<AdminPerson>;
  /** How many accounts match the filter in all. */
  count: Scalars['Int']['output'];
};

/** The admin dashboard's counts (/siteadmin). */
export type AdminDashboardCounts = {
  __typename?: 'AdminDashboardCounts';
  /** Live members standing or on hold (not co-hosts, press users or property managers). */
  members: Scalars['Int']['output'];
  /** Membership applications waiting for review. */
  pendingApplications: Scalars['Int']['output'];
  /** ID documents of live members waiting for review. */
  idDocumentsWaiting: Scalars['Int']['output'];
  /** null until listings exist */
  listingsAwaitingApproval?: Maybe<Scalars['Int']['output']>;
};

/** The outcome of an admin changing her own password. */
export type AdminPasswordResult = {
  __typename?: 'AdminPasswordResult';
  /** success, wrongPassword (the current password is not right), invalid (see errorMessage) or tooManyAttempts. */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Field by field problems: currentPassword, newPassword, confirmPassword. */
  fieldErrors: Array<FieldError>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Brings back an account an admin deleted less than 30 days ago, with its data and address (not its sessions).
   * invalid when she deleted it herself, when it is older, or when her address was registered by another account since.
   */
  restoreUser: MembershipActionResult;
  /** The signed-in admin changes her own password (any admin; /siteadmin/change/admin). */
  changeAdminPassword: AdminPasswordResult;
  /**
   * The signed-in admin changes the e-mail address she signs in with (any admin, her own account only;
   * /siteadmin/change/common, decision 0031). Her current password is required and counted as a sign-in guess; the
   * address must be free among admins and members. Status success, wrongPassword, invalid or tooManyAttempts; its
   * fieldErrors name currentPassword or email.
   */
  changeAdminEmail: AdminPasswordResult;
  /**
   * Adds an admin (no id) or changes one (id given): e-mail, password (optional when changing; blank keeps it) and
   * role (required for a sub-admin). Status 200 on success, otherwise errorMessage.
   */
  createAdminUser: AdminUserResult;
  /** Deletes an admin and ends her sessions. Nobody deletes her own account. */
  deleteAdminUser: DeleteAdminUserResult;
  /** Adds an admin role (no id) or changes one (id given) with its privileges. */
  createAdminRole: AdminRoleResult;
  /** Deletes an admin role that no admin holds. */
  deleteAdminRole: DeleteAdminRoleResult;
  /** Deletes the signed-in member's own account after she confirms her password; she is signed out everywhere. */
  deleteMyAccount: DeleteAccountResult;
  /**
   * Deletes an account (admin, Manage Users): her sessions end at once; it can be restored from deleted users for 30
   * days, then her personal data is erased.
   */
  deleteUser: DeleteAccountResult;
  /** Sends a single-use password-reset link (valid for an hour; it voids her earlier ones) to the member with this e-mail. */
  sendForgotPassword: ForgotPasswordResult;
  /** Sets a new password from a reset link: 8 to 19 characters with an upper-case letter and a number, different from the old one. */
  resetPassword: ResetPasswordResult;
  /** The signed-in member accepts the social area's rules (spec 000 §4); /social then opens for her. */
  updateBlogRules: BlogRulesResult;
  /** Applies for membership without an invitation code; an admin reviews the application. No session is opened. */
  applyForMembership: MembershipApplicationResult;
  /** Admins: approves an application (pending or rejected); she becomes a standard, verified member. */
  approveMember: MemberChangeResult;
  /** Admins: declines a pending application. The note stays in the records. */
  rejectMember: MemberChangeResult;
  /** Admins: puts an active member on hold (onHold true) or takes her off hold (false). */
  setMemberOnHold: MemberChangeResult;
  /** Admins: grants or withdraws the Diamond flag. */
  setMemberDiamond: MemberChangeResult;
  /** Admins: invitations a member gets beyond the 5 of every member (0 to 1000). */
  setMemberInviteLimit: MemberChangeResult;
  /** Adds a co-host to the signed-in member's account; she is e-mailed a link to choose her password. */
  createCoHost: CoHostResult;
  /** Removes one of the signed-in member's co-hosts; her sessions end. */
  removeCoHost: MembershipActionResult;
  /** Admins: adds a press user, e-mailed a link to choose her password. */
  createPressUser: RoleAccountResult;
  /** Admins: adds a property manager (counts as a complete profile), e-mailed a link to choose her password. */
  createPropertyManager: RoleAccountResult;
  /** Invites friends: a comma-separated list of addresses, within her remaining invites. All or nothing on bad input. */
  sendInvitations: SendInvitationsResult;
  /** Cancels one of the signed-in member's pending invitations; its place is free again. */
  cancelInvitation: MembershipActionResult;
  /**
   * Changes the signed-in member's password (spec 001 §5): her current password, then a new one of 8 to 19 characters
   * with an upper-case letter and a number, different from the old one and equal to its confirmation. Her other
   * sessions end; this one stays signed in.
   */
  changePassword: ChangePasswordResult;
  /** Saves the signed-in member's profile (spec 001 §5: limits, secondary e-mail, phone verified first). */
  editProfile: EditProfileResult;
  /**
   * Sends a 4-digit code to verify a phone: the number given (split like registration's, with countryCode as the
   * default country), or her number on file when none is given.
   */
  sendPhoneVerificationCode: PhoneVerificationResult;
  /** Checks the code she entered; the right one verifies the number it was sent to. */
  verifyPhoneNumber: PhoneVerificationResult;
  /** Sets the member's gender once, when her account has none (spec 000 §4, /confirm-gender). */
  confirmGender: ConfirmGenderResult;
  /** Disconnects a social account from the verification record: item is facebook, google or linkedin (spec 000 §7). */
  updateUserVerifiedInfo: UpdateUserVerifiedInfoResult;
  /** Admins: approve, reject or flag an identity document, with an optional message to the member. */
  reviewIdDocument: ReviewIdDocumentResult;
  /** Registers a new member with an invitation code and signs her in. dateOfBirth is month-year-day, e.g. 2-1990-28. */
  userRegister: UserRegisterResult;
};

export type MutationRestoreUserArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationChangeAdminPasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword?: InputMaybe<Scalars['String']['input']>;
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
};

export type MutationChangeAdminEmailArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCreateAdminUserArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  roleId?: InputMaybe<Scalars['Int']['input']>;
};

export type MutationDeleteAdminUserArgs = {
  id: Scalars['ID']['input'];
};

export type MutationCreateAdminRoleArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  privilegeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type MutationDeleteAdminRoleArgs = {
  id: Scalars['Int']['input'];
};

export type MutationDeleteMyAccountArgs = {
  password: Scalars['String']['input'];
};

export type MutationDeleteUserArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationSendForgotPasswordArgs = {
  email: Scalars['String']['input'];
};

export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
};

export type MutationApplyForMembershipArgs = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  sourceDetail?: InputMaybe<Scalars['String']['input']>;
};

export type MutationApproveMemberArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationRejectMemberArgs = {
  userId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSetMemberOnHoldArgs = {
  userId: Scalars['ID']['input'];
  onHold: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSetMemberDiamondArgs = {
  userId: Scalars['ID']['input'];
  isDiamond: Scalars['Boolean']['input'];
};

export type MutationSetMemberInviteLimitArgs = {
  userId: Scalars['ID']['input'];
  adminInviteLimit: Scalars['Int']['input'];
};

export type MutationCreateCoHostArgs = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRemoveCoHostArgs = {
  userId: Scalars['ID']['input'];
};

export type MutationCreatePressUserArgs = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCreatePropertyManagerArgs = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSendInvitationsArgs = {
  emails: Scalars['String']['input'];
  personalMessage?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCancelInvitationArgs = {
  id: Scalars['Int']['input'];
};

export type MutationChangePasswordArgs = {
  oldPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
};

export type MutationEditProfileArgs = {
  profile: EditProfileInput;
};

export type MutationSendPhoneVerificationCodeArgs = {
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
};

export type MutationVerifyPhoneNumberArgs = {
  code: Scalars['String']['input'];
};

export type MutationConfirmGenderArgs = {
  gender: Scalars['String']['input'];
};

export type MutationUpdateUserVerifiedInfoArgs = {
  item: Scalars['String']['input'];
};

export type MutationReviewIdDocumentArgs = {
  documentId: Scalars['ID']['input'];
  status: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUserRegisterArgs = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  referralKey?: InputMaybe<Scalars['String']['input']>;
  loginKey?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  intend?: InputMaybe<Scalars['String']['input']>;
  socialMediaUrl?: InputMaybe<Scalars['String']['input']>;
  linkedinUrl?: InputMaybe<Scalars['String']['input']>;
  identityAppId?: InputMaybe<Scalars['String']['input']>;
  identityStatus?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  dialCode?: InputMaybe<Scalars['String']['input']>;
  accept?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An admin privilege of spec 000 §6: a name and the exact admin URLs it opens. */
export type AdminPrivilege = {
  __typename?: 'AdminPrivilege';
  /** Stable number (1 to 51); roles and signed identities refer to privileges by it. */
  id: Scalars['Int']['output'];
  /** As spec 000 §6 names it, e.g. Manage Users. */
  name: Scalars['String']['output'];
  /** The exact /siteadmin URLs it opens; a {name} segment stands for one id (/siteadmin/edit-trip/{id}). */
  permittedUrls: Array<Scalars['String']['output']>;
};

/** A named set of privileges given to sub-admins. */
export type AdminRole = {
  __typename?: 'AdminRole';
  /** The role's number. */
  id: Scalars['Int']['output'];
  /** Unique name, e.g. Content editor. */
  name: Scalars['String']['output'];
  /** What the role is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** The privileges it grants, in catalogue order. */
  privileges: Array<AdminPrivilege>;
  /** Their ids, for the role form's checkboxes. */
  privilegeIds: Array<Scalars['Int']['output']>;
  /** How many admins hold it. */
  adminCount: Scalars['Int']['output'];
  /** When it was created, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** When it last changed, ISO 8601. */
  updatedAt: Scalars['String']['output'];
};

/** An admin of the back office: a super admin (all privileges) or a sub-admin with a role. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** The admin's id (uuid). */
  id: Scalars['ID']['output'];
  /** Where she signs in. */
  email: Scalars['String']['output'];
  /** A super admin holds every privilege. */
  isSuperAdmin: Scalars['Boolean']['output'];
  /** Her role's number; null for a super admin without one. */
  roleId?: Maybe<Scalars['Int']['output']>;
  /** When she was added, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** When she last changed, ISO 8601. */
  updatedAt: Scalars['String']['output'];
  /** Her role with its privileges. */
  adminRole?: Maybe<AdminRole>;
};

/** What the signed-in admin may open: the admin app builds its menu and guards its pages from it. */
export type AdminAccess = {
  __typename?: 'AdminAccess';
  /** The signed-in admin. */
  admin: AdminUser;
  /** Her privileges: every one for a super admin, otherwise her role's. */
  privileges: Array<AdminPrivilege>;
};

/** The outcome of createAdminUser (spec 000 §7): status 200 on success, otherwise a message to show. */
export type AdminUserResult = {
  __typename?: 'AdminUserResult';
  /** 200 saved; 400 bad input; 403 not allowed; 404 no such admin. */
  status: Scalars['Int']['output'];
  /** Why it was not saved. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The admin as saved. */
  result?: Maybe<AdminUser>;
};

/** The outcome of deleteAdminUser (spec 000 §7). */
export type DeleteAdminUserResult = {
  __typename?: 'DeleteAdminUserResult';
  /** 200 deleted; 400 not allowed (e.g. her own account); 403 not allowed; 404 no such admin. */
  status: Scalars['Int']['output'];
  /** Why it was not deleted. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** The outcome of saving an admin role. */
export type AdminRoleResult = {
  __typename?: 'AdminRoleResult';
  /** 200 saved; 400 bad input; 403 not allowed; 404 no such role. */
  status: Scalars['Int']['output'];
  /** Why it was not saved. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The role as saved. */
  result?: Maybe<AdminRole>;
};

/** The outcome of deleting an admin role. */
export type DeleteAdminRoleResult = {
  __typename?: 'DeleteAdminRoleResult';
  /** 200 deleted; 400 still given to admins; 404 no such role. */
  status: Scalars['Int']['output'];
  /** Why it was not deleted. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** A country a member can choose, with its dial code. */
export type Country = {
  __typename?: 'Country';
  /** Stable country id (payout addresses refer to it). */
  id: Scalars['Int']['output'];
  /** ISO 3166-1 alpha-2 code. */
  countryCode: Scalars['String']['output'];
  /** English name. */
  countryName: Scalars['String']['output'];
  /** Whether it can be chosen. */
  isEnable: Scalars['Boolean']['output'];
  /** International calling code with its plus sign, e.g. +44. */
  dialCode: Scalars['String']['output'];
};

/** Every country, for the country chooser. */
export type CountriesResult = {
  __typename?: 'CountriesResult';
  /** 200. */
  status: Scalars['Int']['output'];
  /** The countries in English name order. */
  results: Array<Country>;
};

/** A state or province of a payout address. */
export type PayoutState = {
  __typename?: 'PayoutState';
  /** Stable state id. */
  id: Scalars['Int']['output'];
  /** The country it belongs to. */
  countryId: Scalars['Int']['output'];
  /** English name. */
  stateName: Scalars['String']['output'];
  /** Postal abbreviation, e.g. TX. */
  stateCode: Scalars['String']['output'];
  /** Whether it can be chosen. */
  isEnable: Scalars['Boolean']['output'];
};

/** The states of one payout country. */
export type PayoutStatesResult = {
  __typename?: 'PayoutStatesResult';
  /** 200. */
  status: Scalars['Int']['output'];
  /** Empty for countries whose payout addresses need no state. */
  results: Array<PayoutState>;
};

/** The outcome of deleting an account. */
export type DeleteAccountResult = {
  __typename?: 'DeleteAccountResult';
  /** success, password (wrong password; nothing deleted), notFound, or invalid (the reserved account). */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** The outcome of following an e-mail confirmation link. */
export type EmailVerificationResult = {
  __typename?: 'EmailVerificationResult';
  /** The member whose address was confirmed; null when the link is not valid. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** confirmed, expired or invalid. */
  status: Scalars['String']['output'];
};

/** A member's name as shown in e-mails and toasts. */
export type ProfileName = {
  __typename?: 'ProfileName';
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
};

/** The outcome of asking for a new confirmation e-mail. */
export type ResendConfirmEmailResult = {
  __typename?: 'ResendConfirmEmailResult';
  /** The member's profile number. */
  id?: Maybe<Scalars['Int']['output']>;
  /** The member's id. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** Her name. */
  profile?: Maybe<ProfileName>;
  /** Always null: the token travels only by e-mail. */
  token?: Maybe<Scalars['String']['output']>;
  /** The address the link was sent to. */
  email?: Maybe<Scalars['String']['output']>;
  /** success, alreadyConfirmed, or error (also when more than three were asked for in an hour). */
  status: Scalars['String']['output'];
};

/**
 * The outcome of asking for a password-reset e-mail. The caller has proved nothing, so she learns the status alone: the
 * other fields of the spec's shape are always null.
 */
export type ForgotPasswordResult = {
  __typename?: 'ForgotPasswordResult';
  /** Always null (the member's profile number is not told to a visitor). */
  id?: Maybe<Scalars['Int']['output']>;
  /** Always null (the address is not echoed back). */
  email?: Maybe<Scalars['String']['output']>;
  /** Always null: the token travels only by e-mail. */
  token?: Maybe<Scalars['String']['output']>;
  /** Always null (the member's id is not told to a visitor). */
  userId?: Maybe<Scalars['ID']['output']>;
  /** success, notAvailable (no account with that e-mail), or 400 (malformed e-mail, or three links already sent this hour). */
  status: Scalars['String']['output'];
  /** Always null (her name is not told to a visitor). */
  profile?: Maybe<ProfileName>;
};

/** The outcome of setting a new password from a reset link. */
export type ResetPasswordResult = {
  __typename?: 'ResetPasswordResult';
  /** success, invalidPassword, invalid, used or expired. */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** Where the caller may go, by the gates of spec 000 §4-6. */
export type UserGateResult = {
  __typename?: 'UserGateResult';
  /** allow, redirect or notFound. */
  decision: Scalars['String']['output'];
  /** Where to go instead when the decision is redirect. */
  redirectTo?: Maybe<Scalars['String']['output']>;
  /** The social area: open, rules (show the rules dialog first) or closed. */
  socialAccess: Scalars['String']['output'];
  /** Whether the invite option shows. */
  canInvite: Scalars['Boolean']['output'];
};

/** The answer to updateBlogRules: status 200 when she may now open the social area. */
export type BlogRulesResult = {
  __typename?: 'BlogRulesResult';
  /** 200 accepted (or already accepted), 401 not signed in, 403 not eligible for the social area yet. */
  status: Scalars['Int']['output'];
  /** Why not, when status is not 200. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** The outcome of a membership application (/become-a-member). */
export type MembershipApplicationResult = {
  __typename?: 'MembershipApplicationResult';
  /**
   * success (received; pending review, she may sign in once approved), email (that address already has an account
   * or an application), loggedIn, adminLoggedIn, declined (the club is for women), other (bad input, see fieldErrors).
   */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Field by field problems of bad input. */
  fieldErrors: Array<FieldError>;
  /** The applicant's id on success. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** An application waiting for an admin's review (/siteadmin/member-pending). */
export type MemberApplication = {
  __typename?: 'MemberApplication';
  /** The applicant's id. */
  userId: Scalars['ID']['output'];
  /** Her profile number. */
  profileId: Scalars['Int']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** The address she applied with. */
  email?: Maybe<Scalars['String']['output']>;
  /** Her phone's significant number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Its dial code, e.g. +1. */
  dialCode?: Maybe<Scalars['String']['output']>;
  /** Two-letter country code of the phone. */
  countryCode?: Maybe<Scalars['String']['output']>;
  /** How she heard of the club: referral, press, social or other. */
  source?: Maybe<Scalars['String']['output']>;
  /** Who referred her, which publication, and so on. */
  sourceDetail?: Maybe<Scalars['String']['output']>;
  /** When she applied, ISO 8601. */
  appliedAt: Scalars['String']['output'];
};

/** Where a member stands: status, verification, Diamond, invitations. */
export type MemberStanding = {
  __typename?: 'MemberStanding';
  /** The member's id. */
  userId: Scalars['ID']['output'];
  /** pending, standard, on_hold or rejected. */
  memberStatus: Scalars['String']['output'];
  /** memberRecords.isVerified: an admin approved her application. */
  isMemberVerified: Scalars['Boolean']['output'];
  /** A Diamond member. */
  isDiamond: Scalars['Boolean']['output'];
};

/** The outcome of an admin's change to a member. */
export type MemberChangeResult = {
  __typename?: 'MemberChangeResult';
  /** success, notFound, or invalid (the change does not apply to her current status; see errorMessage). */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The member after the change (also when nothing changed). */
  member?: Maybe<MemberStanding>;
};

/** What the signed-in account may open and which links it sees (spec 000 §2, §5, §6); the server's gates agree. */
export type RoleLimits = {
  __typename?: 'RoleLimits';
  /** member, coHost, pressUser, propertyManager or reserved. */
  role: Scalars['String']['output'];
  /** Where her account entry goes: /users/security for a co-host, /dashboard otherwise. */
  accountHome: Scalars['String']['output'];
  /** Paths (and everything under them) this account may not open. */
  forbiddenPaths: Array<Scalars['String']['output']>;
  /** Paths forbidden exactly, not below (a co-host's own profile /users/show, while members' profiles stay open). */
  forbiddenExactPaths: Array<Scalars['String']['output']>;
  /** Where a forbidden path sends her. */
  redirectTo: Scalars['String']['output'];
  /** The dashboard link. */
  showDashboard: Scalars['Boolean']['output'];
  /** The view-profile and edit-profile links. */
  showProfile: Scalars['Boolean']['output'];
  /** The payout links. */
  showPayouts: Scalars['Boolean']['output'];
  /** The transaction-history link. */
  showTransactions: Scalars['Boolean']['output'];
  /** The account-settings links. */
  showAccountSettings: Scalars['Boolean']['output'];
  /** The invite link. */
  showInvite: Scalars['Boolean']['output'];
  /** List your space. */
  showListYourSpace: Scalars['Boolean']['output'];
  /** Manage listings. */
  showManageListings: Scalars['Boolean']['output'];
  /** The members list (/show/users). */
  showMembers: Scalars['Boolean']['output'];
  /** Saved (wish lists). */
  showSaved: Scalars['Boolean']['output'];
  /** The go-host navigation. */
  showGoHost: Scalars['Boolean']['output'];
  /** The footer's become-a-member (refer friends) link. */
  showBecomeAMemberReferral: Scalars['Boolean']['output'];
  /** Whether /users/security opens for her. */
  mayOpenSecurity: Scalars['Boolean']['output'];
  /** Counts as a complete profile (property managers). */
  countsAsComplete: Scalars['Boolean']['output'];
};

/** A co-host: a secondary user who helps a member with her listings and reservations. */
export type CoHost = {
  __typename?: 'CoHost';
  /** The co-host's own id. */
  userId: Scalars['ID']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Where she signs in. */
  email?: Maybe<Scalars['String']['output']>;
  /** When she was added, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** False until she has followed the e-mailed link and chosen a password. */
  passwordSet: Scalars['Boolean']['output'];
};

/** The outcome of adding a co-host. */
export type CoHostResult = {
  __typename?: 'CoHostResult';
  /** success (the set-password link is on its way), email (that address has an account), limit (too many co-hosts), other. */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Field by field problems of bad input. */
  fieldErrors: Array<FieldError>;
  /** The new co-host. */
  coHost?: Maybe<CoHost>;
};

/** A press user or a property manager. */
export type RoleAccount = {
  __typename?: 'RoleAccount';
  /** The account's id. */
  userId: Scalars['ID']['output'];
  /** Its profile number. */
  profileId: Scalars['Int']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Where it signs in. */
  email?: Maybe<Scalars['String']['output']>;
  /** When it was added, ISO 8601. */
  createdAt: Scalars['String']['output'];
};

/** The outcome of an admin adding a press user or a property manager. */
export type RoleAccountResult = {
  __typename?: 'RoleAccountResult';
  /** success (the set-password link is on its way), email (that address has an account), other. */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Field by field problems of bad input. */
  fieldErrors: Array<FieldError>;
  /** The new account. */
  account?: Maybe<RoleAccount>;
};

/** An invitation a member sent by e-mail. */
export type MemberInvitation = {
  __typename?: 'MemberInvitation';
  /** The invitation's number (to cancel it). */
  id: Scalars['Int']['output'];
  /** Who was invited. */
  email: Scalars['String']['output'];
  /** pending, accepted, cancelled or expired. */
  status: Scalars['String']['output'];
  /** When it was sent, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** When it stops admitting her, ISO 8601. */
  expiresAt: Scalars['String']['output'];
};

/** The signed-in member's invitations and how many she has left. */
export type MyInvitations = {
  __typename?: 'MyInvitations';
  /** Newest first. */
  invitations: Array<MemberInvitation>;
  /** Her limit: 5 plus whatever an admin added. */
  inviteLimit: Scalars['Int']['output'];
  /** Places left: accepted and pending invitations hold one each. */
  invitesLeft: Scalars['Int']['output'];
};

/** The outcome of inviting friends by e-mail. */
export type SendInvitationsResult = {
  __typename?: 'SendInvitationsResult';
  /** success, or other (nothing was sent; see errorMessage). */
  status: Scalars['String']['output'];
  /** What to show when nothing was sent. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Addresses invited now. */
  sent: Array<Scalars['String']['output']>;
  /** Addresses that already have an account: not invited. */
  alreadyMembers: Array<Scalars['String']['output']>;
  /** Addresses she already invited (still pending): not invited again. */
  alreadyInvited: Array<Scalars['String']['output']>;
  /** Places left afterwards. */
  invitesLeft: Scalars['Int']['output'];
};

/** The outcome of a simple membership action. */
export type MembershipActionResult = {
  __typename?: 'MembershipActionResult';
  /** success, notFound or invalid. */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** The outcome of changing a password from /users/security. */
export type ChangePasswordResult = {
  __typename?: 'ChangePasswordResult';
  /**
   * success, invalid (see fieldErrors), oldPassword (the current password is wrong; nothing changed) or tooManyAttempts
   * (too many wrong current passwords from this client: the message names the wait; the password was not checked).
   */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Field by field problems: oldPassword, password or confirmPassword. */
  fieldErrors: Array<FieldError>;
};

/** The verified badges other members may see on a profile. */
export type ProfileVerification = {
  __typename?: 'ProfileVerification';
  /** She confirmed her e-mail address. */
  isEmailConfirmed: Scalars['Boolean']['output'];
  /** She verified her phone with a code. */
  isPhoneVerified: Scalars['Boolean']['output'];
  /** An admin approved one of her identity documents. */
  isIdVerification: Scalars['Boolean']['output'];
};

/**
 * A member's profile (spec 001 §7, ShowUserProfile). Every signed-in member sees the public part; the fields marked
 * "own profile only" are null unless the viewer is the member herself (or an admin). The personal ones need Manage
 * Users of an admin.
 */
export type UserProfile = {
  __typename?: 'UserProfile';
  /** The member's id. */
  userId: Scalars['ID']['output'];
  /** Profile number, as in /users/show/{profileId}. */
  profileId: Scalars['Int']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Name shown to other members: the first name. */
  displayName: Scalars['String']['output'];
  /** Profile picture file name (served at /images/avatar/medium_{picture}); null when none. */
  picture?: Maybe<Scalars['String']['output']>;
  /** When she joined, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Where she lives (at most 50 characters). */
  location?: Maybe<Scalars['String']['output']>;
  /** About me (at most 300 characters). */
  info?: Maybe<Scalars['String']['output']>;
  /** Professional summary (at most 300 characters). */
  summary?: Maybe<Scalars['String']['output']>;
  /** Current position. */
  currentPosition?: Maybe<Scalars['String']['output']>;
  /** Education. */
  education?: Maybe<Scalars['String']['output']>;
  /** Her university from the club's list. */
  universityId?: Maybe<Scalars['Int']['output']>;
  /** Her university, when it is not in the list. */
  otherUniversity?: Maybe<Scalars['String']['output']>;
  /** Company. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Industry. */
  industry?: Maybe<Scalars['String']['output']>;
  /** Her preferred language (en-US, cs-CZ, es, it-IT, fr-FR or pt-PT). */
  preferredLanguage?: Maybe<Scalars['String']['output']>;
  /** LinkedIn profile link. */
  linkedinUrl?: Maybe<Scalars['String']['output']>;
  /** Professional website. */
  websiteUrl?: Maybe<Scalars['String']['output']>;
  /** Whether she is a Diamond member. */
  isDiamond: Scalars['Boolean']['output'];
  /** Her verified badges. */
  verification: ProfileVerification;
  /** True when the viewer is the member herself. */
  isOwnProfile: Scalars['Boolean']['output'];
  /** Own profile only: female or male. */
  gender?: Maybe<Scalars['String']['output']>;
  /** Own profile only: month-year-day, month 1-based. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** Own profile only: primary e-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Own profile only: secondary e-mail address. */
  secondaryEmail?: Maybe<Scalars['String']['output']>;
  /** Own profile only: significant phone number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Own profile only: phone dial code. */
  dialCode?: Maybe<Scalars['String']['output']>;
  /** Own profile only: ISO country code of her phone. */
  countryCode?: Maybe<Scalars['String']['output']>;
  /** Own profile only: ZIP or postal code. */
  zipCode?: Maybe<Scalars['String']['output']>;
  /** Own profile only: preferred currency (ISO 4217). */
  preferredCurrency?: Maybe<Scalars['String']['output']>;
  /** Own profile only: Facebook link. */
  facebookUrl?: Maybe<Scalars['String']['output']>;
  /** Own profile only: Instagram link. */
  instagramUrl?: Maybe<Scalars['String']['output']>;
  /** Own profile only: another social media link. */
  socialMediaUrl?: Maybe<Scalars['String']['output']>;
  /** Own profile only: 'completed' when basic information (names, gender, location) is complete. */
  step1?: Maybe<Scalars['String']['output']>;
  /** Own profile only: 'completed' when she has a profile picture. */
  step2?: Maybe<Scalars['String']['output']>;
  /** Own profile only: 'completed' when her phone is verified. */
  step3?: Maybe<Scalars['String']['output']>;
  /** Own profile only: 'completed' when she wrote about herself and her current position. */
  step4?: Maybe<Scalars['String']['output']>;
  /** Own profile only: she saved her profile at least once. */
  isProfileUpdated?: Maybe<Scalars['Boolean']['output']>;
  /** Own profile only: steps 1 to 4 are all completed. */
  isProfileCompleted?: Maybe<Scalars['Boolean']['output']>;
};

/** The profile edit form. A field left out stays as it is; null or an empty text clears it. */
export type EditProfileInput = {
  /** Given name: required when sent, must contain a letter, at most 50 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Family name: required when sent, must contain a letter, at most 50 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** en-US, cs-CZ, es, it-IT, fr-FR or pt-PT (short forms such as fr are accepted). */
  preferredLanguage?: InputMaybe<Scalars['String']['input']>;
  /** An ISO 4217 code such as USD. */
  preferredCurrency?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** About me: at most 300 characters. */
  info?: InputMaybe<Scalars['String']['input']>;
  /** Professional summary: at most 300 characters. */
  summary?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters. */
  currentPosition?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters. */
  education?: InputMaybe<Scalars['String']['input']>;
  /** A university from the club's list. */
  universityId?: InputMaybe<Scalars['Int']['input']>;
  /** Her university when it is not in the list: at most 50 characters. */
  otherUniversity?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters. */
  industry?: InputMaybe<Scalars['String']['input']>;
  /** Must differ from her primary e-mail address. */
  secondaryEmail?: InputMaybe<Scalars['String']['input']>;
  /** A link on linkedin.com. */
  linkedinUrl?: InputMaybe<Scalars['String']['input']>;
  /** Any public web address. */
  socialMediaUrl?: InputMaybe<Scalars['String']['input']>;
  /** A link on facebook.com. */
  facebookUrl?: InputMaybe<Scalars['String']['input']>;
  /** A link on instagram.com. */
  instagramUrl?: InputMaybe<Scalars['String']['input']>;
  /** Any public web address. */
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The outcome of saving the profile. */
export type EditProfileResult = {
  __typename?: 'EditProfileResult';
  /** success, invalid (see fieldErrors) or phoneNotVerified (she must verify her phone before saving). */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Field by field problems. */
  fieldErrors: Array<FieldError>;
  /** The profile as saved, on success. */
  profile?: Maybe<UserProfile>;
};

/** The outcome of asking for, or entering, a phone verification code. */
export type PhoneVerificationResult = {
  __typename?: 'PhoneVerificationResult';
  /**
   * Asking: success, invalidPhone, alreadyVerified or tooManyRequests. Entering: success, malformed, noCode, wrong,
   * expired or tooManyAttempts.
   */
  status: Scalars['String']['output'];
  /** What to show the member. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** A note to show on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The number the code went to (dial code and significant number), when one was sent. */
  dialCode?: Maybe<Scalars['String']['output']>;
  /** Significant number the code went to. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** When the code sent stops working, ISO 8601. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** Wrong guesses left for the current code. */
  attemptsLeft?: Maybe<Scalars['Int']['output']>;
};

/** The outcome of /confirm-gender. */
export type ConfirmGenderResult = {
  __typename?: 'ConfirmGenderResult';
  /** success, invalid or alreadySet. */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The gender now set. */
  gender?: Maybe<Scalars['String']['output']>;
  /** Where the browser goes next: /unsuccessful for a man (the club is for women), otherwise /user/edit. */
  redirectTo?: Maybe<Scalars['String']['output']>;
};

/** The verification record of a member (spec 000 §3, §7). */
export type UserVerifiedInfo = {
  __typename?: 'UserVerifiedInfo';
  /** Her profile number. */
  id: Scalars['Int']['output'];
  /** Her user id. */
  userId: Scalars['ID']['output'];
  /** She confirmed her e-mail address. */
  isEmailConfirmed: Scalars['Boolean']['output'];
  /** Her Facebook account is connected. */
  isFacebookConnected: Scalars['Boolean']['output'];
  /** Her Google account is connected. */
  isGoogleConnected: Scalars['Boolean']['output'];
  /** Her LinkedIn account is connected. */
  isLinkedinConnected: Scalars['Boolean']['output'];
  /** An admin approved one of her identity documents. */
  isIdVerification: Scalars['Boolean']['output'];
  /** An admin approved one of her government ID images. */
  isGovtProofVerification: Scalars['Boolean']['output'];
  /** How many ID images she uploaded. */
  isGovtProofVerificationImageCount: Scalars['Int']['output'];
  /** She verified her phone with a code. */
  isPhoneVerified: Scalars['Boolean']['output'];
  /** The review status of her latest identity document (pending, approved, rejected, flagged); null when none. */
  idDocumentStatus?: Maybe<Scalars['String']['output']>;
  /** success. */
  status: Scalars['String']['output'];
};

/** The outcome of updateUserVerifiedInfo. */
export type UpdateUserVerifiedInfoResult = {
  __typename?: 'UpdateUserVerifiedInfoResult';
  /** 'success' is the success case; otherwise error. */
  status: Scalars['String']['output'];
  /** What went wrong. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** An identity document image a member uploaded, and its review. */
export type IdDocument = {
  __typename?: 'IdDocument';
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** The member's id. */
  userId: Scalars['ID']['output'];
  /** passport, drivingLicense, nationalIdCard or residencePermit. */
  documentType: Scalars['String']['output'];
  /** The image's file name. */
  fileName: Scalars['String']['output'];
  /** Where the image is served to her and to admins: /id-proof/{fileName}. */
  url: Scalars['String']['output'];
  /** pending, approved, rejected or flagged. */
  status: Scalars['String']['output'];
  /** The admin's message to the member. */
  reviewMessage?: Maybe<Scalars['String']['output']>;
  /** When an admin last reviewed it, ISO 8601. */
  reviewedAt?: Maybe<Scalars['String']['output']>;
  /** When she uploaded it, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** The member's profile number (admin list only). */
  profileId?: Maybe<Scalars['Int']['output']>;
  /** The member's first name (admin list only). */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The member's last name (admin list only). */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** A page of identity documents for the admins' review. */
export type IdDocumentList = {
  __typename?: 'IdDocumentList';
  /** How many documents match. */
  count: Scalars['Int']['output'];
  /** This page, newest first. */
  results: Array<IdDocument>;
};

/** The outcome of an admin's review. */
export type ReviewIdDocumentResult = {
  __typename?: 'ReviewIdDocumentResult';
  /** success, or invalid with a message. */
  status: Scalars['String']['output'];
  /** What went wrong. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The document as reviewed. */
  document?: Maybe<IdDocument>;
};

/** What an invitation code turned out to be. */
export type ReferralCheckResult = {
  __typename?: 'ReferralCheckResult';
  /** The inviting member's id; null unless the code is valid. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** The inviting member's profile number. */
  profileId?: Maybe<Scalars['Int']['output']>;
  /** The inviting member's given name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The inviting member's family name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The code as checked. */
  referralKey?: Maybe<Scalars['String']['output']>;
  /** The code to register with; null unless valid. */
  uniqueReferralKey?: Maybe<Scalars['String']['output']>;
  /**
   * success, limitExpired (the inviter has no invitations left), cancelled, expired, invalidReferralEmail or invalid;
   * tooManyAttempts when this client has tried too many unknown codes lately (twenty in fifteen minutes).
   */
  status: Scalars['String']['output'];
};

/** A problem with one field of a form. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The payload field, e.g. zipCode. */
  field: Scalars['String']['output'];
  /** What to show beside it. */
  message: Scalars['String']['output'];
};

/** The outcome of a registration. */
export type UserRegisterResult = {
  __typename?: 'UserRegisterResult';
  /** Always null: the confirmation link travels only by e-mail. */
  emailToken?: Maybe<Scalars['String']['output']>;
  /**
   * success (the member is signed in), email (already registered), loggedIn, adminLoggedIn, invalidReferralEmail,
   * invalidReferral, or other (including bad input, explained in errorMessage and fieldErrors).
   */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Field by field problems of bad input. */
  fieldErrors: Array<FieldError>;
  /** The new member's id on success. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** True when the registrant cannot be admitted (the club is for women): the browser goes to /unsuccessful. */
  unsuccessful?: Maybe<Scalars['Boolean']['output']>;
};

/** The outcome of a sign-in attempt. */
export type UserLoginResult = {
  __typename?: 'UserLoginResult';
  /**
   * success (member), admin (admin), secondary (co-host), email (no such account), password (wrong password),
   * loggedIn / adminLoggedIn (already signed in), memberNotVerified (membership not approved),
   * tooManyAttempts (throttled), other (bad input or failure).
   */
  status: Scalars['String']['output'];
  /** What to show the member when the status is not a success; null on success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** The outcome of signing out. */
export type UserLogoutResult = {
  __typename?: 'UserLogoutResult';
  /** success: the session is revoked and the cookie cleared. */
  status: Scalars['String']['output'];
};

/** Whether the signed-in member still exists (polled every 15 s by the browser). */
export type UserStatusResult = {
  __typename?: 'UserStatusResult';
  /** success when signed in, notLoggedIn otherwise. */
  status: Scalars['String']['output'];
  /** False when there is no member behind the session any more: the browser then ends its session. */
  userExistStatus: Scalars['Boolean']['output'];
};

/**
 * A member's card beside her listing (spec 000 §7 getUserdetails; decision 0037): only the public part of her profile,
 * what any member may see. Never her e-mail, phone, birth date or address.
 */
export type UserDetails = {
  __typename?: 'UserDetails';
  /** The member's id. */
  userId: Scalars['ID']['output'];
  /** Profile number, as in /users/show/{profileId}. */
  profileId: Scalars['Int']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Name shown to other members: the first name. */
  displayName: Scalars['String']['output'];
  /** Profile picture file name (served at /images/avatar/medium_{picture}); null when none. */
  picture?: Maybe<Scalars['String']['output']>;
  /** When she joined, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Where she lives, in her words. */
  location?: Maybe<Scalars['String']['output']>;
  /** About her, in her words. */
  info?: Maybe<Scalars['String']['output']>;
  /** Whether she is a Diamond member. */
  isDiamond: Scalars['Boolean']['output'];
  /** Her verified badges. */
  verification: ProfileVerification;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
  reference: TReference,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  User: { __typename: 'User' } & GraphQLRecursivePick<FederationTypes['User'], { id: true }>;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  User: ResolverTypeWrapper<User>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UserVerification: ResolverTypeWrapper<UserVerification>;
  UserAccountData: ResolverTypeWrapper<UserAccountData>;
  MemberRecord: ResolverTypeWrapper<MemberRecord>;
  UserAccount: ResolverTypeWrapper<UserAccount>;
  UserAvatar: ResolverTypeWrapper<UserAvatar>;
  AdminLogEntry: ResolverTypeWrapper<AdminLogEntry>;
  AdminLogPage: ResolverTypeWrapper<AdminLogPage>;
  AdminLogAdmin: ResolverTypeWrapper<AdminLogAdmin>;
  AdminPerson: ResolverTypeWrapper<AdminPerson>;
  AdminPersonPage: ResolverTypeWrapper<AdminPersonPage>;
  AdminDashboardCounts: ResolverTypeWrapper<AdminDashboardCounts>;
  AdminPasswordResult: ResolverTypeWrapper<AdminPasswordResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  AdminPrivilege: ResolverTypeWrapper<AdminPrivilege>;
  AdminRole: ResolverTypeWrapper<AdminRole>;
  AdminUser: ResolverTypeWrapper<AdminUser>;
  AdminAccess: ResolverTypeWrapper<AdminAccess>;
  AdminUserResult: ResolverTypeWrapper<AdminUserResult>;
  DeleteAdminUserResult: ResolverTypeWrapper<DeleteAdminUserResult>;
  AdminRoleResult: ResolverTypeWrapper<AdminRoleResult>;
  DeleteAdminRoleResult: ResolverTypeWrapper<DeleteAdminRoleResult>;
  Country: ResolverTypeWrapper<Country>;
  CountriesResult: ResolverTypeWrapper<CountriesResult>;
  PayoutState: ResolverTypeWrapper<PayoutState>;
  PayoutStatesResult: ResolverTypeWrapper<PayoutStatesResult>;
  DeleteAccountResult: ResolverTypeWrapper<DeleteAccountResult>;
  EmailVerificationResult: ResolverTypeWrapper<EmailVerificationResult>;
  ProfileName: ResolverTypeWrapper<ProfileName>;
  ResendConfirmEmailResult: ResolverTypeWrapper<ResendConfirmEmailResult>;
  ForgotPasswordResult: ResolverTypeWrapper<ForgotPasswordResult>;
  ResetPasswordResult: ResolverTypeWrapper<ResetPasswordResult>;
  UserGateResult: ResolverTypeWrapper<UserGateResult>;
  BlogRulesResult: ResolverTypeWrapper<BlogRulesResult>;
  MembershipApplicationResult: ResolverTypeWrapper<MembershipApplicationResult>;
  MemberApplication: ResolverTypeWrapper<MemberApplication>;
  MemberStanding: ResolverTypeWrapper<MemberStanding>;
  MemberChangeResult: ResolverTypeWrapper<MemberChangeResult>;
  RoleLimits: ResolverTypeWrapper<RoleLimits>;
  CoHost: ResolverTypeWrapper<CoHost>;
  CoHostResult: ResolverTypeWrapper<CoHostResult>;
  RoleAccount: ResolverTypeWrapper<RoleAccount>;
  RoleAccountResult: ResolverTypeWrapper<RoleAccountResult>;
  MemberInvitation: ResolverTypeWrapper<MemberInvitation>;
  MyInvitations: ResolverTypeWrapper<MyInvitations>;
  SendInvitationsResult: ResolverTypeWrapper<SendInvitationsResult>;
  MembershipActionResult: ResolverTypeWrapper<MembershipActionResult>;
  ChangePasswordResult: ResolverTypeWrapper<ChangePasswordResult>;
  ProfileVerification: ResolverTypeWrapper<ProfileVerification>;
  UserProfile: ResolverTypeWrapper<UserProfile>;
  EditProfileInput: EditProfileInput;
  EditProfileResult: ResolverTypeWrapper<EditProfileResult>;
  PhoneVerificationResult: ResolverTypeWrapper<PhoneVerificationResult>;
  ConfirmGenderResult: ResolverTypeWrapper<ConfirmGenderResult>;
  UserVerifiedInfo: ResolverTypeWrapper<UserVerifiedInfo>;
  UpdateUserVerifiedInfoResult: ResolverTypeWrapper<UpdateUserVerifiedInfoResult>;
  IdDocument: ResolverTypeWrapper<IdDocument>;
  IdDocumentList: ResolverTypeWrapper<IdDocumentList>;
  ReviewIdDocumentResult: ResolverTypeWrapper<ReviewIdDocumentResult>;
  ReferralCheckResult: ResolverTypeWrapper<ReferralCheckResult>;
  FieldError: ResolverTypeWrapper<FieldError>;
  UserRegisterResult: ResolverTypeWrapper<UserRegisterResult>;
  UserLoginResult: ResolverTypeWrapper<UserLoginResult>;
  UserLogoutResult: ResolverTypeWrapper<UserLogoutResult>;
  UserStatusResult: ResolverTypeWrapper<UserStatusResult>;
  UserDetails: ResolverTypeWrapper<UserDetails>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  User: User | FederationReferenceTypes['User'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Query: Record<PropertyKey, never>;
  UserVerification: UserVerification;
  UserAccountData: UserAccountData;
  MemberRecord: MemberRecord;
  UserAccount: UserAccount;
  UserAvatar: UserAvatar;
  AdminLogEntry: AdminLogEntry;
  AdminLogPage: AdminLogPage;
  AdminLogAdmin: AdminLogAdmin;
  AdminPerson: AdminPerson;
  AdminPersonPage: AdminPersonPage;
  AdminDashboardCounts: AdminDashboardCounts;
  AdminPasswordResult: AdminPasswordResult;
  Mutation: Record<PropertyKey, never>;
  AdminPrivilege: AdminPrivilege;
  AdminRole: AdminRole;
  AdminUser: AdminUser;
  AdminAccess: AdminAccess;
  AdminUserResult: AdminUserResult;
  DeleteAdminUserResult: DeleteAdminUserResult;
  AdminRoleResult: AdminRoleResult;
  DeleteAdminRoleResult: DeleteAdminRoleResult;
  Country: Country;
  CountriesResult: CountriesResult;
  PayoutState: PayoutState;
  PayoutStatesResult: PayoutStatesResult;
  DeleteAccountResult: DeleteAccountResult;
  EmailVerificationResult: EmailVerificationResult;
  ProfileName: ProfileName;
  ResendConfirmEmailResult: ResendConfirmEmailResult;
  ForgotPasswordResult: ForgotPasswordResult;
  ResetPasswordResult: ResetPasswordResult;
  UserGateResult: UserGateResult;
  BlogRulesResult: BlogRulesResult;
  MembershipApplicationResult: MembershipApplicationResult;
  MemberApplication: MemberApplication;
  MemberStanding: MemberStanding;
  MemberChangeResult: MemberChangeResult;
  RoleLimits: RoleLimits;
  CoHost: CoHost;
  CoHostResult: CoHostResult;
  RoleAccount: RoleAccount;
  RoleAccountResult: RoleAccountResult;
  MemberInvitation: MemberInvitation;
  MyInvitations: MyInvitations;
  SendInvitationsResult: SendInvitationsResult;
  MembershipActionResult: MembershipActionResult;
  ChangePasswordResult: ChangePasswordResult;
  ProfileVerification: ProfileVerification;
  UserProfile: UserProfile;
  EditProfileInput: EditProfileInput;
  EditProfileResult: EditProfileResult;
  PhoneVerificationResult: PhoneVerificationResult;
  ConfirmGenderResult: ConfirmGenderResult;
  UserVerifiedInfo: UserVerifiedInfo;
  UpdateUserVerifiedInfoResult: UpdateUserVerifiedInfoResult;
  IdDocument: IdDocument;
  IdDocumentList: IdDocumentList;
  ReviewIdDocumentResult: ReviewIdDocumentResult;
  ReferralCheckResult: ReferralCheckResult;
  FieldError: FieldError;
  UserRegisterResult: UserRegisterResult;
  UserLoginResult: UserLoginResult;
  UserLogoutResult: UserLogoutResult;
  UserStatusResult: UserStatusResult;
  UserDetails: UserDetails;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
};

export type LinkDirectiveArgs = {
  url?: Maybe<Scalars['String']['input']>;
  as?: Maybe<Scalars['String']['input']>;
  for?: Maybe<Link__Purpose>;
  import?: Maybe<Array<Maybe<Scalars['link__Import']['input']>>>;
};

export type LinkDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = LinkDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__RequiresDirectiveArgs = {
  fields: Scalars['federation__FieldSet']['input'];
};

export type Federation__RequiresDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__RequiresDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ProvidesDirectiveArgs = {
  fields: Scalars['federation__FieldSet']['input'];
};

export type Federation__ProvidesDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__ProvidesDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ExternalDirectiveArgs = {
  reason?: Maybe<Scalars['String']['input']>;
};

export type Federation__ExternalDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__ExternalDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__TagDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type Federation__TagDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__TagDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ExtendsDirectiveArgs = {};

export type Federation__ExtendsDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__ExtendsDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ShareableDirectiveArgs = {};

export type Federation__ShareableDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__ShareableDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__InaccessibleDirectiveArgs = {};

export type Federation__InaccessibleDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__InaccessibleDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__OverrideDirectiveArgs = {
  from: Scalars['String']['input'];
};

export type Federation__OverrideDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__OverrideDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ComposeDirectiveDirectiveArgs = {
  name?: Maybe<Scalars['String']['input']>;
};

export type Federation__ComposeDirectiveDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__ComposeDirectiveDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__InterfaceObjectDirectiveArgs = {};

export type Federation__InterfaceObjectDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__InterfaceObjectDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminPrivilegeDirectiveArgs = {
  urls: Array<Scalars['String']['input']>;
  alsoMembers?: Maybe<Scalars['Boolean']['input']>;
};

export type AdminPrivilegeDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = AdminPrivilegeDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export interface Federation__FieldSetScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes['federation__FieldSet'],
  any
> {
  name: 'federation__FieldSet';
}

export type UserResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
  FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['User']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  userByProfileId?: Resolver<
    Maybe<ResolversTypes['User']>,
    ParentType,
    ContextType,
    RequireFields<QueryUserByProfileIdArgs, 'profileId'>
  >;
  userAccount?: Resolver<ResolversTypes['UserAccount'], ParentType, ContextType>;
  getUserAvatar?: Resolver<ResolversTypes['UserAvatar'], ParentType, ContextType>;
  adminLogs?: Resolver<ResolversTypes['AdminLogPage'], ParentType, ContextType, Partial<QueryAdminLogsArgs>>;
  adminLogAdmins?: Resolver<Array<ResolversTypes['AdminLogAdmin']>, ParentType, ContextType>;
  listUsers?: Resolver<ResolversTypes['AdminPersonPage'], ParentType, ContextType, Partial<QueryListUsersArgs>>;
  listDeletedUsers?: Resolver<
    ResolversTypes['AdminPersonPage'],
    ParentType,
    ContextType,
    Partial<QueryListDeletedUsersArgs>
  >;
  listMembers?: Resolver<ResolversTypes['AdminPersonPage'], ParentType, ContextType, Partial<QueryListMembersArgs>>;
  adminPerson?: Resolver<
    Maybe<ResolversTypes['AdminPerson']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminPersonArgs, 'id'>
  >;
  adminDashboardCounts?: Resolver<ResolversTypes['AdminDashboardCounts'], ParentType, ContextType>;
  getAllAdminUsers?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  getAdminUser?: Resolver<
    Maybe<ResolversTypes['AdminUser']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetAdminUserArgs, 'id'>
  >;
  getAllAdminRoles?: Resolver<Array<ResolversTypes['AdminRole']>, ParentType, ContextType>;
  getAdminRole?: Resolver<
    Maybe<ResolversTypes['AdminRole']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetAdminRoleArgs, 'id'>
  >;
  getAllAdminPrivileges?: Resolver<Array<ResolversTypes['AdminPrivilege']>, ParentType, ContextType>;
  myAdminAccess?: Resolver<ResolversTypes['AdminAccess'], ParentType, ContextType>;
  adminCanAccess?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminCanAccessArgs, 'url'>
  >;
  getCountries?: Resolver<ResolversTypes['CountriesResult'], ParentType, ContextType>;
  getStripeStates?: Resolver<
    ResolversTypes['PayoutStatesResult'],
    ParentType,
    ContextType,
    RequireFields<QueryGetStripeStatesArgs, 'countryId'>
  >;
  EmailVerification?: Resolver<
    ResolversTypes['EmailVerificationResult'],
    ParentType,
    ContextType,
    RequireFields<QueryEmailVerificationArgs, 'token' | 'email'>
  >;
  ResendConfirmEmail?: Resolver<ResolversTypes['ResendConfirmEmailResult'], ParentType, ContextType>;
  userGate?: Resolver<
    ResolversTypes['UserGateResult'],
    ParentType,
    ContextType,
    RequireFields<QueryUserGateArgs, 'path'>
  >;
  myRoleLimits?: Resolver<ResolversTypes['RoleLimits'], ParentType, ContextType>;
  pendingMemberApplications?: Resolver<Array<ResolversTypes['MemberApplication']>, ParentType, ContextType>;
  pressUsers?: Resolver<Array<ResolversTypes['RoleAccount']>, ParentType, ContextType>;
  propertyManagers?: Resolver<Array<ResolversTypes['RoleAccount']>, ParentType, ContextType>;
  myCoHosts?: Resolver<Array<ResolversTypes['CoHost']>, ParentType, ContextType>;
  myInvitations?: Resolver<ResolversTypes['MyInvitations'], ParentType, ContextType>;
  ShowUserProfile?: Resolver<
    Maybe<ResolversTypes['UserProfile']>,
    ParentType,
    ContextType,
    Partial<QueryShowUserProfileArgs>
  >;
  getUserVerifiedInfo?: Resolver<
    ResolversTypes['UserVerifiedInfo'],
    ParentType,
    ContextType,
    RequireFields<QueryGetUserVerifiedInfoArgs, 'userId'>
  >;
  myIdDocuments?: Resolver<Array<ResolversTypes['IdDocument']>, ParentType, ContextType>;
  getIdDocuments?: Resolver<
    ResolversTypes['IdDocumentList'],
    ParentType,
    ContextType,
    Partial<QueryGetIdDocumentsArgs>
  >;
  getValidReferralKey?: Resolver<
    ResolversTypes['ReferralCheckResult'],
    ParentType,
    ContextType,
    RequireFields<QueryGetValidReferralKeyArgs, 'referralKey'>
  >;
  userLogin?: Resolver<
    ResolversTypes['UserLoginResult'],
    ParentType,
    ContextType,
    RequireFields<QueryUserLoginArgs, 'email' | 'password'>
  >;
  userLogout?: Resolver<ResolversTypes['UserLogoutResult'], ParentType, ContextType>;
  getCheckUserStatus?: Resolver<ResolversTypes['UserStatusResult'], ParentType, ContextType>;
  getUserdetails?: Resolver<
    Maybe<ResolversTypes['UserDetails']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetUserdetailsArgs, 'profileId'>
  >;
};

export type UserVerificationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserVerification'] = ResolversParentTypes['UserVerification'],
> = {
  isEmailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPhoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isIdVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGovtProofVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailVerificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isFacebookConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGoogleConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLinkedinConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGovtProofVerificationImageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserAccountDataResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserAccountData'] = ResolversParentTypes['UserAccountData'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberRecordResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MemberRecord'] = ResolversParentTypes['MemberRecord'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserAccountResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserAccount'] = ResolversParentTypes['UserAccount'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intend?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referralKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loginKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identityAppId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxInvite?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adminInviteLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalInvites?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inviteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stillInvite?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inviteExpiry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDiamond?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookWithoutPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  socialEnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  socialNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  socialMediaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedinUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebookUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instagramUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  websiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  education?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  universityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  otherUniversity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otherUniversityLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  industry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isProfileUpdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['UserVerification'], ParentType, ContextType>;
  userData?: Resolver<ResolversTypes['UserAccountData'], ParentType, ContextType>;
  memberRecords?: Resolver<ResolversTypes['MemberRecord'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserAvatarResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserAvatar'] = ResolversParentTypes['UserAvatar'],
> = {
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminLogEntryResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminLogEntry'] = ResolversParentTypes['AdminLogEntry'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  adminId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  adminEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privilegeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  producer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminLogPageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminLogPage'] = ResolversParentTypes['AdminLogPage'],
> = {
  results?: Resolver<Array<ResolversTypes['AdminLogEntry']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminLogAdminResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminLogAdmin'] = ResolversParentTypes['AdminLogAdmin'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminPersonResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminPerson'] = ResolversParentTypes['AdminPerson'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holdReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDiamond?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  adminInviteLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  idVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restorableUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminPersonPageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminPersonPage'] = ResolversParentTypes['AdminPersonPage'],
> = {
  results?: Resolver<Array<ResolversTypes['AdminPerson']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminDashboardCountsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminDashboardCounts'] = ResolversParentTypes['AdminDashboardCounts'],
> = {
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  idDocumentsWaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listingsAwaitingApproval?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminPasswordResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminPasswordResult'] = ResolversParentTypes['AdminPasswordResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  restoreUser?: Resolver<
    ResolversTypes['MembershipActionResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRestoreUserArgs, 'userId'>
  >;
  changeAdminPassword?: Resolver<
    ResolversTypes['AdminPasswordResult'],
    ParentType,
    ContextType,
    Partial<MutationChangeAdminPasswordArgs>
  >;
  changeAdminEmail?: Resolver<
    ResolversTypes['AdminPasswordResult'],
    ParentType,
    ContextType,
    Partial<MutationChangeAdminEmailArgs>
  >;
  createAdminUser?: Resolver<
    ResolversTypes['AdminUserResult'],
    ParentType,
    ContextType,
    Partial<MutationCreateAdminUserArgs>
  >;
  deleteAdminUser?: Resolver<
    ResolversTypes['DeleteAdminUserResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteAdminUserArgs, 'id'>
  >;
  createAdminRole?: Resolver<
    ResolversTypes['AdminRoleResult'],
    ParentType,
    ContextType,
    Partial<MutationCreateAdminRoleArgs>
  >;
  deleteAdminRole?: Resolver<
    ResolversTypes['DeleteAdminRoleResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteAdminRoleArgs, 'id'>
  >;
  deleteMyAccount?: Resolver<
    ResolversTypes['DeleteAccountResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteMyAccountArgs, 'password'>
  >;
  deleteUser?: Resolver<
    ResolversTypes['DeleteAccountResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteUserArgs, 'userId'>
  >;
  sendForgotPassword?: Resolver<
    ResolversTypes['ForgotPasswordResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSendForgotPasswordArgs, 'email'>
  >;
  resetPassword?: Resolver<
    ResolversTypes['ResetPasswordResult'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'email' | 'token' | 'password' | 'confirmPassword'>
  >;
  updateBlogRules?: Resolver<ResolversTypes['BlogRulesResult'], ParentType, ContextType>;
  applyForMembership?: Resolver<
    ResolversTypes['MembershipApplicationResult'],
    ParentType,
    ContextType,
    Partial<MutationApplyForMembershipArgs>
  >;
  approveMember?: Resolver<
    ResolversTypes['MemberChangeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveMemberArgs, 'userId'>
  >;
  rejectMember?: Resolver<
    ResolversTypes['MemberChangeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRejectMemberArgs, 'userId'>
  >;
  setMemberOnHold?: Resolver<
    ResolversTypes['MemberChangeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetMemberOnHoldArgs, 'userId' | 'onHold'>
  >;
  setMemberDiamond?: Resolver<
    ResolversTypes['MemberChangeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetMemberDiamondArgs, 'userId' | 'isDiamond'>
  >;
  setMemberInviteLimit?: Resolver<
    ResolversTypes['MemberChangeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetMemberInviteLimitArgs, 'userId' | 'adminInviteLimit'>
  >;
  createCoHost?: Resolver<ResolversTypes['CoHostResult'], ParentType, ContextType, Partial<MutationCreateCoHostArgs>>;
  removeCoHost?: Resolver<
    ResolversTypes['MembershipActionResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveCoHostArgs, 'userId'>
  >;
  createPressUser?: Resolver<
    ResolversTypes['RoleAccountResult'],
    ParentType,
    ContextType,
    Partial<MutationCreatePressUserArgs>
  >;
  createPropertyManager?: Resolver<
    ResolversTypes['RoleAccountResult'],
    ParentType,
    ContextType,
    Partial<MutationCreatePropertyManagerArgs>
  >;
  sendInvitations?: Resolver<
    ResolversTypes['SendInvitationsResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSendInvitationsArgs, 'emails'>
  >;
  cancelInvitation?: Resolver<
    ResolversTypes['MembershipActionResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelInvitationArgs, 'id'>
  >;
  changePassword?: Resolver<
    ResolversTypes['ChangePasswordResult'],
    ParentType,
    ContextType,
    RequireFields<MutationChangePasswordArgs, 'oldPassword' | 'password' | 'confirmPassword'>
  >;
  editProfile?: Resolver<
    ResolversTypes['EditProfileResult'],
    ParentType,
    ContextType,
    RequireFields<MutationEditProfileArgs, 'profile'>
  >;
  sendPhoneVerificationCode?: Resolver<
    ResolversTypes['PhoneVerificationResult'],
    ParentType,
    ContextType,
    Partial<MutationSendPhoneVerificationCodeArgs>
  >;
  verifyPhoneNumber?: Resolver<
    ResolversTypes['PhoneVerificationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifyPhoneNumberArgs, 'code'>
  >;
  confirmGender?: Resolver<
    ResolversTypes['ConfirmGenderResult'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmGenderArgs, 'gender'>
  >;
  updateUserVerifiedInfo?: Resolver<
    ResolversTypes['UpdateUserVerifiedInfoResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateUserVerifiedInfoArgs, 'item'>
  >;
  reviewIdDocument?: Resolver<
    ResolversTypes['ReviewIdDocumentResult'],
    ParentType,
    ContextType,
    RequireFields<MutationReviewIdDocumentArgs, 'documentId' | 'status'>
  >;
  userRegister?: Resolver<
    ResolversTypes['UserRegisterResult'],
    ParentType,
    ContextType,
    Partial<MutationUserRegisterArgs>
  >;
};

export type AdminPrivilegeResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminPrivilege'] = ResolversParentTypes['AdminPrivilege'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permittedUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminRoleResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminRole'] = ResolversParentTypes['AdminRole'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privileges?: Resolver<Array<ResolversTypes['AdminPrivilege']>, ParentType, ContextType>;
  privilegeIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  adminCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminUserResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isSuperAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  adminRole?: Resolver<Maybe<ResolversTypes['AdminRole']>, ParentType, ContextType>;
};

export type AdminAccessResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminAccess'] = ResolversParentTypes['AdminAccess'],
> = {
  admin?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  privileges?: Resolver<Array<ResolversTypes['AdminPrivilege']>, ParentType, ContextType>;
};

export type AdminUserResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminUserResult'] = ResolversParentTypes['AdminUserResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType>;
};

export type DeleteAdminUserResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['DeleteAdminUserResult'] = ResolversParentTypes['DeleteAdminUserResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminRoleResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminRoleResult'] = ResolversParentTypes['AdminRoleResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['AdminRole']>, ParentType, ContextType>;
};

export type DeleteAdminRoleResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['DeleteAdminRoleResult'] = ResolversParentTypes['DeleteAdminRoleResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CountryResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isEnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dialCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountriesResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['CountriesResult'] = ResolversParentTypes['CountriesResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
};

export type PayoutStateResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PayoutState'] = ResolversParentTypes['PayoutState'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isEnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PayoutStatesResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PayoutStatesResult'] = ResolversParentTypes['PayoutStatesResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['PayoutState']>, ParentType, ContextType>;
};

export type DeleteAccountResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['DeleteAccountResult'] = ResolversParentTypes['DeleteAccountResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EmailVerificationResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['EmailVerificationResult'] = ResolversParentTypes['EmailVerificationResult'],
> = {
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileNameResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ProfileName'] = ResolversParentTypes['ProfileName'],
> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResendConfirmEmailResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ResendConfirmEmailResult'] =
    ResolversParentTypes['ResendConfirmEmailResult'],
> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['ProfileName']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ForgotPasswordResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ForgotPasswordResult'] = ResolversParentTypes['ForgotPasswordResult'],
> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['ProfileName']>, ParentType, ContextType>;
};

export type ResetPasswordResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ResetPasswordResult'] = ResolversParentTypes['ResetPasswordResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserGateResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserGateResult'] = ResolversParentTypes['UserGateResult'],
> = {
  decision?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  socialAccess?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BlogRulesResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['BlogRulesResult'] = ResolversParentTypes['BlogRulesResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MembershipApplicationResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MembershipApplicationResult'] =
    ResolversParentTypes['MembershipApplicationResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MemberApplicationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MemberApplication'] = ResolversParentTypes['MemberApplication'],
> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceDetail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appliedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberStandingResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MemberStanding'] = ResolversParentTypes['MemberStanding'],
> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isMemberVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDiamond?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MemberChangeResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MemberChangeResult'] = ResolversParentTypes['MemberChangeResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['MemberStanding']>, ParentType, ContextType>;
};

export type RoleLimitsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['RoleLimits'] = ResolversParentTypes['RoleLimits'],
> = {
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountHome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forbiddenPaths?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  forbiddenExactPaths?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  redirectTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showDashboard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showPayouts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showTransactions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showAccountSettings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showListYourSpace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showManageListings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showMembers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showSaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showGoHost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showBecomeAMemberReferral?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mayOpenSecurity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  countsAsComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CoHostResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['CoHost'] = ResolversParentTypes['CoHost'],
> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CoHostResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['CoHostResult'] = ResolversParentTypes['CoHostResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  coHost?: Resolver<Maybe<ResolversTypes['CoHost']>, ParentType, ContextType>;
};

export type RoleAccountResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['RoleAccount'] = ResolversParentTypes['RoleAccount'],
> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleAccountResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['RoleAccountResult'] = ResolversParentTypes['RoleAccountResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  account?: Resolver<Maybe<ResolversTypes['RoleAccount']>, ParentType, ContextType>;
};

export type MemberInvitationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MemberInvitation'] = ResolversParentTypes['MemberInvitation'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MyInvitationsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MyInvitations'] = ResolversParentTypes['MyInvitations'],
> = {
  invitations?: Resolver<Array<ResolversTypes['MemberInvitation']>, ParentType, ContextType>;
  inviteLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invitesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SendInvitationsResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SendInvitationsResult'] = ResolversParentTypes['SendInvitationsResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sent?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  alreadyMembers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  alreadyInvited?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  invitesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MembershipActionResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MembershipActionResult'] = ResolversParentTypes['MembershipActionResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChangePasswordResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
};

export type ProfileVerificationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ProfileVerification'] = ResolversParentTypes['ProfileVerification'],
> = {
  isEmailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPhoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isIdVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserProfileResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserProfile'] = ResolversParentTypes['UserProfile'],
> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  education?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  universityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  otherUniversity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  industry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedinUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  websiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDiamond?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['ProfileVerification'], ParentType, ContextType>;
  isOwnProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebookUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instagramUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  socialMediaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isProfileUpdated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isProfileCompleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type EditProfileResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['EditProfileResult'] = ResolversParentTypes['EditProfileResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['UserProfile']>, ParentType, ContextType>;
};

export type PhoneVerificationResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PhoneVerificationResult'] = ResolversParentTypes['PhoneVerificationResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attemptsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ConfirmGenderResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ConfirmGenderResult'] = ResolversParentTypes['ConfirmGenderResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserVerifiedInfoResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserVerifiedInfo'] = ResolversParentTypes['UserVerifiedInfo'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEmailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFacebookConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGoogleConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLinkedinConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isIdVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGovtProofVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGovtProofVerificationImageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPhoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  idDocumentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateUserVerifiedInfoResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UpdateUserVerifiedInfoResult'] =
    ResolversParentTypes['UpdateUserVerifiedInfoResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IdDocumentResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['IdDocument'] = ResolversParentTypes['IdDocument'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profileId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IdDocumentListResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['IdDocumentList'] = ResolversParentTypes['IdDocumentList'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['IdDocument']>, ParentType, ContextType>;
};

export type ReviewIdDocumentResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReviewIdDocumentResult'] = ResolversParentTypes['ReviewIdDocumentResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['IdDocument']>, ParentType, ContextType>;
};

export type ReferralCheckResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReferralCheckResult'] = ResolversParentTypes['ReferralCheckResult'],
> = {
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  profileId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uniqueReferralKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserRegisterResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserRegisterResult'] = ResolversParentTypes['UserRegisterResult'],
> = {
  emailToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  unsuccessful?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type UserLoginResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserLoginResult'] = ResolversParentTypes['UserLoginResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserLogoutResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserLogoutResult'] = ResolversParentTypes['UserLogoutResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserStatusResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserStatusResult'] = ResolversParentTypes['UserStatusResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userExistStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserDetailsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UserDetails'] = ResolversParentTypes['UserDetails'],
> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDiamond?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['ProfileVerification'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ServiceContext> = {
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  UserVerification?: UserVerificationResolvers<ContextType>;
  UserAccountData?: UserAccountDataResolvers<ContextType>;
  MemberRecord?: MemberRecordResolvers<ContextType>;
  UserAccount?: UserAccountResolvers<ContextType>;
  UserAvatar?: UserAvatarResolvers<ContextType>;
  AdminLogEntry?: AdminLogEntryResolvers<ContextType>;
  AdminLogPage?: AdminLogPageResolvers<ContextType>;
  AdminLogAdmin?: AdminLogAdminResolvers<ContextType>;
  AdminPerson?: AdminPersonResolvers<ContextType>;
  AdminPersonPage?: AdminPersonPageResolvers<ContextType>;
  AdminDashboardCounts?: AdminDashboardCountsResolvers<ContextType>;
  AdminPasswordResult?: AdminPasswordResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  AdminPrivilege?: AdminPrivilegeResolvers<ContextType>;
  AdminRole?: AdminRoleResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminAccess?: AdminAccessResolvers<ContextType>;
  AdminUserResult?: AdminUserResultResolvers<ContextType>;
  DeleteAdminUserResult?: DeleteAdminUserResultResolvers<ContextType>;
  AdminRoleResult?: AdminRoleResultResolvers<ContextType>;
  DeleteAdminRoleResult?: DeleteAdminRoleResultResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CountriesResult?: CountriesResultResolvers<ContextType>;
  PayoutState?: PayoutStateResolvers<ContextType>;
  PayoutStatesResult?: PayoutStatesResultResolvers<ContextType>;
  DeleteAccountResult?: DeleteAccountResultResolvers<ContextType>;
  EmailVerificationResult?: EmailVerificationResultResolvers<ContextType>;
  ProfileName?: ProfileNameResolvers<ContextType>;
  ResendConfirmEmailResult?: ResendConfirmEmailResultResolvers<ContextType>;
  ForgotPasswordResult?: ForgotPasswordResultResolvers<ContextType>;
  ResetPasswordResult?: ResetPasswordResultResolvers<ContextType>;
  UserGateResult?: UserGateResultResolvers<ContextType>;
  BlogRulesResult?: BlogRulesResultResolvers<ContextType>;
  MembershipApplicationResult?: MembershipApplicationResultResolvers<ContextType>;
  MemberApplication?: MemberApplicationResolvers<ContextType>;
  MemberStanding?: MemberStandingResolvers<ContextType>;
  MemberChangeResult?: MemberChangeResultResolvers<ContextType>;
  RoleLimits?: RoleLimitsResolvers<ContextType>;
  CoHost?: CoHostResolvers<ContextType>;
  CoHostResult?: CoHostResultResolvers<ContextType>;
  RoleAccount?: RoleAccountResolvers<ContextType>;
  RoleAccountResult?: RoleAccountResultResolvers<ContextType>;
  MemberInvitation?: MemberInvitationResolvers<ContextType>;
  MyInvitations?: MyInvitationsResolvers<ContextType>;
  SendInvitationsResult?: SendInvitationsResultResolvers<ContextType>;
  MembershipActionResult?: MembershipActionResultResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  ProfileVerification?: ProfileVerificationResolvers<ContextType>;
  UserProfile?: UserProfileResolvers<ContextType>;
  EditProfileResult?: EditProfileResultResolvers<ContextType>;
  PhoneVerificationResult?: PhoneVerificationResultResolvers<ContextType>;
  ConfirmGenderResult?: ConfirmGenderResultResolvers<ContextType>;
  UserVerifiedInfo?: UserVerifiedInfoResolvers<ContextType>;
  UpdateUserVerifiedInfoResult?: UpdateUserVerifiedInfoResultResolvers<ContextType>;
  IdDocument?: IdDocumentResolvers<ContextType>;
  IdDocumentList?: IdDocumentListResolvers<ContextType>;
  ReviewIdDocumentResult?: ReviewIdDocumentResultResolvers<ContextType>;
  ReferralCheckResult?: ReferralCheckResultResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  UserRegisterResult?: UserRegisterResultResolvers<ContextType>;
  UserLoginResult?: UserLoginResultResolvers<ContextType>;
  UserLogoutResult?: UserLogoutResultResolvers<ContextType>;
  UserStatusResult?: UserStatusResultResolvers<ContextType>;
  UserDetails?: UserDetailsResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = ServiceContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  federation__requires?: Federation__RequiresDirectiveResolver<any, any, ContextType>;
  federation__provides?: Federation__ProvidesDirectiveResolver<any, any, ContextType>;
  federation__external?: Federation__ExternalDirectiveResolver<any, any, ContextType>;
  federation__tag?: Federation__TagDirectiveResolver<any, any, ContextType>;
  federation__extends?: Federation__ExtendsDirectiveResolver<any, any, ContextType>;
  federation__shareable?: Federation__ShareableDirectiveResolver<any, any, ContextType>;
  federation__inaccessible?: Federation__InaccessibleDirectiveResolver<any, any, ContextType>;
  federation__override?: Federation__OverrideDirectiveResolver<any, any, ContextType>;
  federation__composeDirective?: Federation__ComposeDirectiveDirectiveResolver<any, any, ContextType>;
  federation__interfaceObject?: Federation__InterfaceObjectDirectiveResolver<any, any, ContextType>;
  adminPrivilege?: AdminPrivilegeDirectiveResolver<any, any, ContextType>;
};
