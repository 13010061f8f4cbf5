// The site header (spec 000 §2, §6): the club's name, the place search, and the menu of whoever is looking —
// the visitor menu (also for an admin session), or the member's links, host dropdown and avatar dropdown with what
// her role hides. On small screens the menu sits behind a button and the body carries `menu-open` while it is open.
import { useEffect, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuthDialogs } from '../auth/dialogs';
import { useSession } from '../auth/session';
import { useViewer } from '../gates/gates-provider';
import {
  avatarMenu,
  hostMenu,
  memberMenu,
  showsHeaderSearch,
  visitorMenu,
  type NavLinkSpec,
  type Viewer,
} from '../gates/viewer';
import { headerMessages as m } from '../i18n/messages';
import { useCounts } from '../notifications/use-counts';
import { useSiteName } from '@golightly/web-kit/use-site-name';
import { BrandMark } from '@golightly/web-kit/brand-mark';
import { DisclosureMenu } from './disclosure-menu';
import { avatarUrl, FallbackImage } from './fallback-image';
import { HeaderSearch } from './header-search';
import styles from './site-header.module.css';
import { SocialRulesDialog } from './social-rules-dialog';

type MemberViewer = Extract<Viewer, { kind: 'member' }>;

export function SiteHeader() {
  const intl = useIntl();
  const viewer = useViewer();
  const { name } = useSiteName();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  // Any navigation closes the small-screen menu (adjusted while rendering, as React advises for derived state).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    document.body.classList.toggle('menu-open', menuOpen);
    return () => document.body.classList.remove('menu-open');
  }, [menuOpen]);

  return (
    <header
      className={styles.header}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          closeMenu();
          document.getElementById('site-menu-button')?.focus();
        }
      }}
    >
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} onClick={closeMenu}>
          <BrandMark className={styles.mark} />
          <span data-testid="site-name">{name}</span>
        </Link>
        {showsHeaderSearch(pathname) && <HeaderSearch onSearch={closeMenu} />}
        <button
          id="site-menu-button"
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {intl.formatMessage(m.menuButton)}
        </button>
        <nav id="site-menu" aria-label={intl.formatMessage(m.mainNavLabel)} className={styles.nav} data-open={menuOpen}>
          {viewer.kind === 'member' ? (
            <MemberNavigation viewer={viewer} onNavigate={closeMenu} onSocialRules={() => setRulesOpen(true)} />
          ) : (
            <VisitorNavigation onNavigate={closeMenu} />
          )}
        </nav>
      </div>
      {rulesOpen && <SocialRulesDialog onClose={() => setRulesOpen(false)} />}
    </header>
  );
}

function MenuLinks({
  links,
  onNavigate,
  onLinkClick,
}: {
  links: NavLinkSpec[];
  onNavigate: () => void;
  onLinkClick?: (link: NavLinkSpec, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const intl = useIntl();
  const { unread, socialCount } = useCounts();
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to} className={link.smallScreensOnly ? styles.smallScreensOnly : undefined}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            className={styles.link}
            onClick={(event) => {
              onLinkClick?.(link, event);
              onNavigate();
            }}
          >
            {intl.formatMessage(link.label)}
            {link.indicator === 'unread' && unread !== null && unread.total > 0 && (
              <span className={styles.dot} data-testid="unread-dot">
                <span className={styles.visuallyHidden}> ({intl.formatMessage(m.unread)})</span>
              </span>
            )}
            {link.indicator === 'social' && socialCount !== null && socialCount > 0 && (
              <span className={styles.badge} data-testid="social-badge">
                {socialCount > 99 ? '99+' : socialCount}
                <span className={styles.visuallyHidden}> {intl.formatMessage(m.socialNew)}</span>
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function VisitorNavigation({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const { show } = useAuthDialogs();
  return (
    <>
      <MenuLinks links={visitorMenu()} onNavigate={onNavigate} />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            onNavigate();
            show('login');
          }}
        >
          {intl.formatMessage(m.logIn)}
        </button>
        <Link to="/become-a-member" className="button button--primary" onClick={onNavigate}>
          {intl.formatMessage(m.signUp)}
        </Link>
      </div>
    </>
  );
}

function MemberNavigation({
  viewer,
  onNavigate,
  onSocialRules,
}: {
  viewer: MemberViewer;
  onNavigate: () => void;
  onSocialRules: () => void;
}) {
  const intl = useIntl();
  const { logOut } = useSession();
  const { account } = viewer;
  const hostLinks = hostMenu(viewer);
  // Her own picture shows only once her e-mail is confirmed (spec 000 §5 Avatar).
  const picture = account.verification.isEmailConfirmed ? avatarUrl(account.picture) : null;

  const socialRule = (link: NavLinkSpec, event: MouseEvent<HTMLAnchorElement>) => {
    // Spec 000 §4: a member who may enter the social area but has not accepted its rules reads them first.
    if (link.to === '/social' && viewer.socialAccess === 'rules') {
      event.preventDefault();
      onSocialRules();
    }
  };

  return (
    <>
      <MenuLinks links={memberMenu(viewer)} onNavigate={onNavigate} onLinkClick={socialRule} />
      <div className={styles.actions}>
        {hostLinks.length > 0 && (
          <DisclosureMenu
            label={intl.formatMessage(m.host)}
            listLabel={intl.formatMessage(m.hostListLabel)}
            buttonTestId="host-menu"
          >
            {(close) =>
              hostLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={styles.menuItem}
                    onClick={() => {
                      close();
                      onNavigate();
                    }}
                  >
                    {intl.formatMessage(link.label)}
                  </Link>
                </li>
              ))
            }
          </DisclosureMenu>
        )}
        <DisclosureMenu
          listLabel={intl.formatMessage(m.accountListLabel)}
          buttonTestId="signed-in-member"
          label={
            <>
              {picture ? (
                <FallbackImage src={picture} alt="" className={styles.avatarImage} width={36} height={36} />
              ) : (
                <span className={styles.avatar} aria-hidden="true">
                  {account.firstName.slice(0, 1).toUpperCase()}
                </span>
              )}
              {account.firstName}
            </>
          }
        >
          {(close) => (
            <>
              {avatarMenu(viewer).map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={styles.menuItem}
                    onClick={() => {
                      close();
                      onNavigate();
                    }}
                  >
                    {intl.formatMessage(link.label)}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={styles.menuItem}
                  onClick={() => {
                    close();
                    void logOut();
                  }}
                >
                  {intl.formatMessage(m.logOut)}
                </button>
              </li>
            </>
          )}
        </DisclosureMenu>
      </div>
    </>
  );
}
