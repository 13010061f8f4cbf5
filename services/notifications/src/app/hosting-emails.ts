// E-mails of a listing's way to guests (spec 001 §4, §6; decisions 0018, 0034): the host told her listing was received,
// approved, rejected with the admin's message, published or unpublished, added or transferred to her by an admin; the
// admins told a listing awaits approval or was deleted. The host's address and name come from the member directory
// (DESIGN §8); a host it has not heard of gets nothing, and the e-mail is recorded as unsent. Each runs in the
// transaction of the event it answers.
import type { Knex } from '@golightly/db';
import { findMemberContact } from '../db/member-contacts';
import { recordUnsentEmail } from '../db/unsent-emails';
import {
  listingApproved,
  listingAwaitingApproval,
  listingCreatedByAdmin,
  listingDeletedToAdmin,
  listingPublished,
  listingRejected,
  listingSubmitted,
  listingTransferredToHost,
  listingUnpublished,
  type ListingData,
} from '../domain/emails/catalogue/hosting';
import type { EmailDefinition } from '../domain/emails/define';
import { listingData, type HostContact, type ListingFact } from '../domain/hosting-mail';
import { mailer, type EventFact, type MailSettings } from './email-queue';

export type { ListingFact } from '../domain/hosting-mail';

interface HostingMail {
  /** The listing as every hosting e-mail shows it. */
  data: ListingData;
  /** Queues `definition` to the host, its data written from her contact; recorded as unsent when she is unknown. */
  toHost<Data>(definition: EmailDefinition<Data>, write: (host: HostContact) => NoInfer<Data>): Promise<void>;
  /** Queues an admin notice to the admins' address. */
  toAdmins<Data>(definition: EmailDefinition<Data>, data: NoInfer<Data>): Promise<void>;
}

/** What every e-mail answering one listing event shares: the host as the directory knows her, and the listing. */
async function hostingMail(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: Pick<EventFact, 'id'>,
  listing: ListingFact,
): Promise<HostingMail> {
  const contact = await findMemberContact(trx, listing.hostUserId);
  const host = contact?.email ? contact : undefined;
  const mail = mailer(trx, settings, event);
  return {
    data: listingData(listing, host),
    async toHost(definition, write) {
      if (!host) {
        const unsent = { eventId: event.id, type: definition.type, userId: listing.hostUserId };
        return recordUnsentEmail(trx, { ...unsent, reason: 'recipient_unknown' });
      }
      await mail(definition, host.email, write(host));
    },
    toAdmins: (definition, data) => mail(definition, settings.adminEmail, data),
  };
}

/** Submitted (or resubmitted after a rejection): the host hears it is received, the admins that it awaits them. */
export async function mailListingSubmitted(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  listing: ListingFact,
): Promise<void> {
  const { data, toHost, toAdmins } = await hostingMail(trx, settings, event, listing);
  await toHost(listingSubmitted, () => data);
  await toAdmins(listingAwaitingApproval, data);
}

export async function mailListingApproved(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  listing: ListingFact,
): Promise<void> {
  const { data, toHost } = await hostingMail(trx, settings, event, listing);
  await toHost(listingApproved, () => data);
}

/** The admin's message goes to the host in her words (escaped as text, never markup). */
export async function mailListingRejected(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  rejection: ListingFact & { message: string },
): Promise<void> {
  const { data, toHost } = await hostingMail(trx, settings, event, rejection);
  await toHost(listingRejected, () => ({ ...data, reason: rejection.message.trim() || null }));
}

export async function mailListingCreatedByAdmin(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  listing: ListingFact,
): Promise<void> {
  const { data, toHost } = await hostingMail(trx, settings, event, listing);
  await toHost(listingCreatedByAdmin, () => data);
}

/** The new host (the listing's host now) hears it is hers; the spec has no e-mail for the one it left. */
export async function mailListingTransferred(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  listing: ListingFact,
): Promise<void> {
  const { data, toHost } = await hostingMail(trx, settings, event, listing);
  await toHost(listingTransferredToHost, (host) => ({
    listId: data.listId,
    listTitle: data.listTitle,
    hostName: data.hostName,
    hostProfileId: host.profileId,
    email: host.email,
  }));
}

export async function mailListingPublished(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  listing: ListingFact,
): Promise<void> {
  const { data, toHost } = await hostingMail(trx, settings, event, listing);
  await toHost(listingPublished, () => data);
}

export async function mailListingUnpublished(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  listing: ListingFact,
): Promise<void> {
  const { data, toHost } = await hostingMail(trx, settings, event, listing);
  await toHost(listingUnpublished, () => ({ ...data, reason: null }));
}

/** Whoever deleted it, by her own hand or an admin's, the admins are told (spec 001 §6: deleted properties). */
export async function mailListingDeleted(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  deletion: ListingFact & { deletedBy: 'host' | 'admin' },
): Promise<void> {
  const { data, toAdmins } = await hostingMail(trx, settings, event, deletion);
  await toAdmins(listingDeletedToAdmin, { ...data, deletedBy: deletion.deletedBy });
}
