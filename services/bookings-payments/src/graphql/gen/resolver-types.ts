// Generated from src/graphql/*.graphql by `npm run codegen` (service-kit resolver-codegen). Do not edit.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserReference } from '../../domain/user';
import type { ServiceContext } from '@golightly/service-kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<Awaited<TResult>>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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

/** A booked stay: a guest's nights at a host's listing. */
export type Reservation = {
  __typename?: 'Reservation';
  /** Reservation number, as in /users/trips/receipt/{reservationId}. */
  id: Scalars['Int']['output'];
  /** Code the guest and host quote to each other. */
  confirmationCode: Scalars['String']['output'];
  /** First night, YYYY-MM-DD. */
  checkIn: Scalars['String']['output'];
  /** Departure day, YYYY-MM-DD. */
  checkOut: Scalars['String']['output'];
  /** Nights between check-in and check-out. */
  nights: Scalars['Int']['output'];
  /** Where the reservation stands (pending, approved, declined, ...). */
  reservationState: Scalars['String']['output'];
  /** Total the guest pays, in `currency`. */
  total: Scalars['Float']['output'];
  /** ISO 4217 currency code. */
  currency: Scalars['String']['output'];
  /** The home booked. */
  listing: Listing;
  /** The member who stays. */
  guest: User;
  /** The member who hosts. */
  host: User;
  /** The cancellation applied or asked for (decision 0055); null when none. Its guest, its host and admins see it. */
  cancellation?: Maybe<CancellationTerms>;
  /** The security deposit collected with the stay, in `currency`; 0 when none was held (spec 000 §3 securityFee). */
  securityFee?: Maybe<Scalars['Float']['output']>;
  /** noClaim or claimed (spec 001 §4's claim status: 'no claim' or 'claimed'). */
  claimStatus?: Maybe<Scalars['String']['output']>;
  /** What the host claimed of the deposit, in `currency`; null without a claim (spec 000 §3 claimedFee). */
  claimedFee?: Maybe<Scalars['Float']['output']>;
  /** pending until the deposit is settled, then completed (spec 001 §4's refund status). */
  bondRefundStatus?: Maybe<Scalars['String']['output']>;
  /** Whether the deposit has been given back to the guest, in whole or in part. */
  isBondRefund?: Maybe<Scalars['Boolean']['output']>;
  /** What the guest got back of the deposit, in `currency`; 0 until settled. */
  guestBondRefund?: Maybe<Scalars['Float']['output']>;
  /** What the host kept of the deposit (an approved claim), in `currency`; 0 until settled. */
  hostBondPayout?: Maybe<Scalars['Float']['output']>;
  /** The deposit and its claim in full, as the receipt /users/securityfee/receipt/{reservationId} shows it. */
  securityDeposit?: Maybe<SecurityDeposit>;
  /**
   * The payment order its guest pays it with, as the payment screen /payment/{reservationId} opens it; null for anyone
   * but its guest, or while there is nothing to pay.
   */
  paymentOrderId?: Maybe<Scalars['ID']['output']>;
  /** The stored quote its amounts came from, with every line in both currencies (her receipt's); its guest's only. */
  quote?: Maybe<StayQuote>;
  /** The number admins are shown (spec 001 §3: the reservation id + 1000). */
  number: Scalars['Int']['output'];
  /** The status code of spec 001 §4 (requestToBook, confirmed, ...; intantBooking spelt so). */
  status: Scalars['String']['output'];
  /** The status as spec 001 §4 shows it ('Request to book', 'Booking Confirmed', ...). */
  statusLabel: Scalars['String']['output'];
  /** request, instant or inquiry: how the guest began. */
  bookingType: Scalars['String']['output'];
  /** Who is coming. */
  guests: ReservationGuests;
  /** The listing's title when booked. */
  listingTitle: Scalars['String']['output'];
  /** The listing's IANA time zone: dates and the window's end are read on its clock. */
  timeZone: Scalars['String']['output'];
  /** Until when the next party may answer (ISO 8601; the 24-hour windows of spec 001 §9); null when none runs. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** A special price asked for or granted, in `currency`; null when none. */
  specialPrice?: Maybe<Scalars['Float']['output']>;
  /** The host's counter-offer, in `currency`; null when none. */
  counterOffer?: Maybe<Scalars['Float']['output']>;
  /** The guest's message with her request or inquiry. */
  message?: Maybe<Scalars['String']['output']>;
  /** Why it was declined or cancelled; null otherwise. */
  declineReason?: Maybe<Scalars['String']['output']>;
  /** Its message thread, to open at /message/{threadId}/{guest|host}. */
  threadId?: Maybe<Scalars['Int']['output']>;
};

/** A listing, owned by listings-search. */
export type Listing = {
  __typename?: 'Listing';
  /** Listing number. */
  id: Scalars['Int']['output'];
};

/** A member, owned by accounts; bookings-payments adds what it owns of hers. */
export type User = {
  __typename?: 'User';
  /** The member's id. */
  id: Scalars['ID']['output'];
  /**
   * Her travel-credit balance in the base currency, for her alone or an admin with Manage Travel Credit; anyone else
   * is refused. Zero until referral rewards and paying with credit arrive (the ledger exists, nothing writes it yet).
   */
  travelCredit?: Maybe<TravelCredit>;
  /** Reviews about her that members can read (hidden ones left out), newest first: her public profile shows them. */
  reviews: Array<Review>;
};

/** A travel-credit balance: what a member can spend on stays instead of paying. */
export type TravelCredit = {
  __typename?: 'TravelCredit';
  /** The balance, a decimal amount in `currency`. */
  amount: Scalars['Float']['output'];
  /** ISO 4217 code of the base currency the balance is kept in. */
  currency: Scalars['String']['output'];
};

/** Reads of reservations. */
export type Query = {
  __typename?: 'Query';
  /** A reservation the caller is a party to (guest or host), or any for an admin with Manage Reservations. */
  reservation?: Maybe<Reservation>;
  /** Reservations (every booking type), newest first: of one status, and searched by number (id + 1000) or code. */
  adminReservationList: AdminReservationPage;
  /** One reservation with its steps, by its id; null when there is none. */
  adminReservation?: Maybe<AdminReservationView>;
  /** The receipt of a reservation, by its id; null when there is none. */
  adminReservationReceipt?: Maybe<AdminReservationReceipt>;
  /** Inquiries and special-price requests, newest first, searched by number (id + 1000) or code (Manage Inquiry). */
  adminInquiries: AdminReservationPage;
  /** What cancelling the stay now would give back and pay, for its guest (type guest) or its host (type host). */
  cancellationPreview: CancellationResult;
  /** The currencies a member can choose (enabled only), the base first. */
  getCurrencies: Array<Currency>;
  /** The base currency and its rates (spec 000 §7). */
  Currency: CurrencyRates;
  /** The deposit receipt of a stay (/users/securityfee/receipt/{reservationId}): its guest's and its host's only. */
  securityDepositReceipt?: Maybe<Reservation>;
  /** Security deposit claims waiting for an admin's answer, oldest first (/siteadmin/reservations/deposit-claims). */
  adminSecurityDepositClaims: SecurityDepositClaimPage;
  /** A payment order of the signed-in member (its payer only); null for anyone else. */
  paymentOrder?: Maybe<PaymentOrder>;
  /** The signed-in host's payout methods, the default first (spec 000 §7). */
  getPayouts: Array<Payout>;
  /** Her own stored quote by id (the booking screen's); null for anyone else's, a visitor or an admin. */
  stayQuote?: Maybe<StayQuote>;
  /** The signed-in member's trips (as guest), by type, with their status labels. */
  myTrips: Array<Reservation>;
  /** The reservations of the signed-in host's homes (a co-host sees her host's), by type. */
  hostReservations: Array<Reservation>;
  /** Every reservation, newest first, optionally of one status: for admins with Manage Reservations. */
  adminReservations: Array<Reservation>;
  /** Whether the signed-in member may review this stay now, and if not why. */
  reviewWriteState: ReviewWriteState;
  /** The signed-in member's reviews: about her, by her, and the stays waiting for hers. */
  myReviews: MyReviews;
  /** Reviews members wrote about this member that members may read, newest first: her public profile shows them. */
  memberReviews: Array<Review>;
  /** A listing's visible reviews of the home (guests' and admins'), newest first. */
  listingReviews: ReviewPage;
  /** Reviews admins wrote, hidden ones included, newest first (Manage Admin Reviews). */
  adminReviews: ReviewPage;
  /** One admin-written review to edit; null when there is none (Manage Admin Reviews). */
  adminReview?: Maybe<Review>;
  /** Members' reviews (guests' and hosts'), hidden ones included, newest first (Manage User Reviews). */
  adminUserReviews: ReviewPage;
  /** The site's guest and host service fees. */
  getServiceFees: ServiceFees;
  /** Every listing's own service fees, by listing number. */
  getPropertyServiceFees: Array<PropertyServiceFee>;
  /** Her inbox (/inbox): threads with at least one message, newest first; type guest or host keeps one side. */
  getThreads: Array<ReservationThread>;
  /** One of her threads (/message/{threadId}/{type}) with its messages; 'No thread found' when missing or not hers. */
  getThread: ReservationThreadResult;
  /** Threads of members' reservations for /siteadmin/messages: flagged ones only when asked, searched by number. */
  adminMessageThreads: AdminReservationThreadPage;
  /** One thread's messages for /siteadmin/messages, read-only; each reading is recorded in the admin log. */
  adminMessageThread?: Maybe<AdminReservationThreadView>;
};

/** Reads of reservations. */
export type QueryReservationArgs = {
  id: Scalars['Int']['input'];
};

/** Reads of reservations. */
export type QueryAdminReservationListArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of reservations. */
export type QueryAdminReservationArgs = {
  id: Scalars['Int']['input'];
};

/** Reads of reservations. */
export type QueryAdminReservationReceiptArgs = {
  reservationId: Scalars['Int']['input'];
};

/** Reads of reservations. */
export type QueryAdminInquiriesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of reservations. */
export type QueryCancellationPreviewArgs = {
  reservationId: Scalars['Int']['input'];
  type: CancelSide;
};

/** Reads of reservations. */
export type QuerySecurityDepositReceiptArgs = {
  reservationId: Scalars['Int']['input'];
};

/** Reads of reservations. */
export type QueryAdminSecurityDepositClaimsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of reservations. */
export type QueryPaymentOrderArgs = {
  id: Scalars['ID']['input'];
};

/** Reads of reservations. */
export type QueryStayQuoteArgs = {
  id: Scalars['ID']['input'];
};

/** Reads of reservations. */
export type QueryMyTripsArgs = {
  type: ReservationListType;
};

/** Reads of reservations. */
export type QueryHostReservationsArgs = {
  type: ReservationListType;
};

/** Reads of reservations. */
export type QueryAdminReservationsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of reservations. */
export type QueryReviewWriteStateArgs = {
  reservationId: Scalars['Int']['input'];
};

/** Reads of reservations. */
export type QueryMemberReviewsArgs = {
  userId: Scalars['ID']['input'];
};

