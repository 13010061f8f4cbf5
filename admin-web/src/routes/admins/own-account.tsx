// Her own account's two pages (decision 0031), open to every admin: the links between them, and the form frame they
// share, which puts each refusal under its field and focuses the first one.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import styles from './admins.module.css';
import pageStyles from '../../ui/page.module.css';

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
    <article className={styles.form}>
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

/**
 * The form: after a refusal the first field with a problem takes the focus (in `fields` order), so a keyboard or
 * screen reader user lands on it.
 */
export function OwnAccountForm({
  fields,
  problems,
  busy,
  submitLabel,
  onSubmit,
  children,
}: {
  fields: readonly string[];
  problems: Record<string, string>;
  busy: boolean;
  submitLabel: string;
  onSubmit(): void;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = fields.find((field) => problems[field]);
    const element = first ? form.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLInputElement) element.focus();
  }, [problems, fields]);

  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
      {problems.form && <p className={styles.notice}>{problems.form}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? ADMIN_TEXTS.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}
