// Labelled form fields shared by the accounts screens: a text field and a password field with a show/hide toggle.
// Each field names its error through aria-describedby so screen readers read it with the field; an error worded by a
// rule or the server in English shows in the member's language (useServerText).
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { authDialogMessages as m } from '../i18n/messages';
import { useServerText } from '../i18n/rule-texts';
import styles from './forms.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values here.
const SHOW_FIELD: MessageDescriptor = m.showField;
const HIDE_FIELD: MessageDescriptor = m.hideField;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, id, className, ...input },
  ref,
) {
  const generatedId = useId();
  const serverText = useServerText();
  const inputId = id ?? generatedId;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        {...input}
      />
      {hint && !error && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className={styles.fieldError}>
          {serverText(error)}
        </p>
      )}
    </div>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(function PasswordField(
  { label, error, id, className, ...input },
  ref,
) {
  const intl = useIntl();
  const generatedId = useId();
  const serverText = useServerText();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  const field = label.toLocaleLowerCase(intl.locale);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={intl.formatMessage(visible ? HIDE_FIELD : SHOW_FIELD, { field })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {intl.formatMessage(visible ? m.hide : m.show)}
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className={styles.fieldError}>
          {serverText(error)}
        </p>
      )}
    </div>
  );
});

/** The form-level message: one at a time, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  const serverText = useServerText();
  if (!message) return null;
  return (
    <p role="alert" className={styles.formAlert}>
      {serverText(message)}
    </p>
  );
}

/** A submit button that shows a spinner and stays put while the request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`button button--primary ${styles.submit}`} disabled={busy} aria-busy={busy}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
