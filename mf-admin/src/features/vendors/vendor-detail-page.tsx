import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatRupees } from '@utsav/domain/format';
import { commissionSchema, MAX_COMMISSION_PERCENT } from '@utsav/domain/schemas/admin';
import { notify } from '@utsav/shared/toast';
import { FieldError, SchemaForm, useSchemaForm } from '@utsav/ui/form';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { useCommission, useModeration, useVendor, type VendorDetail } from '../../api/admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { isNotFound } from '../../components/is-not-found';
import { StateBadge } from '../../components/state-badge';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { VerifiedMark } from '../../components/verified-mark';
import { HomeCuration } from './home-curation';
import { useAppT } from '../../i18n';

type Service = VendorDetail['Services'][number];

/** One vendor: contact, status, the commission rate, and each service with moderation (hide / show). */
export default function VendorDetailPage() {
  const { t } = useAppT();
  const id = Number(useParams().id);
  const vendor = useVendor(Number.isInteger(id) ? id : 0);
  const moderation = useModeration();
  const commission = useCommission();
  const [target, setTarget] = useState<Service | null>(null);
  const rate = useSchemaForm(commissionSchema, { percent: '' });
  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const percentInput = rate.register('percent');
  const percentError = rate.formState.errors.percent?.message;
  /** The rate the schema accepted, asked about in the confirm dialog before it is set. */
  const [confirmRate, setConfirmRate] = useState<number | null>(null);

  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  if (vendor.isPending) return <Loading label={t('vendor.loading')} />;
  if (vendor.isError)
    return isNotFound(vendor.error) ? (
      <NotFound />
    ) : (
      <p className={page.error} role="alert">
        {errorMessage(vendor.error, t('vendor.loadFailed'))}
      </p>
    );
  const v = vendor.data;

  return (
    <>
      <Link to="/admin/vendors" className={page.back}>
        ← {t('nav.vendors')}
      </Link>
      <div className={page.head}>
        <div>
          <h1>{v.Name}</h1>
          <p className={page.sub}>
            {v.ServiceName} · {v.Email}
            <VerifiedMark verified={v.EmailVerified} channel="Email" /> · {v.Phone}
            <VerifiedMark verified={v.PhoneVerified} channel="Mobile" />
          </p>
        </div>
        <StateBadge state={v.Status} />
      </div>
      <p>
        <Link to={`/admin/vendors/${id}/calendar`} data-testid="vendor-calendar-link">
          {t('vendor.calendarLink')}
        </Link>
      </p>
      <section className={page.panel} aria-labelledby="rate">
        <h2 id="rate">{t('col.commission')}</h2>
        <SchemaForm form={rate} onValid={(data) => setConfirmRate(data.percent)} className={ui.filters}>
          <label className={ui.field}>
            <span>{t('vendor.commissionNow', { percent: v.CommissionPercent ?? '—' })}</span>
            <input
              {...percentInput}
              inputMode="decimal"
              maxLength={5}
              placeholder={t('common.upTo', { max: MAX_COMMISSION_PERCENT })}
              aria-invalid={percentError ? true : undefined}
            />
          </label>
          <FieldError message={percentError} />
          <button type="submit" className={ui.ghost}>
            {t('vendor.setCommission')}
          </button>
        </SchemaForm>
      </section>
      <section className={page.panel} aria-labelledby="services">
        <h2 id="services">{t('col.services')}</h2>
        {v.Services.length === 0 ? (
          <p className={ui.empty}>{t('vendor.noServices')}</p>
        ) : (
          <TableWrap label={t('col.services')}>
            <table className={ui.table} aria-label={t('col.services')}>
              <thead>
                <tr>
                  <th>{t('col.service')}</th>
                  <th className={ui.num}>{t('vendor.price')}</th>
                  <th>{t('vendor.vendorStatus')}</th>
                  <th>{t('vendor.storefront')}</th>
                  <th>{t('col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {v.Services.map((s) => (
                  <tr key={s.Id} data-testid="service-row">
                    <td data-label={t('col.service')}>
                      {s.Title}
                      {s.EventTypes.length > 0 ? (
                        <div className={ui.muted} data-testid="service-event-types">
                          {t('vendor.suits', { types: s.EventTypes.map((x) => t(`eventType.${x}`)).join(', ') })}
                        </div>
                      ) : null}
                      {s.Hidden && s.HiddenReason ? (
                        <div className={ui.muted}>{t('vendor.hiddenBecause', { reason: s.HiddenReason })}</div>
                      ) : null}
                    </td>
                    <td data-label={t('vendor.price')} className={ui.num}>
                      {formatRupees(s.PayableAmt)}
                    </td>
                    <td data-label={t('vendor.vendorStatus')}>
                      {s.VendorStatus === 1 ? t('state.active') : t('state.inactive')}
                    </td>
                    <td data-label={t('vendor.storefront')}>
                      {s.Listed ? (
                        <StateBadge state="approved" />
                      ) : (
                        <span className={ui.badge}>{s.Hidden ? t('common.hidden') : t('vendor.notListed')}</span>
                      )}
                    </td>
                    <td data-label={t('col.actions')}>
                      <button type="button" className={s.Hidden ? ui.ghost : ui.danger} onClick={() => setTarget(s)}>
                        {s.Hidden ? t('vendor.showAgain') : t('vendor.hide')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
      <HomeCuration vendorId={v.Id} services={v.Services} />
      <ConfirmDialog
        open={target !== null}
        title={target?.Hidden ? t('vendor.showTitle') : t('vendor.hideTitle')}
        confirmLabel={target?.Hidden ? t('vendor.showAgain') : t('vendor.hide')}
        reason={target?.Hidden ? 'optional' : 'required'}
        onClose={() => setTarget(null)}
        onConfirm={async (reason) => {
          if (!target) return;
          const r = await moderation.mutateAsync({ id: target.Id, hidden: !target.Hidden, reason });
          notify.success(r.message);
        }}
      >
        {target?.Hidden ? (
          <>
            {t('vendor.showBefore')} <strong>{target.Title}</strong> {t('vendor.showAfter')}
          </>
        ) : (
          <>
            {t('vendor.hideBefore')} <strong>{target?.Title}</strong> {t('vendor.hideAfter')}
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmRate !== null}
        title={t('vendor.setCommission')}
        confirmLabel={t('vendor.setCommission')}
        reason="optional"
        onClose={() => setConfirmRate(null)}
        onConfirm={async (reason) => {
          if (confirmRate === null) return;
          const r = await commission.mutateAsync({ id: v.Id, percent: confirmRate, reason });
          notify.success(r.message);
          rate.reset({ percent: '' });
        }}
      >
        {t('vendor.chargeBefore')} <strong>{v.Name}</strong> {t('vendor.chargeAfter', { percent: confirmRate })}
      </ConfirmDialog>
    </>
  );
}
