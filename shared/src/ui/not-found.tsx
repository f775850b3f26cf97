import { Link } from 'react-router';
import styles from './not-found.module.css';

/** The 404 'Page Not Found' page with a go-back-home link (SPEC §2.1), used by the shell and every remote. */
export function NotFound({ homeTo = '/' }: { homeTo?: string }) {
  return (
    <section className={styles.wrap} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className={styles.button} to={homeTo}>Go Back Home</Link>
    </section>
  );
}
