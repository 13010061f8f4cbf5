// Stands in for a screen that a later release builds: names the screen and its area, and says it is coming.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { dashboardScreenMessages as m } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';
import { AREAS, type ScreenProps } from '../screen';
import styles from '@golightly/web-kit/placeholder.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const LEAD: MessageDescriptor = m.placeholderLead;

export default function PlaceholderPage({ screen }: ScreenProps) {
  const t = useIntl().formatMessage;
  const area = AREAS[screen.area];
  return (
    <article className={`${styles.placeholder} ${styles.centred}`} aria-labelledby="screen-heading">
      <PageTitle title={t(screen.title)} />
      <p className={styles.area}>{t(area.label)}</p>
      <h1 id="screen-heading">{t(screen.title)}</h1>
      <p className={styles.badge}>{t(m.placeholderComingLater)}</p>
      <p className={styles.lead}>{t(LEAD, { summary: t(area.summary) })}</p>
      <p>
        <Link className="button button--quiet" to="/">
          {t(m.placeholderBackHome)}
        </Link>
      </p>
    </article>
  );
}
