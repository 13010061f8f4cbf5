// What the e-mail tests share: the notifications service consuming a real Postgres event log and delivering to a
// real SMTP listener, members as accounts announces them, listings as listings-search announces their terms, and
// the e-mails the listener received. `useMailService` starts it before a file's tests and stops it after them.
import { randomInt, randomUUID } from 'node:crypto';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import { ListingTermsChangedSchema, UserRegisteredSchema, type ListingTerms } from '@golightly/proto';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll } from 'vitest';
import { findMemberContact, upsertMemberContact } from '../../src/db/member-contacts';
import { findStayListing } from '../../src/db/stay-listings';
import { startSmtpListener, type SmtpListener } from '../../src/testing';
import { startConsumingService, type ConsumingService } from './consuming-service';
import { eventually } from './eventually';

/** Where the service sends the admins' notices, unless a test's env names another address. */
export const ADMINS = 'admin@golightly.test';

export interface Member {
  userId: string;
  email: string;
  profileId: number;
  firstName: string;
}

export interface ListedHome {
  listId: number;
  hostUserId: string;
  title: string;
  city: string;
  state: string;
  country: string;
}

/** The terms as a plain object (not a built message), so a test can name only what it needs. */
type Terms = Exclude<NonNullable<MessageInitShape<typeof ListingTermsChangedSchema>['terms']>, ListingTerms>;

export interface MailService {
  readonly service: ConsumingService;
  /** The listener the mail worker delivers to (absent when started with `smtp: false`: e-mails stay queued). */
  readonly smtp: SmtpListener;
  db(): Knex;
  /** A member with a name no other test uses, once the member directory knows her. */
  registered(firstName: string, lastName?: string): Promise<Member>;
  /**
   * A member the directory already knows, written there directly: no registration e-mails (her welcome, the admins'
   * notice) stand in the queue beside the ones a test reads from it.
   */
  known(firstName: string): Promise<Member>;
  /**
   * A listing of `host` in Lisbon (or `place`) titled `title` and its number, its terms as listings-search announces
   * them (`terms` adds to them); resolves once the stay_listings read-model keeps it.
   */
  listed(
    host: Pick<Member, 'userId'>,
    title: string,
    terms?: Partial<Terms>,
    place?: Partial<Pick<ListedHome, 'city' | 'state' | 'country'>>,
  ): Promise<ListedHome>;
  /** The e-mail delivered to `to` with `subject`, once it is. */
  delivered(to: string, subject: string): Promise<Email>;
  /** How many e-mails to `to` with `subject` were delivered so far. */
  deliveredCount(to: string, subject: string): number;
}

/** Starts the service (on databases named after `label`) before the file's tests, and stops it after them. */
export function useMailService(
  label: string,
  { env = {}, smtp: withSmtp = true }: { env?: Record<string, string>; smtp?: boolean } = {},
): MailService {
  let service: ConsumingService | undefined;
  let smtp: SmtpListener | undefined;

  beforeAll(async () => {
    smtp = withSmtp ? await startSmtpListener() : undefined;
    service = await startConsumingService(label, { ...(smtp ? { SMTP_URL: smtp.url } : {}), ...env });
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
    await smtp?.stop();
  });

  const started = <T>(what: T | undefined, name: string): T => {
    if (!what) throw new Error(`the ${name} is not started: use it inside a test`);
    return what;
  };
  const rig: MailService = {
    get service() {
      return started(service, 'notifications service');
    },
    get smtp() {
      return started(smtp, 'SMTP listener');
    },
    db: () => rig.service.database.db,
    async registered(firstName, lastName = 'Silva') {
      const member = {
        userId: randomUUID(),
        email: `${firstName.toLowerCase()}.${randomInt(1e9)}@example.com`,
        profileId: randomInt(1000, 1e6),
        firstName,
      };
      await rig.service.publish('accounts', UserRegisteredSchema, {
        ...member,
        lastName,
        gender: 'female',
        countryCode: 'PT',
      });
      await eventually(() => findMemberContact(rig.db(), member.userId));
      return member;
    },
    async known(firstName) {
      const member = {
        userId: randomUUID(),
        email: `${firstName.toLowerCase()}.${randomInt(1e9)}@example.com`,
        profileId: randomInt(1000, 1e6),
        firstName,
      };
      await rig
        .db()
        .transaction((trx) =>
          upsertMemberContact(trx, { ...member, lastName: 'Test', gender: 'female', registeredAt: new Date() }),
        );
      return member;
    },
    async listed(host, title, terms = {}, place = {}) {
      const listId = randomInt(10_000, 2_000_000_000);
      const listing: ListedHome = {
        listId,
        hostUserId: host.userId,
        title: `${title} ${listId}`,
        city: 'Lisbon',
        state: '',
        country: 'PT',
        ...place,
      };
      await rig.service.publish('listings-search', ListingTermsChangedSchema, {
        listingId: String(listId),
        listing,
        terms: { hostUserId: host.userId, timeZone: 'Europe/Lisbon', version: 3, ...terms },
      });
      await eventually(() => findStayListing(rig.db(), listId));
      return listing;
    },
    delivered: (to, subject) => rig.smtp.waitFor((email) => email.subject === subject && sentTo(email, to)),
    deliveredCount: (to, subject) =>
      rig.smtp.messages.filter((email) => email.subject === subject && sentTo(email, to)).length,
  };
  return rig;
}

const sentTo = (email: Email, to: string) => (email.to ?? []).some((address) => address.address === to);

/**
 * A stay of `guest` at `host`'s `listing` as the bookings events name it (a reservation number no other test uses, a
 * week in April 2027, two women, €1,286.50); each test adds what its event carries besides.
 */
export function stayFacts(
  guest: Pick<Member, 'userId'>,
  host: Pick<Member, 'userId'>,
  listing: Pick<ListedHome, 'listId' | 'title'>,
) {
  return {
    reservationId: String(randomInt(1, 1e9)),
    confirmationCode: `GL${randomInt(1e7, 1e8)}`,
    listId: listing.listId,
    listingTitle: listing.title,
    hostUserId: host.userId,
    guestUserId: guest.userId,
    checkIn: '2027-04-12',
    checkOut: '2027-04-19',
    totalMinor: 128_650n,
    currency: 'EUR',
    guestWomen: 2,
  };
}
