// The admin screens' reads of reservations: /siteadmin/reservations, viewreservation/{id}, receipt/{reservationId}
// and inquiry. Each field's @adminPrivilege names its exact spec URL; the use cases read, nothing here decides.
import { listReservationsForAdmin, readReceiptForAdmin, readReservationForAdmin } from '../app/admin-reservation-reads';
import type { QueryResolvers } from './gen/resolver-types';
import { toStayQuote } from './quote-resolvers';
import { reservationView } from './reservation-resolvers';

const pageView = (page: Awaited<ReturnType<typeof listReservationsForAdmin>>) => ({
  count: page.count,
  results: page.results.map(reservationView),
});

export const adminReservationQueries: Pick<
  QueryResolvers,
  'adminReservationList' | 'adminReservation' | 'adminReservationReceipt' | 'adminInquiries'
> = {
  adminReservationList: async (_parent, args, { db }) =>
    pageView(
      await listReservationsForAdmin(db, {
        status: args.status,
        search: args.search,
        page: args.page,
        pageSize: args.pageSize,
      }),
    ),
  adminInquiries: async (_parent, args, { db }) =>
    pageView(
      await listReservationsForAdmin(db, {
        search: args.search,
        page: args.page,
        pageSize: args.pageSize,
        inquiriesOnly: true,
      }),
    ),
  adminReservation: async (_parent, args, { db }) => {
    const read = await readReservationForAdmin(db, args.id);
    return read && { ...read, reservation: reservationView(read.reservation) };
  },
  adminReservationReceipt: async (_parent, args, { db }) => {
    const read = await readReceiptForAdmin(db, args.reservationId);
    return read && { reservation: reservationView(read.reservation), quote: read.quote && toStayQuote(read.quote) };
  },
};
