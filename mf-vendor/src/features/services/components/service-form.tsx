import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { lookupPincode } from '@utsav/shared/geo-api';
import { notify } from '@utsav/shared/toast';
import { FieldError, formStyles, SubmitButton, TextField } from '@utsav/shared/ui/form';
import page from '../../../app/page.module.css';
import { ImagePicker } from './image-picker';
import { PricePreview } from './price-preview';
import { checkServiceForm, type ServiceFormErrors } from './service-form-rules';
import { pricePreview, type ProductJson, type ServiceFormValues } from './service-form-state';
import { TextArea } from './text-area';
import styles from './service-form.module.css';

export interface ServiceFormProps {
  mode: 'add' | 'edit';
  initial: ServiceFormValues;
  saving: boolean;
  onSave: (productJson: ProductJson, images: File[]) => void;
}

/** The vendor service form of SPEC §3/§5: every field and limit, live calculations, pincode lookup, images, status (edit only). */
export function ServiceForm({ mode, initial, saving, onSave }: ServiceFormProps) {
  const [values, setValues] = useState<ServiceFormValues>(initial);
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [looking, setLooking] = useState(false);
  const categories = useCategories();
  const set = <K extends keyof ServiceFormValues>(key: K) => (value: ServiceFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const preview = pricePreview(values);

  async function onPinBlur() {
    if (!/^\d{6}$/.test(values.pin)) return;
    setLooking(true);
    const info = await lookupPincode(values.pin);
    setLooking(false);
    if (!info) {
      notify.warning('Pincode not found');
      return;
    }
    setValues((v) => ({
      ...v,
      city: (info.city || v.city).replace(/[^A-Za-z ]/g, '').slice(0, 70),
      state: info.state || v.state,
      country: info.country || 'India',
      lat: String(info.lat ?? ''),
      lon: String(info.lon ?? ''),
    }));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const check = checkServiceForm(values, images, mode);
    setErrors(check.errors);
    if (!check.ok) {
      notify.warning(Object.values(check.errors)[0] ?? 'Please check the form');
      return;
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
              <TextField label="GST (%)" name="gst" filter="percentage" inputMode="decimal" maxLength={5} value={values.gst} onValueChange={set('gst')} error={errors.gst} />
              {select('gst_include_exclude', 'GST Include / Exclude', [['0', 'Exclude (add GST to offer)'], ['1', 'Include (offer contains GST)']], 'svc-gst-mode')}
              {select('amount_hide_show', 'Amount Show / Hide', [['0', 'Show price'], ['1', 'Hide price (enquiry only)']], 'svc-amount')}
              {mode === 'edit' ? select('Status', 'Status', [['1', 'Active'], ['2', 'Inactive']], 'svc-status') : null}
            </div>
          </section>

          <section className={page.card}>
            <h2 className={page.cardTitle}>Location</h2>
            <div className={styles.grid3}>
              <TextField label="Pin Code" name="pin" filter="numeric" inputMode="numeric" maxLength={6} value={values.pin} onValueChange={set('pin')} onBlur={() => void onPinBlur()} error={errors.pin} />
              <TextField label="City" name="city" filter="alphawithspace" maxLength={70} value={values.city} onValueChange={set('city')} error={errors.city} />
              <TextField label="State" name="state" readOnly maxLength={70} value={values.state} onValueChange={set('state')} error={errors.state} />
              <TextField label="Country" name="country" readOnly value={values.country} onValueChange={set('country')} />
              <TextField label="Latitude" name="lat" readOnly value={values.lat} onValueChange={set('lat')} />
              <TextField label="Longitude" name="lon" readOnly value={values.lon} onValueChange={set('lon')} />
            </div>
            {looking ? <p className={styles.hint} role="status">Looking up pin code…</p> : null}
            <TextField label="Address" name="address" filter="alphanumericwithsymblehspace" maxLength={100} value={values.address} onValueChange={set('address')} error={errors.address} />
          </section>

          <section className={page.card}>
            <h2 className={page.cardTitle}>{mode === 'add' ? 'Images' : 'Add more images'}</h2>
            <ImagePicker
              label={mode === 'add' ? 'Images' : 'Images (optional)'}
              files={images}
              hint={mode === 'add' ? 'At least one image (JPG, PNG or WebP).' : 'Optional: new images are added to the service.'}
              error={errors.images}
              onChange={(files, rejected) => {
                setImages(files);
                if (rejected) notify.warning('Only image files can be uploaded');
                setErrors((e) => ({ ...e, images: undefined }));
              }}
            />
          </section>
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