/** Reads of reservations. */
export type QueryListingReviewsArgs = {
  listId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of reservations. */
export type QueryAdminReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of reservations. */
export type QueryAdminReviewArgs = {
  reviewId: Scalars['Int']['input'];
};

/** Reads of reservations. */
export type QueryAdminUserReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of reservations. */
export type QueryGetThreadsArgs = {
  type?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of reservations. */
export type QueryGetThreadArgs = {
  threadId: Scalars['String']['input'];
};

/** Reads of reservations. */
export type QueryAdminMessageThreadsArgs = {
  flaggedOnly?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of reservations. */
export type QueryAdminMessageThreadArgs = {
  threadId: Scalars['Int']['input'];
};

/** A page of reservations for the admin screens, newest first, with how many match in all. */
export type AdminReservationPage = {
  __typename?: 'AdminReservationPage';
  /** How many reservations match the filter and search. */
  count: Scalars['Int']['output'];
  /** This page of them. */
  results: Array<Reservation>;
};

/** One step of a reservation's way through its statuses, as the state machine recorded it. */
export type ReservationTransition = {
  __typename?: 'ReservationTransition';
  /** The status before; null when the step created the reservation. */
  fromStatus?: Maybe<Scalars['String']['output']>;
  /** The status before as spec 001 §4 shows it; empty when none. */
  fromStatusLabel: Scalars['String']['output'];
  /** What happened: requestToBook, accept, decline, expire, paymentCaptured, ... */
  action: Scalars['String']['output'];
  /** The status after. */
  toStatus: Scalars['String']['output'];
  /** The status after as spec 001 §4 shows it. */
  toStatusLabel: Scalars['String']['output'];
  /** Who did it: guest, host, coHost, admin or system. */
  actorRole: Scalars['String']['output'];
  /** The reason given with a decline or cancellation; null otherwise. */
  reason?: Maybe<Scalars['String']['output']>;
  /** When (ISO 8601). */
  occurredAt: Scalars['String']['output'];
};

/** What an admin reads of one reservation on /siteadmin/viewreservation/{id}: the reservation and every step of it. */
export type AdminReservationView = {
  __typename?: 'AdminReservationView';
  /** The reservation. */
  reservation: Reservation;
  /** Its steps, oldest first. */
  transitions: Array<ReservationTransition>;
  /** Whether an admin may decline it now (a request, an inquiry or a special price waiting for the host). */
  canDecline: Scalars['Boolean']['output'];
};

/** The receipt of a reservation as the admin reads it on /siteadmin/receipt/{reservationId}. */
export type AdminReservationReceipt = {
  __typename?: 'AdminReservationReceipt';
  /** The reservation. */
  reservation: Reservation;
  /** The stored quote its amounts came from, every line in both currencies; null when it had none (an inquiry). */
  quote?: Maybe<StayQuote>;
};

/** Which side of a stay cancels: the {type} of /cancel/{reservationId}/{type}. */
export type CancelSide =
  /** The guest cancels her trip. */
  | 'guest'
  /** The host (or her co-host) cancels the stay at her home. */
  | 'host';

/**
 * What cancelling a stay gives back and pays (decision 0055), amounts in the stay's currency. Shown before she confirms;
 * the cancellation applies the same rule at the moment she confirms.
 */
export type CancellationTerms = {
  __typename?: 'CancellationTerms';
  /** The listing's policy (spec 001 §9): flexible, moderate, strict or superStrict30. */
  policy: Scalars['String']['output'];
  /** guest or host: who cancels. */
  cancelledBy: Scalars['String']['output'];
  /** cancel: confirming cancels at once; request: the stay has begun, so an admin confirms it. */
  kind: Scalars['String']['output'];
  /** hostCancelled, beforeDeadline, afterDeadline or started: why the refund is what it is. */
  reason: Scalars['String']['output'];
  /** The stay's percentage that comes back. */
  refundPercent: Scalars['Int']['output'];
  /** Until when the policy's refund applies (ISO 8601): the check-in time, the policy's days before, on the listing's clock. */
  refundDeadline: Scalars['String']['output'];
  /** The check-in time of the first day (ISO 8601). */
  arrival: Scalars['String']['output'];
  /** Whether the start day has begun on the listing's clock: the trip 'started' rather than is 'starting'. */
  startDayPassed: Scalars['Boolean']['output'];
  /** Nights of the stay. */
  nights: Scalars['Int']['output'];
  /** Nights whose check-in time had come. */
  nightsSpent: Scalars['Int']['output'];
  /** ISO 4217 code of every amount here. */
  currency: Scalars['String']['output'];
  /** What the guest paid. */
  paid: Scalars['Float']['output'];
  /** What the guest gets back, in all. */
  refund: Scalars['Float']['output'];
  /** Of which: the nights (with extra guests and pet fee, less discounts). */
  refundStay: Scalars['Float']['output'];
  /** Of which: cleaning. */
  refundCleaning: Scalars['Float']['output'];
  /** Of which: tax. */
  refundTax: Scalars['Float']['output'];
  /** Of which: the guest service fee. */
  refundServiceFee: Scalars['Float']['output'];
  /** Of which: Booking Protection. */
  refundBookingProtection: Scalars['Float']['output'];
  /** Of which: the security deposit (always given back). */
  refundDeposit: Scalars['Float']['output'];
  /** What the host is still paid; 0 means the host gets nothing. */
  hostPayout: Scalars['Float']['output'];
};

/** What a cancellation call answers: the reservation after it and what was applied, or why nothing changed. */
export type CancellationResult = {
  __typename?: 'CancellationResult';
  /** 200 done; 400 bad input; 403 not allowed; 404 no such reservation (or not yours); 409 refused by its status, or the refund changed since shown. */
  status: Scalars['Int']['output'];
  /** The reservation as it stands after the call; null when refused. */
  reservation?: Maybe<Reservation>;
  /** The refund and payout applied, or (409 when they changed) the current ones to show again. */
  terms?: Maybe<CancellationTerms>;
  /** Why nothing changed; null on success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The guest (type guest) or the host (type host) cancels a confirmed stay before her arrival time, or asks to once it
   * has begun. expectedRefund/expectedPayout: the amounts she was shown; when they have changed nothing is done (409)
   * and the new terms are answered.
   */
  cancelReservation: CancellationResult;
  /** The guest withdraws a request to book or an inquiry the host has not answered; held nights and her card are freed. */
  withdrawReservation: ReservationResult;
  /** An admin with Manage Reservations confirms a requested cancellation, with the refund computed when it was asked. */
  confirmCancellation: ReservationResult;
  /** An admin with Manage Reservations refuses a requested cancellation: the stay stands confirmed. */
  refuseCancellation: ReservationResult;
  /** The host (or her co-host) claims part or all of a completed stay's deposit within 7 days after check-out. */
  claimSecurityDeposit: SecurityDepositResult;
  /** The admin approves the claim: the host keeps the claimed part, the rest is refunded to the guest. */
  approveSecurityDepositClaim: SecurityDepositResult;
  /** The admin refuses the claim: the whole deposit is refunded to the guest. */
  refuseSecurityDepositClaim: SecurityDepositResult;
  /**
   * Pays her order: a payment method id from Stripe Elements, or with the offline provider a test card number. A retry
   * of a payment already made or under way answers as it stands and pays nothing twice.
   */
  payOrder: PayOrderResult;
  /** After her bank's 3-D Secure step: the order as the provider now says it stands. */
  confirmPaymentOrder: PayOrderResult;
  /** Adds a bank payout method for the signed-in host. */
  addPayout: PayoutResult;
  /** Makes one of her methods the default. */
  setDefaultPayout: PayoutResult;
  /** Removes one of her methods (not the default while she has others, nor her only one while stays await payout). */
  removePayout: PayoutResult;
  /**
   * Prices a stay (dates at the home, guests by kind, pets, Booking Protection yes, no or not chosen) in the listing's
   * currency and the member's display currency, and stores it for a signed-in member for 30 minutes.
   */
  quoteStay: StayQuote;
  /** Asks to book the stay of a stored quote: the nights are held and the host has 24 hours to answer. */
  requestToBook: ReservationResult;
  /** Books the stay of a stored quote of an instant-book home: held at once, confirmed when paid. */
  instantBook: ReservationResult;
  /**
   * Asks the host about the stay of a stored quote, or (with specialPrice, in the listing's currency) for a special price:
   * her price for the stay, to which tax, the service fee and Booking Protection are added as on any booking.
   */
  sendInquiry: ReservationResult;
  /** The host pre-approves an inquiry: the guest has 24 hours to book. */
  preApproveReservation: ReservationResult;
  /** The host approves the special price asked for: the guest has 24 hours to book at it. */
  approveSpecialPrice: ReservationResult;
  /** The host declines the special price asked for (the admin is told). */
  declineSpecialPrice: ReservationResult;
  /**
   * The host offers a price for the stay, in the listing's currency (tax, the service fee and Booking Protection are added
   * as on any booking): the guest has 24 hours to answer.
   */
  sendCounterOffer: ReservationResult;
  /** The guest accepts the host's counter-offer: she then has 24 hours to book at it. */
  acceptCounterOffer: ReservationResult;
  /** The guest declines the host's counter-offer (the admin is told). */
  declineCounterOffer: ReservationResult;
  /** The guest books what the host pre-approved or the price agreed: held and paid at once. */
  bookReservationOffer: ReservationResult;
  /** The host accepts a request to book: the payment is captured and the stay confirmed. */
  acceptReservation: ReservationResult;
  /** The host, or an admin with Manage Reservations, declines a request or an inquiry: held nights are freed at once. */
  declineReservation: ReservationResult;
  /** The signed-in guest or host reviews a completed stay of hers, once for her side. Rating 1-5 and text required. */
  writeReview: ReviewResult;
  /** An admin writes a review of a listing, signed with a name (Manage Admin Reviews). */
  adminWriteReview: ReviewResult;
  /** An admin changes an admin-written review (Manage Admin Reviews). */
  adminEditReview: ReviewResult;
  /** An admin hides an admin-written review from members or shows it again (Manage Admin Reviews). */
  adminSetReviewHidden: ReviewResult;
  /** An admin deletes an admin-written review (Manage Admin Reviews). */
  adminDeleteReview: ReviewResult;
  /** An admin hides a member's review from members or shows it again (Manage User Reviews). */
  setUserReviewHidden: ReviewResult;
  /** An admin deletes a member's review (Manage User Reviews). */
  deleteUserReview: ReviewResult;
  /** Saves the site's guest and host service fees, checked; the next quote is priced with them. */
  updateServiceFees: ServiceFeesResult;
  /** Gives a listing its own service fees; a listing has at most one set. */
  addPropertyServiceFee: PropertyServiceFeeResult;
  /** Changes a listing's own service fees. */
  updatePropertyServiceFee: PropertyServiceFeeResult;
  /** Removes a listing's own service fees: it is priced with the site's again. */
  removePropertyServiceFee: PropertyServiceFeeResult;
  /** Sends her message in one of her threads; screened, delivered even when flagged (she is then warned). */
  sendMessage: SendMessageResult;
  /** She read the thread: its messages count no longer as unread for her. */
  markThreadRead: MarkThreadReadResult;
  /** Contact host (spec 001 §5): asks the host about a stay with dates, a guest count and a message (an inquiry). */
  contactHost: ContactHostResult;
};

export type MutationCancelReservationArgs = {
  reservationId: Scalars['Int']['input'];
  type: CancelSide;
  message?: InputMaybe<Scalars['String']['input']>;
  expectedRefund?: InputMaybe<Scalars['Float']['input']>;
  expectedPayout?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationWithdrawReservationArgs = {
  id: Scalars['Int']['input'];
};

export type MutationConfirmCancellationArgs = {
  id: Scalars['Int']['input'];
};

export type MutationRefuseCancellationArgs = {
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationClaimSecurityDepositArgs = {
  reservationId: Scalars['Int']['input'];
  claimedFee: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

export type MutationApproveSecurityDepositClaimArgs = {
  reservationId: Scalars['Int']['input'];
};

export type MutationRefuseSecurityDepositClaimArgs = {
  reservationId: Scalars['Int']['input'];
};

export type MutationPayOrderArgs = {
  id: Scalars['ID']['input'];
  paymentMethod: Scalars['String']['input'];
};

export type MutationConfirmPaymentOrderArgs = {
  id: Scalars['ID']['input'];
};

export type MutationAddPayoutArgs = {
  input: AddPayoutInput;
};

export type MutationSetDefaultPayoutArgs = {
  id: Scalars['Int']['input'];
};

export type MutationRemovePayoutArgs = {
  id: Scalars['Int']['input'];
};

export type MutationQuoteStayArgs = {
  listId: Scalars['Int']['input'];
  startDate: Scalars['String']['input'];
  endDate: Scalars['String']['input'];
  guests: StayGuestsInput;
  pets: Scalars['Int']['input'];
  bookingProtection?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationRequestToBookArgs = {
  quoteId: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};

export type MutationInstantBookArgs = {
  quoteId: Scalars['ID']['input'];
};

export type MutationSendInquiryArgs = {
  quoteId: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  specialPrice?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationPreApproveReservationArgs = {
  id: Scalars['Int']['input'];
};

export type MutationApproveSpecialPriceArgs = {
  id: Scalars['Int']['input'];
};

export type MutationDeclineSpecialPriceArgs = {
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSendCounterOfferArgs = {
  id: Scalars['Int']['input'];
  price: Scalars['Float']['input'];
};

export type MutationAcceptCounterOfferArgs = {
  id: Scalars['Int']['input'];
};

export type MutationDeclineCounterOfferArgs = {
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationBookReservationOfferArgs = {
  id: Scalars['Int']['input'];
};

export type MutationAcceptReservationArgs = {
  id: Scalars['Int']['input'];
};

export type MutationDeclineReservationArgs = {
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationWriteReviewArgs = {
  reservationId: Scalars['Int']['input'];
  rating?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAdminWriteReviewArgs = {
  listId: Scalars['Int']['input'];
  authorName: Scalars['String']['input'];
  rating?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAdminEditReviewArgs = {
  reviewId: Scalars['Int']['input'];
  authorName: Scalars['String']['input'];
  rating?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAdminSetReviewHiddenArgs = {
  reviewId: Scalars['Int']['input'];
  hidden: Scalars['Boolean']['input'];
};

export type MutationAdminDeleteReviewArgs = {
  reviewId: Scalars['Int']['input'];
};

export type MutationSetUserReviewHiddenArgs = {
  reviewId: Scalars['Int']['input'];
  hidden: Scalars['Boolean']['input'];
};

export type MutationDeleteUserReviewArgs = {
  reviewId: Scalars['Int']['input'];
};

export type MutationUpdateServiceFeesArgs = {
  fees: ServiceFeesInput;
};

export type MutationAddPropertyServiceFeeArgs = {
  listId: Scalars['Int']['input'];
  fees: ServiceFeesInput;
};

export type MutationUpdatePropertyServiceFeeArgs = {
  id: Scalars['Int']['input'];
  fees: ServiceFeesInput;
};

export type MutationRemovePropertyServiceFeeArgs = {
  id: Scalars['Int']['input'];
};

export type MutationSendMessageArgs = {
  threadId: Scalars['String']['input'];
  message: Scalars['String']['input'];
};

export type MutationMarkThreadReadArgs = {
  threadId: Scalars['String']['input'];
};

export type MutationContactHostArgs = {
  listId: Scalars['Int']['input'];
  checkIn?: InputMaybe<Scalars['String']['input']>;
  checkOut?: InputMaybe<Scalars['String']['input']>;
  guests?: InputMaybe<Scalars['Int']['input']>;
  message: Scalars['String']['input'];
};

/** A currency prices can be shown in (spec 000 §3). */
export type Currency = {
  __typename?: 'Currency';
  /** Currency number. */
  id: Scalars['Int']['output'];
  /** ISO 4217 code, e.g. USD: the spec's currency fields call it symbol. */
  symbol: Scalars['String']['output'];
  /** What an amount is written with, e.g. $, € or Kč. */
  sign: Scalars['String']['output'];
  /** Whether members can choose it. */
  isEnable: Scalars['Boolean']['output'];
  /** Whether card payments can be taken in it. */
  isPayment: Scalars['Boolean']['output'];
  /** Whether it is the base every rate is relative to. */
  isBaseCurrency: Scalars['Boolean']['output'];
  /** enabled or disabled. */
  status: Scalars['String']['output'];
};

/** The base currency and the exchange rates of every currency against it. */
export type CurrencyRates = {
  __typename?: 'CurrencyRates';
  /** ISO code of the base currency. */
  base: Scalars['String']['output'];
  /** JSON text of an object from ISO code to units of that currency for one unit of the base, e.g. {"EUR":0.862,"USD":1}. */
  rates: Scalars['String']['output'];
};

/** A stay's security deposit (decision 0056): held with the stay, claimed by the host within 7 days, then refunded. */
export type SecurityDeposit = {
  __typename?: 'SecurityDeposit';
  /** The reservation it belongs to. */
  reservationId: Scalars['Int']['output'];
  /** The deposit, in `currency`. */
  amount: Scalars['Float']['output'];
  /** ISO 4217 code of the stay. */
  currency: Scalars['String']['output'];
  /** Whether the guest's card holds it (false: nothing was collected, so there is nothing to claim). */
  held: Scalars['Boolean']['output'];
  /** noClaim or claimed. */
  claimStatus: Scalars['String']['output'];
  /** The host's claim, in `currency`; null without one. */
  claimedFee?: Maybe<Scalars['Float']['output']>;
  /** The host's reason for the claim; null without one. */
  reason?: Maybe<Scalars['String']['output']>;
  /** When the host claimed (ISO 8601); null without a claim. */
  claimedAt?: Maybe<Scalars['String']['output']>;
  /** approved or refused once the admin decided; null while the claim waits or without one. */
  claimDecision?: Maybe<Scalars['String']['output']>;
  /** pending or completed. */
  bondRefundStatus: Scalars['String']['output'];
  /** Given back to the guest, in `currency`. */
  guestBondRefund: Scalars['Float']['output'];
  /** Kept for the host, in `currency`. */
  hostBondPayout: Scalars['Float']['output'];
  /** Until when the host may claim (ISO 8601): the end of the 7th day after check-out on the listing's clock. */
  claimDeadline: Scalars['String']['output'];
  /** Whether the caller may claim it now (its host, the stay completed, within the 7 days, no claim yet). */
  canClaim: Scalars['Boolean']['output'];
  /** The offline provider's notice ('Offline payment: no money moved.') when it applies; null otherwise. */
  paymentNotice?: Maybe<Scalars['String']['output']>;
};

/** What a deposit call answers: the deposit after it, or why nothing changed. */
export type SecurityDepositResult = {
  __typename?: 'SecurityDepositResult';
  /** 200 done; 400 bad input; 403 not allowed; 404 no such reservation (or not yours); 409 already claimed or decided. */
  status: Scalars['Int']['output'];
  /** The deposit as stored after the call; null when refused. */
  securityDeposit?: Maybe<SecurityDeposit>;
  /** Why nothing changed, in words for the member or admin; null on success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** A security deposit claim waiting for an admin's answer. */
export type SecurityDepositClaim = {
  __typename?: 'SecurityDepositClaim';
  /** The reservation. */
  reservation: Reservation;
  /** The deposit and its claim. */
  securityDeposit: SecurityDeposit;
};

/** A page of claims waiting for an answer, oldest first, with how many there are. */
export type SecurityDepositClaimPage = {
  __typename?: 'SecurityDepositClaimPage';
  /** How many claims wait. */
  count: Scalars['Int']['output'];
  /** This page of them. */
  results: Array<SecurityDepositClaim>;
};

/** Where a payment order stands (decision 0049). */
export type PaymentStatus =
  /** Waiting for a card (or for another, after a decline). */
  | 'requires_payment'
  /** Her bank asks her to confirm the payment (3-D Secure). */
  | 'requires_action'
  /** The provider is still deciding; shown as such for up to 5 minutes. */
  | 'processing'
  /** The amount is held on her card, not yet taken. */
  | 'authorised'
  /** The amount was taken. */
  | 'captured'
  /** Released or withdrawn; nothing was taken. */
  | 'cancelled'
  /** It could not be completed (insufficient funds at capture, processing too long). */
  | 'failed'
  /** What was taken was given back. */
  | 'refunded'
  /** The time to pay passed. */
  | 'expired';

/** An amount a member is asked to pay: a stay, a GoSolo trip, a membership (the generic payment contract). */
export type PaymentOrder = {
  __typename?: 'PaymentOrder';
  /** The order's id (UUID), as in /payment/{id}. */
  id: Scalars['ID']['output'];
  /** The amount in minor units of `currency` (cents, pence). */
  amountMinor: Scalars['Int']['output'];
  /** ISO 4217 currency code. */
  currency: Scalars['String']['output'];
  /** What it pays for: stay, gosolo, membership or diamond. */
  purpose: Scalars['String']['output'];
  status: PaymentStatus;
  /** Until when it can be paid (ISO 8601). */
  deadline: Scalars['String']['output'];
  /** stripe, or offline (the embedded default, where no money moves). */
  provider: Scalars['String']['output'];
  /** What the screen shows of its status (processing, a refusal, why it failed), or null. */
  message?: Maybe<Scalars['String']['output']>;
  /** What every receipt of this order must say about its provider (the offline provider's notice), or null. */
  receiptNotice?: Maybe<Scalars['String']['output']>;
  /** Stripe's publishable key for Elements when the provider is Stripe and one is configured; null otherwise. */
  publishableKey?: Maybe<Scalars['String']['output']>;
};

/** The answer to paying an order. */
export type PayOrderResult = {
  __typename?: 'PayOrderResult';
  /** The card holds the amount (or it was already paid). */
  success: Scalars['Boolean']['output'];
  /** Her bank asks her to confirm: the screen runs the provider's 3-D Secure step with `clientSecret`. */
  requiresAction: Scalars['Boolean']['output'];
  /** Only while `requiresAction`: what Stripe.js needs to finish the step (the offline screen needs none). */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** The refusal or the state, in the member's words, or null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The order as it now stands; null when there is no such order of hers. */
  order?: Maybe<PaymentOrder>;
};

/** A kind of payout method (spec 000 §3 paymentMethod): 2 is a bank account. */
export type PayoutPaymentMethod = {
  __typename?: 'PayoutPaymentMethod';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * One of a host's payout methods (spec 000 §3 "Payout method"; /user/payout, decision 0059): where her share of a stay
 * is sent. Only the signed-in host reads her own; co-hosts, the reserved account and visitors are refused.
 */
export type Payout = {
  __typename?: 'Payout';
  /** The method's own number. */
  id: Scalars['Int']['output'];
  /** Its kind's number (2: bank account). */
  methodId: Scalars['Int']['output'];
  paymentMethod: PayoutPaymentMethod;
  /** Whose it is. */
  userId: Scalars['String']['output'];
  /** How the account is named on her rows: 'Bank account ending 1234'. */
  payEmail: Scalars['String']['output'];
  address1: Scalars['String']['output'];
  address2: Scalars['String']['output'];
  city: Scalars['String']['output'];
  /** State code for the US, Australia and Canada (getStripeStates); empty elsewhere. */
  state: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 country code. */
  country: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
  /** ISO 4217 code she is paid in. */
  currency: Scalars['String']['output'];
  /** Her default: stays without a chosen method are paid to it. */
  default: Scalars['Boolean']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** verified, pending or failed. */
  status: Scalars['String']['output'];
  /** individual or company. */
  accountType: Scalars['String']['output'];
  /** Her name, or her company's. */
  holderName: Scalars['String']['output'];
  /** The account's last four characters. */
  last4: Scalars['String']['output'];
  /** offline (recorded only, no money is sent) or stripe. */
  provider: Scalars['String']['output'];
};

/** A payout form field's problem, worded as spec 001 §5. */
export type PayoutFieldError = {
  __typename?: 'PayoutFieldError';
  /** firstName, lastName, companyName, routingNumber, accountNumber, confirmAccountNumber, iban, confirmIban, ssnLast4, sortCode, transitNumber, institutionNumber, bsb, address1, city, state, country, zipcode or currency. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type PayoutResult = {
  __typename?: 'PayoutResult';
  /** success, invalid, notFound or refused. */
  status: Scalars['String']['output'];
  /** Why not, when not a success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<PayoutFieldError>;
  /** The method as stored (as it was, for a removal), on success. */
  payout?: Maybe<Payout>;
  /** Said on success when the method is only recorded (the offline provider): no money is sent to it. */
  notice?: Maybe<Scalars['String']['output']>;
};

/** The /user/addpayout form: the address, the currency and the country's bank fields (spec 001 §3). */
export type AddPayoutInput = {
  /** individual or company. */
  accountType: Scalars['String']['input'];
  companyName?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  routingNumber?: InputMaybe<Scalars['String']['input']>;
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  confirmAccountNumber?: InputMaybe<Scalars['String']['input']>;
  iban?: InputMaybe<Scalars['String']['input']>;
  confirmIban?: InputMaybe<Scalars['String']['input']>;
  ssnLast4?: InputMaybe<Scalars['String']['input']>;
  sortCode?: InputMaybe<Scalars['String']['input']>;
  transitNumber?: InputMaybe<Scalars['String']['input']>;
  institutionNumber?: InputMaybe<Scalars['String']['input']>;
  bsb?: InputMaybe<Scalars['String']['input']>;
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  country: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  /** Make it her default (her first method always is). */
  makeDefault?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Guests of a stay by kind (spec 001 §3); infants do not count toward the guests a home takes. */
export type StayGuestsInput = {
  /** Women guests. */
  women: Scalars['Int']['input'];
  /** Men guests. */
  men: Scalars['Int']['input'];
  /** Children guests. */
  children: Scalars['Int']['input'];
  /** Guests of another kind. */
  others: Scalars['Int']['input'];
  /** Infants: they do not count toward the home's capacity. */
  infants: Scalars['Int']['input'];
};

/** One line of a stay quote. Amounts are never negative; a deducted line (a discount) is taken off the total. */
export type StayQuoteLine = {
  __typename?: 'StayQuoteLine';
  /**
   * nights, extra-guests, weekly-discount, monthly-discount, three-month-discount, length-of-stay-discount,
   * last-minute-discount, cleaning, pet-fee, special-price or counter-offer (an agreed price in place of the lines before
   * it), tax, service-fee or booking-protection.
   */
  kind: Scalars['String']['output'];
  /** What the line is, in English (receipts); the member app words it from kind, count and percent. */
  label: Scalars['String']['output'];
  /** The amount in the listing's currency, a decimal exact to its minor unit. */
  amount: Scalars['Float']['output'];
  /** The amount in the display currency, converted once through the stored rates. */
  displayAmount: Scalars['Float']['output'];
  /** Whether the line is taken off the total (a discount) rather than added. */
  deducted: Scalars['Boolean']['output'];
  /** Nights of a nights line, extra guests of an extra-guests line; null otherwise. */
  count?: Maybe<Scalars['Int']['output']>;
  /** The percentage of a discount, tax, service fee or Booking Protection line; null for amounts. */
  percent?: Maybe<Scalars['Float']['output']>;
};

/**
 * The price of a stay, computed on the server from the listing's terms. Either priced (lines and totals) or refused
 * (errorMessage, with the rule's message verbatim, e.g. 'Property is not available for selected dates').
 */
export type StayQuote = {
  __typename?: 'StayQuote';
  /** The stored quote a booking names; null for a visitor, an admin, the listing's own host, or a refusal. */
  id?: Maybe<Scalars['ID']['output']>;
  /** When the stored quote can no longer be booked (ISO 8601); null when nothing was stored. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** The listing quoted. */
  listId: Scalars['Int']['output'];
  /** Check-in, YYYY-MM-DD at the home. */
  startDate: Scalars['String']['output'];
  /** Check-out, YYYY-MM-DD at the home. */
  endDate: Scalars['String']['output'];
  /** ISO 4217 code of the listing's prices; null when refused. */
  currency?: Maybe<Scalars['String']['output']>;
  /** ISO 4217 code of the currency she reads prices in; null when refused. */
  displayCurrency?: Maybe<Scalars['String']['output']>;
  /** Nights of the stay; 0 when refused. */
  nights: Scalars['Int']['output'];
  /** The lines in order: nights, extra guests, discounts, cleaning, pet fee, tax, service fee, Booking Protection. */
  lines: Array<StayQuoteLine>;
  /** What she pays, in the listing's currency: the charged lines less the deducted ones; 0 when refused. */
  total: Scalars['Float']['output'];
  /** The total in the display currency: the same sum of the converted lines; 0 when refused. */
  displayTotal: Scalars['Float']['output'];
  /** Held on her card and refunded unless claimed, never part of the total (listing's currency). */
  securityDeposit: Scalars['Float']['output'];
  /** The security deposit in the display currency. */
  displaySecurityDeposit: Scalars['Float']['output'];
  /** Booking Protection as asked: true, false, or null when not chosen yet (a booking needs yes or no). */
  bookingProtection?: Maybe<Scalars['Boolean']['output']>;
  /** The percentage of the stay Booking Protection costs when chosen. */
  bookingProtectionPercent: Scalars['Float']['output'];
  /** Why the stay cannot be quoted, in words for her; null when priced. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** Which of a member's reservations: stays under way, stays to come, and stays past or that never happened. */
export type ReservationListType =
  /** Checked in, not yet checked out. */
  | 'current'
  /** Check-in still ahead (requests, inquiries and offers included). */
  | 'upcoming'
  /** Checked out, or declined, expired or cancelled. */
  | 'previous';

/** Guests of a reservation by kind (spec 001 §3). */
export type ReservationGuests = {
  __typename?: 'ReservationGuests';
  /** Women guests. */
  women: Scalars['Int']['output'];
  /** Men guests. */
  men: Scalars['Int']['output'];
  /** Children guests. */
  children: Scalars['Int']['output'];
  /** Guests of another kind. */
  others: Scalars['Int']['output'];
  /** Infants. */
  infants: Scalars['Int']['output'];
  /** Pets. */
  pets: Scalars['Int']['output'];
};

/** What a reservation call answers: the reservation after it, or why nothing changed. */
export type ReservationResult = {
  __typename?: 'ReservationResult';
  /** 200 done; 400 bad input; 403 not allowed; 404 no such reservation (or not yours); 409 refused by its status or its nights. */
  status: Scalars['Int']['output'];
  /** The reservation as stored after the call; null when refused. */
  reservation?: Maybe<Reservation>;
  /** Why nothing changed, for the member ('Property is not available for selected dates', ...); null on success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/**
 * A review: a guest's of the home and its host, a host's of her guest (each once per stay, after check-out), or one an
 * admin wrote for a listing (decision 0057).
 */
export type Review = {
  __typename?: 'Review';
  /** Review number, as in /siteadmin/edit-review/{reviewId}. */
  id: Scalars['Int']['output'];
  /** The listing it is about (for a host's review of her guest: the listing of the stay). */
  listing: Listing;
  /** The listing number. */
  listId: Scalars['Int']['output'];
  /** The stay reviewed; null for an admin's review. */
  reservationId?: Maybe<Scalars['Int']['output']>;
  /** Who wrote it: guest, host or admin. */
  authorRole: Scalars['String']['output'];
  /** The member who wrote it; null for an admin's review. */
  author?: Maybe<User>;
  /** The name an admin's review is signed with; empty for a member's. */
  authorName: Scalars['String']['output'];
  /** The member reviewed: the host for a guest's review, the guest for a host's; null for an admin's. */
  subject?: Maybe<User>;
  /** Stars, 1 to 5. */
  rating: Scalars['Int']['output'];
  /** What she wrote. */
  text: Scalars['String']['output'];
  /** Hidden from members by an admin (only admins ever see a hidden review). */
  hidden: Scalars['Boolean']['output'];
  /** When it was written (ISO 8601). */
  createdAt: Scalars['String']['output'];
};

/** A page of reviews, newest first, with how many there are in all. */
export type ReviewPage = {
  __typename?: 'ReviewPage';
  /** How many reviews match. */
  count: Scalars['Int']['output'];
  /** This page of them. */
  results: Array<Review>;
};

/** A refused field of a review form and why. */
export type ReviewFieldError = {
  __typename?: 'ReviewFieldError';
  /** rating or text. */
  field: Scalars['String']['output'];
  /** The sentence to show beside it. */
  message: Scalars['String']['output'];
};

/** What writing or changing a review answered. */
export type ReviewResult = {
  __typename?: 'ReviewResult';
  /** success, invalid, notFound, notYetCheckedOut or alreadyReviewed. */
  status: Scalars['String']['output'];
  /** Why nothing changed; null on success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The refused fields, when status is invalid. */
  fieldErrors: Array<ReviewFieldError>;
  /** The review as stored after the change; null when nothing changed or it was deleted. */
  review?: Maybe<Review>;
};

/** Whether she may review a stay now (/review/write/{reservationId}). */
export type ReviewWriteState = {
  __typename?: 'ReviewWriteState';
  /** open, notFound, notYetCheckedOut or alreadyReviewed. */
  status: Scalars['String']['output'];
  /** Why she may not; null when open. */
  message?: Maybe<Scalars['String']['output']>;
  /** guest (she reviews the home and host) or host (she reviews her guest); null when the stay is not hers. */
  side?: Maybe<Scalars['String']['output']>;
  /** The stay; null when it is not hers. */
  reservation?: Maybe<Reservation>;
};

/** A completed stay of hers she has not reviewed yet. */
export type PendingReview = {
  __typename?: 'PendingReview';
  /** The stay. */
  reservationId: Scalars['Int']['output'];
  /** Its listing. */
  listing: Listing;
  /** The listing's title when booked. */
  listingTitle: Scalars['String']['output'];
  /** The departure day, YYYY-MM-DD. */
  checkOut: Scalars['String']['output'];
  /** guest or host: the side she writes for. */
  side: Scalars['String']['output'];
};

/** The reviews on /user/reviews. */
export type MyReviews = {
  __typename?: 'MyReviews';
  /** Reviews other members wrote about her, visible ones, newest first. */
  aboutMe: Array<Review>;
  /** Reviews she wrote, newest first. */
  byMe: Array<Review>;
  /** Her completed stays still waiting for her review. */
  pending: Array<PendingReview>;
};

/**
 * The site's guest and host service fees (spec 000 §3 "Guest/host service fee"; /siteadmin/settings/servicefees,
 * decision 0053): each a percentage of the stay before tax or a fixed amount once per stay in `currency`. Every quote of
 * a listing without its own fees is priced with them.
 */
export type ServiceFees = {
  __typename?: 'ServiceFees';
  /** Always 1: the site has one set of fees. */
  id: Scalars['Int']['output'];
  /** percentage or fixed. */
  guestType: Scalars['String']['output'];
  /** The guest's fee: a percentage (0 to 100) or an amount in `currency`. */
  guestValue: Scalars['Float']['output'];
  /** percentage or fixed. */
  hostType: Scalars['String']['output'];
  /** The host's fee: a percentage (0 to 100) or an amount in `currency`. */
  hostValue: Scalars['Float']['output'];
  /** ISO 4217 code fixed fees are stated in. */
  currency: Scalars['String']['output'];
  /** enabled: the fees apply. */
  status: Scalars['String']['output'];
  /** When an admin last changed them, ISO 8601. */
  updatedAt: Scalars['String']['output'];
};

/**
 * One listing's own service fees (spec 000 §3 "Property service fee"; /siteadmin/settings/property-servicefees,
 * decision 0053): its quotes are priced with these instead of the site's.
 */
export type PropertyServiceFee = {
  __typename?: 'PropertyServiceFee';
  /** The fees' own number. */
  id: Scalars['Int']['output'];
  /** The listing they apply to. */
  listId: Scalars['Int']['output'];
  /** The listing's title as bookings last heard it (empty when not known yet). */
  listingTitle: Scalars['String']['output'];
  /** The listing's city as bookings last heard it. */
  listingCity: Scalars['String']['output'];
  /** percentage or fixed. */
  guestPropertyType: Scalars['String']['output'];
  /** The guest's fee: a percentage (0 to 100) or an amount in `currency`. */
  guestPropertyValue: Scalars['Float']['output'];
  /** percentage or fixed. */
  hostPropertyType: Scalars['String']['output'];
  /** The host's fee: a percentage (0 to 100) or an amount in `currency`. */
  hostPropertyValue: Scalars['Float']['output'];
  /** ISO 4217 code fixed fees are stated in. */
  currency: Scalars['String']['output'];
  /** enabled: the fees apply to the listing's quotes. */
  status: Scalars['String']['output'];
  /** When an admin last changed them, ISO 8601. */
  updatedAt: Scalars['String']['output'];
};

/** Service fees as the admin's form sends them; values as decimal text, at most two decimals. */
export type ServiceFeesInput = {
  /** percentage or fixed. */
  guestType: Scalars['String']['input'];
  /** 0 to 100 for a percentage, 0 to 1,000,000 for a fixed amount. */
  guestValue: Scalars['String']['input'];
  /** percentage or fixed. */
  hostType: Scalars['String']['input'];
  /** 0 to 100 for a percentage, 0 to 1,000,000 for a fixed amount. */
  hostValue: Scalars['String']['input'];
  /** A currency the club offers: what fixed fees are stated in. */
  currency: Scalars['String']['input'];
};

/** A field to correct, with the rule's sentence. */
export type ServiceFeeFieldError = {
  __typename?: 'ServiceFeeFieldError';
  /** listId, guestType, guestValue, hostType, hostValue or currency. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** The outcome of saving the site's fees. */
export type ServiceFeesResult = {
  __typename?: 'ServiceFeesResult';
  /** success or invalid. */
  status: Scalars['String']['output'];
  /** Why not, when not a success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Each field to correct. */
  fieldErrors: Array<ServiceFeeFieldError>;
  /** The fees as stored, on success. */
  serviceFees?: Maybe<ServiceFees>;
};

/** The outcome of adding, changing or removing a listing's own fees. */
export type PropertyServiceFeeResult = {
  __typename?: 'PropertyServiceFeeResult';
  /** success, invalid, or notFound (removed meanwhile). */
  status: Scalars['String']['output'];
  /** Why not, when not a success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Each field to correct. */
  fieldErrors: Array<ServiceFeeFieldError>;
  /** The fees as stored (as they were, for a removal), on success. */
  propertyServiceFee?: Maybe<PropertyServiceFee>;
};

/** One message of a reservation thread. */
export type ReservationMessage = {
  __typename?: 'ReservationMessage';
  /** The message's number. */
  id: Scalars['ID']['output'];
  /** Who wrote it: guest or host (a co-host writes as the host). */
  senderRole: Scalars['String']['output'];
  /** The member who wrote it. */
  sender: User;
  /** What she wrote, as plain text. */
  body: Scalars['String']['output'];
  /** When (ISO 8601). */
  sentAt: Scalars['String']['output'];
  /** Whether the member asking wrote it. */
  mine: Scalars['Boolean']['output'];
  /**
   * For the sender of a message the free-text screening flagged (spec 001 §5), the warning she is shown; null for
   * everyone else and for a message nothing was found in. The message was delivered all the same.
   */
  warning?: Maybe<Scalars['String']['output']>;
};

/**
 * The thread of one reservation or inquiry between its guest and its host (spec 000 §2, /message/{threadId}/{guest|host}).
 * Only they (and the host's co-host) read it.
 */
export type ReservationThread = {
  __typename?: 'ReservationThread';
  /** The thread's number, as in /message/{threadId}/{type}. */
  id: Scalars['Int']['output'];
  /** Her side in it: guest or host. */
  role: Scalars['String']['output'];
  /** The reservation or inquiry it is about, with its status label. */
  reservation: Reservation;
  /** The other member: the host for the guest, the guest for the host. */
  otherMember: User;
  /** The newest message; null until someone writes. */
  lastMessage?: Maybe<ReservationMessage>;
  /** How many of the other side's messages she has not read. */
  unreadCount: Scalars['Int']['output'];
  /** Every message, oldest first (empty in the inbox's list: open the thread to read them). */
  messages: Array<ReservationMessage>;
};

/** What getThread answers: the thread, or 'No thread found' for a thread that is missing or not hers. */
export type ReservationThreadResult = {
  __typename?: 'ReservationThreadResult';
  /** 200, or 404 (missing or not hers: the same answer). */
  status: Scalars['Int']['output'];
  /** The thread; null when not found. */
  thread?: Maybe<ReservationThread>;
  /** 'No thread found' when not found; null otherwise. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** What sendMessage answers. */
export type SendMessageResult = {
  __typename?: 'SendMessageResult';
  /** 200 sent; 400 an empty or too long message; 404 no such thread (or not hers). */
  status: Scalars['Int']['output'];
  /** The message as stored; null when refused. */
  message?: Maybe<ReservationMessage>;
  /** The warning she is shown when the screening flagged it (it was sent all the same); null otherwise. */
  warning?: Maybe<Scalars['String']['output']>;
  /** Why nothing was sent; null on success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** What markThreadRead answers. */
export type MarkThreadReadResult = {
  __typename?: 'MarkThreadReadResult';
  /** 200, or 404 (missing or not hers). */
  status: Scalars['Int']['output'];
  /** 'No thread found' when not found; null otherwise. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** What contactHost answers. */
export type ContactHostResult = {
  __typename?: 'ContactHostResult';
  /** 200 asked; 400 bad input (dates, guest count, message, or dates the home does not take); 403 not allowed; 409 taken. */
  status: Scalars['Int']['output'];
  /** The inquiry made; null when refused. */
  reservation?: Maybe<Reservation>;
  /** Its thread, to open at /message/{threadId}/guest; null when refused. */
  threadId?: Maybe<Scalars['Int']['output']>;
  /** The warning she is shown when the screening flagged her message (it was sent all the same); null otherwise. */
  warning?: Maybe<Scalars['String']['output']>;
  /** Which input was refused: dates, guests or message; null otherwise. */
  field?: Maybe<Scalars['String']['output']>;
  /** Why nothing was asked; null on success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/** A thread as the admins' list shows it. */
export type AdminReservationThread = {
  __typename?: 'AdminReservationThread';
  /** The thread's number. */
  id: Scalars['Int']['output'];
  /** The reservation or inquiry it is about. */
  reservation: Reservation;
  /** The reservation's guest. */
  guest: User;
  /** The reservation's host. */
  host: User;
  /** How many messages it holds. */
  messageCount: Scalars['Int']['output'];
  /** How many of them the screening flagged. */
  flaggedCount: Scalars['Int']['output'];
  /** When the newest was written (ISO 8601). */
  lastMessageAt?: Maybe<Scalars['String']['output']>;
};

/** A page of threads for /siteadmin/messages, newest first, with how many match in all. */
export type AdminReservationThreadPage = {
  __typename?: 'AdminReservationThreadPage';
  /** How many threads match. */
  count: Scalars['Int']['output'];
  /** This page of them. */
  results: Array<AdminReservationThread>;
};

/** A thread's messages as an admin reads them, read-only. */
export type AdminReservationThreadView = {
  __typename?: 'AdminReservationThreadView';
  /** The thread. */
  thread: AdminReservationThread;
  /** Its messages, oldest first. */
  messages: Array<AdminReservationMessage>;
};

/** A message as an admin reads it: with what the screening found. */
export type AdminReservationMessage = {
  __typename?: 'AdminReservationMessage';
  /** The message's number. */
  id: Scalars['ID']['output'];
  /** guest or host. */
  senderRole: Scalars['String']['output'];
  /** Who wrote it. */
  sender: User;
  /** What she wrote. */
  body: Scalars['String']['output'];
  /** When (ISO 8601). */
  sentAt: Scalars['String']['output'];
  /** Whether the screening flagged it. */
  flagged: Scalars['Boolean']['output'];
  /** What it found, each once: email, phone, website, platform, contactRequest. */
  flaggedKinds: Array<Scalars['String']['output']>;
  /** The flagged words as written. */
  flaggedTexts: Array<Scalars['String']['output']>;
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
  Reservation: Reservation;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Reservation: { __typename: 'Reservation' } & GraphQLRecursivePick<FederationTypes['Reservation'], { id: true }>;
  User: { __typename: 'User' } & GraphQLRecursivePick<FederationTypes['User'], { id: true }>;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  Reservation: ResolverTypeWrapper<
    Omit<Reservation, 'guest' | 'host'> & { guest: ResolversTypes['User']; host: ResolversTypes['User'] }
  >;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Listing: ResolverTypeWrapper<Listing>;
  User: ResolverTypeWrapper<UserReference>;
  TravelCredit: ResolverTypeWrapper<TravelCredit>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  AdminReservationPage: ResolverTypeWrapper<
    Omit<AdminReservationPage, 'results'> & { results: Array<ResolversTypes['Reservation']> }
  >;
  ReservationTransition: ResolverTypeWrapper<ReservationTransition>;
  AdminReservationView: ResolverTypeWrapper<
    Omit<AdminReservationView, 'reservation'> & { reservation: ResolversTypes['Reservation'] }
  >;
  AdminReservationReceipt: ResolverTypeWrapper<
    Omit<AdminReservationReceipt, 'reservation'> & { reservation: ResolversTypes['Reservation'] }
  >;
  CancelSide: CancelSide;
  CancellationTerms: ResolverTypeWrapper<CancellationTerms>;
  CancellationResult: ResolverTypeWrapper<
    Omit<CancellationResult, 'reservation'> & { reservation?: Maybe<ResolversTypes['Reservation']> }
  >;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyRates: ResolverTypeWrapper<CurrencyRates>;
  SecurityDeposit: ResolverTypeWrapper<SecurityDeposit>;
  SecurityDepositResult: ResolverTypeWrapper<SecurityDepositResult>;
  SecurityDepositClaim: ResolverTypeWrapper<
    Omit<SecurityDepositClaim, 'reservation'> & { reservation: ResolversTypes['Reservation'] }
  >;
  SecurityDepositClaimPage: ResolverTypeWrapper<
    Omit<SecurityDepositClaimPage, 'results'> & { results: Array<ResolversTypes['SecurityDepositClaim']> }
  >;
  PaymentStatus: PaymentStatus;
  PaymentOrder: ResolverTypeWrapper<PaymentOrder>;
  PayOrderResult: ResolverTypeWrapper<PayOrderResult>;
  PayoutPaymentMethod: ResolverTypeWrapper<PayoutPaymentMethod>;
  Payout: ResolverTypeWrapper<Payout>;
  PayoutFieldError: ResolverTypeWrapper<PayoutFieldError>;
  PayoutResult: ResolverTypeWrapper<PayoutResult>;
  AddPayoutInput: AddPayoutInput;
  StayGuestsInput: StayGuestsInput;
  StayQuoteLine: ResolverTypeWrapper<StayQuoteLine>;
  StayQuote: ResolverTypeWrapper<StayQuote>;
  ReservationListType: ReservationListType;
  ReservationGuests: ResolverTypeWrapper<ReservationGuests>;
  ReservationResult: ResolverTypeWrapper<
    Omit<ReservationResult, 'reservation'> & { reservation?: Maybe<ResolversTypes['Reservation']> }
  >;
  Review: ResolverTypeWrapper<
    Omit<Review, 'author' | 'subject'> & {
      author?: Maybe<ResolversTypes['User']>;
      subject?: Maybe<ResolversTypes['User']>;
    }
  >;
  ReviewPage: ResolverTypeWrapper<Omit<ReviewPage, 'results'> & { results: Array<ResolversTypes['Review']> }>;
  ReviewFieldError: ResolverTypeWrapper<ReviewFieldError>;
  ReviewResult: ResolverTypeWrapper<Omit<ReviewResult, 'review'> & { review?: Maybe<ResolversTypes['Review']> }>;
  ReviewWriteState: ResolverTypeWrapper<
    Omit<ReviewWriteState, 'reservation'> & { reservation?: Maybe<ResolversTypes['Reservation']> }
  >;
  PendingReview: ResolverTypeWrapper<PendingReview>;
  MyReviews: ResolverTypeWrapper<
    Omit<MyReviews, 'aboutMe' | 'byMe'> & {
      aboutMe: Array<ResolversTypes['Review']>;
      byMe: Array<ResolversTypes['Review']>;
    }
  >;
  ServiceFees: ResolverTypeWrapper<ServiceFees>;
  PropertyServiceFee: ResolverTypeWrapper<PropertyServiceFee>;
  ServiceFeesInput: ServiceFeesInput;
  ServiceFeeFieldError: ResolverTypeWrapper<ServiceFeeFieldError>;
  ServiceFeesResult: ResolverTypeWrapper<ServiceFeesResult>;
  PropertyServiceFeeResult: ResolverTypeWrapper<PropertyServiceFeeResult>;
  ReservationMessage: ResolverTypeWrapper<Omit<ReservationMessage, 'sender'> & { sender: ResolversTypes['User'] }>;
  ReservationThread: ResolverTypeWrapper<
    Omit<ReservationThread, 'reservation' | 'otherMember' | 'lastMessage' | 'messages'> & {
      reservation: ResolversTypes['Reservation'];
      otherMember: ResolversTypes['User'];
      lastMessage?: Maybe<ResolversTypes['ReservationMessage']>;
      messages: Array<ResolversTypes['ReservationMessage']>;
    }
  >;
  ReservationThreadResult: ResolverTypeWrapper<
    Omit<ReservationThreadResult, 'thread'> & { thread?: Maybe<ResolversTypes['ReservationThread']> }
  >;
  SendMessageResult: ResolverTypeWrapper<
    Omit<SendMessageResult, 'message'> & { message?: Maybe<ResolversTypes['ReservationMessage']> }
  >;
  MarkThreadReadResult: ResolverTypeWrapper<MarkThreadReadResult>;
  ContactHostResult: ResolverTypeWrapper<
    Omit<ContactHostResult, 'reservation'> & { reservation?: Maybe<ResolversTypes['Reservation']> }
  >;
  AdminReservationThread: ResolverTypeWrapper<
    Omit<AdminReservationThread, 'reservation' | 'guest' | 'host'> & {
      reservation: ResolversTypes['Reservation'];
      guest: ResolversTypes['User'];
      host: ResolversTypes['User'];
    }
  >;
  AdminReservationThreadPage: ResolverTypeWrapper<
    Omit<AdminReservationThreadPage, 'results'> & { results: Array<ResolversTypes['AdminReservationThread']> }
  >;
  AdminReservationThreadView: ResolverTypeWrapper<
    Omit<AdminReservationThreadView, 'thread' | 'messages'> & {
      thread: ResolversTypes['AdminReservationThread'];
      messages: Array<ResolversTypes['AdminReservationMessage']>;
    }
  >;
  AdminReservationMessage: ResolverTypeWrapper<
    Omit<AdminReservationMessage, 'sender'> & { sender: ResolversTypes['User'] }
  >;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  Reservation:
    | (Omit<Reservation, 'guest' | 'host'> & {
        guest: ResolversParentTypes['User'];
        host: ResolversParentTypes['User'];
      })
    | FederationReferenceTypes['Reservation'];
  Int: Scalars['Int']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Listing: Listing;
  User: UserReference;
  TravelCredit: TravelCredit;
  Query: Record<PropertyKey, never>;
  AdminReservationPage: Omit<AdminReservationPage, 'results'> & { results: Array<ResolversParentTypes['Reservation']> };
  ReservationTransition: ReservationTransition;
  AdminReservationView: Omit<AdminReservationView, 'reservation'> & {
    reservation: ResolversParentTypes['Reservation'];
  };
  AdminReservationReceipt: Omit<AdminReservationReceipt, 'reservation'> & {
    reservation: ResolversParentTypes['Reservation'];
  };
  CancellationTerms: CancellationTerms;
  CancellationResult: Omit<CancellationResult, 'reservation'> & {
    reservation?: Maybe<ResolversParentTypes['Reservation']>;
  };
  Mutation: Record<PropertyKey, never>;
  Currency: Currency;
  CurrencyRates: CurrencyRates;
  SecurityDeposit: SecurityDeposit;
  SecurityDepositResult: SecurityDepositResult;
  SecurityDepositClaim: Omit<SecurityDepositClaim, 'reservation'> & {
    reservation: ResolversParentTypes['Reservation'];
  };
  SecurityDepositClaimPage: Omit<SecurityDepositClaimPage, 'results'> & {
    results: Array<ResolversParentTypes['SecurityDepositClaim']>;
  };
  PaymentOrder: PaymentOrder;
  PayOrderResult: PayOrderResult;
  PayoutPaymentMethod: PayoutPaymentMethod;
  Payout: Payout;
  PayoutFieldError: PayoutFieldError;
  PayoutResult: PayoutResult;
  AddPayoutInput: AddPayoutInput;
  StayGuestsInput: StayGuestsInput;
  StayQuoteLine: StayQuoteLine;
  StayQuote: StayQuote;
  ReservationGuests: ReservationGuests;
  ReservationResult: Omit<ReservationResult, 'reservation'> & {
    reservation?: Maybe<ResolversParentTypes['Reservation']>;
  };
  Review: Omit<Review, 'author' | 'subject'> & {
    author?: Maybe<ResolversParentTypes['User']>;
    subject?: Maybe<ResolversParentTypes['User']>;
  };
  ReviewPage: Omit<ReviewPage, 'results'> & { results: Array<ResolversParentTypes['Review']> };
  ReviewFieldError: ReviewFieldError;
  ReviewResult: Omit<ReviewResult, 'review'> & { review?: Maybe<ResolversParentTypes['Review']> };
  ReviewWriteState: Omit<ReviewWriteState, 'reservation'> & {
    reservation?: Maybe<ResolversParentTypes['Reservation']>;
  };
  PendingReview: PendingReview;
  MyReviews: Omit<MyReviews, 'aboutMe' | 'byMe'> & {
    aboutMe: Array<ResolversParentTypes['Review']>;
    byMe: Array<ResolversParentTypes['Review']>;
  };
  ServiceFees: ServiceFees;
  PropertyServiceFee: PropertyServiceFee;
  ServiceFeesInput: ServiceFeesInput;
  ServiceFeeFieldError: ServiceFeeFieldError;
  ServiceFeesResult: ServiceFeesResult;
  PropertyServiceFeeResult: PropertyServiceFeeResult;
  ReservationMessage: Omit<ReservationMessage, 'sender'> & { sender: ResolversParentTypes['User'] };
  ReservationThread: Omit<ReservationThread, 'reservation' | 'otherMember' | 'lastMessage' | 'messages'> & {
    reservation: ResolversParentTypes['Reservation'];
    otherMember: ResolversParentTypes['User'];
    lastMessage?: Maybe<ResolversParentTypes['ReservationMessage']>;
    messages: Array<ResolversParentTypes['ReservationMessage']>;
  };
  ReservationThreadResult: Omit<ReservationThreadResult, 'thread'> & {
    thread?: Maybe<ResolversParentTypes['ReservationThread']>;
  };
  SendMessageResult: Omit<SendMessageResult, 'message'> & {
    message?: Maybe<ResolversParentTypes['ReservationMessage']>;
  };
  MarkThreadReadResult: MarkThreadReadResult;
  ContactHostResult: Omit<ContactHostResult, 'reservation'> & {
    reservation?: Maybe<ResolversParentTypes['Reservation']>;
  };
  AdminReservationThread: Omit<AdminReservationThread, 'reservation' | 'guest' | 'host'> & {
    reservation: ResolversParentTypes['Reservation'];
    guest: ResolversParentTypes['User'];
    host: ResolversParentTypes['User'];
  };
  AdminReservationThreadPage: Omit<AdminReservationThreadPage, 'results'> & {
    results: Array<ResolversParentTypes['AdminReservationThread']>;
  };
  AdminReservationThreadView: Omit<AdminReservationThreadView, 'thread' | 'messages'> & {
    thread: ResolversParentTypes['AdminReservationThread'];
    messages: Array<ResolversParentTypes['AdminReservationMessage']>;
  };
  AdminReservationMessage: Omit<AdminReservationMessage, 'sender'> & { sender: ResolversParentTypes['User'] };
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

export type ComposeDirectiveDirectiveArgs = {
  name?: Maybe<Scalars['String']['input']>;
};

export type ComposeDirectiveDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = ComposeDirectiveDirectiveArgs,
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

export type ReservationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Reservation'] = ResolversParentTypes['Reservation'],
  FederationReferenceType extends FederationReferenceTypes['Reservation'] = FederationReferenceTypes['Reservation'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['Reservation']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkIn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservationState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  cancellation?: Resolver<Maybe<ResolversTypes['CancellationTerms']>, ParentType, ContextType>;
  securityFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  claimStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimedFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bondRefundStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBondRefund?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  guestBondRefund?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hostBondPayout?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  securityDeposit?: Resolver<Maybe<ResolversTypes['SecurityDeposit']>, ParentType, ContextType>;
  paymentOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['StayQuote']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['ReservationGuests'], ParentType, ContextType>;
  listingTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  counterOffer?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  threadId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ListingResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

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
  travelCredit?: Resolver<Maybe<ResolversTypes['TravelCredit']>, ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
};

export type TravelCreditResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['TravelCredit'] = ResolversParentTypes['TravelCredit'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  reservation?: Resolver<
    Maybe<ResolversTypes['Reservation']>,
    ParentType,
    ContextType,
    RequireFields<QueryReservationArgs, 'id'>
  >;
  adminReservationList?: Resolver<
    ResolversTypes['AdminReservationPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminReservationListArgs, 'page' | 'pageSize'>
  >;
  adminReservation?: Resolver<
    Maybe<ResolversTypes['AdminReservationView']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminReservationArgs, 'id'>
  >;
  adminReservationReceipt?: Resolver<
    Maybe<ResolversTypes['AdminReservationReceipt']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminReservationReceiptArgs, 'reservationId'>
  >;
  adminInquiries?: Resolver<
    ResolversTypes['AdminReservationPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminInquiriesArgs, 'page' | 'pageSize'>
  >;
  cancellationPreview?: Resolver<
    ResolversTypes['CancellationResult'],
    ParentType,
    ContextType,
    RequireFields<QueryCancellationPreviewArgs, 'reservationId' | 'type'>
  >;
  getCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  Currency?: Resolver<ResolversTypes['CurrencyRates'], ParentType, ContextType>;
  securityDepositReceipt?: Resolver<
    Maybe<ResolversTypes['Reservation']>,
    ParentType,
    ContextType,
    RequireFields<QuerySecurityDepositReceiptArgs, 'reservationId'>
  >;
  adminSecurityDepositClaims?: Resolver<
    ResolversTypes['SecurityDepositClaimPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminSecurityDepositClaimsArgs, 'page' | 'pageSize'>
  >;
  paymentOrder?: Resolver<
    Maybe<ResolversTypes['PaymentOrder']>,
    ParentType,
    ContextType,
    RequireFields<QueryPaymentOrderArgs, 'id'>
  >;
  getPayouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  stayQuote?: Resolver<
    Maybe<ResolversTypes['StayQuote']>,
    ParentType,
    ContextType,
    RequireFields<QueryStayQuoteArgs, 'id'>
  >;
  myTrips?: Resolver<
    Array<ResolversTypes['Reservation']>,
    ParentType,
    ContextType,
    RequireFields<QueryMyTripsArgs, 'type'>
  >;
  hostReservations?: Resolver<
    Array<ResolversTypes['Reservation']>,
    ParentType,
    ContextType,
    RequireFields<QueryHostReservationsArgs, 'type'>
  >;
  adminReservations?: Resolver<
    Array<ResolversTypes['Reservation']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminReservationsArgs, 'first'>
  >;
  reviewWriteState?: Resolver<
    ResolversTypes['ReviewWriteState'],
    ParentType,
    ContextType,
    RequireFields<QueryReviewWriteStateArgs, 'reservationId'>
  >;
  myReviews?: Resolver<ResolversTypes['MyReviews'], ParentType, ContextType>;
  memberReviews?: Resolver<
    Array<ResolversTypes['Review']>,
    ParentType,
    ContextType,
    RequireFields<QueryMemberReviewsArgs, 'userId'>
  >;
  listingReviews?: Resolver<
    ResolversTypes['ReviewPage'],
    ParentType,
    ContextType,
    RequireFields<QueryListingReviewsArgs, 'listId' | 'page' | 'pageSize'>
  >;
  adminReviews?: Resolver<
    ResolversTypes['ReviewPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminReviewsArgs, 'page' | 'pageSize'>
  >;
  adminReview?: Resolver<
    Maybe<ResolversTypes['Review']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminReviewArgs, 'reviewId'>
  >;
  adminUserReviews?: Resolver<
    ResolversTypes['ReviewPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminUserReviewsArgs, 'page' | 'pageSize'>
  >;
  getServiceFees?: Resolver<ResolversTypes['ServiceFees'], ParentType, ContextType>;
  getPropertyServiceFees?: Resolver<Array<ResolversTypes['PropertyServiceFee']>, ParentType, ContextType>;
  getThreads?: Resolver<
    Array<ResolversTypes['ReservationThread']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetThreadsArgs, 'first'>
  >;
  getThread?: Resolver<
    ResolversTypes['ReservationThreadResult'],
    ParentType,
    ContextType,
    RequireFields<QueryGetThreadArgs, 'threadId'>
  >;
  adminMessageThreads?: Resolver<
    ResolversTypes['AdminReservationThreadPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminMessageThreadsArgs, 'page' | 'pageSize'>
  >;
  adminMessageThread?: Resolver<
    Maybe<ResolversTypes['AdminReservationThreadView']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminMessageThreadArgs, 'threadId'>
  >;
};

export type AdminReservationPageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminReservationPage'] = ResolversParentTypes['AdminReservationPage'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Reservation']>, ParentType, ContextType>;
};

export type ReservationTransitionResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReservationTransition'] = ResolversParentTypes['ReservationTransition'],
> = {
  fromStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromStatusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStatusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminReservationViewResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminReservationView'] = ResolversParentTypes['AdminReservationView'],
> = {
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType>;
  transitions?: Resolver<Array<ResolversTypes['ReservationTransition']>, ParentType, ContextType>;
  canDecline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminReservationReceiptResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminReservationReceipt'] = ResolversParentTypes['AdminReservationReceipt'],
> = {
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['StayQuote']>, ParentType, ContextType>;
};

export type CancellationTermsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['CancellationTerms'] = ResolversParentTypes['CancellationTerms'],
> = {
  policy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundDeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrival?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDayPassed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nightsSpent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundStay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundCleaning?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundServiceFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundBookingProtection?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundDeposit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hostPayout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CancellationResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['CancellationResult'] = ResolversParentTypes['CancellationResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['Reservation']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['CancellationTerms']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  cancelReservation?: Resolver<
    ResolversTypes['CancellationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelReservationArgs, 'reservationId' | 'type'>
  >;
  withdrawReservation?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationWithdrawReservationArgs, 'id'>
  >;
  confirmCancellation?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmCancellationArgs, 'id'>
  >;
  refuseCancellation?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRefuseCancellationArgs, 'id'>
  >;
  claimSecurityDeposit?: Resolver<
    ResolversTypes['SecurityDepositResult'],
    ParentType,
    ContextType,
    RequireFields<MutationClaimSecurityDepositArgs, 'reservationId' | 'claimedFee' | 'reason'>
  >;
  approveSecurityDepositClaim?: Resolver<
    ResolversTypes['SecurityDepositResult'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveSecurityDepositClaimArgs, 'reservationId'>
  >;
  refuseSecurityDepositClaim?: Resolver<
    ResolversTypes['SecurityDepositResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRefuseSecurityDepositClaimArgs, 'reservationId'>
  >;
  payOrder?: Resolver<
    ResolversTypes['PayOrderResult'],
    ParentType,
    ContextType,
    RequireFields<MutationPayOrderArgs, 'id' | 'paymentMethod'>
  >;
  confirmPaymentOrder?: Resolver<
    ResolversTypes['PayOrderResult'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmPaymentOrderArgs, 'id'>
  >;
  addPayout?: Resolver<
    ResolversTypes['PayoutResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddPayoutArgs, 'input'>
  >;
  setDefaultPayout?: Resolver<
    ResolversTypes['PayoutResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetDefaultPayoutArgs, 'id'>
  >;
  removePayout?: Resolver<
    ResolversTypes['PayoutResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRemovePayoutArgs, 'id'>
  >;
  quoteStay?: Resolver<
    ResolversTypes['StayQuote'],
    ParentType,
    ContextType,
    RequireFields<MutationQuoteStayArgs, 'listId' | 'startDate' | 'endDate' | 'guests' | 'pets'>
  >;
  requestToBook?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestToBookArgs, 'quoteId'>
  >;
  instantBook?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationInstantBookArgs, 'quoteId'>
  >;
  sendInquiry?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSendInquiryArgs, 'quoteId'>
  >;
  preApproveReservation?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationPreApproveReservationArgs, 'id'>
  >;
  approveSpecialPrice?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveSpecialPriceArgs, 'id'>
  >;
  declineSpecialPrice?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeclineSpecialPriceArgs, 'id'>
  >;
  sendCounterOffer?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSendCounterOfferArgs, 'id' | 'price'>
  >;
  acceptCounterOffer?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptCounterOfferArgs, 'id'>
  >;
  declineCounterOffer?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeclineCounterOfferArgs, 'id'>
  >;
  bookReservationOffer?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationBookReservationOfferArgs, 'id'>
  >;
  acceptReservation?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptReservationArgs, 'id'>
  >;
  declineReservation?: Resolver<
    ResolversTypes['ReservationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeclineReservationArgs, 'id'>
  >;
  writeReview?: Resolver<
    ResolversTypes['ReviewResult'],
    ParentType,
    ContextType,
    RequireFields<MutationWriteReviewArgs, 'reservationId'>
  >;
  adminWriteReview?: Resolver<
    ResolversTypes['ReviewResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminWriteReviewArgs, 'listId' | 'authorName'>
  >;
  adminEditReview?: Resolver<
    ResolversTypes['ReviewResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminEditReviewArgs, 'reviewId' | 'authorName'>
  >;
  adminSetReviewHidden?: Resolver<
    ResolversTypes['ReviewResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminSetReviewHiddenArgs, 'reviewId' | 'hidden'>
  >;
  adminDeleteReview?: Resolver<
    ResolversTypes['ReviewResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminDeleteReviewArgs, 'reviewId'>
  >;
  setUserReviewHidden?: Resolver<
    ResolversTypes['ReviewResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetUserReviewHiddenArgs, 'reviewId' | 'hidden'>
  >;
  deleteUserReview?: Resolver<
    ResolversTypes['ReviewResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteUserReviewArgs, 'reviewId'>
  >;
  updateServiceFees?: Resolver<
    ResolversTypes['ServiceFeesResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateServiceFeesArgs, 'fees'>
  >;
  addPropertyServiceFee?: Resolver<
    ResolversTypes['PropertyServiceFeeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddPropertyServiceFeeArgs, 'listId' | 'fees'>
  >;
  updatePropertyServiceFee?: Resolver<
    ResolversTypes['PropertyServiceFeeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePropertyServiceFeeArgs, 'id' | 'fees'>
  >;
  removePropertyServiceFee?: Resolver<
    ResolversTypes['PropertyServiceFeeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRemovePropertyServiceFeeArgs, 'id'>
  >;
  sendMessage?: Resolver<
    ResolversTypes['SendMessageResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSendMessageArgs, 'threadId' | 'message'>
  >;
  markThreadRead?: Resolver<
    ResolversTypes['MarkThreadReadResult'],
    ParentType,
    ContextType,
    RequireFields<MutationMarkThreadReadArgs, 'threadId'>
  >;
  contactHost?: Resolver<
    ResolversTypes['ContactHostResult'],
    ParentType,
    ContextType,
    RequireFields<MutationContactHostArgs, 'listId' | 'message'>
  >;
};

export type CurrencyResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sign?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isEnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBaseCurrency?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyRatesResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['CurrencyRates'] = ResolversParentTypes['CurrencyRates'],
> = {
  base?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SecurityDepositResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SecurityDeposit'] = ResolversParentTypes['SecurityDeposit'],
> = {
  reservationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  claimStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimedFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimDecision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bondRefundStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestBondRefund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hostBondPayout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  claimDeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canClaim?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SecurityDepositResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SecurityDepositResult'] = ResolversParentTypes['SecurityDepositResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  securityDeposit?: Resolver<Maybe<ResolversTypes['SecurityDeposit']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SecurityDepositClaimResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SecurityDepositClaim'] = ResolversParentTypes['SecurityDepositClaim'],
> = {
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType>;
  securityDeposit?: Resolver<ResolversTypes['SecurityDeposit'], ParentType, ContextType>;
};

export type SecurityDepositClaimPageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SecurityDepositClaimPage'] =
    ResolversParentTypes['SecurityDepositClaimPage'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['SecurityDepositClaim']>, ParentType, ContextType>;
};

export type PaymentOrderResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PaymentOrder'] = ResolversParentTypes['PaymentOrder'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayOrderResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PayOrderResult'] = ResolversParentTypes['PayOrderResult'],
> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requiresAction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['PaymentOrder']>, ParentType, ContextType>;
};

export type PayoutPaymentMethodResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PayoutPaymentMethod'] = ResolversParentTypes['PayoutPaymentMethod'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  methodId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PayoutPaymentMethod'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutFieldErrorResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PayoutFieldError'] = ResolversParentTypes['PayoutFieldError'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PayoutResult'] = ResolversParentTypes['PayoutResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['PayoutFieldError']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StayQuoteLineResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['StayQuoteLine'] = ResolversParentTypes['StayQuoteLine'],
> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  displayAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deducted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type StayQuoteResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['StayQuote'] = ResolversParentTypes['StayQuote'],
> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StayQuoteLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  displayTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  securityDeposit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  displaySecurityDeposit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bookingProtection?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  bookingProtectionPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReservationGuestsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReservationGuests'] = ResolversParentTypes['ReservationGuests'],
> = {
  women?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  men?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  others?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  infants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReservationResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReservationResult'] = ResolversParentTypes['ReservationResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['Reservation']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReviewResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  authorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewPageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
};

export type ReviewFieldErrorResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReviewFieldError'] = ResolversParentTypes['ReviewFieldError'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReviewResult'] = ResolversParentTypes['ReviewResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['ReviewFieldError']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
};

export type ReviewWriteStateResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReviewWriteState'] = ResolversParentTypes['ReviewWriteState'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  side?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['Reservation']>, ParentType, ContextType>;
};

export type PendingReviewResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PendingReview'] = ResolversParentTypes['PendingReview'],
> = {
  reservationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  listingTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MyReviewsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MyReviews'] = ResolversParentTypes['MyReviews'],
> = {
  aboutMe?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  byMe?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  pending?: Resolver<Array<ResolversTypes['PendingReview']>, ParentType, ContextType>;
};

export type ServiceFeesResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ServiceFees'] = ResolversParentTypes['ServiceFees'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guestType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hostType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PropertyServiceFeeResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PropertyServiceFee'] = ResolversParentTypes['PropertyServiceFee'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listingTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listingCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestPropertyType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestPropertyValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hostPropertyType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostPropertyValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceFeeFieldErrorResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ServiceFeeFieldError'] = ResolversParentTypes['ServiceFeeFieldError'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceFeesResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ServiceFeesResult'] = ResolversParentTypes['ServiceFeesResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['ServiceFeeFieldError']>, ParentType, ContextType>;
  serviceFees?: Resolver<Maybe<ResolversTypes['ServiceFees']>, ParentType, ContextType>;
};

export type PropertyServiceFeeResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PropertyServiceFeeResult'] =
    ResolversParentTypes['PropertyServiceFeeResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['ServiceFeeFieldError']>, ParentType, ContextType>;
  propertyServiceFee?: Resolver<Maybe<ResolversTypes['PropertyServiceFee']>, ParentType, ContextType>;
};

export type ReservationMessageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReservationMessage'] = ResolversParentTypes['ReservationMessage'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  senderRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReservationThreadResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReservationThread'] = ResolversParentTypes['ReservationThread'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType>;
  otherMember?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['ReservationMessage']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ReservationMessage']>, ParentType, ContextType>;
};

export type ReservationThreadResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ReservationThreadResult'] = ResolversParentTypes['ReservationThreadResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thread?: Resolver<Maybe<ResolversTypes['ReservationThread']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SendMessageResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SendMessageResult'] = ResolversParentTypes['SendMessageResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['ReservationMessage']>, ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarkThreadReadResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MarkThreadReadResult'] = ResolversParentTypes['MarkThreadReadResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactHostResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ContactHostResult'] = ResolversParentTypes['ContactHostResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['Reservation']>, ParentType, ContextType>;
  threadId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminReservationThreadResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminReservationThread'] = ResolversParentTypes['AdminReservationThread'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  messageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flaggedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastMessageAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminReservationThreadPageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminReservationThreadPage'] =
    ResolversParentTypes['AdminReservationThreadPage'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['AdminReservationThread']>, ParentType, ContextType>;
};

export type AdminReservationThreadViewResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminReservationThreadView'] =
    ResolversParentTypes['AdminReservationThreadView'],
> = {
  thread?: Resolver<ResolversTypes['AdminReservationThread'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['AdminReservationMessage']>, ParentType, ContextType>;
};

export type AdminReservationMessageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminReservationMessage'] = ResolversParentTypes['AdminReservationMessage'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  senderRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  flaggedKinds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  flaggedTexts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ServiceContext> = {
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  Reservation?: ReservationResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  TravelCredit?: TravelCreditResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  AdminReservationPage?: AdminReservationPageResolvers<ContextType>;
  ReservationTransition?: ReservationTransitionResolvers<ContextType>;
  AdminReservationView?: AdminReservationViewResolvers<ContextType>;
  AdminReservationReceipt?: AdminReservationReceiptResolvers<ContextType>;
  CancellationTerms?: CancellationTermsResolvers<ContextType>;
  CancellationResult?: CancellationResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyRates?: CurrencyRatesResolvers<ContextType>;
  SecurityDeposit?: SecurityDepositResolvers<ContextType>;
  SecurityDepositResult?: SecurityDepositResultResolvers<ContextType>;
  SecurityDepositClaim?: SecurityDepositClaimResolvers<ContextType>;
  SecurityDepositClaimPage?: SecurityDepositClaimPageResolvers<ContextType>;
  PaymentOrder?: PaymentOrderResolvers<ContextType>;
  PayOrderResult?: PayOrderResultResolvers<ContextType>;
  PayoutPaymentMethod?: PayoutPaymentMethodResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutFieldError?: PayoutFieldErrorResolvers<ContextType>;
  PayoutResult?: PayoutResultResolvers<ContextType>;
  StayQuoteLine?: StayQuoteLineResolvers<ContextType>;
  StayQuote?: StayQuoteResolvers<ContextType>;
  ReservationGuests?: ReservationGuestsResolvers<ContextType>;
  ReservationResult?: ReservationResultResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  ReviewFieldError?: ReviewFieldErrorResolvers<ContextType>;
  ReviewResult?: ReviewResultResolvers<ContextType>;
  ReviewWriteState?: ReviewWriteStateResolvers<ContextType>;
  PendingReview?: PendingReviewResolvers<ContextType>;
  MyReviews?: MyReviewsResolvers<ContextType>;
  ServiceFees?: ServiceFeesResolvers<ContextType>;
  PropertyServiceFee?: PropertyServiceFeeResolvers<ContextType>;
  ServiceFeeFieldError?: ServiceFeeFieldErrorResolvers<ContextType>;
  ServiceFeesResult?: ServiceFeesResultResolvers<ContextType>;
  PropertyServiceFeeResult?: PropertyServiceFeeResultResolvers<ContextType>;
  ReservationMessage?: ReservationMessageResolvers<ContextType>;
  ReservationThread?: ReservationThreadResolvers<ContextType>;
  ReservationThreadResult?: ReservationThreadResultResolvers<ContextType>;
  SendMessageResult?: SendMessageResultResolvers<ContextType>;
  MarkThreadReadResult?: MarkThreadReadResultResolvers<ContextType>;
  ContactHostResult?: ContactHostResultResolvers<ContextType>;
  AdminReservationThread?: AdminReservationThreadResolvers<ContextType>;
  AdminReservationThreadPage?: AdminReservationThreadPageResolvers<ContextType>;
  AdminReservationThreadView?: AdminReservationThreadViewResolvers<ContextType>;
  AdminReservationMessage?: AdminReservationMessageResolvers<ContextType>;
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
  composeDirective?: ComposeDirectiveDirectiveResolver<any, any, ContextType>;
  federation__interfaceObject?: Federation__InterfaceObjectDirectiveResolver<any, any, ContextType>;
  adminPrivilege?: AdminPrivilegeDirectiveResolver<any, any, ContextType>;
};
