import { Link } from 'react-router-dom';
import { bus } from '@utsav/shared/bus';
import { useSession } from '@utsav/shared/session';
import styles from '../lib/panel.module.css';

/** Landing page of the standalone build only (the composed site's / belongs to the catalog). */
export function StandaloneHome() {
  const role = useSession((s) => s.role);
  return (
    <section className={styles.panel} style={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}>
      <h1 className={styles.title}>My Account</h1>
      {role === 1 ? (
        <p><Link className={styles.button} to="/account/profile">Open my account</Link></p>
      ) : (
        <>
          <p className={styles.subtitle}>Sign in as a customer to open your account.</p>
          <p><button type="button" className={styles.button} onClick={() => bus.emit('auth:required', {})}>Sign In</button></p>
        </>
      )}
    </section>
  );
}
