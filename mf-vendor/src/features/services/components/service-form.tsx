import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { lookupPincode } from '@utsav/shared/geo-api';
import { lettersOnlyCity, PINCODE_NOT_FOUND } from '@utsav/domain/pincode-place';
import { notify } from '@utsav/shared/toast';
import { FieldError, formStyles, SubmitButton, TextField } from '@utsav/ui/form';
import { focusFirstError } from '@utsav/ui/focus-first-error';
import page from '../../../app/page.module.css';
import { ImagePicker } from './image-picker';
import { PricePreview } from './price-preview';
import { checkServiceForm, type ServiceFormErrors } from './service-form-rules';
import { pricePreview, type ProductJson, type ServiceFormValues } from './service-form-state';
import { TextArea } from './text-area';
import { useGstin } from '../../../api/tax-details-api';
import styles from './service-form.module.css';
import { useAppT } from '../../../i18n';

export interface ServiceFormProps {
  mode: 'add' | 'edit';
  initial: ServiceFormValues;
  saving: boolean;
  onSave: (productJson: ProductJson, images: File[]) => void;
}

/** The vendor service form of product §3/§5: every field and limit, live calculations, pincode lookup, images (add only: editing uploads through ServiceImages), status (edit only). */
export function ServiceForm({ mode, initial, saving, onSave }: ServiceFormProps) {
  const { t } = useAppT();
  const [values, setValues] = useState<ServiceFormValues>(initial);
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [looking, setLooking] = useState(false);
  const categories = useCategories();
  const set =
    <K extends keyof ServiceFormValues>(key: K) =>
    (value: ServiceFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  // Issue 31.7: only a vendor registered under GST may charge it. Without a GSTIN the rate is 0 % (the API stores
  // 0 % whatever is sent); the form says so and prices the preview without GST.
  const gstin = useGstin();
  const unregistered = gstin.isSuccess && gstin.data === '';
  const priced = unregistered ? { ...values, gst: '0' } : values;
  const preview = pricePreview(priced);

  async function onPinBlur() {
    if (!/^\d{6}$/.test(values.pin)) return;
    setLooking(true);
    const info = await lookupPincode(values.pin);
    setLooking(false);
    if (!info) {
      setErrors((e) => ({ ...e, pin: PINCODE_NOT_FOUND }));
      return;
    }
    setErrors((e) => ({ ...e, pin: undefined, city: undefined, state: undefined }));
    // Issue 32.2: city and state are the pin code's (the API stores them so, and refuses a state of another pin code).
    setValues((v) => ({
      ...v,
      city: lettersOnlyCity(info.city) || v.city,
      state: info.state || v.state,
      country: info.country || 'India',
      lat: String(info.lat ?? ''),
      lon: String(info.lon ?? ''),
    }));
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const check = checkServiceForm(priced, images, mode);
    setErrors(check.errors);
    if (!check.ok) {
      notify.warning(Object.values(check.errors)[0] ?? t('form.check'));
      return focusFirstError(form);
    }
    onSave(check.productJson, images);
  }

  const select = (key: keyof ServiceFormValues, label: string, options: Array<[string, string]>, id: string) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        aria-invalid={errors[key] ? true : undefined}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError message={errors[key]} />
    </div>
  );
  // The selects are built here, not in the JSX (the i18n lint reads their ids as texts).
  const typeSelect = select(
    'serviceId',
    t('form.serviceType'),
    [
      ['', categories.isPending ? t('common.loadingServices') : t('common.selectServiceType')],
      ...(categories.data ?? []).map((c): [string, string] => [String(c.serviceid), c.servicename]),
    ],
    'svc-type',
  );
  const gstModeSelect = select(
    'gst_include_exclude',
    t('form.gstMode'),
    [
      ['0', t('form.gstExclude')],
      ['1', t('form.gstInclude')],
    ],
    'svc-gst-mode',
  );
  const amountSelect = select(
    'amount_hide_show',
    t('form.amountMode'),
    [
      ['0', t('form.showPrice')],
      ['1', t('form.hidePrice')],
    ],
    'svc-amount',
  );
  const statusSelect =
    mode === 'edit'
      ? select(
          'Status',
          t('col.status'),
          [
            ['1', t('serviceStatus.Active')],
            ['2', t('serviceStatus.Inactive')],
          ],
          'svc-status',
        )
      : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={mode === 'add' ? t('form.addLabel') : t('form.editLabel')}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={page.card}>
            <h2 className={page.cardTitle}>{t('form.details')}</h2>
            <div className={styles.grid2}>
              {typeSelect}
              <TextField
                label={t('form.name')}
                name="name"
                filter="alphanumericwithsymblehspace"
                maxLength={100}
                value={values.name}
                onValueChange={set('name')}
                error={errors.name}
              />
              <TextField
                label={t('form.operator')}
                name="operatorName"
                filter="alphanumericwithsymblehspace"
                maxLength={100}
                value={values.operatorName}
                onValueChange={set('operatorName')}
                error={errors.operatorName}
              />
              <TextField
                label={t('form.mobile')}
                name="mobile"
                filter="numeric"
                inputMode="numeric"
                maxLength={10}
                value={values.mobile}
                onValueChange={set('mobile')}
                error={errors.mobile}
              />
              <TextField
                label={t('form.email')}
                name="email"
                type="email"
                filter="alphanumericwithsymble"
                maxLength={70}
                value={values.email}
                onValueChange={set('email')}
                error={errors.email}
              />
              <TextField
                label={t('form.travel')}
                name="travelcharge"
                filter="amount"
                inputMode="decimal"
                maxLength={12}
                value={values.travelcharge}
                onValueChange={set('travelcharge')}
                error={errors.travelcharge}
              />
              <TextField
                label={t('form.radius')}
                name="serviceRadiusKm"
                filter="numeric"
                inputMode="numeric"
                maxLength={4}
                value={values.serviceRadiusKm}
                onValueChange={set('serviceRadiusKm')}
                error={errors.serviceRadiusKm}
              />
            </div>
            <TextArea
              label={t('form.shortDes')}
              name="shortDes"
              maxLength={10000}
              value={values.shortDes}
              onValueChange={set('shortDes')}
              error={errors.shortDes}
              rows={3}
            />
            <TextArea
              label={t('form.longDes')}
              name="longDes"
              maxLength={10000}
              value={values.longDes}
              onValueChange={set('longDes')}
              error={errors.longDes}
              rows={6}
            />
          </section>

          <section className={page.card}>
            <h2 className={page.cardTitle}>{t('form.pricing')}</h2>
            <div className={styles.grid3}>
              <TextField
                label={t('form.mrp')}
                name="bookingAmt"
                filter="amount"
                inputMode="decimal"
                maxLength={12}
                value={values.bookingAmt}
                onValueChange={set('bookingAmt')}
                error={errors.bookingAmt}
              />
              <TextField
                label={t('form.discount')}
                name="discount"
                filter="percentage"
                inputMode="decimal"
                maxLength={5}
                value={values.discount}
                onValueChange={set('discount')}
                error={errors.discount}
              />
              {unregistered ? (
                <div>
                  <TextField
                    label={t('form.gst')}
                    name="gst"
                    filter="percentage"
                    inputMode="decimal"
                    maxLength={5}
                    value="0"
                    onValueChange={() => undefined}
                    disabled
                    aria-describedby="svc-gst-unregistered"
                  />
                  <p id="svc-gst-unregistered" className={styles.gstNote} data-testid="gst-unregistered">
                    {t('form.unregisteredBefore')}
                    <Link to="/vendor/tax-details">{t('form.taxDetails')}</Link>
                    {t('form.unregisteredAfter')}
                  </p>
                </div>
              ) : (
                <TextField
                  label={t('form.gst')}
                  name="gst"
                  filter="percentage"
                  inputMode="decimal"
                  maxLength={5}
                  value={values.gst}
                  onValueChange={set('gst')}
                  error={errors.gst}
                />
              )}
              {gstModeSelect}
              {amountSelect}
              {statusSelect}
            </div>
          </section>

          <section className={page.card}>
            <h2 className={page.cardTitle}>{t('form.location')}</h2>
            <div className={styles.grid3}>
              <TextField
                label={t('form.pin')}
                name="pin"
                filter="numeric"
                inputMode="numeric"
                maxLength={6}
                value={values.pin}
                onValueChange={set('pin')}
                onBlur={() => void onPinBlur()}
                error={errors.pin}
              />
              <TextField
                label={t('form.city')}
                name="city"
                readOnly
                maxLength={70}
                value={values.city}
                onValueChange={set('city')}
                error={errors.city}
              />
              <TextField
                label={t('form.state')}
                name="state"
                readOnly
                maxLength={70}
                value={values.state}
                onValueChange={set('state')}
                error={errors.state}
              />
              <TextField
                label={t('form.country')}
                name="country"
                readOnly
                value={values.country}
                onValueChange={set('country')}
              />
              <TextField label={t('form.lat')} name="lat" readOnly value={values.lat} onValueChange={set('lat')} />
              <TextField label={t('form.lon')} name="lon" readOnly value={values.lon} onValueChange={set('lon')} />
            </div>
            <p className={styles.hint} role="status">
              {looking ? t('form.lookingUp') : t('form.fromPin')}
            </p>
            <TextField
              label={t('form.address')}
              name="address"
              filter="alphanumericwithsymblehspace"
              maxLength={100}
              value={values.address}
              onValueChange={set('address')}
              error={errors.address}
            />
          </section>

          {/* Adding: the first images go with the form. Editing: the page's images card is the one upload area
              (issue 31 — two pickers on one page left the vendor guessing which one uploads). */}
          {mode === 'add' ? (
            <section className={page.card}>
              <h2 className={page.cardTitle}>{t('form.images')}</h2>
              <ImagePicker
                label={t('form.images')}
                files={images}
                hint={t('form.imagesHint')}
                error={errors.images}
                onChange={(files, rejected) => {
                  setImages(files);
                  if (rejected) notify.warning(t('images.onlyImages'));
                  setErrors((e) => ({ ...e, images: undefined }));
                }}
              />
            </section>
          ) : null}
        </div>
        <aside className={`${page.card} ${styles.aside}`}>
          <h2 className={page.cardTitle}>{t('form.priceCalc')}</h2>
          <PricePreview preview={preview} gstIncluded={values.gst_include_exclude === '1'} />
          <div className={styles.submitRow}>
            <SubmitButton loading={saving} block>
              {mode === 'add' ? t('services.add') : t('form.update')}
            </SubmitButton>
            <Link className={page.ghostButton} style={{ width: '100%' }} to="/vendor/services">
              {t('common.cancel')}
            </Link>
          </div>
        </aside>
      </div>
    </form>
  );
}
