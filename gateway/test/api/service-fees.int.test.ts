// The service fee settings through the real gateway (issue 16 item 5, decision 0053): every field is refused to a
// member and to an admin without its privilege, in the gateway's words; an admin with Manage Site Service Fee reads
// and saves the site's fees, one with Manage Property Service Fee adds, changes and removes a listing's own, and
// each is refused the other's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingTerms } from '../support/booking';
import { startStack, type Member, type TestStack } from '../support/stack';

const LIST_ID = 6262;
const HOST_ID = '5e1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e70';
const MANAGE_RESERVATIONS = 16;
const MANAGE_SITE_SERVICE_FEE = 20;
const MANAGE_PROPERTY_SERVICE_FEE = 21;

const FEES = { guestType: 'percentage', guestValue: '11', hostType: 'fixed', hostValue: '20', currency: 'EUR' };
const SITE_URL = '/siteadmin/settings/servicefees';
const PROPERTY_URL = '/siteadmin/settings/property-servicefees';

const SITE_READ = `{ getServiceFees { id guestType guestValue hostType hostValue currency status } }`;
const SITE_SAVE = `mutation ($fees: ServiceFeesInput!) { updateServiceFees(fees: $fees) { status errorMessage
  serviceFees { guestValue hostType hostValue currency } } }`;
const PROPERTY_READ = `{ getPropertyServiceFees { id listId guestPropertyValue } }`;
const PROPERTY_ADD = `mutation ($listId: Int!, $fees: ServiceFeesInput!) { addPropertyServiceFee(listId: $listId, fees: $fees) {
  status errorMessage propertyServiceFee { id listId guestPropertyType guestPropertyValue hostPropertyType hostPropertyValue currency } } }`;
const PROPERTY_EDIT = `mutation ($id: Int!, $fees: ServiceFeesInput!) { updatePropertyServiceFee(id: $id, fees: $fees) {
  status propertyServiceFee { guestPropertyValue } } }`;
const PROPERTY_REMOVE = `mutation ($id: Int!) { removePropertyServiceFee(id: $id) { status propertyServiceFee { listId } } }`;

/** Each field with the variables to call it and the privilege URL it needs. */
const CALLS: [name: string, query: string, variables: Record<string, unknown>, url: string][] = [
  ['getServiceFees', SITE_READ, {}, SITE_URL],
  ['updateServiceFees', SITE_SAVE, { fees: FEES }, SITE_URL],
  ['getPropertyServiceFees', PROPERTY_READ, {}, PROPERTY_URL],
  ['addPropertyServiceFee', PROPERTY_ADD, { listId: LIST_ID, fees: FEES }, PROPERTY_URL],
  ['updatePropertyServiceFee', PROPERTY_EDIT, { id: 1, fees: FEES }, PROPERTY_URL],
  ['removePropertyServiceFee', PROPERTY_REMOVE, { id: 1 }, PROPERTY_URL],
];

describe('the service fee settings through the gateway', () => {
  let stack: TestStack;
  let member: Member;
  let reservationsDesk: Member;
  let siteDesk: Member;
  let propertyDesk: Member;
  const bookingsDb = () => stack.db('bookings-payments');

  beforeAll(async () => {
    stack = await startStack();
    await listingTerms(stack, { listId: LIST_ID, hostId: HOST_ID, instantBook: false });
    member = (await stack.member('Olga', { ip: '198.51.100.91', idVerified: false })).browser;
    reservationsDesk = await stack.admin('Reservations only', [MANAGE_RESERVATIONS], '198.51.100.92');
    siteDesk = await stack.admin('Site fees desk', [MANAGE_SITE_SERVICE_FEE], '198.51.100.93');
    propertyDesk = await stack.admin('Property fees desk', [MANAGE_PROPERTY_SERVICE_FEE], '198.51.100.94');
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses every field to a member, a visitor and an admin without the fee privileges', async () => {
    for (const [name, query, variables, url] of CALLS) {
      for (const caller of [member, stack.visitor('198.51.100.95')]) {
        const refused = await caller.graphql(query, variables);
        expect(refused.data ?? null, name).toBeNull();
        expect(refused.errors?.[0]?.extensions, name).toMatchObject({
          code: expect.stringMatching(/FORBIDDEN|UNAUTHENTICATED/),
        });
      }
      const admin = await reservationsDesk.graphql(query, variables);
      expect(admin.data ?? null, name).toBeNull();
      expect(admin.errors?.[0], name).toMatchObject({
        message: `Your admin role does not allow this: it needs the privilege for ${url}.`,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await bookingsDb()('property_service_fees').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it("lets Manage Site Service Fee read and save the site's fees, and nothing of a listing's", async () => {
    const read = await siteDesk.graphql<{ getServiceFees: { id: number } }>(SITE_READ);
    expect(read.errors).toBeUndefined();
    expect(read.data!.getServiceFees).toMatchObject({ id: 1, status: 'enabled' });
    const saved = await siteDesk.graphql(SITE_SAVE, { fees: FEES });
    expect(saved.data).toEqual({
      updateServiceFees: {
        status: 'success',
        errorMessage: null,
        serviceFees: { guestValue: 11, hostType: 'fixed', hostValue: 20, currency: 'EUR' },
      },
    });
    for (const [name, query, variables, url] of CALLS.filter(([, , , url]) => url === PROPERTY_URL)) {
      expect((await siteDesk.graphql(query, variables)).errors?.[0]?.message, name).toBe(
        `Your admin role does not allow this: it needs the privilege for ${url}.`,
      );
    }
  });

  it("lets Manage Property Service Fee add, change and remove a listing's fees, and nothing of the site's", async () => {
    const added = await propertyDesk.graphql<{ addPropertyServiceFee: { propertyServiceFee: { id: number } } }>(
      PROPERTY_ADD,
      { listId: LIST_ID, fees: { ...FEES, guestValue: '6' } },
    );
    expect(added.data!.addPropertyServiceFee).toMatchObject({
      status: 'success',
      propertyServiceFee: {
        listId: LIST_ID,
        guestPropertyType: 'percentage',
        guestPropertyValue: 6,
        hostPropertyType: 'fixed',
        hostPropertyValue: 20,
        currency: 'EUR',
      },
    });
    const id = added.data!.addPropertyServiceFee.propertyServiceFee.id;
    const edited = await propertyDesk.graphql(PROPERTY_EDIT, { id, fees: { ...FEES, guestValue: '7' } });
    expect(edited.data).toEqual({
      updatePropertyServiceFee: { status: 'success', propertyServiceFee: { guestPropertyValue: 7 } },
    });
    expect((await propertyDesk.graphql(PROPERTY_READ)).data).toEqual({
      getPropertyServiceFees: [{ id, listId: LIST_ID, guestPropertyValue: 7 }],
    });
    for (const [name, query, variables, url] of CALLS.filter(([, , , url]) => url === SITE_URL)) {
      expect((await propertyDesk.graphql(query, variables)).errors?.[0]?.message, name).toBe(
        `Your admin role does not allow this: it needs the privilege for ${url}.`,
      );
    }
    expect((await propertyDesk.graphql(PROPERTY_REMOVE, { id })).data).toEqual({
      removePropertyServiceFee: { status: 'success', propertyServiceFee: { listId: LIST_ID } },
    });
  });
});
