// The list settings catalogues and the deleted listings through the real gateway (issue 14 item 4, decision 0036):
// only an admin holding Manage Listing Settings reads and changes the catalogues (a sub-admin without it gets 403 and
// changes nothing), each change is in listings-search's outbox for the admin log, members read an item's number and
// description with the editor's choices, and Manage Listings opens the deleted listings.
import { insertAdmin, insertAdminRole, insertMember } from '@golightly/accounts/testing';
import { insertListing } from '@golightly/listings-search/testing';
import { AdminActionRecordedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEvent } from '../support/outbox';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'Catalogue2024!';

const TYPES = '{ listSettingTypes { typeId name kind } }';
const CATALOGUE = `query Catalogue($typeId: Int!) {
  adminListSettings(typeId: $typeId) { type { typeId name kind valueMin valueMax } items { id itemName value isEnable listingCount } }
}`;
const RESULT = 'status errorMessage fieldErrors { field message } setting { id typeId itemName value isEnable }';
const CREATE = `mutation Create($typeId: Int!, $setting: ListSettingInput!) { createListSetting(typeId: $typeId, setting: $setting) { ${RESULT} } }`;
const UPDATE = `mutation Update($id: Int!, $setting: ListSettingInput!) { updateListSetting(id: $id, setting: $setting) { ${RESULT} } }`;
const ENABLE = `mutation Enable($id: Int!, $enabled: Boolean!) { setListSettingEnabled(id: $id, enabled: $enabled) { ${RESULT} } }`;
const DELETE = `mutation Delete($id: Int!) { deleteListSetting(id: $id) { ${RESULT} } }`;
const CHOICES = '{ listSettings(typeIds: [2, 13]) { id typeId itemName value itemDescription } }';
const DELETED = '{ deletedListings { count results { id title deletedBy deletedAt } } }';
const ADMIN_DELETE = 'mutation Gone($listId: Int!) { adminDeleteListing(listId: $listId) { status } }';

interface SettingAnswer {
  status: string;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
  setting: { id: number; typeId: number; itemName: string; value: number | null; isEnable: boolean } | null;
}

