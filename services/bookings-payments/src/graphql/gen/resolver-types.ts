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
  /** The currencies a member can choose (enabled only), the base first. */
  getCurrencies: Array<Currency>;
  /** The base currency and its rates (spec 000 §7). */
  Currency: CurrencyRates;
  /** A payment order of the signed-in member (its payer only); null for anyone else. */
  paymentOrder?: Maybe<PaymentOrder>;
  /** Her own stored quote by id (the booking screen's); null for anyone else's, a visitor or an admin. */
  stayQuote?: Maybe<StayQuote>;
  /** The signed-in member's trips (as guest), by type, with their status labels. */
  myTrips: Array<Reservation>;
  /** The reservations of the signed-in host's homes (a co-host sees her host's), by type. */
  hostReservations: Array<Reservation>;
  /** Every reservation, newest first, optionally of one status: for admins with Manage Reservations. */
  adminReservations: Array<Reservation>;
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

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Pays her order: a payment method id from Stripe Elements, or with the offline provider a test card number. A retry
   * of a payment already made or under way answers as it stands and pays nothing twice.
   */
  payOrder: PayOrderResult;
  /** After her bank's 3-D Secure step: the order as the provider now says it stands. */
  confirmPaymentOrder: PayOrderResult;
  /**
   * Prices a stay (dates at the home, guests by kind, pets, Booking Protection yes, no or not chosen) in the listing's
   * currency and the member's display currency, and stores it for a signed-in member for 30 minutes.
   */
  quoteStay: StayQuote;
  /** Asks to book the stay of a stored quote: the nights are held and the host has 24 hours to answer. */
  requestToBook: ReservationResult;
  /** Books the stay of a stored quote of an instant-book home: held at once, confirmed when paid. */
  instantBook: ReservationResult;
  /** Asks the host about the stay of a stored quote, or (with specialPrice, in the listing's currency) for a special price. */
  sendInquiry: ReservationResult;
  /** The host pre-approves an inquiry: the guest has 24 hours to book. */
  preApproveReservation: ReservationResult;
  /** The host approves the special price asked for: the guest has 24 hours to book at it. */
  approveSpecialPrice: ReservationResult;
  /** The host declines the special price asked for (the admin is told). */
  declineSpecialPrice: ReservationResult;
  /** The host offers a total for the stay, in the listing's currency: the guest has 24 hours to answer. */
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
};

export type MutationPayOrderArgs = {
  id: Scalars['ID']['input'];
  paymentMethod: Scalars['String']['input'];
};

export type MutationConfirmPaymentOrderArgs = {
  id: Scalars['ID']['input'];
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
  /** nights, extra-guests, weekly-discount, monthly-discount, three-month-discount, length-of-stay-discount, last-minute-discount, cleaning, pet-fee, tax, service-fee or booking-protection. */
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
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyRates: ResolverTypeWrapper<CurrencyRates>;
  PaymentStatus: PaymentStatus;
  PaymentOrder: ResolverTypeWrapper<PaymentOrder>;
  PayOrderResult: ResolverTypeWrapper<PayOrderResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StayGuestsInput: StayGuestsInput;
  StayQuoteLine: ResolverTypeWrapper<StayQuoteLine>;
  StayQuote: ResolverTypeWrapper<StayQuote>;
  ReservationListType: ReservationListType;
  ReservationGuests: ResolverTypeWrapper<ReservationGuests>;
  ReservationResult: ResolverTypeWrapper<
    Omit<ReservationResult, 'reservation'> & { reservation?: Maybe<ResolversTypes['Reservation']> }
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
  Currency: Currency;
  CurrencyRates: CurrencyRates;
  PaymentOrder: PaymentOrder;
  PayOrderResult: PayOrderResult;
  Mutation: Record<PropertyKey, never>;
  StayGuestsInput: StayGuestsInput;
  StayQuoteLine: StayQuoteLine;
  StayQuote: StayQuote;
  ReservationGuests: ReservationGuests;
  ReservationResult: Omit<ReservationResult, 'reservation'> & {
    reservation?: Maybe<ResolversParentTypes['Reservation']>;
  };
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
  getCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  Currency?: Resolver<ResolversTypes['CurrencyRates'], ParentType, ContextType>;
  paymentOrder?: Resolver<
    Maybe<ResolversTypes['PaymentOrder']>,
    ParentType,
    ContextType,
    RequireFields<QueryPaymentOrderArgs, 'id'>
  >;
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

export type MutationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
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
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyRates?: CurrencyRatesResolvers<ContextType>;
  PaymentOrder?: PaymentOrderResolvers<ContextType>;
  PayOrderResult?: PayOrderResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  StayQuoteLine?: StayQuoteLineResolvers<ContextType>;
  StayQuote?: StayQuoteResolvers<ContextType>;
  ReservationGuests?: ReservationGuestsResolvers<ContextType>;
  ReservationResult?: ReservationResultResolvers<ContextType>;
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
