// Generated from src/graphql/*.graphql by `npm run codegen` (service-kit resolver-codegen). Do not edit.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MemberReference } from '../../domain/notification';
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

/** Something the club tells a member in the app. */
export type Notification = {
  __typename?: 'Notification';
  /** Notification number. */
  id: Scalars['ID']['output'];
  /** What happened, e.g. comment or connection. */
  kind: Scalars['String']['output'];
  /** Text shown to the member. */
  body: Scalars['String']['output'];
  /** Whether the member has read it. */
  isRead: Scalars['Boolean']['output'];
  /** When it was created, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** The member it is for. */
  recipient: User;
};

/** A member, owned by accounts; here she gains her notifications. */
export type User = {
  __typename?: 'User';
  /** The member's id. */
  id: Scalars['ID']['output'];
  /** Her unread notifications, newest first (only she can read them). */
  unreadNotifications: Array<Notification>;
};

/** Reads of notifications. */
export type Query = {
  __typename?: 'Query';
  /** One of the signed-in member's notifications, or null. */
  notification?: Maybe<Notification>;
  /** Her unread message counts. A visitor gets an UNAUTHENTICATED error. */
  getUnreadCount: UnreadCount;
  /** Her unseen social activity. A visitor gets an UNAUTHENTICATED error. */
  getSocialCount: SocialCount;
  /** Page currentPage (from 1; 1 when omitted) of her notifications, newest first. */
  getAllNotification: NotificationList;
};

/** Reads of notifications. */
export type QueryNotificationArgs = {
  id: Scalars['ID']['input'];
};

/** Reads of notifications. */
export type QueryGetAllNotificationArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
};

/** The signed-in member's unread messages (spec 000 §7 getUnreadCount; the web polls it every 5 s or listens live). */
export type UnreadCount = {
  __typename?: 'UnreadCount';
  /** Unread messages in reservation threads of her listings (she is the host). */
  hostCount: Scalars['Int']['output'];
  /** Unread messages in reservation threads of her stays and inquiries (she is the guest). */
  guestCount: Scalars['Int']['output'];
  /** Everything unread: hostCount + guestCount + privateCount. */
  total: Scalars['Int']['output'];
  /** Unread private messages from other members. */
  privateCount: Scalars['Int']['output'];
};

/** The signed-in member's unseen social activity (spec 000 §7 getSocialCount; polled every 1 s or pushed live). */
export type SocialCount = {
  __typename?: 'SocialCount';
  /** Mentions, comments on her posts, connection requests and event invitations she has not seen yet. */
  socialCount: Scalars['Int']['output'];
};

/** A page of the signed-in member's notifications (spec 000 §7 getAllNotification). */
export type NotificationList = {
  __typename?: 'NotificationList';
  /** 200 found (possibly an empty page); 400 bad page number; 401 not signed in. */
  status: Scalars['Int']['output'];
  /** Why there are no results. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Her notifications on that page, newest first, 10 a page. */
  results?: Maybe<Array<Notification>>;
};

/** The outcome of marking notifications read. */
export type MarkNotificationsReadResult = {
  __typename?: 'MarkNotificationsReadResult';
  /** 200 done; 400 a bad id. */
  status: Scalars['Int']['output'];
  /** Why nothing was marked. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** How many of her notifications changed from unread to read. */
  markedCount: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Marks her notifications read: the ones named, or all of them when ids is omitted. */
  markNotificationsRead: MarkNotificationsReadResult;
  /** Marks all her social activity seen (she opened the social area); answers her socialCount afterwards. */
  markSocialActivitySeen: SocialCount;
};

export type MutationMarkNotificationsReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
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
  Notification: Notification;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Notification: { __typename: 'Notification' } & GraphQLRecursivePick<FederationTypes['Notification'], { id: true }>;
  User: { __typename: 'User' } & GraphQLRecursivePick<FederationTypes['User'], { id: true }>;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  Notification: ResolverTypeWrapper<Omit<Notification, 'recipient'> & { recipient: ResolversTypes['User'] }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  User: ResolverTypeWrapper<MemberReference>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  UnreadCount: ResolverTypeWrapper<UnreadCount>;
  SocialCount: ResolverTypeWrapper<SocialCount>;
  NotificationList: ResolverTypeWrapper<
    Omit<NotificationList, 'results'> & { results?: Maybe<Array<ResolversTypes['Notification']>> }
  >;
  MarkNotificationsReadResult: ResolverTypeWrapper<MarkNotificationsReadResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  Notification:
    | (Omit<Notification, 'recipient'> & { recipient: ResolversParentTypes['User'] })
    | FederationReferenceTypes['Notification'];
  ID: Scalars['ID']['output'];
  User: MemberReference;
  Query: Record<PropertyKey, never>;
  Int: Scalars['Int']['output'];
  UnreadCount: UnreadCount;
  SocialCount: SocialCount;
  NotificationList: Omit<NotificationList, 'results'> & {
    results?: Maybe<Array<ResolversParentTypes['Notification']>>;
  };
  MarkNotificationsReadResult: MarkNotificationsReadResult;
  Mutation: Record<PropertyKey, never>;
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

export type NotificationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification'],
  FederationReferenceType extends FederationReferenceTypes['Notification'] = FederationReferenceTypes['Notification'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['Notification']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
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
  unreadNotifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  notification?: Resolver<
    Maybe<ResolversTypes['Notification']>,
    ParentType,
    ContextType,
    RequireFields<QueryNotificationArgs, 'id'>
  >;
  getUnreadCount?: Resolver<ResolversTypes['UnreadCount'], ParentType, ContextType>;
  getSocialCount?: Resolver<ResolversTypes['SocialCount'], ParentType, ContextType>;
  getAllNotification?: Resolver<
    ResolversTypes['NotificationList'],
    ParentType,
    ContextType,
    Partial<QueryGetAllNotificationArgs>
  >;
};

export type UnreadCountResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['UnreadCount'] = ResolversParentTypes['UnreadCount'],
> = {
  hostCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guestCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  privateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SocialCountResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SocialCount'] = ResolversParentTypes['SocialCount'],
> = {
  socialCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationListResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['NotificationList'] = ResolversParentTypes['NotificationList'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  results?: Resolver<Maybe<Array<ResolversTypes['Notification']>>, ParentType, ContextType>;
};

export type MarkNotificationsReadResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['MarkNotificationsReadResult'] =
    ResolversParentTypes['MarkNotificationsReadResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  markedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  markNotificationsRead?: Resolver<
    ResolversTypes['MarkNotificationsReadResult'],
    ParentType,
    ContextType,
    Partial<MutationMarkNotificationsReadArgs>
  >;
  markSocialActivitySeen?: Resolver<ResolversTypes['SocialCount'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ServiceContext> = {
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  Notification?: NotificationResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  UnreadCount?: UnreadCountResolvers<ContextType>;
  SocialCount?: SocialCountResolvers<ContextType>;
  NotificationList?: NotificationListResolvers<ContextType>;
  MarkNotificationsReadResult?: MarkNotificationsReadResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
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
