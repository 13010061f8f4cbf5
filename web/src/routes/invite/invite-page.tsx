// /invite: the member's copyable referral link, the invites she has left (at most 5 unless an admin added more), the
// invite-by-e-mail form and the invitations she sent, each pending one with a cancel (spec 001 §2, §3, §5, §9).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
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
import { dashboardScreenMessages as m } from '../../i18n/messages';
import { registrationTexts, specTexts, useSpecText } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import styles from '../membership/membership.module.css';
import type { ScreenProps } from '../route-table';
import { copyText, referralLink } from './referral-link';

const PERSONAL_MESSAGE_MAX_LENGTH = 1000;
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: m.inviteStatusPending,
  accepted: m.inviteStatusAccepted,
  cancelled: m.inviteStatusCancelled,
  expired: m.inviteStatusExpired,
};

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const MESSAGE_TOO_LONG: MessageDescriptor = m.inviteMessageTooLong;
const SENT_ONE: MessageDescriptor = m.inviteSentOne;
const SENT_OTHER: MessageDescriptor = m.inviteSentOther;
const CANCELLED: MessageDescriptor = m.inviteCancelledMessage;
const LEAD: MessageDescriptor = m.inviteLead;
const REFERRAL_CODE: MessageDescriptor = m.inviteReferralCode;
const LEFT_OF: MessageDescriptor = m.inviteLeftOf;
const SENT_ON: MessageDescriptor = m.inviteSentOn;
const SENT_ON_VALID_UNTIL: MessageDescriptor = m.inviteSentOnValidUntil;
const CANCEL_LABEL: MessageDescriptor = m.inviteCancelLabel;
const OUTCOME_INVITED: MessageDescriptor = m.inviteOutcomeInvited;
const OUTCOME_ALREADY_MEMBERS: MessageDescriptor = m.inviteOutcomeAlreadyMembers;
const OUTCOME_ALREADY_INVITED: MessageDescriptor = m.inviteOutcomeAlreadyInvited;
const OUTCOME_LEFT_ONE: MessageDescriptor = m.inviteOutcomeLeftOne;
const OUTCOME_LEFT_OTHER: MessageDescriptor = m.inviteOutcomeLeftOther;

const SHORT_DATE = { month: 'short', day: '2-digit', year: 'numeric' } as const;

