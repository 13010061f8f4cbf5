// A modal dialog on the native <dialog> element: focus starts at the first field and stays inside; Escape, the
// close button and a click on the backdrop close it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { authDialogMessages } from '../i18n/messages';
import styles from './forms.module.css';

export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      // Start at the first field rather than the close button, so a keyboard user can type at once.
      element.querySelector<HTMLElement>('input, select, textarea')?.focus();
    }
    document.body.classList.add('modal-open');
    return () => document.body.classList.remove('modal-open');
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.modalPanel}>
        <div className={styles.modalHeader}>
          <h2 id={headingId} className={styles.modalTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.modalClose}
            aria-label={intl.formatMessage(authDialogMessages.close)}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
