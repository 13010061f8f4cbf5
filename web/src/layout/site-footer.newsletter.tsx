// The footer's newsletter sign-up (spec 000 §7 REST calls, §5 rules): is the address subscribed? If not, subscribe
// it; once it is, update the names on it.
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isValidEmail } from '../auth/validation';
import { footerMessages as m } from '../i18n/messages';
import styles from './site-footer.module.css';

export const NEWSLETTER_EMAIL_MAX_LENGTH = 50;

/** The §5 rules in order (required, valid, at most 50 characters); null when the address may be sent. */
export function newsletterEmailProblem(value: string): MessageDescriptor | null {
  const email = value.trim();
  if (email === '') return m.emailRequired;
  if (!isValidEmail(email)) return m.emailInvalid;
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

/** Runs the footer flow; resolves to the server's own message when it refused the address, else null. */
export async function subscribeToNewsletter(person: { email: string; firstName: string; lastName: string }) {
  const found = await post('/getMailChimpSubscribe', { email: person.email });
  if (found.status !== 200 && found.status !== 404) return found;
  const subscribed = found.status === 404 ? await post('/mailChimpSubscribe-footer', person) : found;
  if (subscribed.status !== 200) return subscribed;
  return post('/mailChimpUpdateProfile-footer', person);
}

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'problem'; text: string };

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
        setOutcome({ kind: 'done' });
        setEmail('');
      } else if (answer.status === 400 && answer.errorMessage) {
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
          {outcome.kind === 'done' && intl.formatMessage(m.newsletterSubscribed)}
          {outcome.kind === 'problem' && outcome.text}
        </p>
      </form>
    </section>
  );
}
