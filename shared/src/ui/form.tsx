import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { filterInput, type FilterKind } from '../input-filters';
import styles from './form.module.css';
import { useUiT } from './i18n-ui';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Typing filter of product §5 (default: free text with leading space removed). */
  filter?: FilterKind;
  error?: string;
}

/** Labelled input applying a product §5 typing filter and showing a validation message. */
export function TextField({
  label,
  value,
  onValueChange,
  filter = 'text',
  maxLength = 100,
  error,
  id,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) =>
          onValueChange(
            filter === 'text' && rest.type === 'date' ? e.target.value : filterInput(filter, e.target.value, maxLength),
          )
        }
        {...rest}
      />
      {error ? (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  block?: boolean;
}

/** Submit button: a spinner replaces the label and the button is disabled while loading (product §4 Forms). */
export function SubmitButton({
  loading,
  children,
  variant = 'primary',
  block,
  disabled,
  className,
  type,
  ...rest
}: SubmitButtonProps) {
  const classes = [
    styles.button,
    variant === 'secondary' ? styles.secondary : '',
    block ? styles.block : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type ?? 'submit'}
      className={classes}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : children}
    </button>
  );
}

/** The busy button's spinner: its own component, so a button that is not loading never waits for the texts. */
function Spinner() {
  const { t } = useUiT();
  return <span className={styles.spinner} role="status" aria-label={t('form.loading')} />;
}

export function FieldError({ message }: { message?: string }) {
  return message ? (
    <span className={styles.error} role="alert">
      {message}
    </span>
  ) : null;
}

export const formStyles = styles;
