// The tabs over the member's own profile screens (spec 000 §2 dashboard navigation: /user/edit with /user/photo,
// /user/verification, /user/reviews and /user/gosolo-reviews).
import { NavLink } from 'react-router';
import styles from './profile.module.css';

const TABS = [
  { to: '/user/edit', label: 'Edit profile' },
  { to: '/user/photo', label: 'Photo' },
  { to: '/user/verification', label: 'Trust and verification' },
  { to: '/user/reviews', label: 'Reviews' },
  { to: '/user/gosolo-reviews', label: 'GoSolo reviews' },
];

export function ProfileTabs() {
  return (
    <nav aria-label="Your profile">
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink className={styles.tab} to={tab.to} end>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
