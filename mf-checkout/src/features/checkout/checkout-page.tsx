import { useRefundPolicyLines } from '@utsav/ui/refund-policy-lines';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useAddresses, type BookingAddress } from '@utsav/shared/address-api';
import { errorMessage } from '@utsav/shared/api-client';
import { fromBase64 } from '@utsav/domain/format';
import { useMessagePreferences, useSetWhatsappOptIn } from '@utsav/shared/message-preferences-api';
import { amountDueNow } from '@utsav/domain/pricing';
import { checkoutSchema } from '@utsav/domain/schemas/checkout';
import { validate } from '@utsav/domain/schemas/validate';
import { useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { TextField, FieldError } from '@utsav/ui/form';
import { focusFirstError } from '@utsav/ui/focus-first-error';
import { Loading } from '@utsav/ui/page-state';
import styles from '../../app/page.module.css';
import { hasUnavailable, useCartAvailability } from '../../common/api/cart-availability';
import { useDeleteCartItem } from '../../common/api/delete-cart-item';
import { useUpdateCartDate } from '../../common/api/update-cart-date';
import { clearDraft, readDraft, saveDraft, type PaymentType } from './hooks/checkout-draft';
import { AddressPicker } from './components/address-picker';
import { OrderSummary } from './components/order-summary';
import { usePlaceOrder } from './hooks/use-place-order';
import own from './checkout-page.module.css';
import { useAppT } from '../../i18n';

type Errors = Partial<Record<'Bookingfor' | 'gst_no' | 'bookingAddressId' | 'PaymentType', string>>;

/** The booking date carried in the route as base64 text; null when it is not a date at all. */
function decodeDate(param: string | undefined): string | null {
  if (!param) return null;
  try {
    const text = fromBase64(param).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * /checkout/{base64 date} (product §2.7, §4, §5): Booking For, GST number, address, payment type and the server's
 * availability and totals. Every service is booked on its own cart date (the route's date is the order's first event
 * date); a date changes only when the customer asks, line by line or all at once, and the new availability shows.
 * Not logged in → /; empty cart or no availability answer → /services/all.
 */
export default function CheckoutPage() {
  const { t } = useAppT();
  const policy = useRefundPolicyLines();
  const role = useSession((s) => s.role);
  const { date: dateParam } = useParams();
  const navigate = useNavigate();
  const routeDate = decodeDate(dateParam);

  const account = useSession((s) => String(s.claims?.sub ?? ''));
  // A reload keeps what was typed and chosen (issue 31): the tab's draft for this account, cleared once placed.
  const [draft] = useState(() => readDraft(account));
  const [address, setAddress] = useState<BookingAddress | null>(null);
  const [bookingFor, setBookingFor] = useState(draft.bookingFor);
  const [gstNo, setGstNo] = useState(draft.gstNo);
  const [paymentType, setPaymentType] = useState<PaymentType>(draft.paymentType);
  const [errors, setErrors] = useState<Errors>({});
  // WhatsApp consent (issue 33.5): the account's own setting, changed here and saved as the order is placed.
  const prefs = useMessagePreferences();
  const saveOptIn = useSetWhatsappOptIn();
  const [whatsapp, setWhatsapp] = useState<boolean | null>(null);
  const savedWhatsapp = prefs.data?.WhatsappOptIn ?? false;
  const placed = useRef(false);
  // The saved address id waits for the address list; one that no longer exists is dropped.
  const pendingAddressId = useRef(draft.addressId);
  const { data: addresses } = useAddresses();
  useEffect(() => {
    if (!addresses || pendingAddressId.current === null) return;
    const saved = addresses.find((a) => a.Id === pendingAddressId.current);
    pendingAddressId.current = null;
    if (saved) setAddress((current) => current ?? saved);
  }, [addresses]);
  const addressId = address?.Id ?? null;
  useEffect(() => {
    if (placed.current || role !== 1) return;
    saveDraft(account, { bookingFor, gstNo, paymentType, addressId: addressId ?? pendingAddressId.current });
  }, [account, role, bookingFor, gstNo, paymentType, addressId]);

  const quoteQuery = useCartAvailability(address?.Id ?? null, role === 1 && routeDate !== null && !placed.current);
  const remove = useDeleteCartItem();
  const move = useUpdateCartDate();
  const place = usePlaceOrder(() => {
    placed.current = true;
    clearDraft(account);
  });
  const quote = quoteQuery.data;

  const leave = !placed.current && (quoteQuery.isError || (quote !== undefined && quote.CartList.length === 0));
  useEffect(() => {
    if (leave) navigate('/services/all', { replace: true });
  }, [leave, navigate]);

  const money = useMemo(
    () => (quote && paymentType ? amountDueNow(quote, paymentType) : { advance: 0, dueNow: quote?.TotalAmount ?? 0 }),
    [quote, paymentType],
  );

  if (role !== 1) return <Navigate to="/" replace />;
  if (routeDate === null) return <Navigate to="/cart" replace />;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (!quote || place.isPending || saveOptIn.isPending) return;
    if (hasUnavailable(quote.CartList)) {
      notify.warning(t('summary.removeUnavailable'));
      return;
    }
    const result = validate(checkoutSchema, {
      Bookingfor: bookingFor,
      gst_no: gstNo,
      bookingAddressId: address?.Id ?? '',
      PaymentType: paymentType,
    });
    setErrors(result.errors);
    if (!result.ok) {
      notify.warning(result.errors.bookingAddressId ?? result.errors.PaymentType ?? result.first);
      focusFirstError(form);
      return;
    }
    const { data } = result;
    // Saved first, so that the order's own messages already go (or no longer go) to WhatsApp.
    if (whatsapp !== null && whatsapp !== savedWhatsapp) {
      try {
        await saveOptIn.mutateAsync(whatsapp);
      } catch (err) {
        notify.error(errorMessage(err, 'Could not save your WhatsApp choice'));
      }
    }
    place.mutate({
      ...data,
      lat: address?.lat ?? null,
      lon: address?.lon ?? null,
      address: address
        ? [address.Address, address.City, address.State, address.zipcode].filter(Boolean).join(', ')
        : '',
      totalBookingAmt: quote.TotalAmount,
      TotalAdvanceBookingAmt: money.advance,
    });
  };

  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('checkout.title')}</h1>
        <Link to="/cart" className={styles.textLink}>
          {t('checkout.back')}
        </Link>
      </div>
      {quote ? (
        <div className={styles.layout}>
          <form id="checkout-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('checkout.title')}>
            <fieldset className={`${styles.card} ${own.fieldset}`}>
              <legend className={own.legend}>
                <span className={styles.step}>1</span> {t('checkout.event')}
              </legend>
              <p className={styles.hint} data-testid="dates-note">
                {t('checkout.datesNote')}
              </p>
              <div className={own.row}>
                <TextField
                  label={t('checkout.bookingFor')}
                  name="Bookingfor"
                  required
                  maxLength={100}
                  filter="alphanumericwithsymblehspace"
                  placeholder={t('checkout.bookingForExample')}
                  value={bookingFor}
                  onValueChange={(v) => {
                    setBookingFor(v);
                    setErrors((x) => ({ ...x, Bookingfor: undefined }));
                  }}
                  error={errors.Bookingfor}
                />
              </div>
              <TextField
                label={t('checkout.gst')}
                name="gst_no"
                maxLength={16}
                autoComplete="off"
                placeholder={t('checkout.gstExample')}
                value={gstNo}
                onValueChange={(v) => {
                  setGstNo(v.replace(/[^A-Za-z0-9]/g, '').toUpperCase());
                  setErrors((x) => ({ ...x, gst_no: undefined }));
                }}
                error={errors.gst_no}
              />
              <label className={own.consent}>
                <input
                  type="checkbox"
                  name="whatsappOptIn"
                  data-testid="checkout-whatsapp-opt-in"
                  checked={whatsapp ?? savedWhatsapp}
                  disabled={prefs.isPending}
                  onChange={(e) => setWhatsapp(e.target.checked)}
                />
                <span>
                  {t('checkout.whatsappConsent')}
                  <span className={own.muted}>{t('checkout.whatsappAlways')}</span>
                </span>
              </label>
            </fieldset>
            <fieldset className={`${styles.card} ${own.fieldset}`}>
              <legend className={own.legend}>
                <span className={styles.step}>2</span> {t('checkout.address')}
              </legend>
              <AddressPicker
                value={address?.Id ?? null}
                error={errors.bookingAddressId}
                onChange={(a) => {
                  setAddress(a);
                  setErrors((x) => ({ ...x, bookingAddressId: undefined }));
                }}
              />
            </fieldset>
            <fieldset className={`${styles.card} ${own.fieldset}`}>
              <legend className={own.legend}>
                <span className={styles.step}>3</span> {t('checkout.paymentType')}
              </legend>
              <div className={own.payments} role="radiogroup" aria-label={t('checkout.paymentType')}>
                <label className={`${own.payment} ${paymentType === 'full' ? own.paymentOn : ''}`}>
                  <input
                    type="radio"
                    name="PaymentType"
                    value="full"
                    checked={paymentType === 'full'}
                    onChange={() => {
                      setPaymentType('full');
                      setErrors((x) => ({ ...x, PaymentType: undefined }));
                    }}
                  />
                  <span>
                    <strong>{t('checkout.full')}</strong>
                    <span className={own.muted}>{t('checkout.fullHint')}</span>
                  </span>
                </label>
                <label className={`${own.payment} ${paymentType === 'advance' ? own.paymentOn : ''}`}>
                  <input
                    type="radio"
                    name="PaymentType"
                    value="advance"
                    checked={paymentType === 'advance'}
                    onChange={() => {
                      setPaymentType('advance');
                      setErrors((x) => ({ ...x, PaymentType: undefined }));
                    }}
                  />
                  <span>
                    <strong>{t('checkout.advance')}</strong>
                    <span className={own.muted}>{t('checkout.advanceHint')}</span>
                  </span>
                </label>
              </div>
              <FieldError message={errors.PaymentType} />
              <details className={own.muted} data-testid="refund-policy">
                <summary>{t('checkout.policy')}</summary>
                <ul>
                  {policy.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
            </fieldset>
          </form>
          <OrderSummary
            quote={quote}
            advance={money.advance}
            dueNow={money.dueNow}
            paymentChosen={paymentType !== ''}
            addressChosen={address !== null}
            refreshing={quoteQuery.isFetching}
            placing={place.isPending}
            onRemove={(item) => remove.mutate(item.CartId)}
            removingId={remove.isPending ? remove.variables : undefined}
            onChangeDate={(item, bookingDate) => move.mutate({ CartId: item.CartId, bookingDate })}
            onMoveAll={(bookingDate) => move.mutate({ bookingDate })}
            changingId={
              move.isPending
                ? move.variables?.CartId === undefined
                  ? 'all'
                  : Number(move.variables.CartId)
                : undefined
            }
          />
        </div>
      ) : (
        <Loading label={t('checkout.checking')} />
      )}
    </section>
  );
}
