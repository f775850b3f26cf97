import { useRefundPolicyLines } from '@utsav/ui/refund-policy-lines';
import { PrivacyNotice } from '@utsav/ui/privacy-notice';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import * as v from 'valibot';
import { useAddresses } from '@utsav/shared/address-api';
import { errorMessage } from '@utsav/shared/api-client';
import { fromBase64 } from '@utsav/domain/format';
import { useMessagePreferences, useSetWhatsappOptIn } from '@utsav/shared/message-preferences-api';
import { amountDueNow } from '@utsav/domain/pricing';
import { checkoutSchema } from '@utsav/domain/schemas/checkout';
import { useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { FieldError, FormTextField, SchemaForm, SubmitButton, TextField, useSchemaForm } from '@utsav/ui/form';
import { Loading } from '@utsav/ui/page-state';
import styles from '../../app/page.module.css';
import { hasUnavailable, useCartAvailability } from '../../common/api/cart-availability';
import { useDeleteCartItem } from '../../common/api/delete-cart-item';
import { useUpdateCartDate } from '../../common/api/update-cart-date';
import { clearDraft, readDraft, saveDraft } from './hooks/checkout-draft';
import { AddressPicker } from './components/address-picker';
import { OrderSummary } from './components/order-summary';
import { usePlaceOrder } from './hooks/use-place-order';
import own from './checkout-page.module.css';
import { useAppT } from '../../i18n';

/**
 * The checkout form: the order's fields as the API checks them (checkoutSchema), and the WhatsApp consent, an account
 * setting saved on its own before the order is placed: undefined until the person changes it (the saved one shows).
 */
const checkoutFormSchema = v.object({ ...checkoutSchema.entries, whatsappOptIn: v.optional(v.boolean()) });

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
  // A reload keeps what was typed and chosen: the tab's draft for this account, cleared once placed.
  const [draft] = useState(() => readDraft(account));
  // The address is chosen after the address list loads (the draft's, below): it starts unchosen.
  const form = useSchemaForm(checkoutFormSchema, {
    Bookingfor: draft.bookingFor,
    gst_no: draft.gstNo,
    bookingAddressId: '',
    PaymentType: draft.paymentType,
    whatsappOptIn: undefined,
  });
  const { setValue, getValues } = form;
  const errors = form.formState.errors;
  const [bookingFor, gstNo, paymentType, chosenId] = form.watch([
    'Bookingfor',
    'gst_no',
    'PaymentType',
    'bookingAddressId',
  ]);
  // The GST number shows in capitals, without spaces or symbols, as it is typed: its own controller.
  const gst = useController({ control: form.control, name: 'gst_no' });
  // WhatsApp consent: the account's own setting, changed here and saved as the order is placed.
  const prefs = useMessagePreferences();
  const saveOptIn = useSetWhatsappOptIn();
  const whatsapp = useController({ control: form.control, name: 'whatsappOptIn' });
  const savedWhatsapp = prefs.data?.WhatsappOptIn ?? false;
  const placed = useRef(false);
  // The saved address id waits for the address list; one that no longer exists is dropped.
  const pendingAddressId = useRef(draft.addressId);
  const { data: addresses } = useAddresses();
  useEffect(() => {
    if (!addresses || pendingAddressId.current === null) return;
    const saved = addresses.find((a) => a.Id === pendingAddressId.current);
    pendingAddressId.current = null;
    if (saved && getValues('bookingAddressId') === '') setValue('bookingAddressId', saved.Id);
  }, [addresses, getValues, setValue]);
  // The chosen address as the address list has it now (its position and text go with the order).
  const address = (chosenId === '' ? undefined : addresses?.find((a) => a.Id === chosenId)) ?? null;
  const addressId = address?.Id ?? null;
  useEffect(() => {
    if (placed.current || role !== 1) return;
    saveDraft(account, {
      bookingFor: bookingFor ?? '',
      gstNo: gstNo ?? '',
      paymentType: paymentType === 'full' || paymentType === 'advance' ? paymentType : '',
      addressId: addressId ?? pendingAddressId.current,
    });
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
    () =>
      quote && (paymentType === 'full' || paymentType === 'advance')
        ? amountDueNow(quote, paymentType)
        : { advance: 0, dueNow: quote?.TotalAmount ?? 0 },
    [quote, paymentType],
  );

  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const paymentInput = form.register('PaymentType');

  if (role !== 1) return <Navigate to="/" replace />;
  if (routeDate === null) return <Navigate to="/cart" replace />;

  /** Before the fields are checked: nothing while a submit is under way; an unavailable service stops the order. */
  const beforeValidate = () => {
    if (!quote || place.isPending || saveOptIn.isPending) return false;
    if (hasUnavailable(quote.CartList)) {
      notify.warning(t('summary.removeUnavailable'));
      return false;
    }
    return true;
  };

  const onValid = async ({ whatsappOptIn, ...data }: v.InferOutput<typeof checkoutFormSchema>) => {
    if (!quote) return;
    // Saved first, so that the order's own messages already go (or no longer go) to WhatsApp.
    if (whatsappOptIn !== undefined && whatsappOptIn !== savedWhatsapp) {
      try {
        await saveOptIn.mutateAsync(whatsappOptIn);
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
      {place.unreachable ? (
        // No answer to Place Order: the order may exist or not; Retry sends the same key, so it is placed once.
        <div className={own.unreachable} role="alert" data-testid="order-unreachable">
          <p>{t('checkout.unreachable')}</p>
          <SubmitButton type="button" variant="secondary" onClick={place.retry} loading={place.isPending}>
            {t('checkout.retry')}
          </SubmitButton>
        </div>
      ) : null}
      {quote ? (
        <div className={styles.layout}>
          <SchemaForm
            form={form}
            id="checkout-form"
            beforeValidate={beforeValidate}
            onValid={onValid}
            // The address or the payment type missing is said in a toast too; else the first message.
            onInvalid={(refused) =>
              notify.warning(
                refused.bookingAddressId?.message ??
                  refused.PaymentType?.message ??
                  Object.values(refused)
                    .map((x) => x?.message)
                    .find((m): m is string => typeof m === 'string' && m !== '') ??
                  '',
              )
            }
            aria-label={t('checkout.title')}
          >
            <fieldset className={`${styles.card} ${own.fieldset}`}>
              <legend className={own.legend}>
                <span className={styles.step}>1</span> {t('checkout.event')}
              </legend>
              <p className={styles.hint} data-testid="dates-note">
                {t('checkout.datesNote')}
              </p>
              <div className={own.row}>
                <FormTextField
                  form={form}
                  name="Bookingfor"
                  label={t('checkout.bookingFor')}
                  required
                  maxLength={100}
                  filter="alphanumericwithsymblehspace"
                  placeholder={t('checkout.bookingForExample')}
                />
              </div>
              <TextField
                label={t('checkout.gst')}
                name="gst_no"
                maxLength={16}
                autoComplete="off"
                placeholder={t('checkout.gstExample')}
                value={(gst.field.value as string | undefined) ?? ''}
                onValueChange={(x) => gst.field.onChange(x.replace(/[^A-Za-z0-9]/g, '').toUpperCase())}
                onBlur={gst.field.onBlur}
                error={gst.fieldState.error?.message}
              />
              <label className={own.consent}>
                <input
                  type="checkbox"
                  name="whatsappOptIn"
                  data-testid="checkout-whatsapp-opt-in"
                  checked={(whatsapp.field.value as boolean | undefined) ?? savedWhatsapp}
                  disabled={prefs.isPending}
                  onChange={(e) => whatsapp.field.onChange(e.target.checked)}
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
                error={errors.bookingAddressId?.message}
                onChange={(a) => setValue('bookingAddressId', a.Id, { shouldValidate: form.formState.isSubmitted })}
              />
            </fieldset>
            <fieldset className={`${styles.card} ${own.fieldset}`}>
              <legend className={own.legend}>
                <span className={styles.step}>3</span> {t('checkout.paymentType')}
              </legend>
              <div className={own.payments} role="radiogroup" aria-label={t('checkout.paymentType')}>
                <label className={`${own.payment} ${paymentType === 'full' ? own.paymentOn : ''}`}>
                  <input type="radio" {...paymentInput} value="full" />
                  <span>
                    <strong>{t('checkout.full')}</strong>
                    <span className={own.muted}>{t('checkout.fullHint')}</span>
                  </span>
                </label>
                <label className={`${own.payment} ${paymentType === 'advance' ? own.paymentOn : ''}`}>
                  <input type="radio" {...paymentInput} value="advance" />
                  <span>
                    <strong>{t('checkout.advance')}</strong>
                    <span className={own.muted}>{t('checkout.advanceHint')}</span>
                  </span>
                </label>
              </div>
              <FieldError message={errors.PaymentType?.message} />
              <details className={own.muted} data-testid="refund-policy">
                <summary>{t('checkout.policy')}</summary>
                <ul>
                  {policy.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
              <PrivacyNotice context="checkout" />
            </fieldset>
          </SchemaForm>
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
