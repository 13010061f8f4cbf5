// Generated from src/graphql/*.graphql by `npm run codegen` (service-kit resolver-codegen). Do not edit.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ChannelMember } from '../../db/connections';
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

/** A channel manager that pushes listings and bookings into the club. */
export type ChannelProvider =
  /** HostAway */
  | 'HOSTAWAY'
  /** Hostfully */
  | 'HOSTFULLY'
  /** Interhome */
  | 'INTERHOME'
  /** NextPax */
  | 'NEXTPAX'
  /** OwnerRez */
  | 'OWNERREZ'
  /** Rentals United */
  | 'RENTALS_UNITED'
  /** HappyRentals */
  | 'HAPPY_RENTALS'
  /** Natural Retreats */
  | 'NATURAL_RETREATS';

/** A channel manager as shown to hosts and admins. */
export type ChannelProviderInfo = {
  __typename?: 'ChannelProviderInfo';
  /** Which provider. */
  provider: ChannelProvider;
  /** Its name as written by the provider. */
  displayName: Scalars['String']['output'];
};

/** A host's link to one channel manager. */
export type ChannelConnection = {
  __typename?: 'ChannelConnection';
  /** Connection number. */
  id: Scalars['Int']['output'];
  /** The channel manager. */
  provider: ChannelProvider;
  /** pending, active, failing or disconnected. */
  status: Scalars['String']['output'];
  /** When listings or bookings last synced, ISO 8601; null before the first sync. */
  lastSyncedAt?: Maybe<Scalars['String']['output']>;
  /** The host who connected. */
  host: User;
  /** Her account id at the channel manager; null until she links it. */
  externalAccountId?: Maybe<Scalars['String']['output']>;
};

/**
 * A member, owned by accounts; integrations adds her channel-manager connections and account ids. Each field is for
 * her alone (or a co-host acting for her) and for admins holding the channel manager's privilege; anyone else is
 * refused.
 */
export type User = {
  __typename?: 'User';
  /** The member's id. */
  id: Scalars['ID']['output'];
  /** Her connections to channel managers; an admin sees those of the channel managers her privileges open. */
  channelConnections?: Maybe<Array<ChannelConnection>>;
  /** Her HostAway account id; null when she has not linked one. Her HostAway secret is never read back. */
  hostAwayId?: Maybe<Scalars['String']['output']>;
  /** Her Hostfully agency id; null when she has not linked one. */
  hostFullyAgencyId?: Maybe<Scalars['String']['output']>;
  /** Her Rentals United user id; null when she has not linked one. */
  rentalsUnitedId?: Maybe<Scalars['String']['output']>;
  /** Her NextPax supplier id; null when she has not linked one. */
  nextPaxId?: Maybe<Scalars['String']['output']>;
  /** Her OwnerRez user id; null when she has not linked one. */
  ownerRezId?: Maybe<Scalars['String']['output']>;
};

/** Reads of channel integrations. */
export type Query = {
  __typename?: 'Query';
  /** The eight channel managers the club connects to. */
  channelProviders: Array<ChannelProviderInfo>;
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
  ChannelConnection: ChannelConnection;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  ChannelConnection: { __typename: 'ChannelConnection' } & GraphQLRecursivePick<
    FederationTypes['ChannelConnection'],
    { id: true }
  >;
  User: { __typename: 'User' } & GraphQLRecursivePick<FederationTypes['User'], { id: true }>;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  ChannelProvider: ChannelProvider;
  ChannelProviderInfo: ResolverTypeWrapper<ChannelProviderInfo>;
  ChannelConnection: ResolverTypeWrapper<Omit<ChannelConnection, 'host'> & { host: ResolversTypes['User'] }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  User: ResolverTypeWrapper<ChannelMember>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  ChannelProviderInfo: ChannelProviderInfo;
  ChannelConnection:
    | (Omit<ChannelConnection, 'host'> & { host: ResolversParentTypes['User'] })
    | FederationReferenceTypes['ChannelConnection'];
  Int: Scalars['Int']['output'];
  User: ChannelMember;
  ID: Scalars['ID']['output'];
  Query: Record<PropertyKey, never>;
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

export type ChannelProviderInfoResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ChannelProviderInfo'] = ResolversParentTypes['ChannelProviderInfo'],
> = {
  provider?: Resolver<ResolversTypes['ChannelProvider'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChannelConnectionResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ChannelConnection'] = ResolversParentTypes['ChannelConnection'],
  FederationReferenceType extends FederationReferenceTypes['ChannelConnection'] =
    FederationReferenceTypes['ChannelConnection'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['ChannelConnection']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['ChannelProvider'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSyncedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  host?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  externalAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  channelConnections?: Resolver<Maybe<Array<ResolversTypes['ChannelConnection']>>, ParentType, ContextType>;
  hostAwayId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostFullyAgencyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rentalsUnitedId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextPaxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerRezId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  channelProviders?: Resolver<Array<ResolversTypes['ChannelProviderInfo']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ServiceContext> = {
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  ChannelProviderInfo?: ChannelProviderInfoResolvers<ContextType>;
  ChannelConnection?: ChannelConnectionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
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
