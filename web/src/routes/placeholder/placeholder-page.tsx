// Stands in for a screen that a later release builds: names the screen and its area, and says it is coming.
import { Link } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { AREAS, type ScreenProps } from '../screen';
import styles from '@golightly/web-kit/placeholder.module.css';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';

export default function PlaceholderPage({ screen }: ScreenProps) {
  const area = AREAS[screen.area];
  return (
    <article className={`${styles.placeholder} ${styles.centred}`} aria-labelledby="screen-heading">
      <PageTitle title={screen.title} />
      <p className={styles.area}>{area.label}</p>
      <h1 id="screen-heading">{screen.title}</h1>
      <p className={styles.badge}>{SHELL_TEXTS.comingLater.defaultMessage}</p>
      <p className={styles.lead}>This screen arrives in a later release of the club. {area.summary}</p>
      <p>
        <Link className="button button--quiet" to="/">
          Back to the home page
        </Link>
      </p>
    </article>
  );
}
