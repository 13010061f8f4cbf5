// /become-a-member: the membership application for a woman without an invitation code (spec 001 §3-4,
// applyForMembership). Success leaves the application pending an admin's review; a man's application is declined
// and lands on /unsuccessful. A signed-in member is offered to refer friends instead.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../auth/fields';
import { CountrySelect, DEFAULT_COUNTRY, useEnabledCountries } from '../../auth/countries';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { ApplyForMembershipDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../route-table';
import {
  APPLICATION_FIELDS,
  APPLICATION_SOURCES,
  applicationSchema,
  type ApplicationField,
  type ApplicationValues,
} from './application';
import styles from './membership.module.css';

const FALLBACK_PROBLEM = 'Something went wrong. Please try again';

export default function BecomeAMemberPage({ screen }: ScreenProps) {
  const { account } = useSession();
  const [received, setReceived] = useState<{ firstName: string; email: string } | null>(null);
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageTitle title={screen.title} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Membership</p>
        <h1>Become a member</h1>
        <p className={styles.lead}>
          Golightly is a private club for women who travel, host and work around the world. Tell us a little about
          yourself and our membership team will review your application, usually within a few days.
        </p>
      </header>
      {account ? (
        <ReferFriends firstName={account.firstName} />
      ) : received ? (
        <ApplicationPending {...received} />
      ) : (
        <ApplicationForm onReceived={setReceived} />
      )}
    </div>
  );
}

function ReferFriends({ firstName }: { firstName: string }) {
  return (
    <section className={styles.card} aria-labelledby="refer-heading">
      <h2 id="refer-heading">You are already a member, {firstName}</h2>
      <p>Know a woman who would love the club? Send her an invitation: she can join at once with your code.</p>
      <p className={styles.actions}>
        <Link className="button button--primary" to="/invite">
          Refer friends
        </Link>
        <Link className="button button--quiet" to="/membership">
          About your membership
        </Link>
      </p>
    </section>
  );
}

function ApplicationPending({ firstName, email }: { firstName: string; email: string }) {
  return (
    <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="pending-heading" role="status">
      <h2 id="pending-heading">Thank you, {firstName}. Your application is pending review.</h2>
      <p>
        Our membership team reviews every application by hand. We will write to <strong>{email}</strong> as soon as
        yours is approved; from then on you can sign in with that address and the password you chose.
      </p>
      <p>
        <Link to="/membership-info">What happens next, and how membership works</Link>
      </p>
    </section>
  );
}

function ApplicationForm({ onReceived }: { onReceived: (applicant: { firstName: string; email: string }) => void }) {
  const [params] = useSearchParams();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { show } = useAuthDialogs();
  const [problem, setProblem] = useState<string | null>(null);

  const countries = useEnabledCountries();

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues>({
    resolver: zodResolver(applicationSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: params.get('email')?.trim() ?? '',
      password: '',
      confirmPassword: '',
      countryCode: DEFAULT_COUNTRY.countryCode,
      phoneNumber: '',
      gender: '',
      source: '',
      sourceDetail: '',
    },
  });
  const source = useWatch({ control, name: 'source' });
  const detailLabel = APPLICATION_SOURCES.find((option) => option.value === source)?.detailLabel;

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await client.mutate({
        mutation: ApplyForMembershipDocument,
        variables: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          phoneNumber: values.phoneNumber.trim(),
          countryCode: values.countryCode,
          gender: values.gender,
          source: values.source,
          sourceDetail: values.sourceDetail.trim() || null,
        },
      });
      const result = data?.applyForMembership;
      if (result?.status === 'success')
        return onReceived({ firstName: values.firstName.trim(), email: values.email.trim() });
      if (result?.status === 'declined') return navigate('/unsuccessful', { replace: true });
      for (const fieldError of result?.fieldErrors ?? []) {
        if (APPLICATION_FIELDS.has(fieldError.field)) {
          setError(fieldError.field as ApplicationField, { message: fieldError.message });
        }
      }
      setProblem(result?.errorMessage || FALLBACK_PROBLEM);
    } catch {
      setProblem(FALLBACK_PROBLEM);
    }
  });

  return (
    <form
      className={`${formStyles.form} ${styles.card}`}
      onSubmit={onSubmit}
      noValidate
      aria-label="Membership application"
    >
      <p className={formStyles.aside}>
        Have a referral code?{' '}
        <button type="button" className={formStyles.linkButton} onClick={() => show('referralCode')}>
          Join with your code
        </button>
      </p>
      <div className={styles.columns}>
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
      </div>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div className={styles.columns}>
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
      </div>
      <div className={styles.phoneRow}>
        <CountrySelect
          id="application-country"
          countries={countries}
          autoComplete="country"
          {...register('countryCode')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </div>

      <fieldset className={styles.choices} aria-describedby={errors.gender ? 'application-gender-error' : undefined}>
        <legend className={formStyles.label}>Gender</legend>
        <label className={styles.choice}>
          <input type="radio" value="female" {...register('gender')} /> Female
        </label>
        <label className={styles.choice}>
          <input type="radio" value="male" {...register('gender')} /> Male
        </label>
        {errors.gender && (
          <p id="application-gender-error" className={formStyles.fieldError}>
            {errors.gender.message}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.choices} aria-describedby={errors.source ? 'application-source-error' : undefined}>
        <legend className={formStyles.label}>How did you hear about Golightly?</legend>
        {APPLICATION_SOURCES.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} {...register('source')} /> {option.label}
          </label>
        ))}
        {errors.source && (
          <p id="application-source-error" className={formStyles.fieldError}>
            {errors.source.message}
          </p>
        )}
      </fieldset>
      {detailLabel && (
        <TextField
          label={detailLabel}
          autoComplete="off"
          error={errors.sourceDetail?.message}
          {...register('sourceDetail')}
        />
      )}

      <FormAlert message={problem} />
      <SubmitButton busy={isSubmitting}>{isSubmitting ? 'Sending…' : 'Apply for membership'}</SubmitButton>
      <p className={formStyles.aside}>
        By applying you agree to our <Link to="/termsService">terms of service</Link> and{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>
    </form>
  );
}
