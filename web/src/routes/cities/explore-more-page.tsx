// /exploreMore and /explore-more (spec 000 §2; issue 15 item 3): the footer's regions and a few big cities, a tile
// each, leading to its city page.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { searchScreenMessages as m } from '../../i18n/areas/search';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../screen';
import { cityPath, EXPLORE_CITIES, EXPLORE_REGIONS, type ExplorePlace } from './explore-places';
import styles from './explore-more-page.module.css';

function Tiles({ id, heading, places }: { id: string; heading: string; places: readonly ExplorePlace[] }) {
  const t = useIntl().formatMessage;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.tiles}>
        {places.map((place) => (
          <li key={place.slug}>
            <Link className={styles.tile} to={cityPath(place.slug)}>
              {t(place.name)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ExploreMorePage({ screen }: ScreenProps) {
  const t = useIntl().formatMessage;
  return (
    <div className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <h1>{t(screen.title)}</h1>
      <p className={styles.lead}>{t(m.exploreLead)}</p>
      <Tiles id="explore-regions" heading={t(m.exploreRegions)} places={EXPLORE_REGIONS} />
      <Tiles id="explore-cities" heading={t(m.exploreCities)} places={EXPLORE_CITIES} />
    </div>
  );
}
