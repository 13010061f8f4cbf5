// @golightly/admin-rules: the admin privilege catalogue and the exact-URL rule, for the server and the browser alike.
export { ADMIN_PRIVILEGES, EVERY_ADMIN_URLS, SUPER_ADMIN_ONLY_URLS, type AdminPrivilege } from './admin-privileges';
export { isUrlAllowed, normaliseAdminUrl, privilegesOf, urlMatches, type AdminGrant } from './admin-url-rule';
