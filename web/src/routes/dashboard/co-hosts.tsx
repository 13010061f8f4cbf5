// A member's co-hosts on her dashboard (decision 0010): who helps with her listings and reservations, adding one
// (she is e-mailed a link to choose her password) and removing one (her sessions end).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { registrationSchema } from '../../auth/validation';
import { CreateCoHostDocument, MyCoHostsDocument, RemoveCoHostDocument } from '../../gen/graphql';
import { dashboardScreenMessages as m } from '../../i18n/messages';
import { useRuleText, useServerText, type RuleText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import { useToast } from '../../toasts/toasts';
import styles from '../membership/membership.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const ADDED: MessageDescriptor = m.coHostsAddedMessage;
const REMOVED: MessageDescriptor = m.coHostsRemovedMessage;
const REMOVE_LABEL: MessageDescriptor = m.coHostsRemoveLabel;

/** A co-host's names and e-mail follow registration's rules, worded by `say`. */
function coHostSchema(say: RuleText) {
  const { firstName, lastName, email } = registrationSchema(say).shape;
  return z.object({ firstName, lastName, email });
}
type CoHostValues = z.infer<ReturnType<typeof coHostSchema>>;
const CO_HOST_FIELDS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'email',
] satisfies (keyof CoHostValues)[]);

export function CoHosts() {
  const client = useApolloClient();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const specText = useServerText();
  const say = useRuleText();
  const schema = useMemo(() => coHostSchema(say), [say]);
  // The spec's words; the server's own, in her language when the spec quotes them.
  const failed = t(registrationTexts.other);
  const serverText = (message: string | null | undefined) => (message ? specText(message) : failed);
  const coHosts = useQuery(MyCoHostsDocument, { fetchPolicy: 'network-only', errorPolicy: 'all' });
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CoHostValues>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });

  const onAdd = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await client.mutate({
        mutation: CreateCoHostDocument,
        variables: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() },
      });
      const result = data?.createCoHost;
      if (result?.status === 'success') {
        toast({
          kind: 'success',
          title: t(m.coHostsAddedTitle),
          message: t(ADDED, { email: values.email.trim() }),
        });
        reset();
        await coHosts.refetch();
        return;
      }
      for (const fieldError of result?.fieldErrors ?? []) {
        if (CO_HOST_FIELDS.has(fieldError.field)) {
          setError(fieldError.field as keyof CoHostValues, { message: fieldError.message });
        }
      }
      setProblem(serverText(result?.errorMessage));
    } catch {
      setProblem(failed);
    }
  });

  const remove = async (userId: string, name: string) => {
    setRemoving(userId);
    try {
      const { data } = await client.mutate({ mutation: RemoveCoHostDocument, variables: { userId } });
      const result = data?.removeCoHost;
      if (result?.status === 'success')
        toast({ kind: 'success', title: t(m.coHostsRemovedTitle), message: t(REMOVED, { name }) });
      else toast({ kind: 'error', title: t(m.coHostsNotRemovedTitle), message: serverText(result?.errorMessage) });
      await coHosts.refetch();
    } catch {
      toast({ kind: 'error', title: t(m.coHostsNotRemovedTitle), message: failed });
    } finally {
      setRemoving(null);
    }
  };

  const list = coHosts.data?.myCoHosts ?? [];
  return (
    <section className={styles.card} aria-labelledby="cohosts-heading">
      <h2 id="cohosts-heading">{t(m.coHostsHeading)}</h2>
      <p className={styles.muted}>{t(m.coHostsLead)}</p>
      {list.length === 0 ? (
        <p>{coHosts.loading ? t(m.coHostsLoading) : t(m.coHostsNone)}</p>
      ) : (
        <ul className={styles.plainList} aria-label={t(m.coHostsListLabel)}>
          {list.map((coHost) => {
            const name = `${coHost.firstName} ${coHost.lastName}`;
            return (
              <li key={coHost.userId} className={styles.row}>
                <span>
                  <strong>{name}</strong> <span className={styles.muted}>{coHost.email}</span>
                  {!coHost.passwordSet && <span className={styles.muted}> · {t(m.coHostsInvitationSent)}</span>}
                </span>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={removing === coHost.userId}
                  onClick={() => void remove(coHost.userId, name)}
                  aria-label={t(REMOVE_LABEL, { name })}
                >
                  {t(m.coHostsRemove)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className={formStyles.form} onSubmit={onAdd} noValidate aria-label={t(m.coHostsAddHeading)}>
        <h3>{t(m.coHostsAddHeading)}</h3>
        <div className={styles.columns}>
          <TextField
            label={t(m.coHostsFirstName)}
            autoComplete="off"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t(m.coHostsLastName)}
            autoComplete="off"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t(m.coHostsEmail)}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormAlert message={problem} />
        <SubmitButton busy={isSubmitting}>{t(m.coHostsSubmit)}</SubmitButton>
      </form>
    </section>
  );
}
