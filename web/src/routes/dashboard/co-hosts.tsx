// A member's co-hosts on her dashboard (decision 0010): who helps with her listings and reservations, adding one
// (she is e-mailed a link to choose her password) and removing one (her sessions end).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { registrationSchema } from '../../auth/validation';
import { CreateCoHostDocument, MyCoHostsDocument, RemoveCoHostDocument } from '../../gen/graphql';
import { useToast } from '../../toasts/toasts';
import styles from '../membership/membership.module.css';

const FAILED = 'Something went wrong. Please try again';

const coHostSchema = z.object({
  firstName: registrationSchema.shape.firstName,
  lastName: registrationSchema.shape.lastName,
  email: registrationSchema.shape.email,
});
type CoHostValues = z.infer<typeof coHostSchema>;

export function CoHosts() {
  const client = useApolloClient();
  const toast = useToast();
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
    resolver: zodResolver(coHostSchema),
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
          title: 'Co-host added',
          message: `We sent ${values.email.trim()} a link to choose her password.`,
        });
        reset();
        await coHosts.refetch();
        return;
      }
      for (const fieldError of result?.fieldErrors ?? []) {
        if (fieldError.field in coHostSchema.shape) {
          setError(fieldError.field as keyof CoHostValues, { message: fieldError.message });
        }
      }
      setProblem(result?.errorMessage || FAILED);
    } catch {
      setProblem(FAILED);
    }
  });

  const remove = async (userId: string, name: string) => {
    setRemoving(userId);
    try {
      const { data } = await client.mutate({ mutation: RemoveCoHostDocument, variables: { userId } });
      const result = data?.removeCoHost;
      if (result?.status === 'success')
        toast({ kind: 'success', title: 'Co-host removed', message: `${name} can no longer sign in to your account.` });
      else toast({ kind: 'error', title: 'Co-host not removed', message: result?.errorMessage || FAILED });
      await coHosts.refetch();
    } catch {
      toast({ kind: 'error', title: 'Co-host not removed', message: FAILED });
    } finally {
      setRemoving(null);
    }
  };

  const list = coHosts.data?.myCoHosts ?? [];
  return (
    <section className={styles.card} aria-labelledby="cohosts-heading">
      <h2 id="cohosts-heading">Co-hosts</h2>
      <p className={styles.muted}>
        A co-host helps with your listings, reservations and messages. She signs in with her own e-mail address and
        cannot see your payouts or change your profile.
      </p>
      {list.length === 0 ? (
        <p>{coHosts.loading ? 'Loading your co-hosts…' : 'You have no co-hosts yet.'}</p>
      ) : (
        <ul className={styles.plainList} aria-label="Your co-hosts">
          {list.map((coHost) => {
            const name = `${coHost.firstName} ${coHost.lastName}`;
            return (
              <li key={coHost.userId} className={styles.row}>
                <span>
                  <strong>{name}</strong> <span className={styles.muted}>{coHost.email}</span>
                  {!coHost.passwordSet && <span className={styles.muted}> · invitation sent</span>}
                </span>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={removing === coHost.userId}
                  onClick={() => void remove(coHost.userId, name)}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className={formStyles.form} onSubmit={onAdd} noValidate aria-label="Add a co-host">
        <h3>Add a co-host</h3>
        <div className={styles.columns}>
          <TextField
            label="First name"
            autoComplete="off"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField label="Last name" autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <FormAlert message={problem} />
        <SubmitButton busy={isSubmitting}>Add co-host</SubmitButton>
      </form>
    </section>
  );
}
