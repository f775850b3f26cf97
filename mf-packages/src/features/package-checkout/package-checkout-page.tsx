/**
 * /package/checkout (customers only; product §2.9, §3, §5, §8): event info, Booking For, optional GST number, saved
 * addresses as radio choices, 'Event to a different address' opening the shared address form, the package
 * summary and 'Place order' → POST /packageBooking → Status 1 → the order's page /booking/{PK…}?pay=1, which opens
 * the payment (a URL that survives a reload).
 */
import { useState } from 'react';
import { useController, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import * as v from 'valibot';
import { useAddresses } from '@utsav/shared/address-api';
import { errorMessage, isSuccess, messageOf } from '@utsav/shared/api-client';
import { formatDate, formatRupees, twoDigits } from '@utsav/domain/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { packageBookingSchema, packageCheckoutFormSchema } from '@utsav/domain/schemas/package-checkout';
import { notify } from '@utsav/shared/toast';
import { AddressForm } from '@utsav/ui/address-form';
import { FieldError, FormTextField, SchemaForm, SubmitButton, TextField, useSchemaForm } from '@utsav/ui/form';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { PrivacyNotice } from '@utsav/ui/privacy-notice';
import { useAppT } from '../../i18n';
import { packagePath } from '../../lib/package-id';
import type { PackageCartRead } from '../../lib/package-types';
import { usePlacePackageBooking } from './api/package-booking';
import { packageOfCart, usePackageCart } from './api/package-cart';
import styles from './package-checkout-page.module.css';

/** The form: the shared checkout fields and how much to pay now (the booking's own rule). */
const checkoutFormSchema = v.object({
  ...packageCheckoutFormSchema.entries,
  PaymentType: packageBookingSchema.entries.PaymentType,
});
type CheckoutFormData = v.InferOutput<typeof checkoutFormSchema>;

/** The first message of a refused submit, in the schema's order (the toast says it). */
const firstMessage = (errors: FieldErrors) =>
  Object.values(errors).find((error) => error?.message)?.message as string | undefined;

export default function PackageCheckoutPage() {
  const { t } = useAppT();
  const cart = usePackageCart();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      {cart.isPending ? (
        <Loading label={t('checkout.loading')} />
      ) : cart.isError ? (
        <EmptyState title={t('checkout.failed')}>
          <p className={styles.muted}>{errorMessage(cart.error)}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => void cart.refetch()}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : !cart.data ? (
        <EmptyState title={t('checkout.empty')}>
          <p className={styles.muted}>{t('checkout.emptyHint')}</p>
          <Link className={styles.primaryLink} to="/packages/all">
            {t('checkout.browse')}
          </Link>
        </EmptyState>
      ) : (
        <CheckoutForm cart={cart.data} />
      )}
    </section>
  );
}

