// Admin users (/siteadmin/admin-users, a super admin's page; spec 000 §2, §7-8): every admin, super admins first.
import type { AdminScreenProps } from '../admin-screen';
import { AdminUsersList } from './admin-users-list';

export default function AdminUsersPage(props: AdminScreenProps) {
  return <AdminUsersList {...props} scope="all" />;
}
