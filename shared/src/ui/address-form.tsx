import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  addressesQueryKey,
  DEFAULT_REGNO,
  saveAddress,
  toPayload,
  type AddressPayload,
  type BookingAddress,
} from '../address-api';
import { errorMessage, isSuccess, messageOf } from '../api-client';
import { lookupPincode } from '../geo-api';
import { PINCODE_NOT_FOUND } from '../pincode-place';
import { filterInput } from '../input-filters';
import { addressSchema } from '../schemas/address';
import { validate } from '../schemas/validate';
import { notify } from '../toast';
import { FieldError, SubmitButton, TextField, formStyles } from './form';
import { Modal } from './modal';
import styles from './address-form.module.css';
import { focusFirstError } from './focus-first-error';
import { useUiMoreT } from './i18n-ui';

export interface AddressFormProps {
  open: boolean;
  onClose: () => void;
  /** An existing address to edit; absent to add a new one. */
  address?: BookingAddress | null;
  /** Called after a successful save with the saved address id (when the server returns it). */
  onSaved?: (id?: number) => void;
}

const blank: AddressPayload = {
  id: null,
  regno: DEFAULT_REGNO,
  name: '',
  mobile: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'India',
  lat: null,
  lon: null,
  location: '',
};

type Errors = Partial<Record<keyof AddressPayload, string>>;

/**
 * Booking address form (product §2.3, §5), shared by checkout, account and package checkout. A six-digit pincode
 * on leaving the field (or on submit, when it was not looked up yet) fills city, state, country and lat/lon from the
 * API's offline lookup; city and state are read-only (issue 32.2: the API stores the pincode's own and refuses a
 * state of another pincode — that refusal shows on the pincode field).
 * Updates when an id is present, otherwise adds; on success it closes, resets, refreshes the list and toasts.
 */
export function AddressForm({ open, onClose, address, onSaved }: AddressFormProps) {
  const { t } = useUiMoreT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AddressPayload>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [loading, setLoading] = useState(false);
  const [looking, setLooking] = useState(false);
  /** The pincode whose place city and state show (issue 32.2: they come from the pincode, never typed). */
  const [placeOf, setPlaceOf] = useState('');
  const addressId = useId();

  useEffect(() => {
    if (open) {
      setValues(address ? toPayload(address) : blank);
      setPlaceOf(address?.zipcode ?? '');
      setErrors({});
    }
  }, [open, address]);

  const set = <K extends keyof AddressPayload>(key: K, value: AddressPayload[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  /** Fills city, state and the place from the pincode's lookup; null (and the pincode's error shown) when unknown. */
  async function fillFromPincode(current: AddressPayload): Promise<AddressPayload | null> {
    setLooking(true);
    const info = await lookupPincode(current.zipcode);
    setLooking(false);
    if (!info) {
      setErrors((e) => ({ ...e, zipcode: PINCODE_NOT_FOUND }));
      return null;
    }
    const filled = {
      ...current,
      city: info.city,
      state: info.state,
      country: info.country,
      lat: info.lat,
      lon: info.lon,
      location: info.display_name,
      boundingbox: info.boundingbox,
    };
    setErrors((e) => ({ ...e, zipcode: undefined, city: undefined, state: undefined }));
    setValues((v) =>
      v.zipcode === current.zipcode
        ? { ...v, ...filled, address: v.address, name: v.name, email: v.email, mobile: v.mobile }
        : v,
    );
    setPlaceOf(current.zipcode);
    return filled;
  }

  /** The API refused the pincode (unknown, or of another state): shown on its field; the next submit looks it up again. */
  function refusePincode(message: string) {
    setErrors({ zipcode: message });
    setPlaceOf('');
  }

  async function onPincodeBlur() {
    if (!/^\d{6}$/.test(values.zipcode) || values.zipcode === placeOf) return;
    await fillFromPincode(values);
  }

  function close() {
    setValues(blank);
    setErrors({});
    onClose();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    // React bubbles events through portals: keep this submit from reaching a page form around the dialog.
    e.stopPropagation();
    let current = values;
    // A pincode typed and submitted without leaving the field: its place first, so city and state are its own.
    if (/^\d{6}$/.test(values.zipcode) && values.zipcode !== placeOf) {
      const filled = await fillFromPincode(values);
      if (!filled) return;
      current = filled;
    }
    const result = validate(addressSchema, current);
    setErrors(result.errors as Errors);
    if (!result.ok) return focusFirstError(form);
    setLoading(true);
    try {
      const reply = await saveAddress(current);
      if (!isSuccess(reply)) {
        const message = messageOf(reply) || t('addressForm.saveFailed');
        if (message.startsWith('Pincode')) refusePincode(message);
        else notify.warning(message);
        return;
      }
      notify.success(messageOf(reply) || t('addressForm.saved'));
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      onSaved?.(reply.Payload?.Id ?? current.id ?? undefined);
      close();
    } catch (error) {
      const message = errorMessage(error);
      // The API's pincode refusals (unknown, or in another state: issue 32.2) belong to the pincode field.
      if (message.startsWith('Pincode')) refusePincode(message);
      else notify.error(message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Modal open={open} title={values.id ? t('addressForm.editTitle') : t('addressForm.addTitle')} onClose={close} wide>
      <form onSubmit={onSubmit} noValidate aria-label={t('addressForm.label')}>
        <div className={styles.grid}>
          <TextField
            label={t('addressForm.name')}
            name="name"
            filter="alphawithspace"
            maxLength={50}
            value={values.name}
            onValueChange={(v) => set('name', v)}
            error={errors.name}
            autoComplete="name"
          />
          <TextField
            label={t('addressForm.email')}
            name="email"
            type="email"
            maxLength={70}
            value={values.email}
            onValueChange={(v) => set('email', v)}
            error={errors.email}
            autoComplete="email"
          />
          <TextField
            label={t('addressForm.mobile')}
            name="mobile"
            filter="numeric"
            inputMode="numeric"
            maxLength={10}
            value={values.mobile}
            onValueChange={(v) => set('mobile', v)}
            error={errors.mobile}
            autoComplete="tel"
          />
          <TextField
            label={t('addressForm.zipcode')}
            name="zipcode"
            filter="numeric"
            inputMode="numeric"
            maxLength={6}
            value={values.zipcode}
            onValueChange={(v) => set('zipcode', v)}
            onBlur={onPincodeBlur}
            error={errors.zipcode}
            autoComplete="postal-code"
          />
          <TextField
            label={t('addressForm.city')}
            name="city"
            readOnly
            maxLength={70}
            value={values.city}
            onValueChange={() => undefined}
            error={errors.city}
          />
          <TextField
            label={t('addressForm.state')}
            name="state"
            readOnly
            value={values.state}
            onValueChange={() => undefined}
            error={errors.state}
          />
        </div>
        <p className={styles.hint} role="status">
          {looking ? t('addressForm.looking') : t('addressForm.fromPincode')}
        </p>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={addressId}>
            {t('addressForm.address')}
          </label>
          <textarea
            id={addressId}
            name="address"
            className={styles.textarea}
            maxLength={150}
            value={values.address}
            onChange={(e) => set('address', filterInput('text', e.target.value, 150))}
            aria-invalid={errors.address ? true : undefined}
          />
          <FieldError message={errors.address} />
        </div>
        <div className={styles.actions}>
          <SubmitButton type="button" variant="secondary" onClick={close}>
            {t('addressForm.cancel')}
          </SubmitButton>
          <SubmitButton loading={loading}>{values.id ? t('addressForm.update') : t('addressForm.save')}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
