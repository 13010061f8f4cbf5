// The admin dashboard: what waits for the admins (members, pending applications, ID documents from accounts; listings
// awaiting approval from listings-search, asked only of an admin holding Approved Listings), each count a link to its
// screen when she may open it, then the areas of her menu.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useAdminAccess } from '../../auth/admin-access';
import {
  AdminDashboardCountsDocument,
  ListingsAwaitingCountDocument,
  type AdminDashboardCountsQuery,
} from '../../gen/graphql';
import { menuFor } from '../../layout/admin-menu';
import { PageTitle } from '../../layout/page-title';
import { useSiteName } from '@golightly/web-kit/use-site-name';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import type { AdminScreenProps } from '../admin-screen';
import styles from './dashboard-page.module.css';

type Counts = Omit<AdminDashboardCountsQuery['adminDashboardCounts'], '__typename'>;

/** Each count, the words for it and the screen that works through it. */
const COUNTS: Array<{ key: keyof Counts; label: string; to: string }> = [
  { key: 'members', label: ADMIN_TEXTS.countMembers, to: '/members' },
  { key: 'pendingApplications', label: ADMIN_TEXTS.countPendingApplications, to: '/member-pending' },
  { key: 'idDocumentsWaiting', label: ADMIN_TEXTS.countIdDocumentsWaiting, to: '/id-proof' },
];

/** The approval queue, whose count listings-search answers (Approved Listings opens it). */
const LISTING_APPROVAL = '/listingapproval';

/** How many screens of an area the dashboard names; the side menu has them all. */
const AREA_SHORTLIST = 4;

export default function DashboardPage({ screens }: AdminScreenProps) {
  const { name, unavailable } = useSiteName();
  const access = useAdminAccess();
  const areas = menuFor(screens, access.mayOpen).filter((group) => group.area !== 'overview');
  return (
    <div>
      <PageTitle title={ADMIN_TEXTS.dashboard} />
      <h1>{ADMIN_TEXTS.dashboard}</h1>
      <p className={styles.lead}>{ADMIN_TEXTS.dashboardLead(name)}</p>
      {unavailable && (
        <p className={styles.notice} role="status">
          {SPEC_TEXTS.somethingWentWrongRefresh}
        </p>
      )}
      <WaitingCounts mayOpen={access.mayOpen} />
      <ul className={styles.areas}>
        {areas.map((group) => (
          <li key={group.area} className={styles.area}>
            <h2>{group.heading}</h2>
            <ul>
              {group.entries.slice(0, AREA_SHORTLIST).map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to}>{entry.title}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

function WaitingCounts({ mayOpen }: { mayOpen: (path: string) => boolean }) {
  const { data, error, loading, refetch } = useQuery(AdminDashboardCountsDocument, {
    notifyOnNetworkStatusChange: true,
  });
  const counts = data?.adminDashboardCounts;
  return (
    <section className={styles.counts} aria-labelledby="counts-heading" aria-busy={loading || undefined}>
      <h2 id="counts-heading">{ADMIN_TEXTS.countsHeading}</h2>
      {error && !counts ? (
        <div className={styles.notice} role="alert">
          <p>{ADMIN_TEXTS.countsUnavailable}</p>
          <button type="button" className="button button--quiet" onClick={() => void refetch().catch(() => undefined)}>
            {ADMIN_TEXTS.tryAgain}
          </button>
        </div>
      ) : (
        <dl className={styles.countList}>
          {COUNTS.map(({ key, label, to }) => (
            <Count key={key} label={label} to={to} value={counts?.[key]} mayOpen={mayOpen} />
          ))}
          {mayOpen(LISTING_APPROVAL) && <ListingsAwaiting mayOpen={mayOpen} />}
        </dl>
      )}
    </section>
  );
}

/** Listings awaiting approval, from the approval queue's own count. */
function ListingsAwaiting({ mayOpen }: { mayOpen: (path: string) => boolean }) {
  const { data, error } = useQuery(ListingsAwaitingCountDocument);
  return (
    <Count
      label={ADMIN_TEXTS.countListingsAwaitingApproval}
      to={LISTING_APPROVAL}
      value={error ? null : data?.listingsAwaitingApproval.count}
      mayOpen={mayOpen}
      unavailable={error ? ADMIN_TEXTS.listingsCountUnavailable : undefined}
    />
  );
}

/**
 * One count: "Loading…" until it answers (undefined), the words for a count that is not there (null), or the number,
 * a link to its screen when she may open it.
 */
function Count({
  label,
  to,
  value,
  mayOpen,
  unavailable = ADMIN_TEXTS.notYetAvailable,
}: {
  label: string;
  to: string;
  value: number | null | undefined;
  mayOpen: (path: string) => boolean;
  unavailable?: string;
}) {
  const shown = value === undefined ? ADMIN_TEXTS.loading : value === null ? unavailable : value.toLocaleString('en');
  return (
    <div className={styles.count}>
      <dt>{label}</dt>
      <dd data-pending={value == null || undefined}>
        {value != null && mayOpen(to) ? (
          <Link to={to} aria-label={`${label}: ${shown}`}>
            {shown}
          </Link>
        ) : (
          shown
        )}
      </dd>
    </div>
  );
}
