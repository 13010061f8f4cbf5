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

/** A member's post in the social area. */
export type Post = {
  __typename?: 'Post';
  /** Post number, as in /social/{id}. */
  id: Scalars['Int']['output'];
  /** What the member wrote. */
  content: Scalars['String']['output'];
  /** When it was posted, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** The member who wrote it. */
  author: User;
};

/** A member, owned by accounts. */
export type User = {
  __typename?: 'User';
  /** The member's id. */
  id: Scalars['ID']['output'];
};

/** Reads of the social area and site content. */
export type Query = {
  __typename?: 'Query';
  /** A social post visible to signed-in members, or null. */
  post?: Maybe<Post>;
  /** The published CMS pages for the footer: public ones for everyone, private ones too for a signed-in member. */
  getEnabledBlog: Array<CmsPage>;
  /** One published page by its url; null when there is none. A private page asks a visitor to log in (UNAUTHENTICATED). */
  getPageByUrl?: Maybe<CmsPage>;
  /**
   * Settings of one type (spec 000 §7), in the admin form's order; `site_settings` holds siteName, siteTitle, Logo,
   * logoHeight, logoWidth and the social links.
   */
  siteSettings: Array<SiteSetting>;
};

/** Reads of the social area and site content. */
export type QueryPostArgs = {
  id: Scalars['Int']['input'];
};

/** Reads of the social area and site content. */
export type QueryGetPageByUrlArgs = {
  pageUrl: Scalars['String']['input'];
};

/** Reads of the social area and site content. */
export type QuerySiteSettingsArgs = {
  type: Scalars['String']['input'];
};

/** A content page written by the club's admins (spec 000 §3), shown at /page/{pageUrl} and listed in the footer. */
export type CmsPage = {
  __typename?: 'CmsPage';
  /** Page number. */
  id: Scalars['Int']['output'];
  /** The page's heading. */
  pageTitle: Scalars['String']['output'];
  /** The {pageUrl} of /page/{pageUrl}. */
  pageUrl: Scalars['String']['output'];
  /** Title for the browser tab and search engines; the page title when empty. */
  metaTitle?: Maybe<Scalars['String']['output']>;
  /** Summary for search engines. */
  metaDescription?: Maybe<Scalars['String']['output']>;
  /** The footer column it is listed in: company, discover, policies or newfeatures. */
  footerCategory: Scalars['String']['output'];
  /** public (everyone) or private (signed-in members only). */
  access: Scalars['String']['output'];
  /** Whether the page is published. */
  isEnable: Scalars['Boolean']['output'];
  /** The page body, as HTML. */
  content: Scalars['String']['output'];
  /** Position within its footer column, lowest first. */
  sortOrder: Scalars['Int']['output'];
  /** When it was written, ISO 8601. */
  createdAt: Scalars['String']['output'];
};

/** One name/value pair of the site settings (site name, logo, social links). */
export type SiteSetting = {
  __typename?: 'SiteSetting';
  /** Setting name, e.g. siteName. */
  name: Scalars['String']['output'];
  /** Setting value as text. */
  value: Scalars['String']['output'];
};

/** A problem with one field of a form. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The payload field, e.g. zipCode. */
  field: Scalars['String']['output'];
  /** What to show beside it. */
  message: Scalars['String']['output'];
};

/** One setting as an admin saves it. */
export type SiteSettingInput = {
  /** Setting name, e.g. siteName. */
  name: Scalars['String']['input'];
  /** Its new value as text. */
  value: Scalars['String']['input'];
};

/** The outcome of updateSiteSettings. */
export type SiteSettingsResult = {
  __typename?: 'SiteSettingsResult';
  /** success (saved; unchanged values were left as they were) or invalid (nothing was saved: see fieldErrors). */
  status: Scalars['String']['output'];
  /** What to show when it did not succeed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** One problem per refused setting, its name as the field: bad values, unknown names, names given twice. */
  fieldErrors: Array<FieldError>;
  /** Every setting of the type as now stored, in the form's order; null when nothing was saved. */
  settings?: Maybe<Array<SiteSetting>>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Changes settings of one type (/siteadmin/settings/site). Each value is checked (siteName 1 to 100 characters, Logo
   * an https address or a path on this site, logo sizes 1 to 1000 pixels, social links https on their network or
   * empty); if any is refused nothing is saved. Settings not given, and values equal to the stored ones, are left as
   * they are. A change is recorded in the admin log. Effective at the next read: nothing caches settings.
   */
  updateSiteSettings: SiteSettingsResult;
};

