// The settings side menu (spec 000 §2) beside the payout, transaction-history and security pages: the entries
// the member's role allows (a co-host has only security; others see security when it is theirs to open).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import { useViewer } from '../gates/gates-provider';
import { SETTINGS_PATHS, settingsMenu } from '../gates/viewer';
import { headerMessages } from '../i18n/messages';
import styles from './settings-side-menu.module.css';

export function isSettingsPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return SETTINGS_PATHS.some((settingsPath) => path === settingsPath.toLowerCase());
}

export function SettingsLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const viewer = useViewer();
  const { pathname } = useLocation();
  const links = settingsMenu(viewer);
  if (!isSettingsPage(pathname) || links.length === 0) return children;
  return (
    <div className={styles.layout}>
      <nav aria-label={intl.formatMessage(headerMessages.settingsLabel)} className={styles.side}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={styles.link}>
                {intl.formatMessage(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
