// @golightly/service-kit: the defaults every service and the gateway share.
export {
  adminAccessError,
  isUrlAllowed,
  normaliseAdminUrl,
  privilegesOf,
  urlMatches,
  type AdminGrant,
} from './admin-access';
export { adminActorFor, adminActorOf, SUPER_ADMIN_PRIVILEGE_NAME, type AdminActor } from './admin-actor';
export {
  ADMIN_PRIVILEGE_DIRECTIVE,
  adminFieldRefusal,
  adminPrivilegeFields,
  enforceAdminPrivileges,
  type AdminFieldRule,
  type AdminFieldTable,
} from './admin-fields';
export { ADMIN_PRIVILEGES, SUPER_ADMIN_ONLY_URLS, type AdminPrivilege } from '@golightly/admin-rules';
export { loadServiceConfig, type ServiceConfig } from './config';
export { defineSubgraph, type BackgroundWorker, type SubgraphDefinition, type SubgraphSpec } from './define-subgraph';
export { periodicWorker, type PeriodicWorkerOptions } from './periodic-worker';
export { maskErrors, publicError, type PublicErrorCode } from './errors';
export {
  gatewayCredential,
  IDENTITY_HEADER,
  InvalidIdentityError,
  signCaller,
  verifyCaller,
  type Caller,
  type Identity,
  type MemberStatus,
  type Standing,
} from './identity';
export { createLogger, type Logger } from './logger';
export {
  memberRefusal,
  NOT_LOGGED_IN_MESSAGE,
  ON_HOLD_MESSAGE,
  requireMember,
  type MemberGuardOptions,
} from './member-guard';
export {
  GUEST_RULE,
  HOST_RULE,
  requireGuest,
  requireHost,
  requireStanding,
  STANDING_MESSAGES,
  standingRefusal,
  type StandingReason,
  type StandingRule,
} from './standing-guards';
export { runService, type RunOptions } from './run';
export { startService, type ServiceDependencies } from './start';
export {
  closeKeepAliveWhileDraining,
  createSubgraphService,
  loadTypeDefs,
  readSubgraphSdl,
  type Resolvers,
  type ServiceContext,
  type SubgraphServiceOptions,
} from './subgraph-service';
export { CURRENCY_HEADER } from './service-context';
export { contextFromHeaders, injectTraceHeaders, inSpan } from './tracing';
export {
  DEFAULT_LIST_SIZE,
  DEFAULT_QUERY_LIMITS,
  limitViolations,
  measureOperation,
  ONE_PER_OPERATION_FIELDS,
  queryLimitsFrom,
  queryLimitsPlugin,
  queryLimitsShape,
  serviceSdlHiddenRule,
  type OperationMeasure,
  type QueryLimits,
} from './query-limits';
