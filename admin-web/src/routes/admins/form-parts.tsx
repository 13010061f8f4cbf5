// The pieces the admins, roles and own-account forms share: a labelled field with its hint and error, and the form
// panel that opens above a list (focus goes to its heading and back to the button that opened it).
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { ADMIN_TEXTS } from '../../texts';
import pageStyles from '../../ui/page.module.css';
import styles from './admins.module.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password';
  hint?: string;
  error?: string;
  autoComplete?: string;
  maxLength?: number;
  /** A several-line text box (a description). */
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  hint,
  error,
  autoComplete = 'off',
  maxLength,
  multiline = false,
  inputRef,
}: TextFieldProps) {
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    className: styles.input,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          type={type}
          autoComplete={autoComplete}
          spellCheck={type === 'text' ? undefined : false}
          autoCapitalize={type === 'text' ? undefined : 'off'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export interface FormPanelProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit(): void;
  onCancel(): void;
  /** The server's refusal, shown above the buttons until the next save (its toast fades after 7 seconds). */
  problem?: string | null;
  children: ReactNode;
}

/**
 * A panel's heading ref: the heading takes the focus when the panel opens, and on close the focus goes back to what
 * had it (the button that opened it), or to the main area when that button has gone with its row.
 */
export function usePanelFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    heading.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, [opener]);
  return heading;
}

/** A form above the list. Mount it to open it; see usePanelFocus for where the focus goes. */
export function FormPanel({ title, submitLabel, busy, onSubmit, onCancel, problem, children }: FormPanelProps) {
  const heading = usePanelFocus();
  const headingId = useId();

  return (
    // No Escape to close: a form of 51 checkboxes is too much to lose to one key. Cancel is the last button.
    <section className={pageStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {children}
        {problem && <p className={styles.notice}>{problem}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? ADMIN_TEXTS.saving : submitLabel}
          </button>
          <button type="button" className="button button--quiet" onClick={onCancel} disabled={busy}>
            {ADMIN_TEXTS.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The message of whatever a mutation threw: the gateway's refusal, or the network's failure. */
export const messageOf = (error: unknown): string | null => (error instanceof Error ? error.message : null);
