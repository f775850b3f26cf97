import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './focus-trap';
import styles from './modal.module.css';
import { useUiT } from './i18n-ui';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/**
 * Accessible modal dialog: Escape and backdrop click close it, focus is kept inside and returned to the opener. Rendered into document.body, so a form inside a
 * dialog (the address form on the checkout page) is never nested inside the page's own <form> in the DOM.
 */
export function Modal({ open, title, onClose, children, wide }: ModalProps) {
  const { t } = useUiT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Escape closes it; focus stays inside while open and goes back to the opener when it closes.
  useFocusTrap(dialogRef, open, onClose);
  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        tabIndex={-1}
        className={`${styles.dialog} ${wide ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
