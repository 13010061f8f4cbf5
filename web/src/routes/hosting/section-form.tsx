// One section of the host editor saved as a whole ("save and continue"): the server checks it and answers every
// field in error; each error shows beside its field, the focus moves to the first of them, and the form's alert says
// why nothing was saved. A refusal of her standing goes up to the page; a success moves on.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SubmitButton } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { useServerText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import { useToast } from '../../toasts/toasts';
import { errorsByField, refusalOf, type EditAnswer, type FieldError } from './edit-answer';
import { useEditor, type HostListing } from './editor-context';
import styles from './hosting.module.css';

export interface SectionSave {
  errors: Record<string, string>;
  problems: string[];
  busy: boolean;
  /** Moves on each time the focus should go to the first field in error (or the alert). */
  focusTick: number;
  submit: (request: SaveRequest) => Promise<void>;
}

export interface SaveRequest {
  /** The fields this section shows; errors of any other field are listed in the alert. */
  fields: readonly string[];
  /** The section's own checks before sending (the shared rules); nothing is sent while any fails. */
  check?: () => readonly FieldError[];
  send: () => Promise<EditAnswer<HostListing> | null | undefined>;
  onSaved: (listing: HostListing) => void;
}

export function useSectionSave(): SectionSave {
  const { refuse } = useEditor();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const serverText = useServerText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);

  const refuseFields = (fieldErrors: readonly FieldError[], fields: readonly string[], message: string | null) => {
    const others = fieldErrors.filter((error) => !fields.includes(error.field)).map((error) => error.message);
    setErrors(errorsByField(fieldErrors.filter((error) => fields.includes(error.field))));
    setProblems([...(message ? [message] : []), ...others]);
    setFocusTick((tick) => tick + 1);
  };

  const submit = async ({ fields, check, send, onSaved }: SaveRequest) => {
    const local = check?.() ?? [];
    if (local.length > 0) return refuseFields(local, fields, t(m.correctFields));
    setBusy(true);
    try {
      const answer = await send();
      if (answer?.status === 'success' && answer.listing) {
        setErrors({});
        setProblems([]);
        toast({ kind: 'success', title: t(m.saved), message: t(m.savedMessage) });
        onSaved(answer.listing);
        return;
      }
      const message = answer?.errorMessage ?? t(registrationTexts.other);
      refuseFields(answer?.fieldErrors ?? [], fields, message);
      toast({ kind: 'error', title: t(m.notSaved), message: serverText(message) });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refuse(refusal);
      refuseFields([], fields, t(registrationTexts.other));
    } finally {
      setBusy(false);
    }
  };

  return { errors, problems, busy, focusTick, submit };
}

interface SectionFormProps {
  /** The form's accessible name: the page's title. */
  label: string;
  lead?: string;
  save: SectionSave;
  onSubmit: () => void;
  submitLabel?: string;
  children: ReactNode;
}

export function SectionForm({ label, lead, save, onSubmit, submitLabel, children }: SectionFormProps) {
  const t = useIntl().formatMessage;
  const serverText = useServerText();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);

  // After an answer with errors, the keyboard goes to the first field in error, else to the alert that says why.
  useEffect(() => {
    if (save.focusTick === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? alert.current)?.focus();
  }, [save.focusTick]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={form} className={styles.section} aria-label={label} noValidate onSubmit={submit}>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
      {save.problems.length > 0 && (
        <div ref={alert} role="alert" tabIndex={-1} className={formStyles.formAlert}>
          {save.problems.map((problem) => (
            <p key={problem} className={styles.alertLine}>
              {serverText(problem)}
            </p>
          ))}
        </div>
      )}
      <div className={styles.formActions}>
        <SubmitButton busy={save.busy}>{save.busy ? t(m.saving) : (submitLabel ?? t(m.saveAndContinue))}</SubmitButton>
      </div>
    </form>
  );
}
