// Generated from src/graphql/*.graphql by `npm run codegen` (service-kit resolver-codegen). Do not edit.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { TripRecord } from '../../domain/trip';
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

/** A GoSolo group trip that members join together. */
export type Trip = {
  __typename?: 'Trip';
  /** Trip number, as in /view-trip/{id}. */
  id: Scalars['Int']['output'];
  /** Name of the trip. */
  title: Scalars['String']['output'];
  /** Where the group goes. */
  destination: Scalars['String']['output'];
  /** First day, YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  /** Last day, YYYY-MM-DD. */
  endDate: Scalars['String']['output'];
  /** Places on the trip. */
  seats: Scalars['Int']['output'];
  /** Whether the trip has started on `asOf` (or today): the e-mails say 'started' rather than 'starting'. */
  hasStarted: Scalars['Boolean']['output'];
};

/** A GoSolo group trip that members join together. */
export type TripHasStartedArgs = {
  asOf?: InputMaybe<Scalars['String']['input']>;
};

/** Reads of GoSolo trips. */
export type Query = {
  __typename?: 'Query';
  /** A published trip, or null. */
  trip?: Maybe<Trip>;
};

/** Reads of GoSolo trips. */
export type QueryTripArgs = {
  id: Scalars['Int']['input'];
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
  Trip: Trip;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Trip: { __typename: 'Trip' } & GraphQLRecursivePick<FederationTypes['Trip'], { id: true }>;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  Trip: ResolverTypeWrapper<TripRecord>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  Trip: TripRecord;
  Int: Scalars['Int']['output'];
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

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export interface Federation__FieldSetScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes['federation__FieldSet'],
  any
> {
  name: 'federation__FieldSet';
}

export type TripResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Trip'] = ResolversParentTypes['Trip'],
  FederationReferenceType extends FederationReferenceTypes['Trip'] = FederationReferenceTypes['Trip'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['Trip']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasStarted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<TripHasStartedArgs>>;
};

export type QueryResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  trip?: Resolver<Maybe<ResolversTypes['Trip']>, ParentType, ContextType, RequireFields<QueryTripArgs, 'id'>>;
};

export type Resolvers<ContextType = ServiceContext> = {
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  Trip?: TripResolvers<ContextType>;
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
  federation__composeDirective?: Federation__ComposeDirectiveDirectiveResolver<any, any, ContextType>;
  federation__interfaceObject?: Federation__InterfaceObjectDirectiveResolver<any, any, ContextType>;
};
