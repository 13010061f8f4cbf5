// The site footer: the links every visitor sees (spec 000 §2), regional guides and the copyright line.
import { Link } from 'react-router';
import { useSiteName } from '../site-settings/use-site-name';
import styles from './site-footer.module.css';

const COLUMNS = [
  {
    heading: 'Company',
    links: [
      { to: '/about-us', label: 'About us' },
      { to: '/contactUs', label: 'Contact us' },
      { to: '/help', label: 'Help' },
      { to: '/safety', label: 'Safety' },
    ],
  },
  {
    heading: 'Discover',
    links: [
      { to: '/travelOftenGolightly', label: 'Travel often' },
      { to: '/travel', label: 'Travel credit' },
      { to: '/concierge', label: 'Concierge' },
      { to: '/member-perks', label: 'Member perks' },
      { to: '/exploreMore', label: 'Explore more' },
    ],
  },
  {
    heading: 'Hosting',
    links: [
      { to: '/howtohost', label: 'How to host' },
      { to: '/become-a-member', label: 'Become a member' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { to: '/termsService', label: 'Terms of service' },
      { to: '/privacy', label: 'Privacy policy' },
    ],
  },
];

const REGIONS = [
  { to: '/cities/texas', label: 'Texas' },
  { to: '/cities/new-england', label: 'New England' },
  { to: '/cities/florida', label: 'Florida' },
  { to: '/cities/uk', label: 'UK' },
  { to: '/cities/california', label: 'California' },
  { to: '/cities/colorado', label: 'Colorado' },
  { to: '/cities/europe', label: 'Europe' },
];

export function SiteFooter() {
  const { name } = useSiteName();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label="Footer" className={styles.columns}>
          {COLUMNS.map((column) => (
            <section key={column.heading} aria-labelledby={`footer-${column.heading}`}>
              <h2 id={`footer-${column.heading}`} className={styles.heading}>
                {column.heading}
              </h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <nav aria-label="Destinations" className={styles.regions}>
          <span className={styles.regionsLabel}>Stays in</span>
          <ul className={styles.regionList}>
            {REGIONS.map((region) => (
              <li key={region.to}>
                <Link to={region.to}>{region.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {name}. A members-only travel club.
        </p>
      </div>
    </footer>
  );
}
