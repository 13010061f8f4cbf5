// The admin privilege catalogue of spec 000 §6 lives in @golightly/admin-rules (the admin app imports it too);
// service-kit's modules take it from here.
export { ADMIN_PRIVILEGES, SUPER_ADMIN_ONLY_URLS, type AdminPrivilege } from '@golightly/admin-rules';
