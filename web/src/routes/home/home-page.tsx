// The home page: welcomes visitors by the club's name from the site settings and points to each part of the club.
import { Link } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { useSiteName } from '@golightly/web-kit/use-site-name';
import styles from './home-page.module.css';

const HIGHLIGHTS = [
  { to: '/s', title: 'Stays', text: 'Homes hosted by members, on a map of the places you want to go.' },
  { to: '/go-solo', title: 'GoSolo', text: 'Group trips for women travelling solo, with a friend or two.' },
  { to: '/social', title: 'Social', text: 'Posts, events and connections with members near and far.' },
  { to: '/hustle', title: 'Hustle', text: 'A job board where members hire and work with each other.' },
];

export default function HomePage() {
  const { name, unavailable } = useSiteName();
  return (
    <div className={styles.home}>
      <PageTitle title={name} />
      <section className={styles.hero} aria-labelledby="home-heading">
        <p className={styles.eyebrow}>A members-only travel club for women</p>
        <h1 id="home-heading">Welcome to {name}</h1>
        <p className={styles.lead}>Stay in members' homes, travel together and meet women who love to go places.</p>
        <p className={styles.actions}>
          <Link to="/become-a-member" className="button button--primary">
            Become a member
          </Link>
          <Link to="/whoCanJoin" className="button button--quiet">
            Who can join
          </Link>
        </p>
        {unavailable && (
          <p className={styles.notice} role="status">
            We could not reach the club's servers just now, so some details may be missing. Please try again shortly.
          </p>
        )}
      </section>
      <section aria-labelledby="highlights-heading">
        <h2 id="highlights-heading" className={styles.sectionHeading}>
          Inside the club
        </h2>
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((item) => (
            <li key={item.to} className={styles.highlight}>
              <h3>
                <Link to={item.to}>{item.title}</Link>
              </h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
