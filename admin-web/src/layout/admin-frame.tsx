// The admin frame: top bar, section navigation (a sidebar on wide screens, behind a button on small ones), main area.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAdminAuth } from '../auth/admin-session';
import { useSiteName } from '@golightly/web-kit/use-site-name';
import { BrandMark } from '@golightly/web-kit/brand-mark';
import styles from './admin-frame.module.css';

const SECTIONS = [
  { to: '/', label: 'Dashboard' },
  { to: '/users', label: 'Users' },
  { to: '/members', label: 'Members' },
  { to: '/listings', label: 'Listings' },
  { to: '/listingapproval', label: 'Listing approval' },
  { to: '/reservations', label: 'Reservations' },
  { to: '/go-solo', label: 'GoSolo' },
  { to: '/go-hustle-job-applications', label: 'Hustle' },
  { to: '/content-management', label: 'Content' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/connection', label: 'Integrations' },
  { to: '/settings/site', label: 'Site settings' },
  { to: '/admin_logs', label: 'Admin logs' },
];

export function AdminFrame({ children }: { children: ReactNode }) {
  const { name } = useSiteName();
  const { session, signOut } = useAdminAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    // After a navigation, keyboard and screen-reader users start at the new screen's content.
    if (previousPath.current !== pathname) main.current?.focus({ preventScroll: true });
    previousPath.current = pathname;
  }, [pathname]);

  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span data-testid="site-name">{name}</span>
          <span className={styles.badge}>Admin</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="admin-sections"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Sections
        </button>
        <div className={styles.topLinks}>
          {/* A plain link: the member site lives outside the admin router's /siteadmin basename. */}
          <a href="/">Member site</a>
          {session.status === 'signedIn' ? (
            <>
              <span className={styles.signedInAs} data-testid="signed-in-admin" title={`Signed in as ${session.email}`}>
                {session.email}
              </span>
              <button type="button" className={styles.signOut} onClick={() => void signOut()}>
                Sign out
              </button>
            </>
          ) : (
            <Link to="/login">Log in</Link>
          )}
        </div>
      </header>
      <div className={styles.body}>
        <nav id="admin-sections" aria-label="Admin sections" className={styles.sidebar} data-open={menuOpen}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end className={styles.sectionLink} onClick={() => setMenuOpen(false)}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
