// The rules of the hosting e-mails: each listing step links where the host or admin acts next (spec 001 §2, §4).
import { describe, expect, it } from 'vitest';
import type { EmailDefinition } from '../define';
import { emailContext, renderEmail } from '../render';
import {
  HOSTING_EMAILS,
  hostVerificationRequired,
  listingApproved,
  listingAwaitingApproval,
  listingCreatedByAdmin,
  listingDeletedToAdmin,
  listingPublished,
  listingRejected,
  listingSubmitted,
  listingTransferredToHost,
  listingUnpublished,
  listingsSyncedToAdmin,
  listingsSyncedToHost,
  photoUploadReminder,
  propertyBadging,
} from './hosting';

const SITE = 'https://club.example';
const ctx = emailContext(SITE, new Date('2026-11-23T10:00:00Z'));

async function rendered<Data>(definition: EmailDefinition<Data>, data: Data = definition.sample) {
  const email = await renderEmail(definition, data, ctx);
  const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  /** The e-mail's calls to action: the bare link under each button. */
  const actions = [...email.html.matchAll(/copy this link into your browser: <a href="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );
  return { ...email, hrefs, actions, action: actions[0] };
}

describe('hosting e-mails', () => {
  it('send a rejected listing back to the listing editor to resubmit', async () => {
    const email = await rendered(listingRejected);
    expect(email.action).toBe(`${SITE}/become-a-host/${listingRejected.sample.listId}/home`);
    expect(email.text).toContain(listingRejected.sample.reason);
    const withoutReason = await rendered(listingRejected, { ...listingRejected.sample, reason: null });
    expect(withoutReason.text).toContain('Please update it and resubmit it');
  });

  it('send the admin to listing approval for a submitted listing, and the host to her listing when it is live', async () => {
    expect((await rendered(listingAwaitingApproval)).action).toBe(`${SITE}/siteadmin/listingapproval`);
    expect((await rendered(listingAwaitingApproval)).hrefs).toContain(
      `${SITE}/users/show/${listingAwaitingApproval.sample.hostProfileId}`,
    );
    expect((await rendered(listingSubmitted)).action).toBe(
      `${SITE}/become-a-host/${listingSubmitted.sample.listId}/home`,
    );
    expect((await rendered(listingApproved)).action).toBe(`${SITE}/rooms/${listingApproved.sample.listId}`);
    const added = await rendered(listingCreatedByAdmin);
    expect(added.action).toBe(`${SITE}/rooms/${listingCreatedByAdmin.sample.listId}`);
    expect(added.text).toContain('it is live for bookings');
  });

  it('link a published listing to its page and an unpublished one to the editor', async () => {
    expect((await rendered(listingPublished)).action).toBe(`${SITE}/rooms/${listingPublished.sample.listId}`);
    const unpublished = await rendered(listingUnpublished);
    expect(unpublished.action).toBe(`${SITE}/become-a-host/${listingUnpublished.sample.listId}/home`);
    expect(unpublished.text).toContain('Away for renovations until September.');
  });

  it('tell the admin who deleted a property', async () => {
    expect((await rendered(listingDeletedToAdmin)).text).toContain('Camille deleted her property');
    const byAdmin = await rendered(listingDeletedToAdmin, { ...listingDeletedToAdmin.sample, deletedBy: 'admin' });
    expect(byAdmin.text).toContain('An admin deleted the property');
  });

  it('tell the admin of a host unknown to notifications without a profile link, deleted listings instead', async () => {
    const unknown = { hostName: 'A host', hostProfileId: null };
    const awaiting = await rendered(listingAwaitingApproval, { ...listingAwaitingApproval.sample, ...unknown });
    expect(awaiting.text).toContain('A host submitted Light-filled loft in the Marais');
    expect(awaiting.text).not.toContain('profile');
    expect(awaiting.hrefs.filter((href) => href.includes('/users/show/'))).toEqual([]);
    const deleted = await rendered(listingDeletedToAdmin, { ...listingDeletedToAdmin.sample, ...unknown });
    expect(deleted.text).toContain('A host deleted her property');
    expect(deleted.action).toBe(`${SITE}/siteadmin/deleted-listings`);
  });

  it('remind the host by name to add photos to the named listing', async () => {
    const email = await rendered(photoUploadReminder, {
      name: 'Wanjiru',
      listName: 'Treehouse above Lake Naivasha',
      listId: 77,
    });
    expect(email.subject).toBe('Add photos to Treehouse above Lake Naivasha');
    expect(email.text).toContain('Hi Wanjiru,');
    expect(email.action).toBe(`${SITE}/become-a-host/77/home`);
  });

  it('list every synced listing with its link, with the platform and place for the admin', async () => {
    const one = { ...listingsSyncedToHost.sample, titles: [{ id: 9, title: 'Casita in Oaxaca' }] };
    expect((await rendered(listingsSyncedToHost, one)).subject).toBe('1 listing synced from Hostaway');
    const host = await rendered(listingsSyncedToHost);
    expect(host.subject).toBe('2 listings synced from Hostaway');
    expect(host.hrefs).toEqual(
      expect.arrayContaining([`${SITE}/become-a-host/5012/home`, `${SITE}/become-a-host/5013/home`]),
    );
    const admin = await rendered(listingsSyncedToAdmin);
    expect(admin.hrefs).toEqual(expect.arrayContaining([`${SITE}/rooms/5012`, `${SITE}/rooms/5013`]));
    expect(admin.text).toContain('Location: Ericeira, Lisbon District, Portugal');
    expect(admin.text).toContain('beatriz@costaprata-stays.example');
    expect(admin.action).toBe(`${SITE}/users/show/4410`);
  });

  it('give a transferred listing to its new host with the editor link', async () => {
    const email = await rendered(listingTransferredToHost);
    expect(email.text).toContain('Hi Camille,');
    expect(email.action).toBe(`${SITE}/become-a-host/3120/home`);
  });

  it('link badging to the external badging page and verification to the verification status page', async () => {
    expect((await rendered(propertyBadging)).action).toBe('https://golightly.com/badging');
    expect((await rendered(hostVerificationRequired)).action).toBe(`${SITE}/user/verification`);
  });

  it('each have one call to action', async () => {
    for (const definition of HOSTING_EMAILS) {
      const email = await rendered(definition);
      expect(email.actions, definition.type).toHaveLength(1);
    }
  });
});