export type MutationUpdateSiteSettingsArgs = {
  type: Scalars['String']['input'];
  settings: Array<SiteSettingInput>;
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
  Post: Post;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Post: { __typename: 'Post' } & GraphQLRecursivePick<FederationTypes['Post'], { id: true }>;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  Post: ResolverTypeWrapper<Post>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  User: ResolverTypeWrapper<User>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  CmsPage: ResolverTypeWrapper<CmsPage>;
  SiteSetting: ResolverTypeWrapper<SiteSetting>;
  FieldError: ResolverTypeWrapper<FieldError>;
  SiteSettingInput: SiteSettingInput;
  SiteSettingsResult: ResolverTypeWrapper<SiteSettingsResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  Post: Post | FederationReferenceTypes['Post'];
  Int: Scalars['Int']['output'];
  User: User;
  ID: Scalars['ID']['output'];
  Query: Record<PropertyKey, never>;
  CmsPage: CmsPage;
  SiteSetting: SiteSetting;
  FieldError: FieldError;
  SiteSettingInput: SiteSettingInput;
  SiteSettingsResult: SiteSettingsResult;
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

export type ShareableDirectiveArgs = {};

export type ShareableDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = ShareableDirectiveArgs,
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

export type PostResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post'],
  FederationReferenceType extends FederationReferenceTypes['Post'] = FederationReferenceTypes['Post'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['Post']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  getEnabledBlog?: Resolver<Array<ResolversTypes['CmsPage']>, ParentType, ContextType>;
  getPageByUrl?: Resolver<
    Maybe<ResolversTypes['CmsPage']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetPageByUrlArgs, 'pageUrl'>
  >;
  siteSettings?: Resolver<
    Array<ResolversTypes['SiteSetting']>,
    ParentType,
    ContextType,
    RequireFields<QuerySiteSettingsArgs, 'type'>
  >;
};

export type CmsPageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['CmsPage'] = ResolversParentTypes['CmsPage'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footerCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  access?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isEnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteSettingResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SiteSetting'] = ResolversParentTypes['SiteSetting'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteSettingsResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SiteSettingsResult'] = ResolversParentTypes['SiteSettingsResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<Array<ResolversTypes['SiteSetting']>>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  updateSiteSettings?: Resolver<
    ResolversTypes['SiteSettingsResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSiteSettingsArgs, 'type' | 'settings'>
  >;
};

export type Resolvers<ContextType = ServiceContext> = {
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  Post?: PostResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  CmsPage?: CmsPageResolvers<ContextType>;
  SiteSetting?: SiteSettingResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  SiteSettingsResult?: SiteSettingsResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = ServiceContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  federation__requires?: Federation__RequiresDirectiveResolver<any, any, ContextType>;
  federation__provides?: Federation__ProvidesDirectiveResolver<any, any, ContextType>;
  federation__external?: Federation__ExternalDirectiveResolver<any, any, ContextType>;
  federation__tag?: Federation__TagDirectiveResolver<any, any, ContextType>;
  federation__extends?: Federation__ExtendsDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
  federation__inaccessible?: Federation__InaccessibleDirectiveResolver<any, any, ContextType>;
  federation__override?: Federation__OverrideDirectiveResolver<any, any, ContextType>;
  composeDirective?: ComposeDirectiveDirectiveResolver<any, any, ContextType>;
  federation__interfaceObject?: Federation__InterfaceObjectDirectiveResolver<any, any, ContextType>;
  adminPrivilege?: AdminPrivilegeDirectiveResolver<any, any, ContextType>;
};
