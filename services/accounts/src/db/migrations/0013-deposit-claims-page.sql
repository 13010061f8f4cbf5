-- Manage Reservations also opens the security deposit claims waiting for an answer (decision 0056), as the catalogue
-- of packages/admin-rules/src/admin-privileges.ts lists it.
update admin_privileges
   set permitted_urls = permitted_urls || array['/siteadmin/reservations/deposit-claims']
 where id = 16 and not ('/siteadmin/reservations/deposit-claims' = any (permitted_urls));
