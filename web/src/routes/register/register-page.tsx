// New Member Registration (spec 000 §2, §5, §8): the form in the spec's field order, client rules, the
// submit-time checks in order, the invitation-code check, then userRegister and the member's way onward.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../auth/fields';
import { CountrySelect, DEFAULT_COUNTRY, useEnabledCountries } from '../../auth/countries';
import formStyles from '../../auth/forms.module.css';
import { safeReturnPath } from '../../auth/return-path';
import { useSession } from '../../auth/session';
import {
  birthYears,
  dateOfBirthText,
  firstSubmitProblem,
  referralCheckProblem,
  REGISTRATION_FIELDS,
  registrationMessage,
  registrationSchema,
  type RegistrationValues,
} from '../../auth/validation';
import { UserRegisterDocument, ValidReferralKeyDocument } from '../../gen/graphql';
import { membershipScreenMessages as m } from '../../i18n/messages';
import { useRuleText } from '../../i18n/rule-texts';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import styles from './register-page.module.css';

/** The months, January first; each is named in the member's language with Intl (mid-month, clear of time zones). */
const MONTHS = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2000, index, 15, 12)));
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const INVITED_BY: MessageDescriptor = m.registerInvitedBy;
const LEAD: MessageDescriptor = m.registerLead;
const SIGNED_IN_AS: MessageDescriptor = m.registerSignedInAs;
const DIAL_CODE: MessageDescriptor = m.registerDialCode;
const NO_INVITATION: MessageDescriptor = m.registerNoInvitation;

