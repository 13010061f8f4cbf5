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
  /** The currencies a member can choose (enabled only), the base first. */
  getCurrencies: Array<Currency>;
  /** The base currency and its rates (spec 000 §7). */
  Currency: CurrencyRates;
};

/** Reads of reservations. */
export type QueryReservationArgs = {
  id: Scalars['Int']['input'];
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
  Listing: ResolverTypeWrapper<Listing>;
  User: ResolverTypeWrapper<UserReference>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  TravelCredit: ResolverTypeWrapper<TravelCredit>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyRates: ResolverTypeWrapper<CurrencyRates>;
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
  Listing: Listing;
  User: UserReference;
  ID: Scalars['ID']['output'];
  TravelCredit: TravelCredit;
  Query: Record<PropertyKey, never>;
  Currency: Currency;
  CurrencyRates: CurrencyRates;
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
  getCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  Currency?: Resolver<ResolversTypes['CurrencyRates'], ParentType, ContextType>;
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

export type Resolvers<ContextType = ServiceContext> = {
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  Reservation?: ReservationResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  TravelCredit?: TravelCreditResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyRates?: CurrencyRatesResolvers<ContextType>;
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
