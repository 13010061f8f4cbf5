// Stands in for an admin screen that a later release builds: names it and its area, and says it is coming.
import { Link } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { AREAS, type AdminScreenProps } from '../admin-screen';
import styles from '@golightly/web-kit/placeholder.module.css';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';

export default function PlaceholderPage({ screen }: AdminScreenProps) {
  return (
    <article className={styles.placeholder} aria-labelledby="screen-heading">
      <PageTitle title={screen.title} />
      <p className={styles.area}>{AREAS[screen.area]}</p>
      <h1 id="screen-heading">{screen.title}</h1>
      <p className={styles.badge}>{SHELL_TEXTS.comingLater.defaultMessage}</p>
      <p className={styles.lead}>
        This part of the back office arrives in a later release. Nothing here can be changed yet.
      </p>
      <p>
        <Link className="button button--quiet" to="/">
          Back to the dashboard
        </Link>
      </p>
    </article>
  );
}