describe('list settings through the gateway', () => {
  let stack: TestStack;
  let settingsDesk: Member;
  let listingsDesk: Member;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const listingsDb = () => stack.subgraphs.services['listings-search'].database.db;
  const itemCount = async () => Number((await listingsDb()('list_settings').count({ n: '*' }))[0]!.n);

  async function subAdmin(name: string, privilegeIds: number[]) {
    const roleId = await insertAdminRole(accountsDb(), { name, privilegeIds });
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@golightly.test`;
    await insertAdmin(accountsDb(), KEY, { email, password: PASSWORD, roleId });
    return stack.signIn(email, PASSWORD);
  }

  beforeAll(async () => {
    stack = await startStack();
    settingsDesk = await subAdmin('Catalogue desk', [30]);
    listingsDesk = await subAdmin('Listings desk', [8, 9]);
  });
  afterAll(() => stack?.stop());

  it('refuses a sub-admin without Manage Listing Settings with 403, and changes nothing', async () => {
    const before = await itemCount();
    const wifi = (await listingsDb()('list_settings').where({ type_id: 10, item_name: 'Wifi' }).first('id')).id;
    const calls: Array<[string, Record<string, unknown>]> = [
      [TYPES, {}],
      [CATALOGUE, { typeId: 10 }],
      [CREATE, { typeId: 10, setting: { itemName: 'Sauna' } }],
      [UPDATE, { id: wifi, setting: { itemName: 'Wi-Fi' } }],
      [ENABLE, { id: wifi, enabled: false }],
      [DELETE, { id: wifi }],
    ];
    for (const [query, variables] of calls) {
      const refused = await listingsDesk.graphql(query, variables);
      expect(refused.status, query).toBe(403);
      expect(refused.errors?.[0]?.extensions, query).toMatchObject({ code: 'FORBIDDEN' });
      expect(refused.errors?.[0]?.message, query).toContain('/siteadmin/listsettings/10');
    }
    expect(await itemCount()).toBe(before);
    expect(await listingsDb()('list_settings').where({ id: wifi }).first('item_name', 'is_enable')).toEqual({
      item_name: 'Wifi',
      is_enable: true,
    });
  });

  it('refuses members and visitors the admin catalogue', async () => {
    const email = 'noor@example.com';
    await insertMember(accountsDb(), KEY, { firstName: 'Noor', email, password: PASSWORD });
    const member = await stack.signIn(email, PASSWORD);
    expect((await member.graphql(CATALOGUE, { typeId: 1 })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      (await stack.visitor().graphql(CREATE, { typeId: 1, setting: { itemName: 'Yurt' } })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('lets Manage Listing Settings add, change, disable and delete an item, each in the admin log', async () => {
    const types = await settingsDesk.graphql<{ listSettingTypes: { typeId: number }[] }>(TYPES);
    expect(types.data?.listSettingTypes.map((t) => t.typeId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22, 23,
    ]);
    const catalogue = await settingsDesk.graphql<{
      adminListSettings: { type: { kind: string; valueMax: number }; items: { value: number }[] };
    }>(CATALOGUE, { typeId: 2 });
    expect(catalogue.data?.adminListSettings.type).toMatchObject({
      typeId: 2,
      kind: 'count',
      valueMin: 1,
      valueMax: 1000,
    });
    expect(catalogue.data?.adminListSettings.items.map((i) => i.value).slice(0, 3)).toEqual([1, 2, 3]);

    const refused = await settingsDesk.graphql<{ createListSetting: SettingAnswer }>(CREATE, {
      typeId: 2,
      setting: { itemName: 'Twenty guests' },
    });
    expect(refused.data?.createListSetting).toEqual({
      status: 'invalid',
      errorMessage: 'Nothing was saved: correct the fields marked and save again.',
      fieldErrors: [{ field: 'value', message: 'Number is required' }],
      setting: null,
    });

    const created = await settingsDesk.graphql<{ createListSetting: SettingAnswer }>(CREATE, {
      typeId: 2,
      setting: { itemName: '20 guests', value: 20 },
    });
    const item = created.data!.createListSetting.setting!;
    expect(item).toMatchObject({ typeId: 2, itemName: '20 guests', value: 20, isEnable: true });
    expect(await latestEvent(listingsDb(), AdminActionRecordedSchema)).toMatchObject({
      action: 'list_setting.created',
      area: 'listings',
      recordType: 'list_setting',
      recordId: String(item.id),
      privilegeId: 30,
      privilegeName: 'Manage Listing Settings',
      summary: 'Added "20 guests" in Guest counts (list settings 2)',
    });

    const changed = await settingsDesk.graphql<{ updateListSetting: SettingAnswer }>(UPDATE, {
      id: item.id,
      setting: { itemName: '24 guests', value: 24 },
    });
    expect(changed.data?.updateListSetting.setting).toMatchObject({ itemName: '24 guests', value: 24 });
    const disabled = await settingsDesk.graphql<{ setListSettingEnabled: SettingAnswer }>(ENABLE, {
      id: item.id,
      enabled: false,
    });
    expect(disabled.data?.setListSettingEnabled.setting?.isEnable).toBe(false);
    expect(await latestEvent(listingsDb(), AdminActionRecordedSchema)).toMatchObject({
      action: 'list_setting.updated',
      summary: 'Disabled "24 guests" in Guest counts (list settings 2)',
    });
    const deleted = await settingsDesk.graphql<{ deleteListSetting: SettingAnswer }>(DELETE, { id: item.id });
    expect(deleted.data?.deleteListSetting).toMatchObject({ status: 'success', setting: { id: item.id } });
    expect(await latestEvent(listingsDb(), AdminActionRecordedSchema)).toMatchObject({
      action: 'list_setting.deleted',
      recordId: String(item.id),
    });
    expect(await listingsDb()('list_settings').where({ id: item.id }).first()).toBeUndefined();
  });

  it("gives members each item's number and description with the editor's choices", async () => {
    const email = 'ines@example.com';
    await insertMember(accountsDb(), KEY, { firstName: 'Ines', email, password: PASSWORD });
    const member = await stack.signIn(email, PASSWORD);
    const choices = await member.graphql<{
      listSettings: { typeId: number; itemName: string; value: number | null; itemDescription: string }[];
    }>(CHOICES);
    const guests = choices.data!.listSettings.filter((s) => s.typeId === 2);
    expect(guests.slice(0, 2)).toEqual([
      expect.objectContaining({ itemName: '1 guest', value: 1, itemDescription: '' }),
      expect.objectContaining({ itemName: '2 guests', value: 2, itemDescription: '' }),
    ]);
    const verified = choices.data!.listSettings.find((s) => s.itemName === 'Verified ID');
    expect(verified).toMatchObject({ typeId: 13, value: null });
    expect(verified?.itemDescription.length).toBeGreaterThan(0);
  });

  it('shows Manage Listings the deleted listings, and refuses them to Manage Listing Settings', async () => {
    const hostId = '6f1c2f7e-3c4b-4c1e-9f7a-0a1b2c3d4e5f';
    const listId = await insertListing(listingsDb(), { hostId, title: 'Boathouse on the Tagus', isPublished: true });
    expect(
      (await listingsDesk.graphql<{ adminDeleteListing: { status: string } }>(ADMIN_DELETE, { listId })).data,
    ).toEqual({ adminDeleteListing: { status: 'success' } });
    const page = await listingsDesk.graphql<{
      deletedListings: {
        count: number;
        results: { id: number; title: string; deletedBy: string; deletedAt: string }[];
      };
    }>(DELETED);
    expect(page.data?.deletedListings.results[0]).toMatchObject({
      id: listId,
      title: 'Boathouse on the Tagus',
      deletedBy: 'admin',
    });
    expect(page.data?.deletedListings.results[0]?.deletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await settingsDesk.graphql(DELETED)).status).toBe(403);
  });
});
