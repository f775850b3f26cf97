/**
 * Decline rates per vendor (docs/decline-reasons.md): of the bookings confirmed in the chosen period, how many
 * each vendor declined and why. The period is checked with the API's schema before it is asked for.
 */
import { TableWrap } from '../../components/table-wrap';
import { useState } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, payloadOf } from '@utsav/shared/api-client';
import { todayIso } from '@utsav/domain/schemas/fields';
import { DECLINE_REASONS, declineRatesQuerySchema, type DeclineReason } from '@utsav/domain/schemas/decline-reason';
import { FieldError, localizeForPage } from '@utsav/ui/form';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';

/** The period's two ends, in the order the inputs show. */
const ENDS = ['from', 'to'] as const;

/** Each reason's column heading in the catalogue. */
const REASON_HEADING: Record<DeclineReason, string> = {
  date_unavailable: 'declineRates.reason_date_unavailable',
  outside_area: 'declineRates.reason_outside_area',
  event_type: 'declineRates.reason_event_type',
  other: 'declineRates.reasonOther',
};

const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function DeclineRatesPanel({ today = todayIso() }: { today?: string }) {
  const { t } = useAppT();
  const [period, setPeriod] = useState({ from: daysBefore(today, 29), to: today });
  const checked = v.safeParse(declineRatesQuerySchema, period);
  const rates = useQuery({
    queryKey: ['admin', 'decline-rates', period],
    queryFn: () =>
      payloadOf(api.GET('/api/admin/vendors/decline-rates', { params: { query: period } }), t('declineRates.failed')),
    enabled: checked.success,
    placeholderData: keepPreviousData,
  });
  const rows = rates.data ?? [];
  return (
    <section className={page.card} aria-labelledby="decline-rates-title" data-testid="decline-rates">
      <h2 id="decline-rates-title">{t('declineRates.title')}</h2>
      <div className={ui.filters}>
        {ENDS.map((key) => (
          <label key={key} className={ui.field}>
            {t(`declineRates.${key}`)}
            <input
              type="date"
              value={period[key]}
              onChange={(e) => setPeriod((p) => ({ ...p, [key]: e.target.value }))}
            />
          </label>
        ))}
      </div>
      <FieldError message={checked.success ? undefined : localizeForPage(checked.issues[0].message)} />
      {rows.length === 0 ? (
        <p>{rates.isPending && checked.success ? t('declineRates.loading') : t('declineRates.none')}</p>
      ) : (
        <TableWrap label={t('declineRates.title')}>
          <table className={ui.table} aria-label={t('declineRates.title')}>
            <thead>
              <tr>
                <th>{t('declineRates.vendor')}</th>
                <th>{t('declineRates.taken')}</th>
                <th>{t('declineRates.declined')}</th>
                <th>{t('declineRates.rate')}</th>
                {DECLINE_REASONS.map((r) => (
                  <th key={r}>{t(REASON_HEADING[r])}</th>
                ))}
                <th>{t('declineRates.reason_unstated')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.VendorId} data-testid="decline-rate-row">
                  <td>{r.Vendor}</td>
                  <td>
                    {r.Taken}
                    {r.PackageParts.Taken > 0 ? (
                      <div className={ui.muted}>{t('declineRates.partsTaken', { count: r.PackageParts.Taken })}</div>
                    ) : null}
                  </td>
                  <td>
                    {r.Declined}
                    {r.PackageParts.Declined > 0 ? (
                      <div className={ui.muted}>
                        {t('declineRates.partsDeclined', { count: r.PackageParts.Declined })}
                      </div>
                    ) : null}
                  </td>
                  <td>{t('declineRates.percent', { n: r.RatePercent.toFixed(1) })}</td>
                  {DECLINE_REASONS.map((k) => (
                    <td key={k}>{r.ByReason[k]}</td>
                  ))}
                  <td>{r.ByReason.unstated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
