// The home page: welcomes visitors by the club's name from the site settings and points to each part of the club. A
// signed-in member is already in: her page leads with the search bar and the admins' picks (issue 15 item 3, decision
// 0045) instead of "Become a member". Its tab title is the site title an admin sets (siteTitle, decision 0030), or the
// name while there is none.
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { dashboardScreenMessages as m } from '../../i18n/messages';
import { SiteSettingsDocument, useSiteName } from '@golightly/web-kit/use-site-name';
import { SearchBar } from '../search/search-bar';
import { HomePicks } from './home-picks';
import styles from './home-page.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const WELCOME: MessageDescriptor = m.homeWelcome;

const HIGHLIGHTS = [
  { to: '/s', title: m.homeStaysTitle, text: m.homeStaysText },
  { to: '/go-solo', title: m.homeGoSoloTitle, text: m.homeGoSoloText },
  { to: '/social', title: m.homeSocialTitle, text: m.homeSocialText },
  { to: '/hustle', title: m.homeHustleTitle, text: m.homeHustleText },
];

export default function HomePage() {
  const { name, unavailable } = useSiteName();
  // The query useSiteName asks, answered from the same cache.
  const siteTitle = useQuery(SiteSettingsDocument)
    .data?.siteSettings.find((setting) => setting.name === 'siteTitle')
    ?.value.trim();
  const t = useIntl().formatMessage;
  const { account } = useSession();
  return (
    <div className={styles.home}>
      <title>{siteTitle || name}</title>
      {account ? <MemberWelcome /> : <VisitorWelcome name={name} unavailable={unavailable} />}
      <section aria-labelledby="highlights-heading">
        <h2 id="highlights-heading" className={styles.sectionHeading}>
          {t(m.homeInsideTheClub)}
        </h2>
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((item) => (
            <li key={item.to} className={styles.highlight}>
              <h3>
                <Link to={item.to}>{t(item.title)}</Link>
              </h3>
              <p>{t(item.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A signed-in member: where to go next, then the homes the team picked. */
function MemberWelcome() {
  const t = useIntl().formatMessage;
  return (
    <>
      <section className={styles.search} aria-labelledby="home-search-heading">
        <h1 id="home-search-heading">{t(m.homeSearchHeading)}</h1>
        <SearchBar />
      </section>
      <HomePicks />
    </>
  );
}

/** A visitor: the club's welcome and the way in. */
function VisitorWelcome({ name, unavailable }: { name: string; unavailable: boolean }) {
  const t = useIntl().formatMessage;
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <p className={styles.eyebrow}>{t(m.homeEyebrow)}</p>
      <h1 id="home-heading">{t(WELCOME, { name })}</h1>
      <p className={styles.lead}>{t(m.homeLead)}</p>
      <p className={styles.actions}>
        <Link to="/become-a-member" className="button button--primary">
          {t(m.homeBecomeAMember)}
        </Link>
        <Link to="/whoCanJoin" className="button button--quiet">
          {t(m.homeWhoCanJoin)}
        </Link>
      </p>
      {unavailable && (
        <p className={styles.notice} role="status">
          {t(m.homeUnavailable)}
        </p>
      )}
    </section>
  );
}
