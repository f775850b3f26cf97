import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { lookupPincode } from '@utsav/shared/geo-api';
import { lettersOnlyCity, PINCODE_NOT_FOUND } from '@utsav/shared/pincode-place';
import { notify } from '@utsav/shared/toast';
import { FieldError, formStyles, SubmitButton, TextField } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import page from '../../../app/page.module.css';
import { ImagePicker } from './image-picker';
import { PricePreview } from './price-preview';
import { checkServiceForm, type ServiceFormErrors } from './service-form-rules';
import { pricePreview, type ProductJson, type ServiceFormValues } from './service-form-state';
import { TextArea } from './text-area';
import { useGstin } from '../../../api/tax-details-api';
import styles from './service-form.module.css';

export interface ServiceFormProps {
  mode: 'add' | 'edit';
  initial: ServiceFormValues;
  saving: boolean;
  onSave: (productJson: ProductJson, images: File[]) => void;
}

/** The vendor service form of product §3/§5: every field and limit, live calculations, pincode lookup, images (add only: editing uploads through ServiceImages), status (edit only). */
export function ServiceForm({ mode, initial, saving, onSave }: ServiceFormProps) {
  const [values, setValues] = useState<ServiceFormValues>(initial);
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [looking, setLooking] = useState(false);
  const categories = useCategories();
  const set = <K extends keyof ServiceFormValues>(key: K) => (value: ServiceFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
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
      notify.warning(Object.values(check.errors)[0] ?? 'Please check the form');
      return focusFirstError(form);
    }
    onSave(check.productJson, images);
  }

  const select = (key: keyof ServiceFormValues, label: string, options: Array<[string, string]>, id: string) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} value={values[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} aria-invalid={errors[key] ? true : undefined}>
        {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </select>
      <FieldError message={errors[key]} />
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={mode === 'add' ? 'Add service' : 'Edit service'}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={page.card}>
            <h2 className={page.cardTitle}>Service details</h2>
            <div className={styles.grid2}>
              {select('serviceId', 'Service Type', [['', categories.isPending ? 'Loading services…' : 'Select service type'], ...(categories.data ?? []).map((c): [string, string] => [String(c.serviceid), c.servicename])], 'svc-type')}
              <TextField label="Service Name" name="name" filter="alphanumericwithsymblehspace" maxLength={100} value={values.name} onValueChange={set('name')} error={errors.name} />
              <TextField label="Operator Name" name="operatorName" filter="alphanumericwithsymblehspace" maxLength={100} value={values.operatorName} onValueChange={set('operatorName')} error={errors.operatorName} />
              <TextField label="Mobile" name="mobile" filter="numeric" inputMode="numeric" maxLength={10} value={values.mobile} onValueChange={set('mobile')} error={errors.mobile} />
              <TextField label="Email" name="email" type="email" filter="alphanumericwithsymble" maxLength={70} value={values.email} onValueChange={set('email')} error={errors.email} />
              <TextField label="Travel Charge per km (₹)" name="travelcharge" filter="amount" inputMode="decimal" maxLength={12} value={values.travelcharge} onValueChange={set('travelcharge')} error={errors.travelcharge} />
              <TextField label="Service radius (km, empty = anywhere)" name="serviceRadiusKm" filter="numeric" inputMode="numeric" maxLength={4} value={values.serviceRadiusKm} onValueChange={set('serviceRadiusKm')} error={errors.serviceRadiusKm} />
            </div>
            <TextArea label="Short Description" name="shortDes" maxLength={10000} value={values.shortDes} onValueChange={set('shortDes')} error={errors.shortDes} rows={3} />
            <TextArea label="Long Description" name="longDes" maxLength={10000} value={values.longDes} onValueChange={set('longDes')} error={errors.longDes} rows={6} />
          </section>

          <section className={page.card}>
            <h2 className={page.cardTitle}>Pricing</h2>
            <div className={styles.grid3}>
              <TextField label="MRP (₹)" name="bookingAmt" filter="amount" inputMode="decimal" maxLength={12} value={values.bookingAmt} onValueChange={set('bookingAmt')} error={errors.bookingAmt} />
              <TextField label="Discount (%)" name="discount" filter="percentage" inputMode="decimal" maxLength={5} value={values.discount} onValueChange={set('discount')} error={errors.discount} />
              {unregistered ? (
                <div>
                  <TextField label="GST (%)" name="gst" filter="percentage" inputMode="decimal" maxLength={5} value="0" onValueChange={() => undefined} disabled aria-describedby="svc-gst-unregistered" />
                  <p id="svc-gst-unregistered" className={styles.gstNote} data-testid="gst-unregistered">
                    Not registered under GST: no GST can be charged. Add your GSTIN on <Link to="/vendor/tax-details">Tax Details</Link> to charge it.
                  </p>
                </div>
              ) : (
                <TextField label="GST (%)" name="gst" filter="percentage" inputMode="decimal" maxLength={5} value={values.gst} onValueChange={set('gst')} error={errors.gst} />
              )}
              {select('gst_include_exclude', 'GST Include / Exclude', [['0', 'Exclude (add GST to offer)'], ['1', 'Include (offer contains GST)']], 'svc-gst-mode')}
              {select('amount_hide_show', 'Amount Show / Hide', [['0', 'Show price'], ['1', 'Hide price (enquiry only)']], 'svc-amount')}
              {mode === 'edit' ? select('Status', 'Status', [['1', 'Active'], ['2', 'Inactive']], 'svc-status') : null}
            </div>
          </section>

          <section className={page.card}>
            <h2 className={page.cardTitle}>Location</h2>
            <div className={styles.grid3}>
              <TextField label="Pin Code" name="pin" filter="numeric" inputMode="numeric" maxLength={6} value={values.pin} onValueChange={set('pin')} onBlur={() => void onPinBlur()} error={errors.pin} />
              <TextField label="City" name="city" readOnly maxLength={70} value={values.city} onValueChange={set('city')} error={errors.city} />
              <TextField label="State" name="state" readOnly maxLength={70} value={values.state} onValueChange={set('state')} error={errors.state} />
              <TextField label="Country" name="country" readOnly value={values.country} onValueChange={set('country')} />
              <TextField label="Latitude" name="lat" readOnly value={values.lat} onValueChange={set('lat')} />
              <TextField label="Longitude" name="lon" readOnly value={values.lon} onValueChange={set('lon')} />
            </div>
            <p className={styles.hint} role="status">{looking ? 'Looking up pin code…' : 'City and state come from the pin code.'}</p>
            <TextField label="Address" name="address" filter="alphanumericwithsymblehspace" maxLength={100} value={values.address} onValueChange={set('address')} error={errors.address} />
          </section>

          {/* Adding: the first images go with the form. Editing: the page's images card is the one upload area
              (issue 31 — two pickers on one page left the vendor guessing which one uploads). */}
          {mode === 'add' ? (
            <section className={page.card}>
              <h2 className={page.cardTitle}>Images</h2>
              <ImagePicker
                label="Images"
                files={images}
                hint="At least one image (JPG, PNG or WebP)."
                error={errors.images}
                onChange={(files, rejected) => {
                  setImages(files);
                  if (rejected) notify.warning('Only image files can be uploaded');
                  setErrors((e) => ({ ...e, images: undefined }));
                }}
              />
            </section>
          ) : null}
        </div>
        <aside className={`${page.card} ${styles.aside}`}>
          <h2 className={page.cardTitle}>Price calculation</h2>
          <PricePreview preview={preview} gstIncluded={values.gst_include_exclude === '1'} />
          <div className={styles.submitRow}>
            <SubmitButton loading={saving} block>{mode === 'add' ? 'Add Service' : 'Update Service'}</SubmitButton>
            <Link className={page.ghostButton} style={{ width: '100%' }} to="/vendor/services">Cancel</Link>
          </div>
        </aside>
      </div>
    </form>
  );
}
