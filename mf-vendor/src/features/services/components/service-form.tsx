import { useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { lookupPincode } from '@utsav/shared/geo-api';
import { lettersOnlyCity, PINCODE_NOT_FOUND } from '@utsav/domain/pincode-place';
import { notify } from '@utsav/shared/toast';
import {
  FieldError,
  firstErrorMessage,
  FormTextField,
  formStyles,
  localizeForPage,
  SchemaForm,
  SubmitButton,
  TextField,
  useSchemaForm,
  type SchemaFormApi,
} from '@utsav/ui/form';
import page from '../../../app/page.module.css';
import { ImagePicker } from './image-picker';
import { PricePreview } from './price-preview';
import { pricedValues, serviceFormSchema, type ServiceFormInput } from './service-form-rules';
import { pricePreview, toProductJson, type ProductJson, type ServiceFormValues } from './service-form-state';
import { TextArea } from './text-area';
import { EventTypesField } from './event-types-field';
import { DEFAULT_SERVICE_RADIUS_KM } from '@utsav/domain/schemas/event-types';
import { useGstin } from '../../../api/tax-details-api';
import styles from './service-form.module.css';
import { useAppT } from '../../../i18n';

export interface ServiceFormProps {
  mode: 'add' | 'edit';
  initial: ServiceFormValues;
  saving: boolean;
  onSave: (productJson: ProductJson, images: File[]) => void;
  /** The server's refusal of the picked images (type, size, count), shown next to the images field. */
  imagesRefusal?: string | null;
}

type ServiceForm = SchemaFormApi<ReturnType<typeof serviceFormSchema>>;
type SelectName = 'serviceId' | 'gst_include_exclude' | 'amount_hide_show' | 'Status';
type AreaName = 'shortDes' | 'longDes';

/** The vendor service form of product §3/§5: every field and limit, live calculations, pincode lookup, images (add only: editing uploads through ServiceImages), status (edit only). */
export function ServiceForm({ mode, initial, saving, onSave, imagesRefusal }: ServiceFormProps) {
  const { t } = useAppT();
  // only a vendor registered under GST may charge it. Without a GSTIN the rate is 0 % (the API stores
  // 0 % whatever is sent); the form says so, checks and sends 0 % and prices the preview without GST.
  const gstin = useGstin();
  const unregistered = gstin.isSuccess && gstin.data === '';
  const schema = useMemo(() => serviceFormSchema(mode, unregistered), [mode, unregistered]);
  const form = useSchemaForm(schema, { ...initial, images: [] });
  const { getValues, setValue, setError, clearErrors } = form;
  const { field: imagesField, fieldState: imagesState } = useController({ control: form.control, name: 'images' });
  const [looking, setLooking] = useState(false);
  useEffect(() => {
    if (imagesRefusal) setError('images', { type: 'server', message: imagesRefusal });
  }, [imagesRefusal, setError]);
  const categories = useCategories();
  const values = form.watch() as ServiceFormInput;
  const preview = pricePreview(pricedValues(values, unregistered));

  async function onPinBlur() {
    const pin = String(getValues('pin') ?? '');
    if (!/^\d{6}$/.test(pin)) return;
    setLooking(true);
    const info = await lookupPincode(pin);
    setLooking(false);
    if (!info) {
      clearErrors(['city', 'state']);
      setError('pin', { type: 'lookup', message: localizeForPage(PINCODE_NOT_FOUND) });
      return;
    }
    clearErrors(['pin', 'city', 'state']);
    // city and state are the pin code's (the API stores them so, and refuses a state of another pin code).
    setValue('city', lettersOnlyCity(info.city) || String(getValues('city') ?? ''));
    setValue('state', info.state || String(getValues('state') ?? ''));
    setValue('country', info.country || 'India');
    setValue('lat', String(info.lat ?? ''));
    setValue('lon', String(info.lon ?? ''));
  }

  /** The schema passed: the productJson of what the form holds (GST 0 % without a GSTIN) and the picked images. */
  function save() {
    const current = getValues() as ServiceFormInput;
    onSave(toProductJson(pricedValues(current, unregistered), mode), current.images);
  }

  const select = (key: SelectName, label: string, options: Array<[string, string]>, id: string) => (
    <FormSelect form={form} name={key} label={label} options={options} id={id} />
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
    <SchemaForm
      form={form}
      onValid={save}
      onInvalid={(refused) => notify.warning(firstErrorMessage(refused) ?? t('form.check'))}
      aria-label={mode === 'add' ? t('form.addLabel') : t('form.editLabel')}
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={page.card}>
            <h2 className={page.cardTitle}>{t('form.details')}</h2>
            <div className={styles.grid2}>
              {typeSelect}
              <FormTextField
                form={form}
                label={t('form.name')}
                name="name"
                filter="alphanumericwithsymblehspace"
                maxLength={100}
              />
              <FormTextField
                form={form}
                label={t('form.operator')}
                name="operatorName"
                filter="alphanumericwithsymblehspace"
                maxLength={100}
              />
              <FormTextField
                form={form}
                label={t('form.mobile')}
                name="mobile"
                filter="numeric"
                inputMode="numeric"
                maxLength={10}
              />
              <FormTextField
                form={form}
                label={t('form.email')}
                name="email"
                type="email"
                filter="alphanumericwithsymble"
                maxLength={70}
              />
              <FormTextField
                form={form}
                label={t('form.travel')}
                name="travelcharge"
                filter="amount"
                inputMode="decimal"
                maxLength={12}
              />
              <FormTextField
                form={form}
                label={t('form.radius', { km: DEFAULT_SERVICE_RADIUS_KM })}
                name="serviceRadiusKm"
                filter="numeric"
                inputMode="numeric"
                maxLength={4}
              />
            </div>
            <EventTypesField form={form} name="eventTypes" />
            <FormTextArea form={form} label={t('form.shortDes')} name="shortDes" maxLength={10000} rows={3} />
            <FormTextArea form={form} label={t('form.longDes')} name="longDes" maxLength={10000} rows={6} />
          </section>

          <section className={page.card}>
            <h2 className={page.cardTitle}>{t('form.pricing')}</h2>
            <div className={styles.grid3}>
              <FormTextField
                form={form}
                label={t('form.mrp')}
                name="bookingAmt"
                filter="amount"
                inputMode="decimal"
                maxLength={12}
              />
              <FormTextField
                form={form}
                label={t('form.discount')}
                name="discount"
                filter="percentage"
                inputMode="decimal"
                maxLength={5}
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
                <FormTextField
                  form={form}
                  label={t('form.gst')}
                  name="gst"
                  filter="percentage"
                  inputMode="decimal"
                  maxLength={5}
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
              <FormTextField
                form={form}
                label={t('form.pin')}
                name="pin"
                filter="numeric"
                inputMode="numeric"
                maxLength={6}
                onBlur={() => void onPinBlur()}
              />
              <FormTextField form={form} label={t('form.city')} name="city" readOnly maxLength={70} />
              <FormTextField form={form} label={t('form.state')} name="state" readOnly maxLength={70} />
              <FormTextField form={form} label={t('form.country')} name="country" readOnly />
              <FormTextField form={form} label={t('form.lat')} name="lat" readOnly />
              <FormTextField form={form} label={t('form.lon')} name="lon" readOnly />
            </div>
            <p className={styles.hint} role="status">
              {looking ? t('form.lookingUp') : t('form.fromPin')}
            </p>
            <FormTextField
              form={form}
              label={t('form.address')}
              name="address"
              filter="alphanumericwithsymblehspace"
              maxLength={100}
            />
          </section>

          {/* Adding: the first images go with the form. Editing: the page's images card is the one upload area
              (two pickers on one page left the vendor guessing which one uploads). */}
          {mode === 'add' ? (
            <section className={page.card}>
              <h2 className={page.cardTitle}>{t('form.images')}</h2>
              <ImagePicker
                label={t('form.images')}
                files={imagesField.value as File[]}
                hint={t('form.imagesHint')}
                error={imagesState.error?.message}
                onChange={(files, rejected) => {
                  imagesField.onChange(files);
                  clearErrors('images');
                  // A non-image is refused on selection, said next to the field.
                  if (rejected) setError('images', { message: t('images.onlyImages') });
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
    </SchemaForm>
  );
}

/** A select bound to one field of the service form (its value, blur and message). */
function FormSelect({
  form,
  name,
  label,
  options,
  id,
}: {
  form: ServiceForm;
  name: SelectName;
  label: string;
  options: Array<[string, string]>;
  id: string;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        name={name}
        ref={field.ref}
        value={String(field.value ?? '')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        aria-invalid={fieldState.error ? true : undefined}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError message={fieldState.error?.message} />
    </div>
  );
}

/** A TextArea (counter, leading space removed) bound to one field of the service form. */
function FormTextArea({
  form,
  name,
  ...rest
}: {
  form: ServiceForm;
  name: AreaName;
  label: string;
  maxLength: number;
  rows: number;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextArea
      {...rest}
      name={name}
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
