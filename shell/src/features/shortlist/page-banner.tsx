import styles from './shortlist.module.css';

/** The page's heading band (as the static pages'). */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className={styles.banner}>
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}
