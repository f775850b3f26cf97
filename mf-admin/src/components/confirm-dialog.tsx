import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import * as v from 'valibot';
import { errorMessage } from '@utsav/shared/api-client';
import { Modal } from '@utsav/ui/modal';
import { FieldError, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { focusFirstError } from '@utsav/ui/focus-first-error';
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

/**
 * The dialog's one field: a reason, required (not blank) when the action asks for one. Each action's own schema
 * (the API's) checks the rest; `message` is already in the page's language.
 */
const reasonFormSchema = (required: boolean, message: string) =>
  v.object({
    reason: v.pipe(
      v.string(message),
      v.check((x) => !required || x.trim() !== '', message),
    ),
  });

/** Every destructive or money action asks first; the reason goes to the audit log. */
export function ConfirmDialog({ open, title, children, confirmLabel, reason, onClose, onConfirm }: ConfirmDialogProps) {
  const { t } = useAppT();
  const required = reason === 'required';
  const message = t('dialog.reasonRequired');
  const schema = useMemo(() => reasonFormSchema(required, message), [required, message]);
  const form = useSchemaForm(schema, { reason: '' });
  const { reset } = form;
  /** The form element of the last submit: a refusal of the action takes focus to its message. */
  const formElement = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);
  const reasonInput = form.register('reason');
  const error = form.formState.errors.reason?.message ?? form.formState.errors.root?.server?.message;

  async function submit(data: { reason: string }) {
    try {
      await onConfirm(data.reason.trim());
      onClose();
    } catch (failure) {
      form.setServerError(errorMessage(failure, t('dialog.failed')));
      focusFirstError(formElement.current);
    }
  }
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <SchemaForm
        form={form}
        onValid={submit}
        onSubmitCapture={(e) => (formElement.current = e.currentTarget)}
        className={styles.dialogForm}
      >
        <div className={styles.dialogText}>{children}</div>
        {reason ? (
          <label className={styles.field}>
            <span>{reason === 'optional' ? t('dialog.reasonOptional') : t('dialog.reason')}</span>
            <textarea {...reasonInput} maxLength={300} rows={3} aria-invalid={error ? true : undefined} />
          </label>
        ) : null}
        <FieldError message={error} />
        <div className={styles.dialogActions}>
          <button type="button" className={styles.ghost} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton loading={form.formState.isSubmitting}>{confirmLabel}</SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}
