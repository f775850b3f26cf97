import styles from './static-page.module.css';

export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className={styles.banner}>
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}
