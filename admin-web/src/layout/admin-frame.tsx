// The admin frame: top bar (site name, her e-mail, Sign out), the side menu of the screens her privileges open grouped
// by area (a sidebar from 1024px, behind the Sections button below; Escape closes it), and the main area.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAdminAccess } from '../auth/admin-access';
import { useAdminAuth } from '../auth/admin-session';
import { useSiteName } from '@golightly/web-kit/use-site-name';
import { BrandMark } from '@golightly/web-kit/brand-mark';
import type { AdminScreenRoute } from '../routes/admin-screen';
import { ADMIN_TEXTS } from '../texts';
import { menuFor } from './admin-menu';
import styles from './admin-frame.module.css';

export function AdminFrame({ screens, children }: { screens: readonly AdminScreenRoute[]; children: ReactNode }) {
  const { name } = useSiteName();
  const { session, signOut } = useAdminAuth();
  const access = useAdminAccess();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    // After a navigation, keyboard and screen-reader users start at the new screen's content.
    if (previousPath.current !== pathname) main.current?.focus({ preventScroll: true });
    previousPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the menu wherever focus is, and gives focus back to the button that opened it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const groups = access.status === 'ready' ? menuFor(screens, access.mayOpen) : [];

  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        {ADMIN_TEXTS.skipToContent}
      </a>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span data-testid="site-name">{name}</span>
          <span className={styles.badge}>Admin</span>
        </Link>
        {session.status === 'signedIn' && (
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="admin-sections"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {ADMIN_TEXTS.sections}
          </button>
        )}
        <div className={styles.topLinks}>
          {/* A plain link: the member site lives outside the admin router's /siteadmin basename. */}
          <a href="/">{ADMIN_TEXTS.memberSite}</a>
          {session.status === 'signedIn' ? (
            <>
              <span
                className={styles.signedInAs}
                data-testid="signed-in-admin"
                title={ADMIN_TEXTS.signedInAs(session.email)}
              >
                {session.email}
              </span>
              <Link to="/change/admin">{ADMIN_TEXTS.yourDetails}</Link>
              <button type="button" className={styles.signOut} onClick={() => void signOut()}>
                {ADMIN_TEXTS.signOut}
              </button>
            </>
          ) : (
            <Link to="/login">{ADMIN_TEXTS.logIn}</Link>
          )}
        </div>
      </header>
      <div className={styles.body}>
        {session.status === 'signedIn' && (
          <nav
            id="admin-sections"
            aria-label={ADMIN_TEXTS.sectionsLabel}
            className={styles.sidebar}
            data-open={menuOpen}
          >
            {access.status === 'ready' && groups.length === 0 && (
              <p className={styles.menuNote}>{ADMIN_TEXTS.noMenuEntries}</p>
            )}
            {groups.map((group) => (
              <section key={group.area} className={styles.group} aria-labelledby={`menu-${group.area}`}>
                <h2 id={`menu-${group.area}`} className={styles.groupHeading}>
                  {group.heading}
                </h2>
                <ul>
                  {group.entries.map((entry) => (
                    <li key={entry.to}>
                      <NavLink to={entry.to} end className={styles.sectionLink} onClick={() => setMenuOpen(false)}>
                        {entry.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
