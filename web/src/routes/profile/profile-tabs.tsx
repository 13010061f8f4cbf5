// The tabs over the member's own profile screens (spec 000 §2 dashboard navigation: /user/edit with /user/photo,
// /user/verification, /user/reviews and /user/gosolo-reviews).
import { NavLink } from 'react-router';
import { useIntl } from 'react-intl';
import { profileMessages as p } from '../../i18n/messages';
import styles from './profile.module.css';

const TABS = [
  { to: '/user/edit', label: p.tabEdit },
  { to: '/user/photo', label: p.tabPhoto },
  { to: '/user/verification', label: p.tabVerification },
  { to: '/user/reviews', label: p.tabReviews },
  { to: '/user/gosolo-reviews', label: p.tabGoSoloReviews },
];

export function ProfileTabs() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(p.tabsLabel)}>
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink className={styles.tab} to={tab.to} end>
              {intl.formatMessage(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