function CheckoutForm({ cart: stored }: { cart: PackageCartRead }) {
  const { t, lang } = useAppT();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const place = usePlacePackageBooking();
  const form = useSchemaForm(checkoutFormSchema, {
    Bookingfor: '',
    bookingAddressId: '',
    gst_no: '',
    PaymentType: 'full',
  });
  const { field: addressField } = useController({ control: form.control, name: 'bookingAddressId' });
  const { field: gstField, fieldState: gstState } = useController({ control: form.control, name: 'gst_no' });
  const addressId = addressField.value;
  const paymentTypeInput = form.register('PaymentType');
  const errors = form.formState.errors;
  const [differentAddress, setDifferentAddress] = useState(false);

  const list = addresses.data ?? [];
  // The package as it will be ordered for the chosen address: the groups picked for the customer that do not come
  // there are picked again (or left out) by the server, the same way the order does — the summary is what is charged.
  const zipcode = list.find((a) => a.Id === addressId)?.zipcode;
  const forAddress = usePackageCart(zipcode);
  const cart = (zipcode && forAddress.data) || stored;
  const unavailable = cart.ServiceDetailsJson.flatMap((s) => s.ProductDetailsJson.filter((p) => p.avl === 2));
  const productCount = cart.ServiceDetailsJson.reduce((n, s) => n + s.ProductDetailsJson.length, 0);
  // The price of this selection: the sum of the chosen services' package rates (against their own prices) and,
  // for the chosen address, their travel fares there — the total the order charges.
  const travel = cart.TravelTotal ?? 0;
  const saving = Math.max(0, Math.round((cart.ListTotal - (cart.PackageTotal - travel)) * 100) / 100);
  const changeLink = packagePath({ PackageID: cart.PackageID, eventDate: cart.BookingDate, pincode: '' });

  const submit = async (data: CheckoutFormData) => {
    if (unavailable.length) {
      notify.warning(t('checkout.unavailable', { titles: unavailable.map((p) => p.Title).join(', ') }));
      return;
    }
    const address = list.find((a) => a.Id === data.bookingAddressId);
    try {
      const reply = await place.mutateAsync({
        Bookingfor: data.Bookingfor,
        bookingAddressId: data.bookingAddressId,
        gst_no: data.gst_no,
        lat: address?.lat ?? null,
        lon: address?.lon ?? null,
        address: address
          ? [address.Address, address.City, address.State, address.zipcode].filter(Boolean).join(', ')
          : '',
        package: packageOfCart(cart),
        PaymentType: cart.advance_booking_amount ? data.PaymentType : 'full',
      });
      if (isSuccess(reply)) {
        notify.success(messageOf(reply) || t('checkout.booked'));
        navigate(
          reply.Payload?.OrderId
            ? `/booking/${encodeURIComponent(reply.Payload.OrderId)}?pay=1`
            : '/account/booking-package',
        );
      } else {
        notify.warning(messageOf(reply) || t('checkout.bookingFailed'));
      }
    } catch (error) {
      notify.error(errorMessage(error, t('checkout.bookingFailed')));
    }
  };

  return (
    <>
      <SchemaForm
        form={form}
        onValid={submit}
        onInvalid={(refused) => notify.warning(firstMessage(refused) ?? '')}
        className={styles.layout}
      >
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="event-info">
            <h2 id="event-info" className={styles.cardTitle}>
              {t('checkout.eventInfo')}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('common.package')}</dt>
                <dd>{cart.PackageName}</dd>
              </div>
              <div>
                <dt>{t('common.eventDate')}</dt>
                <dd data-testid="checkout-event-date">{formatDate(cart.BookingDate)}</dd>
              </div>
              <div>
                <dt>{t('checkout.services')}</dt>
                <dd>{twoDigits(cart.ServiceDetailsJson.length)}</dd>
              </div>
              <div>
                <dt>{t('checkout.products')}</dt>
                <dd>{twoDigits(productCount)}</dd>
              </div>
            </dl>
            <FormTextField
              form={form}
              name="Bookingfor"
              label={t('checkout.bookingFor')}
              placeholder={t('checkout.bookingForExample')}
              filter="alphanumericwithsymblehspace"
              maxLength={100}
              required
            />
            {/* A GST number is letters and digits, in capitals, as it is typed. */}
            <TextField
              label={t('checkout.gst')}
              filter="alphanumericwithsymble"
              maxLength={16}
              name={gstField.name}
              value={String(gstField.value ?? '')}
              onValueChange={(value) => {
                form.clearErrors('root.server');
                gstField.onChange(value.replace(/[^A-Za-z0-9]/g, '').toUpperCase());
              }}
              onBlur={gstField.onBlur}
              error={gstState.error?.message}
              autoComplete="off"
            />
          </section>

          <section className={styles.card} aria-labelledby="address-title">
            <h2 id="address-title" className={styles.cardTitle}>
              {t('checkout.address')}
            </h2>
            {addresses.isPending ? (
              <Loading label={t('checkout.loadingAddresses')} />
            ) : list.length === 0 ? (
              <p className={styles.muted}>{t('checkout.noAddresses')}</p>
            ) : (
              <div
                role="radiogroup"
                aria-label={t('checkout.savedAddresses')}
                className={styles.addresses}
                aria-invalid={errors.bookingAddressId ? true : undefined}
              >
                {list.map((a) => (
                  <label key={a.Id} className={`${styles.address} ${addressId === a.Id ? styles.addressChosen : ''}`}>
                    <input
                      type="radio"
                      name="bookingAddressId"
                      value={a.Id}
                      checked={addressId === a.Id}
                      onChange={() => addressField.onChange(a.Id)}
                      onBlur={addressField.onBlur}
                    />
                    <span>
                      <strong>{a.Name}</strong> · {a.Mobile}
                      <span className={styles.addressLine}>
                        {[a.Address, a.City, a.State, a.zipcode].filter(Boolean).join(', ')}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            )}
            <FieldError message={errors.bookingAddressId?.message} />
            <label className={styles.toggle}>
              <input
                type="checkbox"
                role="switch"
                checked={differentAddress}
                onChange={(e) => setDifferentAddress(e.target.checked)}
              />
              <span>{t('checkout.different')}</span>
            </label>
          </section>
        </div>

        <aside className={styles.summary} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.cardTitle}>
            {t('checkout.summary')}
          </h2>
          <div className={styles.summaryHead}>
            {cart.Package_image ? (
              <img
                src={imageUrl('packageimage', cart.Package_image)}
                alt=""
                width={96}
                height={54}
                className={styles.thumb}
              />
            ) : null}
            <div>
              <strong>{cart.PackageName}</strong>
              <span className={styles.muted}>{formatDate(cart.BookingDate)}</span>
            </div>
          </div>
          <ul className={styles.services}>
            {cart.ServiceDetailsJson.map((s) => (
              <li key={s.ServiceID}>
                <span className={styles.serviceName}>{s.ServiceName}</span>
                <ul className={styles.products}>
                  {s.ProductDetailsJson.map((p) => (
                    <li key={p.Product_ID} className={styles.productLine}>
                      <span>
                        {p.Title}
                        {p.avl === 2 ? <span className={styles.na}> — {t('common.notAvailable')}</span> : null}
                      </span>
                      <span className={styles.rate} data-testid="package-rate">
                        {formatRupees(p.packageRate)}
                      </span>
                      {p.TravelFare ? (
                        <span className={styles.travelLine} data-testid="package-travel">
                          {t('checkout.travelLine', {
                            km: (p.DistanceInKm ?? 0).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN'),
                            fare: formatRupees(p.TravelFare),
                          })}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <Link to={changeLink} className={styles.change}>
            {t('checkout.change')}
          </Link>
          <dl className={styles.totals}>
            {saving > 0 ? (
              <div>
                <dt>{t('checkout.listPrice')}</dt>
                <dd>
                  <del>{formatRupees(cart.ListTotal)}</del>
                </dd>
              </div>
            ) : null}
            {saving > 0 ? (
              <div className={styles.saving}>
                <dt>{t('checkout.youSave')}</dt>
                <dd>{formatRupees(saving)}</dd>
              </div>
            ) : null}
            {travel > 0 ? (
              <div>
                <dt>{t('checkout.travel', { pincode: cart.Pincode ?? '' })}</dt>
                <dd data-testid="package-travel-total">{formatRupees(travel)}</dd>
              </div>
            ) : null}
            <div className={styles.grand}>
              <dt>{t('checkout.total')}</dt>
              <dd data-testid="package-total">{formatRupees(cart.PackageTotal)}</dd>
            </div>
            {cart.advance_booking_amount ? (
              <div>
                <dt>{t('checkout.advancePayable')}</dt>
                <dd>{formatRupees(cart.advance_booking_amount)}</dd>
              </div>
            ) : null}
          </dl>
          {cart.advance_booking_amount ? (
            <fieldset className={styles.payType}>
              <legend>{t('checkout.payNow')}</legend>
              <label>
                <input type="radio" value="full" {...paymentTypeInput} />{' '}
                {t('checkout.full', { amount: formatRupees(cart.PackageTotal) })}
              </label>
              <label>
                <input type="radio" value="advance" {...paymentTypeInput} />{' '}
                {t('checkout.advance', { amount: formatRupees(cart.advance_booking_amount) })}
              </label>
            </fieldset>
          ) : null}
          <PrivacyNotice context="checkout" />
          <SubmitButton block loading={form.formState.isSubmitting}>
            {t('checkout.place')}
          </SubmitButton>
        </aside>
      </SchemaForm>

      <AddressForm
        open={differentAddress}
        onClose={() => setDifferentAddress(false)}
        onSaved={(id) => {
          setDifferentAddress(false);
          if (id) {
            form.setValue('bookingAddressId', id);
            form.clearErrors('bookingAddressId');
          }
        }}
      />
    </>
  );
}
