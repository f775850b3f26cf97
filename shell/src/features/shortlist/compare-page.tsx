/**
 * /compare — two to four services side by side (docs/shortlist.md "Compare"). The services come from the URL
 * (`?ids=3,7`, so a comparison can be shared and reloaded), else from the Compare boxes chosen on this tab; the
 * pincode and date from the form (checked by @utsav/domain's compareWhereSchema, the API's own rule) and kept in
 * the URL too. Every amount is the API's (GET /api/Compare), never computed here.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { setCompareIds, useCompareIds } from '@utsav/shared/compare-selection';
import { COMPARE_MAX, COMPARE_MIN, compareWhereSchema } from '@utsav/domain/schemas/shortlist';
import { FormError, FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { PageBanner } from './page-banner';
import { useShortlistT } from './i18n';
import { CompareTable } from './compare-table';
import { compareOfUrl, compareQuery } from './shortlist-api';
import styles from './shortlist.module.css';

export default function ComparePage() {
  const { t } = useShortlistT();
  const [params, setParams] = useSearchParams();
  const chosen = useCompareIds();
  const asked = compareOfUrl(params);
  const ids = asked.ids ?? [...chosen];
  const where = asked.where;
  const form = useSchemaForm(compareWhereSchema, where);
  const compare = useQuery(compareQuery(ids, where));
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };
  const remove = (productId: number) => {
    const rest = ids.filter((x) => x !== productId);
    setCompareIds(rest);
    update({ ids: rest.join(',') });
  };
  return (
    <>
      <PageBanner title={t('compare.title')} subtitle={t('compare.subtitle')} />
      <div className={styles.page}>
        <div className={styles.card}>
          <SchemaForm
            form={form}
            className={styles.where}
            aria-label={t('compare.whereLabel')}
            onValid={(data) => update({ pincode: data.pincode ?? '', date: data.date ?? '', ids: ids.join(',') })}
          >
            <FormTextField
              form={form}
              name="pincode"
              label={t('compare.pincode')}
              filter="numeric"
              maxLength={6}
              inputMode="numeric"
            />
            <FormTextField form={form} name="date" label={t('compare.date')} type="date" />
            <SubmitButton>{t('compare.apply')}</SubmitButton>
            <FormError form={form} />
          </SchemaForm>
        </div>
        {ids.length < COMPARE_MIN ? (
          <EmptyState title={t('compare.needTwo', { min: COMPARE_MIN, max: COMPARE_MAX })}>
            <Link to="/wishlist">{t('compare.fromShortlist')}</Link> ·{' '}
            <Link to="/services/all">{t('compare.browse')}</Link>
          </EmptyState>
        ) : compare.isError ? (
          <EmptyState title={errorMessage(compare.error, t('compare.failed'))} />
        ) : !compare.data ? (
          <Loading />
        ) : (
          <div className={styles.card}>
            {compare.data.Place ? (
              <p className={styles.muted}>{t('compare.measuredFrom', { place: compare.data.Place.Label })}</p>
            ) : null}
            <CompareTable
              items={compare.data.Items}
              hasPlace={compare.data.Place !== null}
              hasDate={compare.data.Date !== null}
              onRemove={remove}
            />
          </div>
        )}
      </div>
    </>
  );
}
