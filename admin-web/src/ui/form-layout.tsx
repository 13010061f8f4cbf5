// The one way an admin form is laid out: a labelled field with its error and hint (Field, TextField), the form with
// the server's refusal above its buttons and the first field with a problem focused (FormLayout), and the form panel
// that opens above a list (FormPanel). Styles in ./form.module.css.
//
//   <FormLayout busy={loading} submitLabel={ADMIN_TEXTS.save} onSubmit={save} problem={problem}
//               fieldOrder={['email', 'password']} problems={problems}>
//     <TextField id="email" label={ADMIN_TEXTS.email} type="email" value={email} onChange={setEmail} error={problems.email} />
//   </FormLayout>
import {
  useEffect,
  useId,
  useRef,
  type FormEvent,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { ADMIN_TEXTS } from '../texts';
import { focusMain, usePanelFocus } from './panel-focus';
import styles from './form.module.css';
import pageStyles from './page.module.css';

/** What a control's aria-describedby lists: its error, then its hint (the ids Field gives them). */
export const describedBy = (id: string, error?: string, hint?: string): string | undefined =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

export interface FieldProps {
  /** The control's id; its error and hint take `${id}-error` and `${id}-hint`. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, described by describedBy(id, error, hint). */
  children: ReactNode;
}

/** A label, its control, then the control's error and hint. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
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

export interface TextFieldProps {
  id: string;
  /** The form's name for it (how FormLayout finds it to focus); its id unless given. */
  name?: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password' | 'search';
  hint?: string;
  error?: string;
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  /** A several-line text box (a description, a message). */
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Anything else the input needs (inputMode, pattern, onKeyDown); given last, so it wins. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

export function TextField({
  id,
  name = id,
  label,
  value,
  onChange,
  type = 'text',
  hint,
  error,
  autoComplete = 'off',
  maxLength,
  required,
  multiline = false,
  inputRef,
  inputProps,
}: TextFieldProps) {
  const shared = {
    id,
    name,
    className: styles.input,
    value,
    maxLength,
    required,
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
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
          {...inputProps}
        />
      )}
    </Field>
  );
}

export interface FormLayoutProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'className'> {
  busy: boolean;
  submitLabel: string;
  /** The submit button's words while busy: 'Saving…' unless given. */
  busyLabel?: string;
  /** Not called while busy. */
  onSubmit(): void;
  /** Shows Cancel after the submit button. */
  onCancel?(): void;
  /** The server's refusal, shown above the buttons until the next save (its toast fades after 7 seconds). */
  problem?: string | null;
  /** Each field's problem by name; when they change, the first field in `fieldOrder` with one takes the focus. */
  problems?: Readonly<Record<string, string | undefined>>;
  fieldOrder?: readonly string[];
  /** The form's frame, instead of the plain column (a panel, for a form that stands on its own). */
  className?: string;
  children: ReactNode;
}

const NONE: readonly string[] = [];

/** A form: its fields, the refusal, then the submit button (and Cancel). */
export function FormLayout({
  busy,
  submitLabel,
  busyLabel = ADMIN_TEXTS.saving,
  onSubmit,
  onCancel,
  problem,
  problems,
  fieldOrder = NONE,
  className = styles.form,
  children,
  ...formProps
}: FormLayoutProps) {
  const form = useRef<HTMLFormElement>(null);
  // After a refusal the first field with a problem takes the focus, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    const first = problems && fieldOrder.find((field) => problems[field]);
    const element = first ? form.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLInputElement) element.focus();
  }, [problems, fieldOrder]);

  return (
    <form
      {...formProps}
      ref={form}
      className={className}
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
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--quiet" onClick={onCancel} disabled={busy}>
            {ADMIN_TEXTS.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

export interface FormPanelProps extends Omit<FormLayoutProps, 'onCancel' | 'className'> {
  title: string;
  onCancel(): void;
}

/** A form above the list. Mount it to open it; see ./panel-focus for where the focus goes. */
export function FormPanel({ title, children, ...form }: FormPanelProps) {
  const heading = usePanelFocus(focusMain);
  const headingId = useId();
  return (
    // No Escape to close: a form of 51 checkboxes is too much to lose to one key. Cancel is the last button.
    <section className={pageStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <FormLayout {...form}>{children}</FormLayout>
    </section>
  );
}

/** The message of whatever a mutation threw: the gateway's refusal, or the network's failure. */
export const messageOf = (error: unknown): string | null => (error instanceof Error ? error.message : null);
