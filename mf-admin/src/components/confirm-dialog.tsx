import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { Modal } from '@utsav/shared/ui/modal';
import { FieldError, SubmitButton } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import styles from './admin-ui.module.css';
import { useAppT } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel: string;
  /** Ask for a reason (kept in the audit log); required when `reasonRequired`. */
  reason?: 'optional' | 'required';
  onClose: () => void;
  /** Runs the action; a thrown error is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Every destructive or money action asks first (issue 21); the reason goes to the audit log. */
export function ConfirmDialog({ open, title, children, confirmLabel, reason, onClose, onConfirm }: ConfirmDialogProps) {
  const { t } = useAppT();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setText('');
      setError('');
    }
  }, [open]);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if (reason === 'required' && !text.trim()) {
      setError(t('dialog.reasonRequired'));
      return focusFirstError(form);
    }
    setBusy(true);
    setError('');
    try {
      await onConfirm(text.trim());
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, t('dialog.failed')));
      focusFirstError(form);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form onSubmit={submit} className={styles.dialogForm} noValidate>
        <div className={styles.dialogText}>{children}</div>
        {reason ? (
          <label className={styles.field}>
            <span>{reason === 'optional' ? t('dialog.reasonOptional') : t('dialog.reason')}</span>
            <textarea
              value={text}
              maxLength={300}
              rows={3}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </label>
        ) : null}
        <FieldError message={error} />
        <div className={styles.dialogActions}>
          <button type="button" className={styles.ghost} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton loading={busy}>{confirmLabel}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
