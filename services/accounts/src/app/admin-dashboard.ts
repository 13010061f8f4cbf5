// Use case: the admin dashboard's counts (/siteadmin, issue 13 item 1): members, applications and ID documents
// waiting for an admin. Listings belong to listings-search; its count joins when listings exist.
import { countDashboard } from '../db/people';
import type { AccountsDeps } from './deps';

export interface DashboardCounts {
  /** Live members (not co-hosts, press users or property managers), standard or on hold. */
  members: number;
  /** Membership applications waiting for review. */
  pendingApplications: number;
  /** ID documents of live members waiting for review. */
  idDocumentsWaiting: number;
  /** Null until listings exist. */
  listingsAwaitingApproval: number | null;
}

export async function adminDashboardCounts({ db }: Pick<AccountsDeps, 'db'>): Promise<DashboardCounts> {
  return { ...(await countDashboard(db)), listingsAwaitingApproval: null };
}
