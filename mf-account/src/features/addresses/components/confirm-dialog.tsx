import { Modal } from '@utsav/shared/ui/modal';
import { SubmitButton } from '@utsav/shared/ui/form';
import styles from './addresses.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Yes/No confirmation (product §2.3 'Confirm dialog before deleting an address'). */
export function ConfirmDialog({ open, message, confirmLabel = 'Yes, delete it', busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} title="Please confirm" onClose={onCancel}>
      <p className={styles.confirmText}>{message}</p>
      <div className={styles.confirmActions}>
        <SubmitButton type="button" variant="secondary" onClick={onCancel}>Cancel</SubmitButton>
        <SubmitButton type="button" loading={busy} onClick={onConfirm}>{confirmLabel}</SubmitButton>
      </div>
    </Modal>
  );
}
