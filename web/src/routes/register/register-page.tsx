// New Member Registration (spec 000 §2, §5, §8): the form in the spec's field order, client rules, the
// submit-time checks in order, the invitation-code check, then userRegister and the member's way onward.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
  registrationMessage,
  registrationSchema,
  type RegistrationValues,
} from '../../auth/validation';
import { UserRegisterDocument, ValidReferralKeyDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import styles from './register-page.module.css';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const FIELDS = new Set<string>(Object.keys(registrationSchema.shape));

export default function RegisterPage() {
  const [params] = useSearchParams();
  const lockedKey = params.get('key')?.trim() || null;
  const returnPath = safeReturnPath(params.get('refer'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { account, refresh } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const years = useMemo(() => birthYears(new Date()), []);
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
    resolver: zodResolver(registrationSchema),
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
    if (submitProblem) return setProblem(submitProblem.message);
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
        toast({ kind: 'success', title: 'Welcome!', message: 'Your account has been created.' });
        return navigate(returnPath ?? '/dashboard', { replace: true });
      }
      for (const fieldError of result?.fieldErrors ?? []) {
        if (FIELDS.has(fieldError.field)) {
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
      <PageTitle title="New Member Registration" />
      <div className={styles.intro}>
        <p className={styles.eyebrow}>By invitation</p>
        <h1>New Member Registration</h1>
        {inviterName && (
          <p className={styles.inviter} data-testid="inviter">
            {inviterName} invited you to join Golightly.
          </p>
        )}
        <p className={styles.lead}>
          Join with the invitation code a member sent you. Already a member? Use <strong>Log in</strong> at the top of
          the page.
        </p>
      </div>

      <form
        className={`${formStyles.form} ${styles.form}`}
        onSubmit={onSubmit}
        noValidate
        aria-label="New Member Registration"
      >
        {account && <p className={formStyles.formNotice}>You are signed in as {account.firstName}.</p>}

        <TextField
          label="Invitation code"
          autoComplete="off"
          readOnly={Boolean(lockedKey)}
          hint={lockedKey ? 'From your invitation link.' : undefined}
          error={errors.referralKey?.message}
          className={styles.full}
          {...register('referralKey')}
        />
        <div className={styles.grid}>
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            className={styles.full}
            {...register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Confirm password"
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
            label="ZIP code"
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
          <div className={`${formStyles.field} ${styles.full}`}>
            <label htmlFor="register-phone" className={formStyles.label}>
              Phone number
            </label>
            <div className={styles.phoneRow}>
              <span className={styles.dialCode} aria-label={`Dial code ${dialCode}`}>
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
            Gender
          </legend>
          <label className={styles.choice}>
            <input type="radio" value="male" {...register('gender')} /> Male
          </label>
          <label className={styles.choice}>
            <input type="radio" value="female" {...register('gender')} /> Female
          </label>
        </fieldset>

        <fieldset className={styles.choices}>
          <legend className={formStyles.label} id={ids.intend}>
            I want to
          </legend>
          <label className={styles.choice}>
            <input type="radio" value="host" {...register('intend')} /> Host
          </label>
          <label className={styles.choice}>
            <input type="radio" value="travel" {...register('intend')} /> Travel
          </label>
          <label className={styles.choice}>
            <input type="radio" value="both" {...register('intend')} /> Both
          </label>
        </fieldset>

        <fieldset className={styles.birthday} aria-describedby={ids.note}>
          <legend className={formStyles.label} id={ids.birthday}>
            Birthday
          </legend>
          <div className={styles.birthdayRow}>
            <label className={formStyles.field}>
              <span className={styles.subLabel}>Month</span>
              <select className={formStyles.select} {...register('month')}>
                <option value="">Month</option>
                {MONTHS.map((name, index) => (
                  <option key={name} value={String(index + 1)}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className={formStyles.field}>
              <span className={styles.subLabel}>Day</span>
              <select className={formStyles.select} {...register('day')}>
                <option value="">Day</option>
                {DAYS.map((day) => (
                  <option key={day} value={String(day)}>
                    {day}
                  </option>
                ))}
              </select>
            </label>
            <label className={formStyles.field}>
              <span className={styles.subLabel}>Year</span>
              <select className={formStyles.select} {...register('year')}>
                <option value="">Year</option>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p id={ids.note} className={formStyles.hint}>
            Your birthday is used only to verify that you are 21 or older. Other members never see it.
          </p>
        </fieldset>

        <FormAlert message={problem} />
        <SubmitButton busy={isSubmitting}>{isSubmitting ? 'Signing up…' : 'Sign Up'}</SubmitButton>
        <p className={formStyles.aside}>
          No invitation? <Link to="/become-a-member">Apply for membership</Link>
        </p>
      </form>
    </div>
  );
}
