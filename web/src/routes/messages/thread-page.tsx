// /message/{threadId}/{guest|host} (spec 000 §2, spec 001 §2): one conversation about a reservation or inquiry, the
// stay beside it with what her side may do next (the same actions as her trips or reservations page), and a composer.
// A flagged message is sent all the same; its sender then sees the server's warning under it. A thread that is not
// hers reads 'No thread found', in the server's words.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router';
import {
  ConversationDocument,
  InboxThreadsDocument,
  MarkThreadReadDocument,
  SendThreadMessageDocument,
  type ReservationAnswerFragment,
} from '../../gen/graphql';
import { bookingScreenMessages } from '../../i18n/areas/booking';
import { threadMessages as m } from '../../i18n/areas/messages';
import { PageTitle } from '../../layout/page-title';
import { formatDay } from '../booking/quote-lines';
import bookingStyles from '../booking/booking.module.css';
import { MemberOnly } from '../profile/member-only';
import type { ScreenProps } from '../screen';
import { GuestActions, HostActions } from '../trips/reservation-list';
import styles from './messages.module.css';

/** A text with placeholders, as react-intl's untyped call takes it. */
const withValues = (descriptor: MessageDescriptor): MessageDescriptor => descriptor;

export default function ThreadPage({ screen }: ScreenProps) {
  const t = useIntl().formatMessage;
  const { threadId = '' } = useParams();
  return (
    <main className={bookingStyles.page}>
      <PageTitle title={t(screen.title)} />
      <MemberOnly>{() => <Conversation threadId={threadId} />}</MemberOnly>
    </main>
  );
}

function Conversation({ threadId }: { threadId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(ConversationDocument, {
    variables: { threadId },
    fetchPolicy: 'network-only',
  });
  const [markRead] = useMutation(MarkThreadReadDocument);
  const [notice, setNotice] = useState<{ kind: 'done' | 'refused'; text: string } | null>(null);
  const answer = data?.getThread;
  const thread = answer?.thread;
  const unread = thread?.unreadCount ?? 0;

  // Opening the conversation reads it: her unread count for it clears.
  useEffect(() => {
    if (unread > 0) void markRead({ variables: { threadId } }).catch(() => undefined);
  }, [unread, threadId, markRead]);

  if (loading && !answer) return <p role="status">{t(m.loading)}</p>;
  if (error && !answer) {
    return (
      <div className={bookingStyles.actions}>
        <p role="alert">{t(m.loadFailed)}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t(m.retry)}
        </button>
      </div>
    );
  }
  if (!thread) {
    return (
      <>
        <h1>{answer?.errorMessage}</h1>
        <Link to="/inbox">{t(m.toInbox)}</Link>
      </>
    );
  }

  const side = thread.role === 'host' ? 'host' : 'guest';
  const stay = thread.reservation;
  const answered = (result: ReservationAnswerFragment | undefined) => {
    if (result?.status === 200 && result.reservation) {
      setNotice({
        kind: 'done',
        text: t(withValues(bookingScreenMessages.actionDone), { status: result.reservation.statusLabel }),
      });
    } else setNotice({ kind: 'refused', text: result?.errorMessage ?? t(bookingScreenMessages.actionFailed) });
    void refetch();
  };

  return (
    <>
      <h1>{t(withValues(m.conversationWith), { name: thread.otherMember.firstName })}</h1>
      <div className={styles.layout}>
        <section aria-label={t(withValues(m.conversationWith), { name: thread.otherMember.firstName })}>
          {thread.messages.length === 0 && <p>{t(m.noMessages)}</p>}
          <ol className={styles.conversation}>
            {thread.messages.map((message) => (
              <li key={message.id} className={`${styles.message} ${message.mine ? styles.mine : ''}`}>
                <span className={styles.meta}>
                  {message.mine ? t(m.you) : thread.otherMember.firstName}
                  {' · '}
                  {intl.formatDate(message.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
                <span>{message.body}</span>
                {message.warning && (
                  <span role="note" className={styles.warning}>
                    {message.warning}
                  </span>
                )}
              </li>
            ))}
          </ol>
          <Composer threadId={threadId} onSent={() => void refetch()} />
          <p>
            <Link to="/inbox">{t(m.toInbox)}</Link>
          </p>
        </section>
        <aside className={bookingStyles.card} aria-label={t(m.aboutStay)}>
          <h2>{stay.listingTitle}</h2>
          <p>
            <strong>{stay.statusLabel}</strong>
          </p>
          <p>
            {t(withValues(m.stayDates), {
              checkIn: formatDay(intl, stay.checkIn),
              checkOut: formatDay(intl, stay.checkOut),
            })}
            {' · '}
            {t(withValues(m.guests), {
              count: stay.guests.women + stay.guests.men + stay.guests.children + stay.guests.others,
            })}
          </p>
          {notice && (
            <p
              role={notice.kind === 'done' ? 'status' : 'alert'}
              className={notice.kind === 'done' ? bookingStyles.notice : bookingStyles.refusal}
            >
              {notice.text}
            </p>
          )}
          {side === 'host' ? (
            <HostActions reservation={stay} onAnswer={answered} />
          ) : (
            <GuestActions reservation={stay} onAnswer={answered} />
          )}
          <Link to={side === 'host' ? '/reservation/upcoming' : '/trips/upcoming'}>
            {t(side === 'host' ? m.toReservations : m.toTrips)}
          </Link>
        </aside>
      </div>
    </>
  );
}

function Composer({ threadId, onSent }: { threadId: string; onSent: () => void }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [send, sending] = useMutation(SendThreadMessageDocument, {
    refetchQueries: [InboxThreadsDocument],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data } = await send({ variables: { threadId, message: text } }).catch(() => ({ data: undefined }));
    const answer = data?.sendMessage;
    if (answer?.status === 200) {
      setText('');
      setRefusal(null);
      onSent();
    } else setRefusal(answer?.errorMessage ?? t(m.sendFailed));
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-message`}>{t(m.yourMessage)}</label>
      <textarea
        id={`${id}-message`}
        maxLength={2000}
        value={text}
        aria-invalid={refusal !== null}
        onChange={(event) => setText(event.target.value)}
      />
      {refusal && (
        <p role="alert" className={bookingStyles.refusal}>
          {refusal}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending.loading}>
        {t(m.send)}
      </button>
    </form>
  );
}
