// The site header: the club's name from the site settings, the visitor menu, and a menu button on small screens.
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSiteName } from '../site-settings/use-site-name';
import { BrandMark } from './brand-mark';
import styles from './site-header.module.css';

const MENU = [
  { to: '/', label: 'Home', smallScreensOnly: true },
  { to: '/go-solo', label: 'GoSolo' },
  { to: '/social', label: 'Social' },
  { to: '/about-us', label: 'About us' },
  { to: '/whoCanJoin', label: 'Who can join' },
];

export function SiteHeader() {
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
            {MENU.map((item) => (
              <li key={item.to} className={item.smallScreensOnly ? styles.smallScreensOnly : undefined}>
                <NavLink to={item.to} end className={styles.link} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Link to="/login" className="button button--quiet" onClick={closeMenu}>
              Log in
            </Link>
            <Link to="/become-a-member" className="button button--primary" onClick={closeMenu}>
              Sign up
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
