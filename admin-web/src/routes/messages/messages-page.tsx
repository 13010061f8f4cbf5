// View User Messages (/siteadmin/messages, privilege 23, decision 0054): members' reservation threads, newest first,
// the flagged ones marked and filterable, searched by reservation number; Read opens one thread's messages read-only
// on the same screen (?thread=ID: the privilege names this page only), and each opening is in the admin log.
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import {
  AdminMessageThreadDocument,
  AdminMessageThreadsDocument,
  type AdminThreadRowFragment,
} from '../../gen/graphql';
import { ADMIN_MESSAGE_TEXTS as T, ADMIN_TEXTS } from '../../texts';
import type { Column } from '../../ui/data-table';
import { formatMoment } from '../../ui/dates';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly, serverPage } from '../../ui/list-screen';
import pageStyles from '../../ui/page.module.css';
import { FilterSelect, TableSearch } from '../../ui/table-filters';
import { oneOf, useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { memberName, stayDates } from '../reservations/reservation-format';
import { Fields, ReservationState } from '../reservations/reservation-fields';
import styles from './messages.module.css';

const TABLE: TableStateOptions<'flagged'> = { filters: { flagged: { valid: oneOf(['yes']) } } };
const SEARCH_MAX = 12;

function useOpenThread() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('thread'));
  const open = Number.isSafeInteger(id) && id > 0 ? id : null;
  const show = (threadId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (threadId === null) next.delete('thread');
        else next.set('thread', String(threadId));
        return next;
      },
      { replace: false },
    );
  return [open, show] as const;
}

export default function MessagesPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const [openThread, showThread] = useOpenThread();
  const list = useQuery(AdminMessageThreadsDocument, {
    ...LIST_QUERY,
    variables: {
      flaggedOnly: table.filters.flagged === 'yes' ? true : null,
      search: table.search || null,
      page: table.page,
      pageSize: table.pageSize,
    },
  });
  const columns: Column<AdminThreadRowFragment>[] = [
    {
      header: ADMIN_TEXTS.reservationNumber,
      align: 'end',
      rowHeader: true,
      cell: (row) => <Link to={`/viewreservation/${row.reservation.id}`}>{row.reservation.number}</Link>,
    },
    { header: ADMIN_TEXTS.reservationListing, cell: (row) => row.reservation.listingTitle || '—' },
    { header: ADMIN_TEXTS.reservationGuest, cell: (row) => memberName(row.guest) },
    { header: ADMIN_TEXTS.reservationHost, cell: (row) => memberName(row.host) },
    { header: ADMIN_TEXTS.reservationStatus, cell: (row) => row.reservation.statusLabel },
    { header: T.messages, align: 'end', cell: (row) => row.messageCount },
    {
      header: T.flagged,
      cell: (row) =>
        row.flaggedCount > 0 ? <strong className={styles.flag}>{T.flaggedMark(row.flaggedCount)}</strong> : '—',
    },
    { header: T.lastMessage, cell: (row) => (row.lastMessageAt ? formatMoment(row.lastMessageAt) : '—') },
    {
      header: T.thread,
      cell: (row) => (
        <button type="button" className="button button--quiet" onClick={() => showThread(row.id)}>
          {T.open}
        </button>
      ),
    },
  ];
  return (
    <>
      <ListScreen
        title={screen.title}
        lead={T.lead}
        filters={
          <>
            <TableSearch state={table} label={T.search} maxLength={SEARCH_MAX} />
            <FilterSelect state={table} name="flagged" label={T.flaggedFilter} options={T.flaggedOptions} />
          </>
        }
        table={{
          state: table,
          columns,
          rowKey: (row) => String(row.id),
          ...serverPage(list.data?.adminMessageThreads),
          ...queryState(list),
          empty: T.empty,
          emptyFiltered: T.emptyFiltered,
        }}
      />
      {openThread !== null && <ThreadMessages threadId={openThread} onClose={() => showThread(null)} />}
    </>
  );
}

function ThreadMessages({ threadId, onClose }: { threadId: number; onClose: () => void }) {
  const view = useQuery(AdminMessageThreadDocument, { variables: { threadId }, fetchPolicy: 'network-only' });
  const found = view.data?.adminMessageThread;
  const heading = found ? T.threadHeading(found.thread.reservation.number) : T.thread;
  return (
    <section className={pageStyles.panel} aria-label={heading}>
      <h2>{heading}</h2>
      <ReservationState
        loading={view.loading && !found}
        error={found ? undefined : view.error}
        missing={!view.loading && !view.error && !found}
        onRetry={refetchQuietly(view)}
        texts={{
          loading: ADMIN_TEXTS.loading,
          unavailable: ADMIN_TEXTS.reservationUnavailable,
          missing: T.notFound,
          tryAgain: ADMIN_TEXTS.tryAgain,
        }}
      />
      {found && (
        <>
          <Fields
            rows={[
              [ADMIN_TEXTS.reservationListing, found.thread.reservation.listingTitle],
              [ADMIN_TEXTS.reservationDates, stayDates(found.thread.reservation)],
              [ADMIN_TEXTS.reservationGuest, memberName(found.thread.guest)],
              [ADMIN_TEXTS.reservationHost, memberName(found.thread.host)],
            ]}
          />
          {found.messages.length === 0 && <p>{T.noMessages}</p>}
          <ol className={styles.messages}>
            {found.messages.map((message) => (
              <li key={message.id} className={message.flagged ? `${styles.message} ${styles.flagged}` : styles.message}>
                <p className={styles.meta}>
                  {message.senderRole === 'host' ? T.hostSays : T.guestSays} · {formatMoment(message.sentAt)}
                </p>
                <p className={styles.body}>{message.body}</p>
                {message.flagged && (
                  <p className={styles.flag}>
                    {T.flaggedBecause(
                      [
                        ...message.flaggedKinds.map((kind) => T.kindLabels[kind] ?? kind),
                        ...message.flaggedTexts.map((text) => `“${text}”`),
                      ].join(', '),
                    )}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <button type="button" className="button" onClick={onClose}>
        {T.close}
      </button>
    </section>
  );
}
