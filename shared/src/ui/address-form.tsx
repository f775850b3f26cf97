import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { addressesQueryKey, DEFAULT_REGNO, saveAddress, toPayload, type AddressPayload, type BookingAddress } from '../address-api';
import { errorMessage, isSuccess, messageOf } from '../api-client';
import { lookupPincode } from '../geo-api';
import { filterInput } from '../input-filters';
import { addressSchema } from '../schemas/address';
import { validate } from '../schemas/validate';
import { notify } from '../toast';
import { FieldError, SubmitButton, TextField, formStyles } from './form';
import { Modal } from './modal';
import styles from './address-form.module.css';

export interface AddressFormProps {
  open: boolean;
  onClose: () => void;
  /** An existing address to edit; absent to add a new one. */
  address?: BookingAddress | null;
  /** Called after a successful save with the saved address id (when the server returns it). */
  onSaved?: (id?: number) => void;
}

const blank: AddressPayload = {
  id: null, regno: DEFAULT_REGNO, name: '', mobile: '', email: '', address: '', city: '', state: '', zipcode: '',
  country: 'India', lat: null, lon: null, location: '',
};

type Errors = Partial<Record<keyof AddressPayload, string>>;

/**
 * Booking address form (SPEC §2.3, §5), shared by checkout, account and package checkout. A six-digit pincode
 * on leaving the field fills city, state, country and lat/lon from the API's offline lookup; state is read-only.
 * Updates when an id is present, otherwise adds; on success it closes, resets, refreshes the list and toasts.
 */
export function AddressForm({ open, onClose, address, onSaved }: AddressFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AddressPayload>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [loading, setLoading] = useState(false);
  const [looking, setLooking] = useState(false);
  const addressId = useId();

  useEffect(() => {
    if (open) {
      setValues(address ? toPayload(address) : blank);
      setErrors({});
    }
  }, [open, address]);

  const set = <K extends keyof AddressPayload>(key: K, value: AddressPayload[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function onPincodeBlur() {
    if (!/^\d{6}$/.test(values.zipcode)) return;
    setLooking(true);
    const info = await lookupPincode(values.zipcode);
    setLooking(false);
    if (!info) {
      setErrors((e) => ({ ...e, zipcode: 'Pincode not found' }));
      return;
    }
    setErrors((e) => ({ ...e, zipcode: undefined, city: undefined, state: undefined }));
    setValues((v) => ({
      ...v,
      city: info.city,
      state: info.state,
      country: info.country,
      lat: info.lat,
      lon: info.lon,
      location: info.display_name,
      boundingbox: info.boundingbox,
    }));
  }

  function close() {
    setValues(blank);
    setErrors({});
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // React bubbles events through portals: keep this submit from reaching a page form around the dialog.
    e.stopPropagation();
    const result = validate(addressSchema, values);
    setErrors(result.errors as Errors);
    if (!result.ok) return;
    setLoading(true);
    try {
      const reply = await saveAddress(values);
      if (!isSuccess(reply)) {
        notify.warning(messageOf(reply) || 'Could not save the address');
        return;
      }
      notify.success(messageOf(reply) || 'Address saved');
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      onSaved?.(reply.Payload?.Id ?? values.id ?? undefined);
      close();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Modal open={open} title={values.id ? 'Edit Address' : 'Add New Address'} onClose={close} wide>
      <form onSubmit={onSubmit} noValidate aria-label="Booking address">
        <div className={styles.grid}>
          <TextField label="Name" name="name" filter="alphawithspace" maxLength={50} value={values.name} onValueChange={(v) => set('name', v)} error={errors.name} autoComplete="name" />
          <TextField label="Email" name="email" type="email" maxLength={70} value={values.email} onValueChange={(v) => set('email', v)} error={errors.email} autoComplete="email" />
          <TextField label="Mobile" name="mobile" filter="numeric" inputMode="numeric" maxLength={10} value={values.mobile} onValueChange={(v) => set('mobile', v)} error={errors.mobile} autoComplete="tel" />
          <TextField label="Zipcode" name="zipcode" filter="numeric" inputMode="numeric" maxLength={6} value={values.zipcode}
            onValueChange={(v) => set('zipcode', v)} onBlur={onPincodeBlur} error={errors.zipcode} autoComplete="postal-code" />
          <TextField label="City" name="city" maxLength={70} filter="alphawithspace" value={values.city} onValueChange={(v) => set('city', v)} error={errors.city} />
          <TextField label="State" name="state" readOnly value={values.state} onValueChange={() => undefined} error={errors.state} />
        </div>
        {looking ? <p className={styles.hint} role="status">Looking up pincode…</p> : null}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={addressId}>Address</label>
          <textarea id={addressId} name="address" className={styles.textarea} maxLength={150} value={values.address}
            onChange={(e) => set('address', filterInput('text', e.target.value, 150))} aria-invalid={errors.address ? true : undefined} />
          <FieldError message={errors.address} />
        </div>
        <div className={styles.actions}>
          <SubmitButton type="button" variant="secondary" onClick={close}>Cancel</SubmitButton>
          <SubmitButton loading={loading}>{values.id ? 'Update Address' : 'Save Address'}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
