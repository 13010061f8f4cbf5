// Shown for any /siteadmin path the admin app does not know: says so plainly and offers the way to the dashboard.
import { Link } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <PageTitle title="Page not found" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">Page not found</h1>
      <p className={styles.lead}>
        There is no admin screen at this address. Check it, or start again from the dashboard.
      </p>
      <p>
        <Link className="button button--primary" to="/">
          Go to the dashboard
        </Link>
      </p>
    </section>
  );
}