export default function RegisterPage() {
  const [params] = useSearchParams();
  const lockedKey = params.get('key')?.trim() || null;
  const returnPath = safeReturnPath(params.get('refer'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();
  const t = intl.formatMessage;
  const { account, refresh } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const years = useMemo(() => birthYears(new Date()), []);
  const say = useRuleText();
  const schema = useMemo(() => registrationSchema(say), [say]);
  const ids = { gender: useId(), intend: useId(), birthday: useId(), note: useId() };

  const countries = useEnabledCountries();
  // The inviter's name, when the link's code is good: a visitor sees who vouched for her before she fills anything in.
  const invitedEmail = params.get('email')?.trim() || null;
  const inviterQuery = useQuery(ValidReferralKeyDocument, {
    variables: { referralKey: lockedKey ?? '', email: invitedEmail, pageType: 'register' },
    skip: !lockedKey,
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
  });
  const inviterCheck = inviterQuery.data?.getValidReferralKey;
  const inviterName = inviterCheck?.status === 'success' ? inviterCheck.firstName : null;

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      referralKey: lockedKey ?? '',
      firstName: '',
      lastName: '',
      email: params.get('email') ?? '',
      password: '',
      confirmPassword: '',
      countryCode: DEFAULT_COUNTRY.countryCode,
      zipCode: params.get('zip') ?? '',
      phoneNumber: '',
      gender: '',
      intend: '',
      month: '',
      day: '',
      year: '',
    },
  });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const dialCode =
    countries.find((country) => country.countryCode === countryCode)?.dialCode ?? DEFAULT_COUNTRY.dialCode;

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const submitProblem = firstSubmitProblem(values, new Date());
    if (submitProblem) return setProblem(say(submitProblem));
    try {
      const email = values.email.trim();
      const referralKey = values.referralKey.trim();
      const check = await client.query({
        query: ValidReferralKeyDocument,
        variables: { referralKey, email, pageType: 'register' },
        fetchPolicy: 'no-cache',
      });
      const codeProblem = referralCheckProblem(check.data?.getValidReferralKey);
      if (codeProblem) return setProblem(codeProblem);

      const { data } = await client.mutate({
        mutation: UserRegisterDocument,
        variables: {
          referralKey,
          loginKey: lockedKey,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email,
          password: values.password,
          confirmPassword: values.confirmPassword,
          countryCode: values.countryCode,
          dialCode,
          zipCode: values.zipCode.trim(),
          phoneNumber: values.phoneNumber.trim(),
          gender: values.gender,
          intend: values.intend,
          dateOfBirth: dateOfBirthText(values),
        },
      });
      const result = data?.userRegister;
      if (result?.status === 'success') {
        await refresh();
        if (result.unsuccessful) return navigate('/unsuccessful', { replace: true });
        toast({ kind: 'success', title: t(m.registerWelcomeTitle), message: t(m.registerWelcomeMessage) });
        return navigate(returnPath ?? '/dashboard', { replace: true });
      }
      for (const fieldError of result?.fieldErrors ?? []) {
        if (REGISTRATION_FIELDS.has(fieldError.field)) {
          setError(fieldError.field as keyof RegistrationValues, { message: fieldError.message });
        }
      }
      setProblem(registrationMessage(result?.status ?? 'other', result?.errorMessage));
    } catch {
      setProblem(registrationMessage('other'));
    }
  });

  return (
    <div className={styles.page}>
      <PageTitle title={t(m.registerTitle)} />
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{t(m.registerEyebrow)}</p>
        <h1>{t(m.registerTitle)}</h1>
        {inviterName && (
          <p className={styles.inviter} data-testid="inviter">
            {t(INVITED_BY, { name: inviterName })}
          </p>
        )}
        <p className={styles.lead}>{t(LEAD, { strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> })}</p>
      </div>

      <form
        className={`${formStyles.form} ${styles.form}`}
        onSubmit={onSubmit}
        noValidate
        aria-label={t(m.registerTitle)}
      >
        {account && <p className={formStyles.formNotice}>{t(SIGNED_IN_AS, { name: account.firstName })}</p>}

        <TextField
          label={t(m.registerInvitationCode)}
          autoComplete="off"
          readOnly={Boolean(lockedKey)}
          hint={lockedKey ? t(m.registerFromLink) : undefined}
          error={errors.referralKey?.message}
          className={styles.full}
          {...register('referralKey')}
        />
        <div className={styles.grid}>
          <TextField
            label={t(m.formFirstName)}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t(m.formLastName)}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextField
            label={t(m.formEmail)}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            className={styles.full}
            {...register('email')}
          />
          <PasswordField
            label={t(m.formPassword)}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t(m.formConfirmPassword)}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <CountrySelect
            id="register-country"
            countries={countries}
            autoComplete="country"
            {...register('countryCode')}
          />
          <TextField
            label={t(m.registerZipCode)}
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
          <div className={`${formStyles.field} ${styles.full}`}>
            <label htmlFor="register-phone" className={formStyles.label}>
              {t(m.formPhoneNumber)}
            </label>
            <div className={styles.phoneRow}>
              <span className={styles.dialCode} aria-label={t(DIAL_CODE, { dialCode })}>
                {dialCode}
              </span>
              <input
                id="register-phone"
                type="tel"
                autoComplete="tel-national"
                className={formStyles.input}
                aria-invalid={errors.phoneNumber ? true : undefined}
                aria-describedby={errors.phoneNumber ? 'register-phone-error' : undefined}
                {...register('phoneNumber')}
              />
            </div>
            {errors.phoneNumber && (
              <p id="register-phone-error" className={formStyles.fieldError}>
                {errors.phoneNumber.message}
              </p>
            )}
          </div>
        </div>

        <fieldset className={styles.choices}>
          <legend className={formStyles.label} id={ids.gender}>
            {t(m.formGender)}
          </legend>
          <label className={styles.choice}>
            <input type="radio" value="male" {...register('gender')} /> {t(m.formMale)}
          </label>
          <label className={styles.choice}>
            <input type="radio" value="female" {...register('gender')} /> {t(m.formFemale)}
          </label>
        </fieldset>

        <fieldset className={styles.choices}>
          <legend className={formStyles.label} id={ids.intend}>
            {t(m.registerIntend)}
          </legend>
          <label className={styles.choice}>
            <input type="radio" value="host" {...register('intend')} /> {t(m.registerHost)}
          </label>
          <label className={styles.choice}>
            <input type="radio" value="travel" {...register('intend')} /> {t(m.registerTravel)}
          </label>
          <label className={styles.choice}>
            <input type="radio" value="both" {...register('intend')} /> {t(m.registerBoth)}
          </label>
        </fieldset>

        <fieldset className={styles.birthday} aria-describedby={ids.note}>
          <legend className={formStyles.label} id={ids.birthday}>
            {t(m.registerBirthday)}
          </legend>
          <div className={styles.birthdayRow}>
            <label className={formStyles.field}>
              <span className={styles.subLabel}>{t(m.registerMonth)}</span>
              <select className={formStyles.select} {...register('month')}>
                <option value="">{t(m.registerMonth)}</option>
                {MONTHS.map((month, index) => (
                  <option key={index} value={String(index + 1)}>
                    {intl.formatDate(month, { month: 'long', timeZone: 'UTC' })}
                  </option>
                ))}
              </select>
            </label>
            <label className={formStyles.field}>
              <span className={styles.subLabel}>{t(m.registerDay)}</span>
              <select className={formStyles.select} {...register('day')}>
                <option value="">{t(m.registerDay)}</option>
                {DAYS.map((day) => (
                  <option key={day} value={String(day)}>
                    {day}
                  </option>
                ))}
              </select>
            </label>
            <label className={formStyles.field}>
              <span className={styles.subLabel}>{t(m.registerYear)}</span>
              <select className={formStyles.select} {...register('year')}>
                <option value="">{t(m.registerYear)}</option>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p id={ids.note} className={formStyles.hint}>
            {t(m.registerBirthdayNote)}
          </p>
        </fieldset>

        <FormAlert message={problem} />
        <SubmitButton busy={isSubmitting}>{t(isSubmitting ? m.registerSigningUp : m.registerSignUp)}</SubmitButton>
        <p className={formStyles.aside}>
          {t(NO_INVITATION, { link: (chunks: ReactNode[]) => <Link to="/become-a-member">{chunks}</Link> })}
        </p>
      </form>
    </div>
  );
}
