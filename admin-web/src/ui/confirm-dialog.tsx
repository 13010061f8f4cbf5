// The one confirmation dialog for every destructive admin action: a modal <dialog> whose focus stays inside, Escape
// and Cancel cancel, and the confirming button says what it does. Optionally asks for a reason (reject, hold).
//
//   const [doomed, setDoomed] = useState<Admin | null>(null);
//   <ConfirmDialog
//     open={doomed !== null}
//     title={`Delete ${doomed?.email}?`}
//     confirmLabel="Delete admin user"                      // the destructive button, named by the caller
//     reason={{ label: 'Why is she rejected?' }}           // optional: a required textarea, passed to onConfirm
//     onConfirm={async (reason) => { await remove(doomed); setDoomed(null); }}
//     onCancel={() => setDoomed(null)}
//   >
//     She can no longer sign in.
//   </ConfirmDialog>
//
// While onConfirm's promise runs, both buttons wait; the caller closes the dialog (open=false) when it is done.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ADMIN_TEXTS } from '../texts';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The confirming button's text: what it does ("Delete admin user", "Reject application"). */
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' (the default) colours the confirming button as destructive. */
  tone?: 'danger' | 'neutral';
  /** Ask for a reason: a required textarea whose trimmed text onConfirm receives. */
  reason?: { label: string; maxLength?: number; hint?: string };
  onConfirm: (reason: string) => void | Promise<void>;
  onCancel: () => void;
  /** What happens, in a sentence or two (a field in it marked data-autofocus takes the focus on opening). */
  children?: ReactNode;
}

const FOCUSABLE = 'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select, a[href]';

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted only while open, so every opening starts with an empty reason and fresh focus.
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  confirmLabel,
  cancelLabel = ADMIN_TEXTS.cancel,
  tone = 'danger',
  reason,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const bodyId = useId();
  const reasonId = useId();
  const [text, setText] = useState('');
  const [reasonProblem, setReasonProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  // Where focus goes back to when the dialog closes: the button that opened it, as the page had it on opening.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom has no showModal; the open attribute shows it there, and the keyboard handler below keeps focus inside.
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    // Start at the reason (or a field of the caller's marked data-autofocus), or at Cancel: a stray Enter must never
    // confirm a destructive action.
    element.querySelector<HTMLElement>('[data-autofocus], textarea, [data-cancel]')?.focus();
    return () => opener?.focus();
  }, [opener]);

  const cancel = () => {
    if (!busy) onCancel();
  };

  const confirm = async () => {
    const given = text.trim();
    if (reason && !given) {
      setReasonProblem(true);
      dialog.current?.querySelector('textarea')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(given);
    } finally {
      // The caller usually closes the dialog, which unmounts this; if it stays open, the buttons work again.
      if (dialog.current) setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the native cancel event, which jsdom and some browsers skip.
      event.preventDefault();
      event.stopPropagation();
      cancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={headingId}
      aria-describedby={children ? bodyId : undefined}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <form
        className={styles.panel}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {children && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        {reason && (
          <div className={styles.reason}>
            <label htmlFor={reasonId}>{reason.label}</label>
            {reason.hint && <p className={styles.hint}>{reason.hint}</p>}
            <textarea
              id={reasonId}
              value={text}
              aria-required="true"
              rows={4}
              maxLength={reason.maxLength}
              aria-invalid={reasonProblem || undefined}
              aria-describedby={reasonProblem ? `${reasonId}-problem` : undefined}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value.trim()) setReasonProblem(false);
              }}
            />
            {reasonProblem && (
              <p id={`${reasonId}-problem`} className={styles.problem} role="alert">
                {ADMIN_TEXTS.reasonRequired}
              </p>
            )}
          </div>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--quiet" data-cancel onClick={cancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            className={`button ${tone === 'danger' ? styles.danger : 'button--primary'}`}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? ADMIN_TEXTS.working : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
