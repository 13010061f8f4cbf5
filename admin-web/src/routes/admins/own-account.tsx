// Her own account's two pages (decision 0031), open to every admin: the links between them, and the form frame they
// share, which puts each refusal under its field and focuses the first one.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import styles from './admins.module.css';
import { FormLayout, type FormLayoutProps } from '../../ui/form-layout';
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

/** The form: after a refusal the first field with a problem (in `fields` order) takes the focus. */
export function OwnAccountForm({
  fields,
  problems,
  ...form
}: { fields: readonly string[]; problems: Record<string, string> } & Omit<
  FormLayoutProps,
  'problem' | 'problems' | 'fieldOrder'
>) {
  return <FormLayout {...form} problem={problems.form} problems={problems} fieldOrder={fields} />;
}
