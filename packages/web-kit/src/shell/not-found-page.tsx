// The page for an address the app does not know (spec 000 §2), shared by both apps: the spec's 404 text and the way
// back, which each app names (home page, dashboard).
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import styles from './not-found-page.module.css';
import { SHELL_TEXTS } from './texts';

export interface ShellLink {
  to: string;
  label: string;
}

export interface NotFoundPageProps {
  /** The app's tab-title component (each app words its tab differently). */
  PageTitle: ComponentType<{ title: string }>;
  /** The main way back. */
  home: ShellLink;
  /** Further ways on, shown quieter. */
  more?: readonly ShellLink[];
}

export function NotFoundPage({ PageTitle, home, more = [] }: NotFoundPageProps) {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <PageTitle title={SHELL_TEXTS.notFoundTitle.defaultMessage} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">{SHELL_TEXTS.notFound.defaultMessage}</h1>
      <p className={styles.actions}>
        <Link className="button button--primary" to={home.to}>
          {home.label}
        </Link>
        {more.map((link) => (
          <Link key={link.to} className="button button--quiet" to={link.to}>
            {link.label}
          </Link>
        ))}
      </p>
    </section>
  );
}