export default function InvitePage({ screen }: ScreenProps) {
  const { account, loading } = useSession();
  const client = useApolloClient();
  const toast = useToast();
  const intl = useIntl();
  const t = intl.formatMessage;
  const specText = useSpecText();
  const shortDate = (iso: string) => intl.formatDate(new Date(iso), SHORT_DATE);
  // The spec's words; the server's own, in her language when the spec quotes them.
  const failed = t(registrationTexts.other);
  const serverText = (message: string | null | undefined) => (message ? specText(message) : failed);
  const statusLabel = (status: string) => {
    const label = STATUS_LABELS[status];
    return label ? t(label) : status;
  };
  const page = useQuery(InvitePageDocument, { skip: !account, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const linkField = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [emails, setEmails] = useState('');
  const [personalMessage, setPersonalMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SendInvitationsMutation['sendInvitations'] | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);

  if (loading) return <p className="loading-message">{t(m.inviteLoading)}</p>;
  if (!account) return <Navigate to="/login?refer=%2Finvite" replace />;
  if (page.loading && !page.data) return <p className="loading-message">{t(m.inviteLoadingInvitations)}</p>;

  const referralKey = page.data?.userAccount.referralKey;
  const invitations = page.data?.myInvitations;
  if (!referralKey || !invitations) {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <PageTitle title={t(screen.title)} />
        <h1>{t(m.inviteHeading)}</h1>
        <p role="alert">
          {page.error ? specText(page.error.message) : t(m.inviteCannotInvite)}{' '}
          <Link to="/dashboard">{t(m.inviteBackToDashboard)}</Link>
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
    if (emails.trim() === '') return setProblem(t(m.inviteEnterEmail));
    if ([...personalMessage.trim()].length > PERSONAL_MESSAGE_MAX_LENGTH) {
      return setProblem(t(MESSAGE_TOO_LONG, { max: PERSONAL_MESSAGE_MAX_LENGTH }));
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
            title: t(m.inviteSentTitle),
            message: t(result.sent.length === 1 ? SENT_ONE : SENT_OTHER, { count: result.sent.length }),
          });
        }
        await page.refetch();
      } else {
        setProblem(serverText(result?.errorMessage));
      }
    } catch {
      setProblem(failed);
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
        toast({ kind: 'info', title: t(m.inviteCancelledTitle), message: t(CANCELLED, { email }) });
      } else {
        toast({ kind: 'error', title: t(m.inviteNotCancelledTitle), message: serverText(result?.errorMessage) });
      }
      await page.refetch();
    } catch {
      toast({ kind: 'error', title: t(m.inviteNotCancelledTitle), message: failed });
    } finally {
      setCancelling(null);
    }
  };

  return (
    <div className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t(m.inviteEyebrow)}</p>
        <h1>{t(m.inviteHeading)}</h1>
        <p className={styles.lead}>{t(LEAD, { limit: invitations.inviteLimit })}</p>
      </header>

      <div className={styles.columns}>
        <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="link-heading">
          <h2 id="link-heading">{t(m.inviteLinkHeading)}</h2>
          <div className={styles.copyRow}>
            <input
              ref={linkField}
              className={formStyles.input}
              value={link}
              readOnly
              aria-label={t(m.inviteLinkHeading)}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button button--primary" onClick={() => void onCopy()}>
              {t(m.inviteCopy)}
            </button>
          </div>
          <p className={styles.muted} role="status">
            {copied === true
              ? t(m.inviteCopied)
              : copied === false
                ? t(m.inviteCopyFailed)
                : t(REFERRAL_CODE, { code: referralKey })}
          </p>
        </section>

        <section className={styles.card} aria-labelledby="left-heading">
          <h2 id="left-heading">{t(m.inviteLeftHeading)}</h2>
          <p>
            <FormattedMessage
              {...LEFT_OF}
              values={{
                count: (
                  <span className={styles.stat} data-testid="invites-left">
                    {invitesLeft}
                  </span>
                ),
                limit: invitations.inviteLimit,
              }}
            />
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
          aria-label={t(m.inviteByEmail)}
        >
          <h2>{t(m.inviteByEmail)}</h2>
          <div className={formStyles.field}>
            <label htmlFor="invite-emails" className={formStyles.label}>
              {t(m.inviteEmailsLabel)}
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
              {t(m.inviteEmailsHint)}
            </p>
          </div>
          <div className={formStyles.field}>
            <label htmlFor="invite-message" className={formStyles.label}>
              {t(m.inviteMessageLabel)}
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
          <SubmitButton busy={sending}>{sending ? t(m.inviteSending) : t(m.inviteSend)}</SubmitButton>
        </form>
      )}

      {outcome && <SendOutcome outcome={outcome} />}

      <section className={styles.card} aria-labelledby="sent-heading">
        <h2 id="sent-heading">{t(m.inviteSentHeading)}</h2>
        {invitations.invitations.length === 0 ? (
          <p className={styles.muted}>{t(m.inviteNone)}</p>
        ) : (
          <ul className={styles.plainList} aria-label={t(m.inviteSentHeading)}>
            {invitations.invitations.map((invitation) => (
              <li key={invitation.id} className={styles.row}>
                <span>
                  <strong>{invitation.email}</strong>{' '}
                  <span className={styles.muted}>
                    {invitation.status === 'pending'
                      ? t(SENT_ON_VALID_UNTIL, {
                          sent: shortDate(invitation.createdAt),
                          expires: shortDate(invitation.expiresAt),
                        })
                      : t(SENT_ON, { sent: shortDate(invitation.createdAt) })}
                  </span>
                </span>
                <span className={styles.actions}>
                  <span className={styles.badge}>{statusLabel(invitation.status)}</span>
                  {invitation.status === 'pending' && (
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={cancelling === invitation.id}
                      aria-label={t(CANCEL_LABEL, { email: invitation.email })}
                      onClick={() => void onCancel(invitation.id, invitation.email)}
                    >
                      {t(m.inviteCancel)}
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
  const t = useIntl().formatMessage;
  return (
    <section className={styles.card} role="status" aria-label={t(m.inviteOutcomeLabel)}>
      {outcome.sent.length > 0 && <p>{t(OUTCOME_INVITED, { emails: outcome.sent.join(', ') })}</p>}
      {outcome.alreadyMembers.length > 0 && (
        <p>{t(OUTCOME_ALREADY_MEMBERS, { emails: outcome.alreadyMembers.join(', ') })}</p>
      )}
      {outcome.alreadyInvited.length > 0 && (
        <p>{t(OUTCOME_ALREADY_INVITED, { emails: outcome.alreadyInvited.join(', ') })}</p>
      )}
      <p className={styles.muted}>
        {outcome.invitesLeft === 0 ? (
          <FormattedMessage {...specTexts.noInvitesLeft} />
        ) : (
          t(outcome.invitesLeft === 1 ? OUTCOME_LEFT_ONE : OUTCOME_LEFT_OTHER, { count: outcome.invitesLeft })
        )}
      </p>
    </section>
  );
}
