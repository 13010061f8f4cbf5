// Sub-admins (/siteadmin/sub-admin, a super admin's page): the admins list narrowed to admins with a role, added,
// changed and deleted as on Admin users (decision 0031).
import type { AdminScreenProps } from '../admin-screen';
import { AdminUsersList } from './admin-users-list';

export default function SubAdminPage(props: AdminScreenProps) {
  return <AdminUsersList {...props} scope="subAdmins" />;
}
