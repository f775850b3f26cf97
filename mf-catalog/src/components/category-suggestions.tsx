import { Link } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import styles from './category-suggestions.module.css';
import { useAppT } from '../i18n';

/**
 * "Browse a category instead": where a search found nothing, the categories that have services, as links
 * to their lists. Nothing while the categories are not in yet.
 */
export function CategorySuggestions({ limit = 8, onChoose }: { limit?: number; onChoose?: () => void }) {
  const { t, lang } = useAppT();
  const { data: categories = [] } = useCategories(lang);
  const shown = categories.filter((c) => Number(c.totalservice) > 0).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('suggest.label')} className={styles.wrap} data-testid="category-suggestions">
      <p className={styles.lead}>{t('suggest.lead')}</p>
      <ul className={styles.list}>
        {shown.map((c) => (
          <li key={c.serviceid}>
            <Link to={`/services/${c.serviceid}`} className={styles.chip} onClick={onChoose}>
              {c.servicename}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
