// The footer's newsletter sign-up (spec 000 §7 REST calls, §5 rules): is the address subscribed? If not, ask for it
// (the server mails a confirmation link, decision 0024); then update the names.
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isValidEmail } from '../auth/validation';
import { footerMessages as m } from '../i18n/messages';
import { fieldTexts } from '../i18n/spec-texts';
import styles from './site-footer.module.css';

export const NEWSLETTER_EMAIL_MAX_LENGTH = 50;

/** The §5 rules in order (required, valid, at most 50 characters); null when the address may be sent. */
export function newsletterEmailProblem(value: string): MessageDescriptor | null {
  const email = value.trim();
  if (email === '') return m.emailRequired;
  if (!isValidEmail(email)) return fieldTexts.invalidEmail;
  if ([...email].length > NEWSLETTER_EMAIL_MAX_LENGTH) return m.emailTooLong;
  return null;
}

interface Answer {
  status: number;
  errorMessage: string | null;
}

async function post(path: string, body: Record<string, string>): Promise<Answer> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Partial<Answer> | null;
  return { status: answer?.status ?? response.status, errorMessage: answer?.errorMessage ?? null };
}

/**
 * Runs the footer flow. A 404 ("not yet subscribed", which is every stranger's answer) asks for a subscription, and
 * the server mails a confirmation link (decision 0024): `mailed` says so. 200 with `mailed: false` is a signed-in
 * member whose own address was already on the list.
 */
export async function subscribeToNewsletter(person: { email: string; firstName: string; lastName: string }) {
  const found = await post('/getMailChimpSubscribe', { email: person.email });
  if (found.status !== 200 && found.status !== 404) return { ...found, mailed: false };
  const subscribed = found.status === 404 ? await post('/mailChimpSubscribe-footer', person) : found;
  if (subscribed.status !== 200) return { ...subscribed, mailed: false };
  const updated = await post('/mailChimpUpdateProfile-footer', person);
  return { ...updated, mailed: found.status === 404 };
}

/** The server words its refusals (bad input, too many requests today) for the member. */
const SHOWS_SERVER_MESSAGE = new Set([400, 429]);

type Outcome =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; mailed: boolean } | { kind: 'problem'; text: string };

export function NewsletterSignup({ firstName = '', lastName = '' }: { firstName?: string; lastName?: string }) {
  const intl = useIntl();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldProblem, setFieldProblem] = useState<MessageDescriptor | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = newsletterEmailProblem(email);
    setFieldProblem(problem);
    if (problem) return;
    setOutcome({ kind: 'busy' });
    try {
      const answer = await subscribeToNewsletter({ email: email.trim(), firstName, lastName });
      if (answer.status === 200) {
        setOutcome({ kind: 'done', mailed: answer.mailed });
        setEmail('');
      } else if (SHOWS_SERVER_MESSAGE.has(answer.status) && answer.errorMessage) {
        setOutcome({ kind: 'problem', text: answer.errorMessage });
      } else {
        setOutcome({ kind: 'problem', text: intl.formatMessage(m.newsletterFailed) });
      }
    } catch {
      setOutcome({ kind: 'problem', text: intl.formatMessage(m.newsletterFailed) });
    }
  }

  const errorId = `${id}-error`;
  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.newsletterHeading}>
        {intl.formatMessage(m.newsletterHeading)}
      </h2>
      <p className={styles.newsletterLead}>{intl.formatMessage(m.newsletterLead)}</p>
      <form className={styles.newsletterForm} onSubmit={onSubmit} noValidate>
        <label htmlFor={id} className={styles.newsletterLabel}>
          {intl.formatMessage(m.newsletterEmailLabel)}
        </label>
        <div className={styles.newsletterRow}>
          <input
            id={id}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fieldProblem ? true : undefined}
            aria-describedby={fieldProblem ? errorId : undefined}
          />
          <button type="submit" className="button button--primary" disabled={outcome.kind === 'busy'}>
            {intl.formatMessage(m.newsletterSubmit)}
          </button>
        </div>
        {fieldProblem && (
          <p id={errorId} className={styles.newsletterError}>
            {intl.formatMessage(fieldProblem)}
          </p>
        )}
        <p role="status" className={styles.newsletterStatus}>
          {outcome.kind === 'done' &&
            intl.formatMessage(outcome.mailed ? m.newsletterConfirmationSent : m.newsletterSubscribed)}
          {outcome.kind === 'problem' && outcome.text}
        </p>
      </form>
    </section>
  );
}
