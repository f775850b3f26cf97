import { useState, type FormEvent } from 'react';
import { todayIso } from '@utsav/domain/format';
import { cartDateSchema } from '@utsav/domain/schemas/cart-date';
import { validate } from '@utsav/domain/schemas/validate';
import { SubmitButton, TextField } from '@utsav/ui/form';
import { focusFirstError } from '@utsav/ui/focus-first-error';
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

/** A date (required, not before today) and an explicit button: the only way a cart line's date changes. */
export function DateChangeForm({ label, submitLabel, initial = '', pending, onSubmit, onCancel }: DateChangeFormProps) {
  const { t } = useAppT();
  const [date, setDate] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    e.stopPropagation();
    const result = validate(cartDateSchema, { bookingDate: date });
    if (!result.ok) {
      setError(result.errors.bookingDate ?? result.first);
      return focusFirstError(form);
    }
    onSubmit(result.data.bookingDate);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={label}
        type="date"
        min={todayIso()}
        required
        value={date}
        error={error}
        onValueChange={(v) => {
          setDate(v);
          setError(undefined);
        }}
      />
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
    </form>
  );
}
