// Shown for any path the app does not know (spec 000 §2): says so plainly and offers the way home.
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
        The page you were looking for has moved, or never existed. Check the address, or start again from the home page.
      </p>
      <p className={styles.actions}>
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
        <Link className="button button--quiet" to="/help">
          Get help
        </Link>
      </p>
    </section>
  );
}
