import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatRupees } from '@utsav/shared/format';
import { commissionSchema, MAX_COMMISSION_PERCENT } from '@utsav/shared/schemas/admin';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { FieldError } from '@utsav/shared/ui/form';
import { NotFound } from '@utsav/shared/ui/not-found';
import { Loading } from '@utsav/shared/ui/page-state';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { useCommission, useModeration, useVendor, type VendorDetail } from '../../api/admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { isNotFound } from '../../components/is-not-found';
import { StateBadge } from '../../components/state-badge';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { VerifiedMark } from '../../components/verified-mark';

type Service = VendorDetail['Services'][number];

/** One vendor: contact, status, the commission rate, and each service with moderation (hide / show). */
export default function VendorDetailPage() {
  const id = Number(useParams().id);
  const vendor = useVendor(Number.isInteger(id) ? id : 0);
  const moderation = useModeration();
  const commission = useCommission();
  const [target, setTarget] = useState<Service | null>(null);
  const [percent, setPercent] = useState('');
  const [percentError, setPercentError] = useState('');
  const [confirmRate, setConfirmRate] = useState<number | null>(null);

  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  if (vendor.isPending) return <Loading label="Loading the vendor…" />;
  if (vendor.isError) return isNotFound(vendor.error) ? <NotFound /> : <p className={page.error} role="alert">{errorMessage(vendor.error, 'Could not load the vendor')}</p>;
  const v = vendor.data;

  function onRate(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = validate(commissionSchema, { percent });
    setPercentError(checked.ok ? '' : checked.first);
    if (checked.ok) setConfirmRate(checked.data.percent);
    else focusFirstError(form);
  }

  return (
    <>
      <Link to="/admin/vendors" className={page.back}>← Vendors</Link>
      <div className={page.head}>
        <div>
          <h1>{v.Name}</h1>
          <p className={page.sub}>{v.ServiceName} · {v.Email}<VerifiedMark verified={v.EmailVerified} what="Email" /> · {v.Phone}<VerifiedMark verified={v.PhoneVerified} what="Mobile" /></p>
        </div>
        <StateBadge state={v.Status} />
      </div>
      <p><Link to={`/admin/vendors/${id}/calendar`} data-testid="vendor-calendar-link">Calendar: blocked dates, capacity and booking rules →</Link></p>
      <section className={page.panel} aria-labelledby="rate">
        <h2 id="rate">Commission</h2>
        <form className={ui.filters} onSubmit={onRate} noValidate>
          <label className={ui.field}>
            <span>Commission (%) for new bookings — now {v.CommissionPercent ?? '—'} %</span>
            <input inputMode="decimal" value={percent} maxLength={5} placeholder={`0 to ${MAX_COMMISSION_PERCENT}`} onChange={(e) => setPercent(e.target.value)} aria-invalid={percentError ? true : undefined} />
          </label>
          <FieldError message={percentError} />
          <button type="submit" className={ui.ghost}>Set commission</button>
        </form>
      </section>
      <section className={page.panel} aria-labelledby="services">
        <h2 id="services">Services</h2>
        {v.Services.length === 0 ? <p className={ui.empty}>This vendor has no services yet.</p> : (
          <div className={ui.tableWrap}>
            <table className={ui.table} aria-label="Services">
              <thead><tr><th>Service</th><th className={ui.num}>Price</th><th>Vendor&apos;s status</th><th>Storefront</th><th>Actions</th></tr></thead>
              <tbody>
                {v.Services.map((s) => (
                  <tr key={s.Id} data-testid="service-row">
                    <td data-label="Service">{s.Title}{s.Hidden && s.HiddenReason ? <div className={ui.muted}>Hidden: {s.HiddenReason}</div> : null}</td>
                    <td data-label="Price" className={ui.num}>{formatRupees(s.PayableAmt)}</td>
                    <td data-label="Vendor's status">{s.VendorStatus === 1 ? 'Active' : 'Inactive'}</td>
                    <td data-label="Storefront">{s.Listed ? <StateBadge state="approved" /> : <span className={ui.badge}>{s.Hidden ? 'Hidden' : 'Not listed'}</span>}</td>
                    <td data-label="Actions">
                      <button type="button" className={s.Hidden ? ui.ghost : ui.danger} onClick={() => setTarget(s)}>{s.Hidden ? 'Show again' : 'Hide'}</button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={target !== null}
        title={target?.Hidden ? 'Show service again' : 'Hide service'}
        confirmLabel={target?.Hidden ? 'Show again' : 'Hide'}
        reason={target?.Hidden ? 'optional' : 'required'}
        onClose={() => setTarget(null)}
        onConfirm={async (reason) => {
          if (!target) return;
          const r = await moderation.mutateAsync({ id: target.Id, hidden: !target.Hidden, reason });
          notify.success(r.message);
        }}
      >
        {target?.Hidden ? <>Show <strong>{target.Title}</strong> on the storefront again (if the vendor keeps it active)?</> : <>Hide <strong>{target?.Title}</strong> from the storefront? It cannot be booked while hidden; existing bookings stay.</>}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmRate !== null}
        title="Set commission"
        confirmLabel="Set commission"
        reason="optional"
        onClose={() => setConfirmRate(null)}
        onConfirm={async (reason) => {
          if (confirmRate === null) return;
          const r = await commission.mutateAsync({ id: v.Id, percent: confirmRate, reason });
          notify.success(r.message);
          setPercent('');
        }}
      >
        Charge <strong>{v.Name}</strong> {confirmRate} % commission on new bookings of all their services? Existing bookings keep their rate.
      </ConfirmDialog>
    </>
  );
}
