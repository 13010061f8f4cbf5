// The phone verification dialog (spec 001 §2, §5): her number with the country's dial code, a 4-digit code sent to
// it, then the code. Attempts left and the code's expiry come from the server; the number becomes hers only when
// the right code is entered (decision 0009).
import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { FormAlert, SubmitButton } from '../../auth/fields';
import { CountrySelect, DEFAULT_COUNTRY, useEnabledCountries } from '../../auth/countries';
import formStyles from '../../auth/forms.module.css';
import { Modal } from '../../auth/modal';
import { SendPhoneVerificationCodeDocument, VerifyPhoneNumberDocument } from '../../gen/graphql';
import { useToast } from '../../toasts/toasts';
import { codeFailure, phoneNumberFailure } from './profile-rules';
import { profileScreenMessages as m } from '../../i18n/areas/profile';
import { useRuleText, useServerText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import styles from './profile.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const CODE_WORKS_UNTIL: MessageDescriptor = m.phoneCodeWorksUntil;
const DIAL_CODE: MessageDescriptor = m.phoneDialCode;
const ATTEMPTS_LEFT: MessageDescriptor = m.phoneAttemptsLeft;
const CODE_SENT_TO: MessageDescriptor = m.phoneCodeSentTo;

interface SentCode {
  dialCode: string;
  phoneNumber: string;
  expiresAt: string | null;
  attemptsLeft: number | null;
}

export interface PhoneVerificationDialogProps {
  /** Her country on file, preselected in the chooser. */
  countryCode?: string | null;
  /** Her number on file (significant digits), prefilled. */
  phoneNumber?: string | null;
  /** Why the dialog opened, e.g. the save rule. */
  reason?: string | null;
  onClose: () => void;
  onVerified: () => void;
}

export function expiryText(intl: IntlShape, expiresAt: string | null): string | null {
  if (!expiresAt) return null;
  const when = new Date(expiresAt);
  if (Number.isNaN(when.getTime())) return null;
  return intl.formatMessage(CODE_WORKS_UNTIL, { time: intl.formatTime(when, { hour: '2-digit', minute: '2-digit' }) });
}

export function PhoneVerificationDialog(props: PhoneVerificationDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const intl = useIntl();
  const t = intl.formatMessage;
  const somethingWentWrong = t(registrationTexts.other);
  const ids = { country: useId(), phone: useId(), phoneError: useId(), code: useId(), codeError: useId() };
  const countries = useEnabledCountries();

  const [countryCode, setCountryCode] = useState(props.countryCode ?? DEFAULT_COUNTRY.countryCode);
  const [phoneNumber, setPhoneNumber] = useState(props.phoneNumber ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(props.reason ?? null);
  // The server's reason (spec 001 §8 "phone verification needed to save profile") in her language, as the rules' own.
  const serverText = useServerText();
  const say = useRuleText();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [needsNewCode, setNeedsNewCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const dialCode = countries.find((country) => country.countryCode === countryCode)?.dialCode ?? '';

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(null);
    const phoneFailure = phoneNumberFailure(phoneNumber);
    const phoneProblem = phoneFailure && say(phoneFailure);
    setPhoneError(phoneProblem);
    if (phoneProblem) return;
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: SendPhoneVerificationCodeDocument,
        variables: { phoneNumber: phoneNumber.trim(), countryCode },
      });
      const result = data?.sendPhoneVerificationCode;
      if (result?.status === 'success') {
        setSent({
          dialCode: result.dialCode ?? dialCode,
          phoneNumber: result.phoneNumber ?? phoneNumber.trim(),
          expiresAt: result.expiresAt ?? null,
          attemptsLeft: result.attemptsLeft ?? null,
        });
        setNeedsNewCode(false);
        setCode('');
        setNotice(result.message ?? t(m.phoneCodeSent));
      } else if (result?.status === 'alreadyVerified') {
        setNotice(null);
        toast({
          kind: 'info',
          title: t(m.phoneAlreadyVerified),
          message: result.errorMessage ? serverText(result.errorMessage) : undefined,
        });
        props.onVerified();
      } else if (result?.status === 'invalidPhone') {
        setPhoneError(result.errorMessage ? serverText(result.errorMessage) : t(m.phoneCheckNumber));
      } else {
        setProblem(result?.errorMessage ? serverText(result.errorMessage) : somethingWentWrong);
      }
    } catch {
      setProblem(somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const entered = code.trim();
    const codeProblem = codeFailure(entered);
    const malformed = codeProblem && say(codeProblem);
    setCodeError(malformed);
    if (malformed) return;
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: VerifyPhoneNumberDocument, variables: { code: entered } });
      const result = data?.verifyPhoneNumber;
      if (result?.status === 'success') {
        toast({
          kind: 'success',
          title: t(m.phoneVerified),
          message: result.message ? serverText(result.message) : t(m.phoneNumberVerified),
        });
        props.onVerified();
        return;
      }
      if (result?.status === 'malformed')
        return setCodeError(result.errorMessage ? serverText(result.errorMessage) : null);
      setSent((current) => (current ? { ...current, attemptsLeft: result?.attemptsLeft ?? null } : current));
      // An expired or used-up code cannot be retried: she asks for a new one.
      const dead = ['expired', 'tooManyAttempts', 'noCode'].includes(result?.status ?? '');
      setNeedsNewCode(dead);
      setProblem(result?.errorMessage ? serverText(result.errorMessage) : somethingWentWrong);
    } catch {
      setProblem(somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t(m.phoneTitle)} onClose={props.onClose}>
      {notice && (
        <p role="status" className={formStyles.formNotice}>
          {serverText(notice)}
        </p>
      )}
      {!sent ? (
        <form
          className={formStyles.form}
          onSubmit={(event) => void sendCode(event)}
          noValidate
          aria-label={t(m.phoneSendACode)}
        >
          <CountrySelect
            id={ids.country}
            countries={countries}
            value={countryCode}
            onChange={(event) => setCountryCode(event.target.value)}
          />
          <div className={formStyles.field}>
            <label htmlFor={ids.phone} className={formStyles.label}>
              {t(m.phoneNumber)}
            </label>
            <div className={styles.phoneRow}>
              <span className={styles.badge} aria-label={t(DIAL_CODE, { dialCode })}>
                {dialCode}
              </span>
              <input
                id={ids.phone}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                className={formStyles.input}
                style={{ flex: 1, minWidth: '10rem' }}
                value={phoneNumber}
                onChange={(event) => setPhoneNumber(event.target.value)}
                aria-invalid={phoneError ? true : undefined}
                aria-describedby={phoneError ? ids.phoneError : undefined}
              />
            </div>
            {phoneError ? (
              <p id={ids.phoneError} className={formStyles.fieldError}>
                {phoneError}
              </p>
            ) : (
              <p className={formStyles.hint}>{t(m.phoneDigitsOnly)}</p>
            )}
          </div>
          <FormAlert message={problem} />
          <SubmitButton busy={busy}>{t(m.phoneSendCode)}</SubmitButton>
        </form>
      ) : (
        <form
          className={formStyles.form}
          onSubmit={(event) => void verify(event)}
          noValidate
          aria-label={t(m.phoneEnterTheCode)}
        >
          <p className={formStyles.lead}>
            <FormattedMessage
              {...CODE_SENT_TO}
              values={{
                number: (
                  <strong>
                    {sent.dialCode} {sent.phoneNumber}
                  </strong>
                ),
              }}
            />{' '}
            {expiryText(intl, sent.expiresAt)}
          </p>
          <div className={formStyles.field}>
            <label htmlFor={ids.code} className={formStyles.label}>
              {t(m.phoneVerificationCode)}
            </label>
            <input
              id={ids.code}
              className={formStyles.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? ids.codeError : undefined}
            />
            {codeError && (
              <p id={ids.codeError} className={formStyles.fieldError}>
                {codeError}
              </p>
            )}
            {sent.attemptsLeft !== null && (
              <p className={formStyles.hint}>{t(ATTEMPTS_LEFT, { count: sent.attemptsLeft })}</p>
            )}
          </div>
          <FormAlert message={problem} />
          {!needsNewCode && <SubmitButton busy={busy}>{t(m.phoneVerify)}</SubmitButton>}
          <p className={formStyles.actions}>
            <button type="button" className="button button--quiet" onClick={() => void sendCode()} disabled={busy}>
              {t(m.phoneSendNewCode)}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setSent(null);
                setProblem(null);
                setNotice(null);
              }}
            >
              {t(m.phoneChangeNumber)}
            </button>
          </p>
        </form>
      )}
    </Modal>
  );
}
