// The host editor's fields beside the accounts forms' TextField: a select, a counted text area, a check box, a group
// of check boxes and a group of radios. Each names its error through aria-describedby and marks itself aria-invalid,
// so the section form can move the focus to the first field in error; an error is shown as the server worded it (in
// her language when the spec quotes it).
import { useId, useMemo, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import formStyles from '../../auth/forms.module.css';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { useServerText } from '../../i18n/rule-texts';
import { WEEKDAYS } from './rules';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const CHARACTERS_LEFT: MessageDescriptor = m.charactersLeft;
const CHARACTERS_OVER: MessageDescriptor = m.charactersOver;

export interface Option {
  value: string;
  label: string;
}

/** The weekdays MON to SUN as options, named in her language (2024-01-01 was a Monday). */
export function useWeekdayOptions(): Option[] {
  const { locale } = useIntl();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return WEEKDAYS.map((day, i) => ({ value: day, label: format.format(Date.UTC(2024, 0, 1 + i)) }));
  }, [locale]);
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  const serverText = useServerText();
  if (!error) return null;
  return (
    <p id={id} className={formStyles.fieldError}>
      {serverText(error)}
    </p>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** The first option, for "nothing chosen"; omitted when a value is always chosen. */
  emptyLabel?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

export function SelectField({ label, value, options, onChange, emptyLabel, error, hint, className }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`${formStyles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={formStyles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
}

/** A text area with a live count of the characters left (counted as the server counts them, by code point). */
export function TextAreaField({ label, value, max, onChange, error, className }: TextAreaFieldProps) {
  const id = useId();
  const t = useIntl().formatMessage;
  const left = max - Array.from(value.trim()).length;
  return (
    <div className={`${formStyles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={5}
        value={value}
        aria-invalid={error || left < 0 ? true : undefined}
        aria-describedby={describedBy(`${id}-counter`, error && `${id}-error`)}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-counter`} className={`${styles.counter} ${left < 0 ? styles.counterOver : ''}`} aria-live="polite">
        {left < 0 ? t(CHARACTERS_OVER, { over: -left, max }) : t(CHARACTERS_LEFT, { left, max })}
      </p>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

export function CheckField({ label, checked, onChange, error }: CheckFieldProps) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

interface CheckGroupProps {
  legend: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
  hint?: ReactNode;
}

/** Several choices under one legend; an error of the group marks each box, so the first one takes the focus. */
export function CheckGroup({ legend, options, selected, onChange, error, hint }: CheckGroupProps) {
  const id = useId();
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((chosen) => chosen !== value));
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(hint !== undefined && `${id}-hint`)}>
      <legend className={formStyles.label}>{legend}</legend>
      {hint !== undefined && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {options.map((option) => (
          <div key={option.value} className={styles.check}>
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              checked={selected.includes(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

interface RadioGroupProps {
  legend: string;
  name: string;
  options: readonly (Option & { detail?: string })[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function RadioGroup({ legend, name, options, value, onChange, error }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={formStyles.label}>{legend}</legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <div key={option.value} className={styles.radio}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(option.detail && `${id}-${option.value}-detail`, error && `${id}-error`)}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.radioText}>
              <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
              {option.detail && (
                <span id={`${id}-${option.value}-detail`} className={styles.muted}>
                  {option.detail}
                </span>
              )}
            </span>
          </div>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** An error of a group of fields (the map pin's latitude and longitude), under the group. */
export function GroupError({ error }: { error: string | undefined }) {
  const id = useId();
  return <ErrorText id={id} error={error} />;
}
