// The dashboard navigation bar (spec 000 §2): under the header on the pages it links to, for a member who completed
// profile steps 1 to 4 (or counts as complete) and for an admin session with an e-mail; each link keeps the
// hidden-for rules of its role. Hidden on small screens and in print by its stylesheet.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useViewer } from '../gates/gates-provider';
import { dashboardBarLinks, type BarLinkSpec } from '../gates/viewer';
import { headerMessages } from '../i18n/messages';
import styles from './dashboard-bar.module.css';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The bar's own area: the pages its entries lead to (the dashboard, inbox, listings, trips, profile, payouts…). */
export function isDashboardArea(pathname: string, links: BarLinkSpec[]): boolean {
  const path = pathname.toLowerCase();
  return links.some((link) =>
    [link.to, ...(link.alsoCurrentOn ?? [])].some((to) =>
      EXACT_AREAS.has(to) ? path.replace(/\/+$/, '') === to : under(path, areaOf(to).toLowerCase()),
    ),
  );
}

/** /trips/current, /reservation/current: the whole /trips and /reservation areas. */
function areaOf(to: string): string {
  return to.replace(/\/current$/, '');
}

/** /rooms is her listings; /rooms/{listId} is a listing's own page, which is not part of the dashboard. */
const EXACT_AREAS = new Set(['/rooms']);

export function DashboardBar() {
  const intl = useIntl();
  const viewer = useViewer();
  const { pathname } = useLocation();
  const links = dashboardBarLinks(viewer);
  if (links.length === 0 || !isDashboardArea(pathname, links)) return null;
  const path = pathname.toLowerCase();
  return (
    <nav aria-label={intl.formatMessage(headerMessages.barLabel)} className={styles.bar} data-testid="dashboard-bar">
      <ul className={`container ${styles.links}`}>
        {links.map((link) => {
          const current = [link.to, ...(link.alsoCurrentOn ?? [])].some((to) => under(path, to.toLowerCase()));
          return (
            <li key={link.to}>
              <Link to={link.to} className={styles.link} aria-current={current ? 'page' : undefined}>
                {intl.formatMessage(link.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
