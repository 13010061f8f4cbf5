// /password/verification?token=…&email=…: the new-password form of a reset link (spec 001 §5 rules) → resetPassword.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import { FormAlert, PasswordField, SubmitButton } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { resetPasswordSchema, type ResetPasswordValues } from '../../auth/validation';
import { ResetPasswordDocument } from '../../gen/graphql';
import { resetPasswordMessages as r } from '../../i18n/messages';
import { useRuleText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';

const FAILURES: Record<string, MessageDescriptor | undefined> = {
  expired: r.expired,
  used: r.used,
  invalid: r.invalid,
};
// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const LEAD: MessageDescriptor = r.lead;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const intl = useIntl();
  return (
    <section className={formStyles.card} aria-labelledby="reset-heading">
      <PageTitle title={intl.formatMessage(r.title)} />
      <h1 id="reset-heading">{intl.formatMessage(r.title)}</h1>
      {token && email ? (
        <ResetForm token={token} email={email} />
      ) : (
        <LinkProblem message={intl.formatMessage(r.invalid)} />
      )}
    </section>
  );
}

function LinkProblem({ message }: { message: string }) {
  const intl = useIntl();
  const { show } = useAuthDialogs();
  return (
    <>
      <p role="alert" className={formStyles.formAlert}>
        {message}
      </p>
      <p className={formStyles.actions}>
        <button type="button" className="button button--quiet" onClick={() => show('forgotPassword')}>
          {intl.formatMessage(r.sendNewLink)}
        </button>
      </p>
    </>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useApolloClient();
  const { show } = useAuthDialogs();
  const [problem, setProblem] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const say = useRuleText();
  const schema = useMemo(() => resetPasswordSchema(say), [say]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    setProblem(null);
    try {
      const { data } = await client.mutate({
        mutation: ResetPasswordDocument,
        variables: { email, token, password, confirmPassword },
      });
      const result = data?.resetPassword;
      if (result?.status === 'success') return setDone(true);
      const linkFailure = result ? FAILURES[result.status] : undefined;
      if (linkFailure) return setLinkProblem(t(linkFailure));
      setProblem(result?.errorMessage || registrationTexts.other.defaultMessage);
    } catch {
      setProblem(registrationTexts.other.defaultMessage);
    }
  });

  if (linkProblem) return <LinkProblem message={linkProblem} />;
  if (done) {
    return (
      <>
        <p role="status" className={formStyles.formNotice}>
          {t(r.done)}
        </p>
        <p className={formStyles.actions}>
          <button type="button" className="button button--primary" onClick={() => show('login')}>
            {t(r.logIn)}
          </button>
          <Link className="button button--quiet" to="/">
            {t(r.home)}
          </Link>
        </p>
      </>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t(r.formLabel)}>
      <p className={formStyles.lead}>
        <FormattedMessage {...LEAD} values={{ email: <strong>{email}</strong> }} />
      </p>
      <FormAlert message={problem} />
      <PasswordField
        label={t(r.newPassword)}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t(r.confirmPassword)}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting}>{t(r.submit)}</SubmitButton>
    </form>
  );
}
