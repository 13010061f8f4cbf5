// The hosting e-mails of spec 001, sent from listings-search's listing events (issue 14 item 6): each moment of a
// listing reaches the host found in notifications' member directory, or the admins, over a real Postgres event log,
// rendered and delivered by the mail worker to a real SMTP listener. Events carry the shapes listings-search publishes.
import { randomInt, randomUUID } from 'node:crypto';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import {
  ListingApprovedSchema,
  ListingCreatedByAdminSchema,
  ListingDeletedSchema,
  ListingPublishedSchema,
  ListingRejectedSchema,
  ListingSubmittedSchema,
  ListingTransferredSchema,
  ListingUnpublishedSchema,
} from '@golightly/proto';
import type { Email } from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { ADMINS, useMailService, type Member as Host } from './support/mail-service';

const SITE = 'https://club.example';
const LISTINGS = 'listings-search';

/** The e-mail's call to action: the bare link under its button. */
function actionOf(email: Email): string | undefined {
  const match = /copy this link into your browser: <a href="([^"]*)"/.exec(email.html ?? '');
  return match?.[1]?.replace(/&amp;/g, '&');
}

describe('the hosting e-mails', () => {
  const mail = useMailService('notifications_hosting');
  const { delivered, deliveredCount } = mail;
  const db = () => mail.db();

  /** A member as accounts announces her on registration; resolves once the member directory knows her. */
  const registeredHost = (firstName: string): Promise<Host> => mail.registered(firstName, 'Okafor');

  /** A listing of `host` as every listing event names it, with a title no other test uses. */
  function listingOf(host: Pick<Host, 'userId'>, title: string) {
    const listId = randomInt(10_000, 2_000_000_000);
    const listing = {
      listId,
      hostUserId: host.userId,
      title: `${title} ${listId}`,
      city: 'Lisbon',
      state: 'Lisboa',
      country: 'PT',
    };
    return { listingId: String(listId), listing };
  }

  const publish = <Desc extends DescMessage>(schema: Desc, data: MessageInitShape<Desc>) =>
    mail.service.publish(LISTINGS, schema, data);

  it('tells the host her submitted listing is received, and the admins that it awaits approval', async () => {
    const ines = await registeredHost('Inês');
    const event = listingOf(ines, 'Tiled apartment in Alfama');
    const { listId, title } = event.listing;
    await publish(ListingSubmittedSchema, { ...event, resubmitted: false });

    const received = await delivered(ines.email, `We received ${title}`);
    expect(received.text).toContain('Hi Inês,');
    expect(received.text).toContain('Lisbon, Lisboa, Portugal');
    expect(actionOf(received)).toBe(`${SITE}/become-a-host/${listId}/home`);

    const notice = await delivered(ADMINS, `Listing awaiting approval: ${title}`);
    expect(notice.text).toContain(`Inês submitted ${title} in Lisbon, Lisboa, Portugal.`);
    expect(notice.text).toContain(`Inês (profile ${ines.profileId})`);
    expect(actionOf(notice)).toBe(`${SITE}/siteadmin/listingapproval`);
    expect(notice.html).toContain(`${SITE}/users/show/${ines.profileId}`);
  });

  it('tells the host an approved listing is live, with the link to its page', async () => {
    const ines = await registeredHost('Inês');
    const event = listingOf(ines, 'Blue-tiled flat in Graça');
    await publish(ListingApprovedSchema, { ...event, adminId: randomUUID() });

    const approved = await delivered(ines.email, `${event.listing.title} is live`);
    expect(approved.text).toContain(`Wonderful news: ${event.listing.title} is approved and live.`);
    expect(actionOf(approved)).toBe(`${SITE}/rooms/${event.listing.listId}`);
  });

  it("sends the host the admin's reason for a rejection as her words, never as markup, and the editor to resubmit", async () => {
    const amara = await registeredHost('Amara');
    const event = listingOf(amara, 'Garden studio in Belém');
    const message = 'Please add a photo of the bathroom.\n<script>alert("x")</script> & <b>the stairs</b>';
    await publish(ListingRejectedSchema, { ...event, adminId: randomUUID(), message });

    const rejected = await delivered(amara.email, `${event.listing.title} needs a few changes`);
    expect(actionOf(rejected)).toBe(`${SITE}/become-a-host/${event.listing.listId}/home`);
    expect(rejected.text).toContain('Please add a photo of the bathroom.');
    expect(rejected.text).toContain('<script>alert("x")</script> & <b>the stairs</b>');
    expect(rejected.html).toContain('&lt;script&gt;alert(');
    expect(rejected.html).toContain('&amp; &lt;b&gt;the stairs&lt;/b&gt;');
    expect(rejected.html).not.toContain('<script>');
    expect(rejected.html).not.toContain('<b>the stairs</b>');
  });

  it('tells the host a listing an admin created for her is live', async () => {
    const noor = await registeredHost('Noor');
    const event = listingOf(noor, 'Rooftop loft in Príncipe Real');
    await publish(ListingCreatedByAdminSchema, { ...event, adminId: randomUUID() });

    const added = await delivered(noor.email, `We added ${event.listing.title} for you, and it is live`);
    expect(added.text).toContain('it is live for bookings');
    expect(actionOf(added)).toBe(`${SITE}/rooms/${event.listing.listId}`);
    expect(added.html).toContain(`${SITE}/become-a-host/${event.listing.listId}/home`);
  });

  it('tells the new host a transferred listing is hers, and sends the host it left nothing', async () => {
    const previous = await registeredHost('Hana');
    const noor = await registeredHost('Noor');
    const event = listingOf(noor, 'Courtyard house in Mouraria');
    const sent = await publish(ListingTransferredSchema, {
      ...event,
      fromHostUserId: previous.userId,
      adminId: randomUUID(),
    });

    const transferred = await delivered(noor.email, `${event.listing.title} is now yours to host`);
    expect(transferred.text).toContain(`to your account (${noor.email})`);
    expect(actionOf(transferred)).toBe(`${SITE}/become-a-host/${event.listing.listId}/home`);
    expect(transferred.html).toContain(`${SITE}/rooms/${event.listing.listId}`);
    // Everything this event asked for was queued in the transaction that applied it.
    const queued = await db()('email_messages').whereIn('recipient', [previous.email, noor.email]).select('recipient');
    expect(queued.map((row) => row.recipient)).toEqual([noor.email]);
    expect(await db()('inbox').where({ event_id: sent.eventId }).first('outcome')).toEqual({ outcome: 'applied' });
  });

  it('tells the host her listing is published, and unpublished with her confirmed stays kept', async () => {
    const ines = await registeredHost('Inês');
    const event = listingOf(ines, 'Sunny flat by the river');
    const { listId, title } = event.listing;
    await publish(ListingUnpublishedSchema, event);
    await publish(ListingPublishedSchema, event);

    const unpublished = await delivered(ines.email, `${title} is unpublished`);
    expect(unpublished.text).toContain('Reservations already confirmed are not affected.');
    expect(actionOf(unpublished)).toBe(`${SITE}/become-a-host/${listId}/home`);
    const published = await delivered(ines.email, `${title} is published`);
    expect(actionOf(published)).toBe(`${SITE}/rooms/${listId}`);
  });

  it('tells the admins a property was deleted, by its host or by an admin', async () => {
    const amara = await registeredHost('Amara');
    const byHost = listingOf(amara, 'Cottage in Sintra');
    const byAdmin = listingOf(amara, 'Cabin in Arrábida');
    await publish(ListingDeletedSchema, { ...byHost, deletedBy: 'host', adminId: '' });
    await publish(ListingDeletedSchema, { ...byAdmin, deletedBy: 'admin', adminId: randomUUID() });

    const deleted = await delivered(ADMINS, `Property deleted: ${byHost.listing.title}`);
    expect(deleted.text).toContain(`Amara deleted her property ${byHost.listing.title} in Lisbon, Lisboa, Portugal.`);
    expect(actionOf(deleted)).toBe(`${SITE}/users/show/${amara.profileId}`);
    const deletedByAdmin = await delivered(ADMINS, `Property deleted: ${byAdmin.listing.title}`);
    expect(deletedByAdmin.text).toContain(`An admin deleted the property ${byAdmin.listing.title}`);
    // The host is not mailed about a deletion: the catalogue has only the admins' notice.
    expect(await db()('email_messages').where({ recipient: amara.email }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('sends nothing twice when an event is delivered again', async () => {
    const ines = await registeredHost('Inês');
    const event = listingOf(ines, 'Terrace flat in Estrela');
    const { title } = event.listing;
    const submitted = await publish(ListingSubmittedSchema, { ...event, resubmitted: true });
    await delivered(ines.email, `We received ${title}`);
    await delivered(ADMINS, `Listing awaiting approval: ${title}`);

    await mail.service.redeliver(submitted);
    await mail.service.redeliver(submitted);
    // Events of one listing are applied in order: once the next one is delivered, the redeliveries were applied.
    await publish(ListingApprovedSchema, { ...event, adminId: randomUUID() });
    await delivered(ines.email, `${title} is live`);

    expect(deliveredCount(ines.email, `We received ${title}`)).toBe(1);
    expect(deliveredCount(ADMINS, `Listing awaiting approval: ${title}`)).toBe(1);
    expect(
      await db()('email_messages')
        .whereIn('kind', ['listingSubmitted', 'listingAwaitingApproval'])
        .where('subject', 'like', `%${title}`)
        .count({ n: '*' }),
    ).toEqual([{ n: 2 }]);
  });

  it('records a host the directory does not know instead of failing, and still tells the admins', async () => {
    const stranger = { userId: randomUUID() };
    const event = listingOf(stranger, 'Attic room in Bairro Alto');
    const { title } = event.listing;
    const submitted = await publish(ListingSubmittedSchema, { ...event, resubmitted: false });
    const approved = await publish(ListingApprovedSchema, { ...event, adminId: randomUUID() });
    const deleted = await publish(ListingDeletedSchema, { ...event, deletedBy: 'admin', adminId: randomUUID() });

    const notice = await delivered(ADMINS, `Listing awaiting approval: ${title}`);
    expect(notice.text).toContain(`A host submitted ${title} in Lisbon, Lisboa, Portugal.`);
    expect(notice.html).not.toContain('/users/show/');
    const deletedNotice = await delivered(ADMINS, `Property deleted: ${title}`);
    expect(actionOf(deletedNotice)).toBe(`${SITE}/siteadmin/deleted-listings`);

    const unsent = await db()('unsent_emails')
      .where({ user_id: stranger.userId })
      .orderBy('id')
      .select('event_id', 'kind', 'reason');
    expect(unsent).toEqual([
      { event_id: submitted.eventId, kind: 'listingSubmitted', reason: 'recipient_unknown' },
      { event_id: approved.eventId, kind: 'listingApproved', reason: 'recipient_unknown' },
    ]);
    const applied = await db()('inbox')
      .whereIn('event_id', [submitted.eventId, approved.eventId, deleted.eventId])
      .pluck('outcome');
    expect(applied).toEqual(['applied', 'applied', 'applied']);

    // A replay records nothing new either.
    await mail.service.redeliver(approved);
    const ines = await registeredHost('Inês');
    const next = { ...listingOf(ines, 'Next listing'), listingId: event.listingId };
    await publish(ListingApprovedSchema, { ...next, adminId: randomUUID() });
    await delivered(ines.email, `${next.listing.title} is live`);
    expect(await db()('unsent_emails').where({ user_id: stranger.userId }).count({ n: '*' })).toEqual([{ n: 2 }]);
  });
});
