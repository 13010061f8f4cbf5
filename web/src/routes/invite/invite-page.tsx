// /invite: the member's copyable referral link, the invites she has left (at most 5 unless an admin added more), the
// invite-by-e-mail form and the invitations she sent, each pending one with a cancel (spec 001 §2, §3, §5, §9).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { FormAlert, SubmitButton } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import {
  CancelInvitationDocument,
  InvitePageDocument,
  SendInvitationsDocument,
  type SendInvitationsMutation,
} from '../../gen/graphql';
import { registrationTexts, specTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import styles from '../membership/membership.module.css';
import type { ScreenProps } from '../route-table';
import { copyText, referralLink } from './referral-link';

// The spec's words, from the texts module: the form alert shows FAILED in her language (useSpecText).
const FAILED = registrationTexts.other.defaultMessage;
const PERSONAL_MESSAGE_MAX_LENGTH = 1000;
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  accepted: 'Joined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

export default function InvitePage({ screen }: ScreenProps) {
  const { account, loading } = useSession();
  const client = useApolloClient();
  const toast = useToast();
  const page = useQuery(InvitePageDocument, { skip: !account, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const linkField = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [emails, setEmails] = useState('');
  const [personalMessage, setPersonalMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SendInvitationsMutation['sendInvitations'] | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);

  if (loading) return <p className="loading-message">Loading…</p>;
  if (!account) return <Navigate to="/login?refer=%2Finvite" replace />;
  if (page.loading && !page.data) return <p className="loading-message">Loading your invitations…</p>;

  const referralKey = page.data?.userAccount.referralKey;
  const invitations = page.data?.myInvitations;
  if (!referralKey || !invitations) {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <PageTitle title={screen.title} />
        <h1>Invite friends</h1>
        <p role="alert">
          {page.error?.message ?? 'Your account cannot send invitations.'}{' '}
          <Link to="/dashboard">Back to your dashboard</Link>
        </p>
      </div>
    );
  }
  const link = referralLink(window.location.origin, referralKey);
  const invitesLeft = invitations.invitesLeft;

  const onCopy = async () => {
    const ok = await copyText(link, linkField.current);
    setCopied(ok);
  };

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setOutcome(null);
    if (emails.trim() === '') return setProblem('Please enter at least one e-mail address.');
    if ([...personalMessage.trim()].length > PERSONAL_MESSAGE_MAX_LENGTH) {
      return setProblem(`Please keep your message to ${PERSONAL_MESSAGE_MAX_LENGTH} characters.`);
    }
    setSending(true);
    try {
      const { data } = await client.mutate({
        mutation: SendInvitationsDocument,
        variables: { emails, personalMessage: personalMessage.trim() || null },
      });
      const result = data?.sendInvitations;
      if (result?.status === 'success') {
        setOutcome(result);
        setEmails('');
        if (result.sent.length > 0) {
          toast({
            kind: 'success',
            title: 'Invitations sent',
            message: `${result.sent.length} ${result.sent.length === 1 ? 'invitation is' : 'invitations are'} on the way.`,
          });
        }
        await page.refetch();
      } else {
        setProblem(result?.errorMessage || FAILED);
      }
    } catch {
      setProblem(FAILED);
    } finally {
      setSending(false);
    }
  };

  const onCancel = async (id: number, email: string) => {
    setCancelling(id);
    try {
      const { data } = await client.mutate({ mutation: CancelInvitationDocument, variables: { id } });
      const result = data?.cancelInvitation;
      if (result?.status === 'success') {
        toast({ kind: 'info', title: 'Invitation cancelled', message: `The invitation to ${email} no longer works.` });
      } else {
        toast({ kind: 'error', title: 'Invitation not cancelled', message: result?.errorMessage || FAILED });
      }
      await page.refetch();
    } catch {
      toast({ kind: 'error', title: 'Invitation not cancelled', message: FAILED });
    } finally {
      setCancelling(null);
    }
  };

  return (
    <div className={styles.page}>
      <PageTitle title={screen.title} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Membership</p>
        <h1>Invite friends</h1>
        <p className={styles.lead}>
          Golightly grows by invitation. Invite up to {invitations.inviteLimit} friends: they join at once with your
          link, and you earn $20 of travel credit for each friend who joins.
        </p>
      </header>

      <div className={styles.columns}>
        <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="link-heading">
          <h2 id="link-heading">Your invitation link</h2>
          <div className={styles.copyRow}>
            <input
              ref={linkField}
              className={formStyles.input}
              value={link}
              readOnly
              aria-label="Your invitation link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button button--primary" onClick={() => void onCopy()}>
              Copy link
            </button>
          </div>
          <p className={styles.muted} role="status">
            {copied === true
              ? 'Link copied. Paste it into a message to a friend.'
              : copied === false
                ? 'Your browser would not copy it: select the link and copy it yourself.'
                : `Your referral code is ${referralKey}.`}
          </p>
        </section>

        <section className={styles.card} aria-labelledby="left-heading">
          <h2 id="left-heading">Invites left</h2>
          <p>
            <span className={styles.stat} data-testid="invites-left">
              {invitesLeft}
            </span>{' '}
            of {invitations.inviteLimit}
          </p>
          {invitesLeft === 0 && (
            <p role="status">
              <FormattedMessage {...specTexts.noInvitesLeft} />
            </p>
          )}
        </section>
      </div>

      {invitesLeft > 0 && (
        <form
          className={`${formStyles.form} ${styles.card}`}
          onSubmit={(event) => void onSend(event)}
          noValidate
          aria-label="Invite by e-mail"
        >
          <h2>Invite by e-mail</h2>
          <div className={formStyles.field}>
            <label htmlFor="invite-emails" className={formStyles.label}>
              Friends&apos; e-mail addresses
            </label>
            <input
              id="invite-emails"
              className={formStyles.input}
              type="text"
              inputMode="email"
              autoComplete="off"
              value={emails}
              onChange={(event) => setEmails(event.target.value)}
              aria-describedby="invite-emails-hint"
            />
            <p id="invite-emails-hint" className={formStyles.hint}>
              Separate several addresses with commas.
            </p>
          </div>
          <div className={formStyles.field}>
            <label htmlFor="invite-message" className={formStyles.label}>
              Personal message (optional)
            </label>
            <textarea
              id="invite-message"
              className={`${formStyles.input} ${styles.textarea}`}
              value={personalMessage}
              maxLength={PERSONAL_MESSAGE_MAX_LENGTH}
              onChange={(event) => setPersonalMessage(event.target.value)}
            />
          </div>
          <FormAlert message={problem} />
          <SubmitButton busy={sending}>{sending ? 'Sending…' : 'Send invitations'}</SubmitButton>
        </form>
      )}

      {outcome && <SendOutcome outcome={outcome} />}

      <section className={styles.card} aria-labelledby="sent-heading">
        <h2 id="sent-heading">Invitations you sent</h2>
        {invitations.invitations.length === 0 ? (
          <p className={styles.muted}>You have not invited anyone by e-mail yet.</p>
        ) : (
          <ul className={styles.plainList} aria-label="Invitations you sent">
            {invitations.invitations.map((invitation) => (
              <li key={invitation.id} className={styles.row}>
                <span>
                  <strong>{invitation.email}</strong>{' '}
                  <span className={styles.muted}>
                    sent {shortDate(invitation.createdAt)}
                    {invitation.status === 'pending' && `, valid until ${shortDate(invitation.expiresAt)}`}
                  </span>
                </span>
                <span className={styles.actions}>
                  <span className={styles.badge}>{STATUS_LABELS[invitation.status] ?? invitation.status}</span>
                  {invitation.status === 'pending' && (
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={cancelling === invitation.id}
                      aria-label={`Cancel the invitation to ${invitation.email}`}
                      onClick={() => void onCancel(invitation.id, invitation.email)}
                    >
                      Cancel
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SendOutcome({ outcome }: { outcome: SendInvitationsMutation['sendInvitations'] }) {
  return (
    <section className={styles.card} role="status" aria-label="What was sent">
      {outcome.sent.length > 0 && <p>Invited: {outcome.sent.join(', ')}.</p>}
      {outcome.alreadyMembers.length > 0 && <p>Already members, not invited: {outcome.alreadyMembers.join(', ')}.</p>}
      {outcome.alreadyInvited.length > 0 && (
        <p>Already invited, not sent again: {outcome.alreadyInvited.join(', ')}.</p>
      )}
      <p className={styles.muted}>
        {outcome.invitesLeft === 0 ? (
          <FormattedMessage {...specTexts.noInvitesLeft} />
        ) : (
          `You have ${outcome.invitesLeft} ${outcome.invitesLeft === 1 ? 'invite' : 'invites'} left.`
        )}
      </p>
    </section>
  );
}
