// What the stays e-mails share: a reservation's data shape (spec 001 §3), its rows, and the rules they all follow.
import { Details } from '../components';
import { formatDecimalHour, formatEmailDate, formatMoney } from '../format';

/** Guests by kind (spec 001 §3). Infants do not count toward the guest total (§9). */
export interface GuestsByKind {
  women: number;
  men?: number;
  children?: number;
  infants?: number;
  pets?: number;
}

/** The reservation fields a stays e-mail shows (spec 001 §3 Reservation), dates as 'YYYY-MM-DD' calendar days. */
export interface StayData {
  reservationId: number;
  confirmationCode: string;
  listId: number;
  listTitle: string;
  city: string;
  checkIn: string;
  checkOut: string;
  guests: GuestsByKind;
  currency: string;
  total: number;
  serviceFee?: number | null;
  hostServiceFee?: number | null;
  payoutToHost?: number | null;
  /** Decimal hours (15 is 3:00 PM); absent when the listing's check-in is flexible. */
  allowedCheckInTime?: number | null;
  allowedCheckOutTime?: number | null;
  threadId: number;
  /** Members' names as the site shows them to each other: the first name. */
  guestName: string;
  guestProfileId: number;
  hostName: string;
  hostProfileId: number;
}

/** Reservation numbers are shown to admins as the stored id + 1000 (spec 001 §3, §9). */
export function adminReservationNumber(reservationId: number): number {
  return reservationId + 1000;
}

const KINDS: ReadonlyArray<readonly [keyof GuestsByKind, string, string]> = [
  ['women', 'woman', 'women'],
  ['men', 'man', 'men'],
  ['children', 'child', 'children'],
  ['infants', 'infant', 'infants'],
  ['pets', 'pet', 'pets'],
];

/** '2 women, 1 child, 1 infant': every kind present, in the spec's order. */
export function guestsLabel(guests: GuestsByKind): string {
  const parts = KINDS.filter(([kind]) => (guests[kind] ?? 0) > 0).map(([kind, one, many]) => {
    const count = guests[kind] ?? 0;
    return `${count} ${count === 1 ? one : many}`;
  });
  return parts.length > 0 ? parts.join(', ') : 'No guests given';
}

/** The number of guests who count toward the listing's capacity: everyone but infants and pets. */
export function guestCount(guests: GuestsByKind): number {
  return guests.women + (guests.men ?? 0) + (guests.children ?? 0);
}

export function nights(stay: Pick<StayData, 'checkIn' | 'checkOut'>): number {
  const days = (Date.parse(`${stay.checkOut}T00:00:00Z`) - Date.parse(`${stay.checkIn}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(days));
}

function timeOrFlexible(hours: number | null | undefined): string {
  return hours === null || hours === undefined ? 'Flexible' : formatDecimalHour(hours);
}

/**
 * The stay's rows: what the guest booked. `extra` rows follow, e.g. the amount this reader pays or receives; a row
 * whose value is null (an amount not known) is left out.
 */
export function StayRows({
  stay,
  extra = [],
}: {
  stay: StayData;
  extra?: ReadonlyArray<readonly [string, string | null]>;
}) {
  const count = nights(stay);
  return (
    <Details
      rows={[
        ['Listing', `${stay.listTitle}, ${stay.city}`],
        ['Check-in', `${formatEmailDate(stay.checkIn)} (from ${timeOrFlexible(stay.allowedCheckInTime)})`],
        ['Check-out', `${formatEmailDate(stay.checkOut)} (by ${timeOrFlexible(stay.allowedCheckOutTime)})`],
        ['Nights', String(count)],
        ['Guests', guestsLabel(stay.guests)],
        ['Confirmation code', stay.confirmationCode],
        ...extra,
      ]}
    />
  );
}

/** The rows an admin sees first: the reservation number (id + 1000) and both members. */
export function adminStayRows(stay: StayData): ReadonlyArray<readonly [string, string]> {
  return [
    ['Reservation number', String(adminReservationNumber(stay.reservationId))],
    ['Guest', `${stay.guestName} (profile ${stay.guestProfileId})`],
    ['Host', `${stay.hostName} (profile ${stay.hostProfileId})`],
  ];
}

export function money(amount: number | null | undefined, currency: string): string {
  return formatMoney(amount ?? 0, currency);
}

/** An amount the e-mail may not know (a fee or payout an older event did not carry): null, so its row is left out. */
export function knownMoney(amount: number | null | undefined, currency: string): string | null {
  return amount === null || amount === undefined ? null : formatMoney(amount, currency);
}

/** A realistic stay for the samples: a week in Lisbon in spring 2027. */
export const SAMPLE_STAY: StayData = {
  reservationId: 4817,
  confirmationCode: 'GL7Q2M4K',
  listId: 2291,
  listTitle: 'Sunny Alfama flat with river views',
  city: 'Lisbon',
  checkIn: '2027-04-12',
  checkOut: '2027-04-19',
  guests: { women: 2, children: 1, infants: 1 },
  currency: 'EUR',
  total: 1286.5,
  serviceFee: 96.5,
  hostServiceFee: 35,
  payoutToHost: 1155,
  allowedCheckInTime: 15,
  allowedCheckOutTime: 11,
  threadId: 90312,
  guestName: 'Maya',
  guestProfileId: 3108,
  hostName: 'Inês',
  hostProfileId: 2204,
};
