// The thread calls (issue 17 item 1): thin, each parses its input, calls one use case and maps its outcome.
import { adminActorFor, type ServiceContext } from '@golightly/service-kit';
import { listThreadsOfMembers, readThreadAsAdmin } from '../app/admin-threads';
import { contactHost } from '../app/contact-host';
import { reservationDeps } from '../app/reservation-deps';
import { listMyThreads, markThreadRead, readThread, sendMessage } from '../app/threads';
import { findReservationDetails } from '../db/reservations';
import { threadIdOfReservation, type AdminThreadRow, type MessageRow, type ThreadRow } from '../db/threads';
import { THREAD_TEXTS } from '../domain/thread-texts';
import type { ThreadSide } from '../domain/threads';
import type { MutationResolvers, QueryResolvers, ReservationResolvers } from './gen/resolver-types';
import { reservationView } from './reservation-resolvers';

const messageView = (message: MessageRow, viewerSide: ThreadSide | null) => {
  const mine = message.senderRole === viewerSide;
  return {
    id: String(message.id),
    senderRole: message.senderRole,
    sender: { id: message.senderId },
    body: message.body,
    sentAt: message.createdAt.toISOString(),
    mine,
    warning: mine && message.flagged ? THREAD_TEXTS.flaggedWarning : null,
  };
};

async function reservationOf(ctx: ServiceContext, thread: ThreadRow) {
  const reservation = await findReservationDetails(ctx.db, thread.reservationId);
  // Threads reference their reservation (migration 0011): a missing one is a broken database.
  if (!reservation) throw new Error(`thread ${thread.id} has no reservation ${thread.reservationId}`);
  return reservationView(reservation);
}

const otherMember = (thread: ThreadRow, side: ThreadSide) => ({
  id: side === 'guest' ? thread.hostId : thread.guestId,
});

const adminThreadView = async (
  ctx: ServiceContext,
  thread: AdminThreadRow | (ThreadRow & { messageCount?: number; flaggedCount?: number }),
  messages?: MessageRow[],
) => ({
  id: thread.id,
  reservation: await reservationOf(ctx, thread),
  guest: { id: thread.guestId },
  host: { id: thread.hostId },
  messageCount: thread.messageCount ?? messages?.length ?? 0,
  flaggedCount: thread.flaggedCount ?? messages?.filter((m) => m.flagged).length ?? 0,
  lastMessageAt: thread.lastMessageAt?.toISOString() ?? null,
});

const sideArg = (type: string | null | undefined): ThreadSide | null =>
  type === 'guest' || type === 'host' ? type : null;

export const threadQueries: Pick<
  QueryResolvers,
  'getThreads' | 'getThread' | 'adminMessageThreads' | 'adminMessageThread'
> = {
  getThreads: async (_parent, args, ctx) => {
    const rows = await listMyThreads(ctx.db, ctx.identity, sideArg(args.type), args.first ?? 50);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        role: row.side,
        reservation: await reservationOf(ctx, row),
        otherMember: otherMember(row, row.side),
        lastMessage:
          row.lastMessageBody === null
            ? null
            : {
                id: `${row.id}-last`,
                senderRole: row.lastMessageSenderRole!,
                sender: { id: row.lastMessageSenderRole === 'guest' ? row.guestId : row.hostId },
                body: row.lastMessageBody,
                sentAt: row.lastMessageAt!.toISOString(),
                mine: row.lastMessageSenderRole === row.side,
                warning: null,
              },
        unreadCount: row.unreadCount,
        messages: [],
      })),
    );
  },
  getThread: async (_parent, args, ctx) => {
    const read = await readThread(ctx.db, ctx.identity, args.threadId);
    if ('status' in read) return { status: 404, thread: null, errorMessage: read.errorMessage };
    const messages = read.messages.map((message) => messageView(message, read.side));
    return {
      status: 200,
      errorMessage: null,
      thread: {
        id: read.thread.id,
        role: read.side,
        reservation: await reservationOf(ctx, read.thread),
        otherMember: otherMember(read.thread, read.side),
        lastMessage: messages.at(-1) ?? null,
        unreadCount: read.unreadCount,
        messages,
      },
    };
  },
  adminMessageThreads: async (_parent, args, ctx) => {
    const page = await listThreadsOfMembers(ctx.db, args);
    return { count: page.count, results: await Promise.all(page.results.map((row) => adminThreadView(ctx, row))) };
  },
  adminMessageThread: async (_parent, args, ctx, info) => {
    const read = await readThreadAsAdmin(ctx.db, adminActorFor(ctx, info), args.threadId);
    if (!read) return null;
    return {
      thread: await adminThreadView(ctx, read.thread, read.messages),
      messages: read.messages.map((message) => ({
        id: String(message.id),
        senderRole: message.senderRole,
        sender: { id: message.senderId },
        body: message.body,
        sentAt: message.createdAt.toISOString(),
        flagged: message.flagged,
        flaggedKinds: [...new Set(message.findings.map((finding) => finding.kind))],
        flaggedTexts: message.findings.map((finding) => finding.text),
      })),
    };
  },
};

const STATUS_CODES = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409 } as const;

export const threadMutations: Pick<MutationResolvers, 'sendMessage' | 'markThreadRead' | 'contactHost'> = {
  sendMessage: async (_parent, args, ctx) => {
    const sent = await sendMessage({ db: ctx.db }, ctx.identity, args.threadId, args.message);
    if (sent.status !== 'success') {
      return { status: STATUS_CODES[sent.status], message: null, warning: null, errorMessage: sent.errorMessage };
    }
    return {
      status: 200,
      message: messageView(sent.message, sent.message.senderRole),
      warning: sent.warning,
      errorMessage: null,
    };
  },
  markThreadRead: async (_parent, args, ctx) => {
    const read = await markThreadRead({ db: ctx.db }, ctx.identity, args.threadId);
    return read.status === 'success'
      ? { status: 200, errorMessage: null }
      : { status: 404, errorMessage: read.errorMessage };
  },
  contactHost: async (_parent, args, ctx) => {
    const outcome = await contactHost(
      reservationDeps(ctx.db),
      { identity: ctx.identity, clientIp: ctx.clientIp },
      {
        listId: args.listId,
        checkIn: args.checkIn ?? null,
        checkOut: args.checkOut ?? null,
        guests: args.guests ?? null,
        message: args.message,
      },
    );
    if (outcome.status === 'success') {
      return {
        status: 200,
        reservation: reservationView(outcome.reservation),
        threadId: outcome.threadId,
        warning: outcome.warning,
        field: null,
        errorMessage: null,
      };
    }
    return {
      status: STATUS_CODES[outcome.status],
      reservation: null,
      threadId: null,
      warning: null,
      field: 'field' in outcome ? (outcome.field ?? null) : null,
      errorMessage: outcome.errorMessage,
    };
  },
};

export const threadReservationFields: Pick<ReservationResolvers, 'threadId'> = {
  threadId: (reservation, _args, ctx) => threadIdOfReservation(ctx.db, reservation.id).then((id) => id ?? null),
};
