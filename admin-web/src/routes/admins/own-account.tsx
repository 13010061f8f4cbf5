// Her own account's two pages (decision 0031), open to every admin: the links between them, and the form they share,
// written as a list of fields, which sends the change, puts each refusal under its field and focuses the first one.
import { useMemo, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import { FormLayout, messageOf, TextField } from '../../ui/form-layout';
import pageStyles from '../../ui/page.module.css';
import { useToast } from '../../ui/toasts';
import styles from './admins.module.css';

/** What changeAdminPassword and changeAdminEmail answer. */
export interface OwnAccountResult {
  status: string;
  errorMessage?: string | null;
  fieldErrors: ReadonlyArray<{ field: string; message: string }>;
}

/** Field by field problems of a refused change; a problem of no field of the form is under `form`. */
export function problemsOf(result: OwnAccountResult, fields: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { field, message } of result.fieldErrors) {
    const key = fields.includes(field) ? field : 'form';
    problems[key] ??= message;
  }
  if (Object.keys(problems).length === 0 && result.errorMessage) problems.form = result.errorMessage;
  return problems;
}

export function OwnAccountPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className={pageStyles.narrow}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <nav aria-label={ADMIN_TEXTS.yourDetails}>
        <ul className={styles.tabs}>
          <li>
            <NavLink to="/change/admin" end>
              {ADMIN_TEXTS.yourPassword}
            </NavLink>
          </li>
          <li>
            <NavLink to="/change/common" end>
              {ADMIN_TEXTS.yourEmail}
            </NavLink>
          </li>
        </ul>
      </nav>
      <p className={pageStyles.lead}>{lead}</p>
      {children}
    </article>
  );
}

/** A field of her own account's forms; its name is also its id and the change's variable. */
export interface OwnField<Name extends string> {
  name: Name;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  maxLength: number;
  hint?: string;
}

export type OwnAccountChange<Name extends string> = ReturnType<typeof useOwnAccountChange<Name>>;

/**
 * The form's state and `submit`, which sends the values to `change`: on success the form empties, `success` is
 * toasted and `onChanged` gets what was sent; a refusal puts each problem under its field (one of no field, or a
 * failure to answer, above the button) with the failure toast.
 */
export function useOwnAccountChange<Name extends string>(
  fields: readonly OwnField<Name>[],
  change: (values: Record<Name, string>) => Promise<OwnAccountResult | null | undefined>,
  success: string,
  onChanged?: (sent: Record<Name, string>) => Promise<void>,
) {
  const toast = useToast();
  const [empty] = useState(() => Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<Name, string>);
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const names = useMemo(() => fields.map((f) => f.name), [fields]);

  const submit = async () => {
    try {
      const result = await change(values);
      if (result?.status !== 'success') {
        if (result) setProblems(problemsOf(result, names));
        toast.failure(result?.errorMessage);
        return;
      }
      setValues(empty);
      setProblems({});
      toast.success(success);
      await onChanged?.(values);
    } catch (error) {
      setProblems({ form: messageOf(error) ?? '' });
      toast.failure(messageOf(error));
    }
  };
  const set = (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return { fields, names, values, set, problems, submit };
}

/** The form: each field with its problem; after a refusal the first field with one (in `fields` order) is focused. */
export function OwnAccountForm<Name extends string>({
  form,
  busy,
  submitLabel,
}: {
  form: OwnAccountChange<Name>;
  busy: boolean;
  submitLabel: string;
}) {
  const { problems, values } = form;
  return (
    <FormLayout
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={() => void form.submit()}
      problem={problems.form}
      problems={problems}
      fieldOrder={form.names}
    >
      {form.fields.map((field) => (
        <TextField
          key={field.name}
          id={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={(value) => form.set(field.name, value)}
          error={problems[field.name]}
          hint={field.hint}
          maxLength={field.maxLength}
        />
      ))}
    </FormLayout>
  );
}
