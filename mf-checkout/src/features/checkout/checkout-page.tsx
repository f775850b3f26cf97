import { REFUND_POLICY_LINES } from '@utsav/shared/refund-policy';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { BookingAddress } from '@utsav/shared/address-api';
import { fromBase64 } from '@utsav/shared/format';
import { amountDueNow } from '@utsav/shared/pricing';
import { checkoutSchema, REMOVE_UNAVAILABLE } from '@utsav/shared/schemas/checkout';
import { validate } from '@utsav/shared/schemas/validate';
import { useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { TextField, FieldError } from '@utsav/shared/ui/form';
import { Loading } from '@utsav/shared/ui/page-state';
import styles from '../../app/page.module.css';
import { hasUnavailable, useCartAvailability } from '../../common/api/cart-availability';
import { useDeleteCartItem } from '../../common/api/delete-cart-item';
import { useUpdateCartDate } from '../../common/api/update-cart-date';
import { AddressPicker } from './components/address-picker';
import { OrderSummary } from './components/order-summary';
import { usePlaceOrder } from './hooks/use-place-order';
import own from './checkout-page.module.css';

type PaymentType = '' | 'full' | 'advance';
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
 * /checkout/{base64 date} (SPEC §2.7, §4, §5): Booking For, GST number, address, payment type and the server's
 * availability and totals. Every service is booked on its own cart date (the route's date is the order's first event
 * date); a date changes only when the customer asks, line by line or all at once, and the new availability shows.
 * Not logged in → /; empty cart or no availability answer → /services/all.
 */
export default function CheckoutPage() {
  const role = useSession((s) => s.role);
  const { date: dateParam } = useParams();
  const navigate = useNavigate();
  const routeDate = decodeDate(dateParam);

  const [address, setAddress] = useState<BookingAddress | null>(null);
  const [bookingFor, setBookingFor] = useState('');
  const [gstNo, setGstNo] = useState('');
  const [paymentType, setPaymentType] = useState<PaymentType>('');
  const [errors, setErrors] = useState<Errors>({});
  const placed = useRef(false);

  const quoteQuery = useCartAvailability(address?.Id ?? null, role === 1 && routeDate !== null && !placed.current);
  const remove = useDeleteCartItem();
  const move = useUpdateCartDate();
  const place = usePlaceOrder(() => (placed.current = true));
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


  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!quote || place.isPending) return;
    if (hasUnavailable(quote.CartList)) {
      notify.warning(REMOVE_UNAVAILABLE);
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
      return;
    }
    const { data } = result;
    place.mutate({
      ...data,
      lat: address?.lat ?? null,
      lon: address?.lon ?? null,
      address: address ? [address.Address, address.City, address.State, address.zipcode].filter(Boolean).join(', ') : '',
      totalBookingAmt: quote.TotalAmount,
      TotalAdvanceBookingAmt: money.advance,
    });
  };

  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>Checkout</h1>
        <Link to="/cart" className={styles.textLink}>← Back to cart</Link>
      </div>
      {quote ? (
        <div className={styles.layout}>
          <form id="checkout-form" onSubmit={onSubmit} noValidate aria-label="Checkout">
            <fieldset className={`${styles.card} ${own.fieldset}`}>
              <legend className={own.legend}><span className={styles.step}>1</span> Event details</legend>
              <p className={styles.hint} data-testid="dates-note">
                Each service is booked on its own date, shown beside it in the order summary. Change a date there.
              </p>
              <div className={own.row}>
                <TextField label="Booking For" name="Bookingfor" required maxLength={100} filter="alphanumericwithsymblehspace"
                  placeholder="e.g. Wedding reception" value={bookingFor}
                  onValueChange={(v) => { setBookingFor(v); setErrors((x) => ({ ...x, Bookingfor: undefined })); }} error={errors.Bookingfor} />
              </div>
              <TextField label="GST number (optional)" name="gst_no" maxLength={16} autoComplete="off" placeholder="e.g. 27AAPFU0939F1ZV"
                value={gstNo} onValueChange={(v) => { setGstNo(v.replace(/[^A-Za-z0-9]/g, '').toUpperCase()); setErrors((x) => ({ ...x, gst_no: undefined })); }}
                error={errors.gst_no} />
            </fieldset>
            <fieldset className={`${styles.card} ${own.fieldset}`}>
              <legend className={own.legend}><span className={styles.step}>2</span> Booking address</legend>
              <AddressPicker value={address?.Id ?? null} error={errors.bookingAddressId}
                onChange={(a) => { setAddress(a); setErrors((x) => ({ ...x, bookingAddressId: undefined })); }} />
            </fieldset>
            <fieldset className={`${styles.card} ${own.fieldset}`}>
              <legend className={own.legend}><span className={styles.step}>3</span> Payment type</legend>
              <div className={own.payments} role="radiogroup" aria-label="Payment type">
                <label className={`${own.payment} ${paymentType === 'full' ? own.paymentOn : ''}`}>
                  <input type="radio" name="PaymentType" value="full" checked={paymentType === 'full'}
                    onChange={() => { setPaymentType('full'); setErrors((x) => ({ ...x, PaymentType: undefined })); }} />
                  <span><strong>Full payment</strong><span className={own.muted}>Pay the whole amount now</span></span>
                </label>
                <label className={`${own.payment} ${paymentType === 'advance' ? own.paymentOn : ''}`}>
                  <input type="radio" name="PaymentType" value="advance" checked={paymentType === 'advance'}
                    onChange={() => { setPaymentType('advance'); setErrors((x) => ({ ...x, PaymentType: undefined })); }} />
                  <span><strong>Advance payment</strong><span className={own.muted}>Pay the booking advance now, the rest later</span></span>
                </label>
              </div>
              <FieldError message={errors.PaymentType} />
              <details className={own.muted} data-testid="refund-policy">
                <summary>Cancellation and refund policy</summary>
                <ul>{REFUND_POLICY_LINES.map((line) => <li key={line}>{line}</li>)}</ul>
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
            changingId={move.isPending ? (move.variables?.CartId === undefined ? 'all' : Number(move.variables.CartId)) : undefined}
          />
        </div>
      ) : (
        <Loading label="Checking availability…" />
      )}
    </section>
  );
}
