import { useId } from 'react';
import { formStyles } from '@utsav/ui/form';
import styles from './service-form.module.css';

/** Labelled textarea with a maximum length, a counter and the validation message. A leading space is removed. */
export function TextArea({
  label,
  value,
  onValueChange,
  maxLength,
  error,
  rows = 4,
  name,
}: {
  label: string;
  value: string;
  onValueChange: (v: string) => void;
  maxLength: number;
  error?: string;
  rows?: number;
  name?: string;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValueChange(e.target.value.replace(/^\s+/, '').slice(0, maxLength))}
      />
      <span className={styles.counter}>
        {value.length}/{maxLength}
      </span>
      {error ? (
        <span id={`${id}-error`} className={formStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
