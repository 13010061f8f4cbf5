// /inbox (spec 000 §2): her reservation threads, newest first, each with the other member, the listing, the dates,
// the request's status label (spec 001 §4, as the server gives it) and her unread messages; all, traveling or hosting.
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { InboxThreadsDocument } from '../../gen/graphql';
import { threadMessages as m } from '../../i18n/areas/messages';
import { formatDay } from '../booking/quote-lines';
import { LoadFailed, MemberScreen } from '../member-screen';
import type { ScreenProps } from '../screen';
import styles from './messages.module.css';
import { threadPath } from './thread-link';

type Filter = 'all' | 'guest' | 'host';
const FILTERS: { filter: Filter; label: MessageDescriptor }[] = [
  { filter: 'all', label: m.filterAll },
  { filter: 'guest', label: m.filterGuest },
  { filter: 'host', label: m.filterHost },
];

/** A text with placeholders, as react-intl's untyped call takes it. */
const withValues = (descriptor: MessageDescriptor): MessageDescriptor => descriptor;

export default function InboxPage({ screen }: ScreenProps) {
  return <MemberScreen screen={screen}>{() => <Inbox />}</MemberScreen>;
}

function Inbox() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [params, setParams] = useSearchParams();
  const asked = params.get('type');
  const filter: Filter = asked === 'guest' || asked === 'host' ? asked : 'all';
  const { data, loading, error, refetch } = useQuery(InboxThreadsDocument, {
    variables: { type: filter === 'all' ? null : filter },
    fetchPolicy: 'cache-and-network',
  });
  const threads = data?.getThreads;

  return (
    <>
      <div role="group" aria-label={t(m.filters)} className={styles.filters}>
        {FILTERS.map((option) => (
          <button
            key={option.filter}
            type="button"
            className={`button ${filter === option.filter ? 'button--primary' : 'button--quiet'}`}
            aria-pressed={filter === option.filter}
            onClick={() => setParams(option.filter === 'all' ? {} : { type: option.filter })}
          >
            {t(option.label)}
          </button>
        ))}
      </div>
      {loading && !threads && <p role="status">{t(m.loading)}</p>}
      {error && !threads && <LoadFailed retry={() => void refetch()} texts={m} />}
      {threads && threads.length === 0 && <p>{t(m.empty)}</p>}
      {threads && threads.length > 0 && (
        <ul className={styles.threads} aria-label={t(m.filters)}>
          {threads.map((thread) => {
            const unread = thread.unreadCount > 0;
            const stay = thread.reservation;
            return (
              <li key={thread.id}>
                <Link
                  to={threadPath(thread.id, thread.role === 'host' ? 'host' : 'guest')}
                  className={`${styles.thread} ${unread ? styles.unread : ''}`}
                >
                  <span>{t(withValues(m.withMember), { name: thread.otherMember.firstName })}</span>
                  <span>{stay.listingTitle}</span>
                  <span className={styles.meta}>
                    {t(withValues(m.stayDates), {
                      checkIn: formatDay(intl, stay.checkIn),
                      checkOut: formatDay(intl, stay.checkOut),
                    })}
                    {' · '}
                    <strong>{stay.statusLabel}</strong>
                  </span>
                  {thread.lastMessage && (
                    <span className={styles.meta}>
                      {thread.lastMessage.mine
                        ? t(withValues(m.youWrote), { message: thread.lastMessage.body })
                        : thread.lastMessage.body}
                    </span>
                  )}
                  {unread && (
                    <span className={styles.unreadMark}>{t(withValues(m.unread), { count: thread.unreadCount })}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
