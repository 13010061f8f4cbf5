// Stands in for a screen that a later release builds: names the screen and its area, and says it is coming.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { dashboardScreenMessages as m } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';
import type { RouteArea, ScreenProps } from '../screen';
import styles from '@golightly/web-kit/placeholder.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const LEAD: MessageDescriptor = m.placeholderLead;

/** Each area's name and what it is for (the English of ../screen's AREAS), in her language. */
const AREA_TEXTS: Record<RouteArea, { label: MessageDescriptor; summary: MessageDescriptor }> = {
  home: { label: m.areaHomeLabel, summary: m.areaHomeSummary },
  about: { label: m.areaAboutLabel, summary: m.areaAboutSummary },
  membership: { label: m.areaMembershipLabel, summary: m.areaMembershipSummary },
  account: { label: m.areaAccountLabel, summary: m.areaAccountSummary },
  payouts: { label: m.areaPayoutsLabel, summary: m.areaPayoutsSummary },
  community: { label: m.areaCommunityLabel, summary: m.areaCommunitySummary },
  messages: { label: m.areaMessagesLabel, summary: m.areaMessagesSummary },
  stays: { label: m.areaStaysLabel, summary: m.areaStaysSummary },
  hosting: { label: m.areaHostingLabel, summary: m.areaHostingSummary },
  trips: { label: m.areaTripsLabel, summary: m.areaTripsSummary },
  gosolo: { label: m.areaGosoloLabel, summary: m.areaGosoloSummary },
  hustle: { label: m.areaHustleLabel, summary: m.areaHustleSummary },
};

export default function PlaceholderPage({ screen }: ScreenProps) {
  const t = useIntl().formatMessage;
  const area = AREA_TEXTS[screen.area];
  return (
    <article className={`${styles.placeholder} ${styles.centred}`} aria-labelledby="screen-heading">
      <PageTitle title={screen.title} />
      <p className={styles.area}>{t(area.label)}</p>
      <h1 id="screen-heading">{screen.title}</h1>
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
