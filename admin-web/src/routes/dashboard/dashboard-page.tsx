// The admin dashboard: a welcome by site name and one card per area of the back office, taken from the route table.
import { Link } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { useSiteName } from '@golightly/web-kit/use-site-name';
import { SPEC_TEXTS } from '../../texts';
import { AREAS, type AdminArea, type AdminScreenProps } from '../admin-screen';
import styles from './dashboard-page.module.css';

/** Each area's screens, in table order, without the dashboard itself. */
const areaScreens = (screens: AdminScreenProps['screens']) =>
  (Object.keys(AREAS) as AdminArea[])
    .filter((area) => area !== 'overview')
    .map((area) => ({ area, screens: screens.filter((s) => s.area === area && !s.path.includes(':')) }));

export default function DashboardPage({ screens }: AdminScreenProps) {
  const { name, unavailable } = useSiteName();
  return (
    <div className={styles.dashboard}>
      <PageTitle title="Dashboard" />
      <h1>Dashboard</h1>
      <p className={styles.lead}>The back office of {name}: members, listings, bookings and the site's content.</p>
      {unavailable && (
        <p className={styles.notice} role="status">
          {SPEC_TEXTS.somethingWentWrongRefresh}
        </p>
      )}
      <ul className={styles.areas}>
        {areaScreens(screens).map(({ area, screens }) => (
          <li key={area} className={styles.area}>
            <h2>{AREAS[area]}</h2>
            <ul>
              {screens.slice(0, 4).map((s) => (
                <li key={s.path}>
                  <Link to={s.path}>{s.title}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
