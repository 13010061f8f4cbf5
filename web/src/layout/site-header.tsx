// The site header: the club's name from the site settings, the visitor or member menu (spec 000 §2), and a menu
// button on small screens. "Log in" opens the login dialog; a signed-in member sees her first name and Log out.
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuthDialogs } from '../auth/dialogs';
import { useSession } from '../auth/session';
import { useSiteName } from '../site-settings/use-site-name';
import { BrandMark } from './brand-mark';
import styles from './site-header.module.css';

const VISITOR_MENU = [
  { to: '/', label: 'Home', smallScreensOnly: true },
  { to: '/go-solo', label: 'GoSolo' },
  { to: '/social', label: 'Social' },
  { to: '/about-us', label: 'About us' },
  { to: '/whoCanJoin', label: 'Who can join' },
];

const MEMBER_MENU = [
  { to: '/', label: 'Home', smallScreensOnly: true },
  { to: '/go-solo', label: 'GoSolo' },
  { to: '/social', label: 'Social' },
  { to: '/show/users', label: 'Members' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/inbox', label: 'Inbox' },
];

export function SiteHeader() {
  const { account, logOut } = useSession();
  const { show } = useAuthDialogs();
  const { name } = useSiteName();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} onClick={closeMenu}>
          <BrandMark className={styles.mark} />
          <span data-testid="site-name">{name}</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          Menu
        </button>
        <nav id="site-menu" aria-label="Main" className={styles.nav} data-open={menuOpen}>
          <ul className={styles.links}>
            {(account ? MEMBER_MENU : VISITOR_MENU).map((item) => (
              <li key={item.to} className={item.smallScreensOnly ? styles.smallScreensOnly : undefined}>
                <NavLink to={item.to} end className={styles.link} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {account ? (
              <>
                <Link
                  to={`/users/show/${account.profileId}`}
                  className={styles.member}
                  onClick={closeMenu}
                  data-testid="signed-in-member"
                >
                  <span className={styles.avatar} aria-hidden="true">
                    {account.firstName.slice(0, 1).toUpperCase()}
                  </span>
                  {account.firstName}
                </Link>
                <button type="button" className="button button--quiet" onClick={() => void logOut()}>
                  Log out
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    closeMenu();
                    show('login');
                  }}
                >
                  Log in
                </button>
                <Link to="/become-a-member" className="button button--primary" onClick={closeMenu}>
                  Sign up
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
