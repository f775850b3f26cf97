import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import {
  addressesQueryKey,
  DEFAULT_REGNO,
  saveAddress,
  toPayload,
  type AddressPayload,
  type BookingAddress,
} from '@utsav/shared/address-api';
import { errorMessage, isSuccess, messageOf } from '@utsav/shared/api-client';
import { lookupPincode } from '@utsav/shared/geo-api';
import { PINCODE_NOT_FOUND } from '@utsav/domain/pincode-place';
import { filterInput } from '@utsav/domain/input-filters';
import { addressSchema } from '@utsav/domain/schemas/address';
import { notify } from '@utsav/shared/toast';
import {
  FieldError,
  FormTextField,
  SchemaForm,
  SubmitButton,
  formStyles,
  localizeForPage,
  useSchemaForm,
} from './form';
import { Modal } from './modal';
import styles from './address-form.module.css';
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

/**
 * Booking address form (product §2.3, §5), shared by checkout, account and package checkout. A six-digit pincode
 * on leaving the field (or on submit, when it was not looked up yet) fills city, state, country and lat/lon from the
 * API's offline lookup; city and state are read-only (the API stores the pincode's own and refuses a
 * state of another pincode — that refusal shows on the pincode field).
 * Updates when an id is present, otherwise adds; on success it closes, resets, refreshes the list and toasts.
 */
export function AddressForm({ open, onClose, address, onSaved }: AddressFormProps) {
  const { t } = useUiMoreT();
  const queryClient = useQueryClient();
  const form = useSchemaForm(addressSchema, blank);
  const [looking, setLooking] = useState(false);
  /** The pincode whose place city and state show (they come from the pincode, never typed). */
  const [placeOf, setPlaceOf] = useState('');
  const addressId = useId();
  const { reset, setValue, getValues, setError, clearErrors } = form;
  const id = form.watch('id') as number | null | undefined;
  const { field: addressField } = useController({ control: form.control, name: 'address' });

  useEffect(() => {
    if (open) {
      reset(address ? toPayload(address) : blank);
      setPlaceOf(address?.zipcode ?? '');
    }
  }, [open, address, reset]);

  /** Fills city, state and the place from the pincode's lookup; false (and the pincode's error shown) when unknown. */
  async function fillFromPincode(zipcode: string): Promise<boolean> {
    setLooking(true);
    const info = await lookupPincode(zipcode);
    setLooking(false);
    if (!info) {
      // City and state belong to the pincode: an unknown one leaves them empty, and the one message says why.
      setValue('city', '');
      setValue('state', '');
      clearErrors(['city', 'state']);
      setError('zipcode', { type: 'lookup', message: localizeForPage(PINCODE_NOT_FOUND) });
      return false;
    }
    // The person may have typed another pincode meanwhile: the place is only this pincode's.
    if (getValues('zipcode') !== zipcode) return false;
    const place = {
      city: info.city,
      state: info.state,
      country: info.country,
      lat: info.lat,
      lon: info.lon,
      location: info.display_name,
      boundingbox: info.boundingbox,
    };
    for (const [key, value] of Object.entries(place)) setValue(key as keyof AddressPayload, value as never);
    clearErrors(['zipcode', 'city', 'state']);
    setPlaceOf(zipcode);
    return true;
  }

  /** The API refused the pincode (unknown, or of another state): shown on its field; the next submit looks it up again. */
  function refusePincode(message: string) {
    form.setServerError(message, 'zipcode');
    setPlaceOf('');
  }

  /** A six-digit pincode not looked up yet (typed, then submitted without leaving the field). */
  const pincodeToLookUp = () => {
    const zipcode = String(getValues('zipcode') ?? '');
    return /^\d{6}$/.test(zipcode) && zipcode !== placeOf ? zipcode : '';
  };

  async function onPincodeBlur() {
    const zipcode = pincodeToLookUp();
    if (zipcode) await fillFromPincode(zipcode);
  }

  function close() {
    reset(blank);
    onClose();
  }

  async function save(current: AddressPayload) {
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
      // The API's pincode refusals (unknown, or in another state) belong to the pincode field.
      if (message.startsWith('Pincode')) refusePincode(message);
      else notify.error(message);
    }
  }

  const errors = form.formState.errors;
  return (
    <Modal open={open} title={id ? t('addressForm.editTitle') : t('addressForm.addTitle')} onClose={close} wide>
      <SchemaForm
        form={form}
        onValid={(data) => save(data as AddressPayload)}
        // A pincode typed and submitted without leaving the field: its place first, so city and state are its own.
        beforeValidate={async () => {
          const zipcode = pincodeToLookUp();
          return zipcode ? fillFromPincode(zipcode) : true;
        }}
        // City and state are read-only, filled from the pincode: their "required" would only repeat the pincode's own
        // message (empty, malformed or unknown), so a refusal is said once, on the pincode.
        onInvalid={(invalid) => {
          if (invalid.city || invalid.state) clearErrors(['city', 'state']);
        }}
        aria-label={t('addressForm.label')}
      >
        <div className={styles.grid}>
          <FormTextField
            form={form}
            label={t('addressForm.name')}
            name="name"
            filter="alphawithspace"
            maxLength={50}
            autoComplete="name"
          />
          <FormTextField
            form={form}
            label={t('addressForm.email')}
            name="email"
            type="email"
            maxLength={70}
            autoComplete="email"
          />
          <FormTextField
            form={form}
            label={t('addressForm.mobile')}
            name="mobile"
            filter="numeric"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel"
          />
          <FormTextField
            form={form}
            label={t('addressForm.zipcode')}
            name="zipcode"
            filter="numeric"
            inputMode="numeric"
            maxLength={6}
            onBlur={() => void onPincodeBlur()}
            autoComplete="postal-code"
          />
          <FormTextField form={form} label={t('addressForm.city')} name="city" readOnly maxLength={70} />
          <FormTextField form={form} label={t('addressForm.state')} name="state" readOnly />
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
            className={styles.textarea}
            maxLength={150}
            name="address"
            ref={addressField.ref}
            value={String(addressField.value ?? '')}
            onChange={(e) => addressField.onChange(filterInput('text', e.target.value, 150))}
            onBlur={addressField.onBlur}
            aria-invalid={errors.address ? true : undefined}
          />
          <FieldError message={errors.address?.message} />
        </div>
        <div className={styles.actions}>
          <SubmitButton type="button" variant="secondary" onClick={close}>
            {t('addressForm.cancel')}
          </SubmitButton>
          <SubmitButton loading={form.formState.isSubmitting}>
            {id ? t('addressForm.update') : t('addressForm.save')}
          </SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}
