import { todayIso } from '@utsav/domain/format';
import { cartDateSchema } from '@utsav/domain/schemas/cart-date';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import styles from './date-change-form.module.css';
import { useAppT } from '../../i18n';

export interface DateChangeFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  pending?: boolean;
  onSubmit: (bookingDate: string) => void;
  onCancel?: () => void;
}

/**
 * A date (required, not before today: cartDateSchema, as the API checks it) and an explicit button: the only way a
 * cart line's date changes. A refused date takes focus to the field.
 */
export function DateChangeForm({ label, submitLabel, initial = '', pending, onSubmit, onCancel }: DateChangeFormProps) {
  const { t } = useAppT();
  const form = useSchemaForm(cartDateSchema, { bookingDate: initial });
  return (
    <SchemaForm form={form} onValid={({ bookingDate }) => onSubmit(bookingDate)} className={styles.form}>
      <FormTextField form={form} name="bookingDate" label={label} type="date" min={todayIso()} required />
      <div className={styles.buttons}>
        <SubmitButton variant="secondary" loading={pending}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className={styles.cancel} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </SchemaForm>
  );
}
