import { Modal } from '@utsav/ui/modal';
import { SubmitButton } from '@utsav/ui/form';
import styles from './addresses.module.css';
import { useAppT } from '../../../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Yes/No confirmation (product §2.3 'Confirm dialog before deleting an address'). */
export function ConfirmDialog({ open, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useAppT();
  return (
    <Modal open={open} title={t('address.confirmTitle')} onClose={onCancel}>
      <p className={styles.confirmText}>{message}</p>
      <div className={styles.confirmActions}>
        <SubmitButton type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </SubmitButton>
        <SubmitButton type="button" loading={busy} onClick={onConfirm}>
          {confirmLabel ?? t('address.confirmYes')}
        </SubmitButton>
      </div>
    </Modal>
  );
}
