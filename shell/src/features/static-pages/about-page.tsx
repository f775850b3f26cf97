import { usePagesT } from './i18n';
import { PageBanner } from './page-banner';
import { figuresOf, useMarketplaceFacts } from './marketplace-facts';
import styles from './static-page.module.css';

/** While the counts load, four boxes keep their place (an ellipsis for the figure, no label). */
const PENDING: [string, string][] = ['1', '2', '3', '4'].map((k) => ['…', k]);

export default function AboutPage() {
  const { t, lang } = usePagesT();
  const facts = useMarketplaceFacts();
  return (
    <>
      <PageBanner title={t('about.title')} subtitle={t('about.subtitle')} />
      <div className={styles.page}>
        <section className={styles.card}>
          <h2>{t('about.who')}</h2>
          <p>{t('about.p1')}</p>
          <p>{t('about.p2')}</p>
        </section>
        {/* Counted from the marketplace's data; while loading the boxes keep their place, on failure they stay out. */}
        {facts.isError ? null : (
          <div className={styles.grid} aria-busy={facts.isPending} data-testid="about-figures">
            {(facts.data ? figuresOf(facts.data, t, lang) : PENDING).map(([value, label]) => (
              <div key={label} className={`${styles.card} ${styles.stat}`}>
                <strong>{value}</strong>
                <span>{facts.data ? label : '\u00a0'}</span>
              </div>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
