// /become-a-member: the membership application for a woman without an invitation code (spec 001 §3-4,
// applyForMembership). Success leaves the application pending an admin's review; a man's application is declined
// and lands on /unsuccessful. A signed-in member is offered to refer friends instead.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../auth/fields';
import { CountrySelect, DEFAULT_COUNTRY, useEnabledCountries } from '../../auth/countries';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { ApplyForMembershipDocument } from '../../gen/graphql';
import { membershipScreenMessages as m } from '../../i18n/messages';
import { useRuleText, useServerText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
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

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const ALREADY_MEMBER: MessageDescriptor = m.becomeAlreadyMember;
const PENDING_HEADING: MessageDescriptor = m.becomePendingHeading;
const PENDING_TEXT: MessageDescriptor = m.becomePendingText;
const AGREE: MessageDescriptor = m.becomeAgree;

/** What the form says for each source the rules accept, by the source's value. */
const SOURCE_TEXTS: Record<string, { label: MessageDescriptor; detailLabel: MessageDescriptor }> = {
  referral: { label: m.becomeSourceReferral, detailLabel: m.becomeDetailReferral },
  press: { label: m.becomeSourcePress, detailLabel: m.becomeDetailPress },
  social: { label: m.becomeSourceSocial, detailLabel: m.becomeDetailSocial },
  other: { label: m.becomeSourceOther, detailLabel: m.becomeDetailOther },
};

export default function BecomeAMemberPage({ screen }: ScreenProps) {
  const { account } = useSession();
  const [received, setReceived] = useState<{ firstName: string; email: string } | null>(null);
  const t = useIntl().formatMessage;
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageTitle title={t(screen.title)} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t(m.becomeEyebrow)}</p>
        <h1>{t(m.becomeHeading)}</h1>
        <p className={styles.lead}>{t(m.becomeLead)}</p>
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
  const t = useIntl().formatMessage;
  return (
    <section className={styles.card} aria-labelledby="refer-heading">
      <h2 id="refer-heading">{t(ALREADY_MEMBER, { name: firstName })}</h2>
      <p>{t(m.becomeReferText)}</p>
      <p className={styles.actions}>
        <Link className="button button--primary" to="/invite">
          {t(m.becomeReferFriends)}
        </Link>
        <Link className="button button--quiet" to="/membership">
          {t(m.becomeAboutMembership)}
        </Link>
      </p>
    </section>
  );
}

function ApplicationPending({ firstName, email }: { firstName: string; email: string }) {
  const t = useIntl().formatMessage;
  return (
    <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="pending-heading" role="status">
      <h2 id="pending-heading">{t(PENDING_HEADING, { name: firstName })}</h2>
      <p>{t(PENDING_TEXT, { email, strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> })}</p>
      <p>
        <Link to="/membership-info">{t(m.becomeWhatNext)}</Link>
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
  const t = useIntl().formatMessage;
  const serverText = useServerText();
  const say = useRuleText();
  const schema = useMemo(() => applicationSchema(say), [say]);
  const fallbackProblem = t(registrationTexts.other);

  const countries = useEnabledCountries();

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues>({
    resolver: zodResolver(schema),
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
  const detailLabel = SOURCE_TEXTS[source]?.detailLabel;

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
      setProblem(result?.errorMessage || fallbackProblem);
    } catch {
      setProblem(fallbackProblem);
    }
  });

  return (
    <form
      className={`${formStyles.form} ${styles.card}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={t(m.becomeFormLabel)}
    >
      <p className={formStyles.aside}>
        {t(m.becomeHaveCode)}{' '}
        <button type="button" className={formStyles.linkButton} onClick={() => show('referralCode')}>
          {t(m.becomeJoinWithCode)}
        </button>
      </p>
      <div className={styles.columns}>
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
      </div>
      <TextField
        label={t(m.formEmail)}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className={styles.columns}>
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
      </div>
      <div className={styles.phoneRow}>
        <CountrySelect
          id="application-country"
          countries={countries}
          autoComplete="country"
          {...register('countryCode')}
        />
        <TextField
          label={t(m.formPhoneNumber)}
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </div>

      <fieldset className={styles.choices} aria-describedby={errors.gender ? 'application-gender-error' : undefined}>
        <legend className={formStyles.label}>{t(m.formGender)}</legend>
        <label className={styles.choice}>
          <input type="radio" value="female" {...register('gender')} /> {t(m.formFemale)}
        </label>
        <label className={styles.choice}>
          <input type="radio" value="male" {...register('gender')} /> {t(m.formMale)}
        </label>
        {errors.gender && (
          <p id="application-gender-error" className={formStyles.fieldError}>
            {serverText(errors.gender.message ?? '')}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.choices} aria-describedby={errors.source ? 'application-source-error' : undefined}>
        <legend className={formStyles.label}>{t(m.becomeSourceLegend)}</legend>
        {APPLICATION_SOURCES.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} {...register('source')} />{' '}
            {SOURCE_TEXTS[option.value] ? t(SOURCE_TEXTS[option.value]!.label) : option.label}
          </label>
        ))}
        {errors.source && (
          <p id="application-source-error" className={formStyles.fieldError}>
            {serverText(errors.source.message ?? '')}
          </p>
        )}
      </fieldset>
      {detailLabel && (
        <TextField
          label={t(detailLabel)}
          autoComplete="off"
          error={errors.sourceDetail?.message}
          {...register('sourceDetail')}
        />
      )}

      <FormAlert message={problem} />
      <SubmitButton busy={isSubmitting}>{t(isSubmitting ? m.becomeSending : m.becomeApply)}</SubmitButton>
      <p className={formStyles.aside}>
        {t(AGREE, {
          terms: (chunks: ReactNode[]) => <Link to="/termsService">{chunks}</Link>,
          privacy: (chunks: ReactNode[]) => <Link to="/privacy">{chunks}</Link>,
        })}
      </p>
    </form>
  );
}
