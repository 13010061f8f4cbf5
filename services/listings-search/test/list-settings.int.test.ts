// The list settings catalogues as admins keep them (issue 14 item 4, decision 0036), on a real database: every
// catalogue (type ids 1 to 23 except 17) is seeded with real values and takes an item added, changed, disabled and
// deleted, each in the admin log; bad input is refused with nothing written; an item in use is disabled, never
// deleted; the exact catalogue URL decides who may change it; and the deleted listings screen's page.
import { randomUUID } from 'node:crypto';
import { AdminActionRecordedSchema } from '@golightly/proto';
import { adminActorOf, type Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDeleteListing } from '../src/app/admin-delete-listing';
import { deleteListing } from '../src/app/delete-listing';
import { createListSetting } from '../src/app/list-setting-create';
import { deleteListSetting } from '../src/app/list-setting-delete';
import type { ActorFor, ListSettingOutcome } from '../src/app/list-setting-outcome';
import { readCatalogue } from '../src/app/list-setting-read';
import { setListSettingEnabled, updateListSetting } from '../src/app/list-setting-update';
import { listSettingChoices } from '../src/app/listing-parts';
import { deletedListingsPage } from '../src/app/read-deleted-listings';
import { updateListingBasics } from '../src/app/update-listing-basics';
import type { AdminListSettingRow } from '../src/db/list-settings-admin';
import {
  catalogueOf,
  LIST_SETTING_TEXTS as T,
  LIST_SETTING_TYPE_IDS,
  listSettingsUrl,
  type ListSettingInput,
} from '../src/domain/list-setting-types';
import { LISTING_TEXTS } from '../src/domain/texts';
import { actorOf, listingOf, listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

/** An admin with Manage Listing Settings acting from a documentation address. */
const settingsAdmin = actorOf({ privilegeId: 30, privilegeName: 'Manage Listing Settings' });
const asSettingsAdmin: ActorFor = () => settingsAdmin;

/** The item of a successful outcome; fails the test with the outcome otherwise. */
function settingOf(outcome: ListSettingOutcome): AdminListSettingRow {
  if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
  return outcome.setting;
}

/** A new item for the catalogue, and the change an admin then makes to it, as its kind asks. */
function samples(typeId: number): { created: ListSettingInput; changed: ListSettingInput } {
  const kind = catalogueOf(typeId)!.kind;
  const tag = `${typeId}-${randomUUID().slice(0, 8)}`;
  if (kind === 'count') {
    const rule = catalogueOf(typeId)!.value!;
    // Numbers the seeds do not offer, within the field's bounds.
    const [first, second] = typeId === 16 ? [null, null] : [rule.max - 2, rule.max - 1];
    return {
      created: { itemName: `Count ${tag}`, value: first },
      changed: { itemName: `Count ${tag} changed`, value: second },
    };
  }
  if (kind === 'text') {
    return {
      created: { itemName: `Text ${tag}`, itemDescription: 'What it says.' },
      changed: { itemName: `Text ${tag} changed`, itemDescription: 'What it says now.' },
    };
  }
  return { created: { itemName: `Choice ${tag}` }, changed: { itemName: `Choice ${tag} changed` } };
}

describe('list settings catalogues', () => {
  let bed: ListingsTestbed;
  beforeAll(async () => {
    bed = await listingsTestbed('list-settings');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  const logEntries = async () => bed.events(AdminActionRecordedSchema);
  const rowCount = async () => Number((await bed.db('list_settings').count({ n: '*' }))[0]!.n);

  it('seeds every catalogue with real, enabled items', async () => {
    for (const typeId of LIST_SETTING_TYPE_IDS) {
      const answer = await readCatalogue(bed.deps, typeId);
      if (answer.status !== 'success') throw new Error(answer.message);
      expect(answer.items.filter((i) => i.isEnable).length, `type ${typeId}`).toBeGreaterThanOrEqual(3);
      for (const item of answer.items) {
        expect(item.value === null, `type ${typeId} ${item.itemName}`).toBe(answer.type.kind !== 'count');
        expect(item.itemDescription === '', `type ${typeId} ${item.itemName}`).toBe(answer.type.kind !== 'text');
      }
    }
    const guests = await readCatalogue(bed.deps, 2);
    expect(guests.status === 'success' && guests.items.slice(0, 3).map((i) => [i.itemName, i.value])).toEqual([
      ['1 guest', 1],
      ['2 guests', 2],
      ['3 guests', 3],
    ]);
    const baths = await readCatalogue(bed.deps, 8);
    expect(baths.status === 'success' && baths.items.slice(0, 4).map((i) => [i.itemName, i.value])).toEqual([
      ['No bathroom', 0],
      ['0.5 bathrooms', 0.5],
      ['1 bathroom', 1],
      ['1.5 bathrooms', 1.5],
    ]);
    const notice = await readCatalogue(bed.deps, 16);
    expect(notice.status === 'success' && notice.items.map((i) => i.value)).toEqual([0, 1, 2, 3, 7]);
  });

  it('has no catalogue 17, nor any outside 1 to 23', async () => {
    for (const typeId of [0, 17, 24, -1]) {
      expect(await readCatalogue(bed.deps, typeId)).toEqual({ status: 'invalid', message: T.unknownType(typeId) });
      const before = await rowCount();
      expect(await createListSetting(bed.deps, asSettingsAdmin, typeId, { itemName: 'Anything' })).toMatchObject({
        status: 'invalid',
        fieldErrors: [{ field: 'typeId', message: T.unknownType(typeId) }],
      });
      expect(await rowCount()).toBe(before);
    }
  });

  describe.each(LIST_SETTING_TYPE_IDS)('catalogue %i', (typeId) => {
    it('adds, changes, disables, enables and deletes an item, each in the admin log', async () => {
      const { created, changed } = samples(typeId);
      // Advance notice offers every number a listing may have already: make room for the new item by freeing 7.
      if (typeId === 16) {
        const seven = (await bed.db('list_settings').where({ type_id: 16, value: 7 }).first('id')).id;
        settingOf(await deleteListSetting(bed.deps, asSettingsAdmin, seven));
        created.value = 7;
        changed.value = 7;
      }
      const logged = (await logEntries()).length;

      const item = settingOf(await createListSetting(bed.deps, asSettingsAdmin, typeId, created));
      expect(item).toMatchObject({
        typeId,
        itemName: created.itemName,
        itemDescription: created.itemDescription ?? '',
        value: created.value ?? null,
        isEnable: true,
        listingCount: 0,
      });
      const catalogue = await readCatalogue(bed.deps, typeId);
      expect(catalogue.status === 'success' && catalogue.items.map((i) => i.id)).toContain(item.id);
      expect((await listSettingChoices(bed.deps, [typeId])).map((s) => s.id)).toContain(item.id);

      const updated = settingOf(await updateListSetting(bed.deps, asSettingsAdmin, item.id, changed));
      expect(updated).toMatchObject({ id: item.id, typeId, itemName: changed.itemName, value: changed.value ?? null });

      expect(settingOf(await setListSettingEnabled(bed.deps, asSettingsAdmin, item.id, false)).isEnable).toBe(false);
      expect((await listSettingChoices(bed.deps, [typeId])).map((s) => s.id)).not.toContain(item.id);
      expect(settingOf(await setListSettingEnabled(bed.deps, asSettingsAdmin, item.id, true)).isEnable).toBe(true);

      expect(settingOf(await deleteListSetting(bed.deps, asSettingsAdmin, item.id)).id).toBe(item.id);
      expect(await bed.db('list_settings').where({ id: item.id }).first()).toBeUndefined();
      expect(await deleteListSetting(bed.deps, asSettingsAdmin, item.id)).toEqual({
        status: 'notFound',
        errorMessage: T.notFound,
      });

      const entries = (await logEntries()).slice(logged).filter((e) => e.recordId === String(item.id));
      expect(entries.map((e) => e.action)).toEqual([
        'list_setting.created',
        'list_setting.updated',
        'list_setting.updated',
        'list_setting.updated',
        'list_setting.deleted',
      ]);
      const name = catalogueOf(typeId)!.name;
      expect(entries[0]).toMatchObject({
        adminId: settingsAdmin.adminId,
        privilegeId: 30,
        privilegeName: 'Manage Listing Settings',
        area: 'listings',
        recordType: 'list_setting',
        summary: `Added "${created.itemName}" in ${name} (list settings ${typeId})`,
        clientAddress: '203.0.113.21',
      });
      expect(entries[1]!.summary).toContain(`name to "${changed.itemName}"`);
      expect(entries[2]!.summary).toBe(`Disabled "${changed.itemName}" in ${name} (list settings ${typeId})`);
      expect(entries[4]!.summary).toBe(`Deleted "${changed.itemName}" in ${name} (list settings ${typeId})`);
    });
  });

  it('refuses bad items with every reason at once, and writes nothing', async () => {
    const before = { rows: await rowCount(), log: (await logEntries()).length };
    const cases: Array<[number, ListSettingInput, Array<[string, string]>]> = [
      [1, { itemName: '' }, [['itemName', 'Name is required']]],
      [1, { itemName: 'x'.repeat(256) }, [['itemName', LISTING_TEXTS.tooLong(255)]]],
      [10, { itemName: 'Sauna', value: 2 }, [['value', T.valueNotForKind]]],
      [14, { itemName: 'No shoes', itemDescription: 'Inside.' }, [['itemDescription', T.descriptionNotForKind]]],
      [2, { itemName: 'Lots' }, [['value', 'Number is required']]],
      [2, { itemName: 'Too many', value: 5000 }, [['value', 'The number must be a whole number from 1 to 1000.']]],
      [8, { itemName: 'A third', value: 0.3 }, [['value', 'The number must be in steps of a half from 0 to 500.']]],
      [16, { itemName: 'Four days', value: 4 }, [['value', 'The number must be one of 0, 1, 2, 3, 7.']]],
      [
        13,
        { itemName: '', itemDescription: ' ' },
        [
          ['itemName', 'Name is required'],
          ['itemDescription', T.descriptionRequired],
        ],
      ],
    ];
    for (const [typeId, input, errors] of cases) {
      const outcome = await createListSetting(bed.deps, asSettingsAdmin, typeId, input);
      expect(outcome, JSON.stringify(input)).toEqual({
        status: 'invalid',
        errorMessage: T.nothingSaved,
        fieldErrors: errors.map(([field, message]) => ({ field, message })),
      });
    }
    expect(await rowCount()).toBe(before.rows);
    expect((await logEntries()).length).toBe(before.log);
  });

  it('refuses a name (in any case) or a number the catalogue already has', async () => {
    expect(await createListSetting(bed.deps, asSettingsAdmin, 10, { itemName: 'WIFI' })).toEqual({
      status: 'invalid',
      errorMessage: T.nameTaken('WIFI'),
      fieldErrors: [{ field: 'itemName', message: T.nameTaken('WIFI') }],
    });
    // Another catalogue may have the same name: "Kitchen" is an amenity and a space.
    settingOf(await createListSetting(bed.deps, asSettingsAdmin, 23, { itemName: 'Printer' }));
    expect(await createListSetting(bed.deps, asSettingsAdmin, 2, { itemName: 'Four', value: 4 })).toEqual({
      status: 'invalid',
      errorMessage: T.valueTaken(4),
      fieldErrors: [{ field: 'value', message: T.valueTaken(4) }],
    });
    const kitchen = (await bed.db('list_settings').where({ type_id: 10, item_name: 'Kitchen' }).first('id')).id;
    expect(await updateListSetting(bed.deps, asSettingsAdmin, kitchen, { itemName: 'heating' })).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'itemName', message: T.nameTaken('heating') }],
    });
  });

  it('adds one of two identical items saved at the same moment', async () => {
    const outcomes = await Promise.all(
      [1, 2].map(() => createListSetting(bed.deps, asSettingsAdmin, 21, { itemName: 'Standing desk' })),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['invalid', 'success']);
    expect(await bed.db('list_settings').where({ type_id: 21, item_name: 'Standing desk' })).toHaveLength(1);
  });

  it('saves and logs nothing when an update changes nothing', async () => {
    const item = settingOf(await createListSetting(bed.deps, asSettingsAdmin, 20, { itemName: 'Wellness retreat' }));
    const logged = (await logEntries()).length;
    const same = settingOf(
      await updateListSetting(bed.deps, asSettingsAdmin, item.id, { itemName: ' Wellness retreat ' }),
    );
    expect(same.updatedAt).toBe(item.updatedAt);
    expect(settingOf(await setListSettingEnabled(bed.deps, asSettingsAdmin, item.id, true)).isEnable).toBe(true);
    expect((await logEntries()).length).toBe(logged);
  });

  it('answers notFound for an item that does not exist', async () => {
    for (const id of [0, -3, 2_147_483_647, 99_999_999]) {
      expect(await updateListSetting(bed.deps, asSettingsAdmin, id, { itemName: 'X' })).toEqual({
        status: 'notFound',
        errorMessage: T.notFound,
      });
      expect((await setListSettingEnabled(bed.deps, asSettingsAdmin, id, false)).status).toBe('notFound');
      expect((await deleteListSetting(bed.deps, asSettingsAdmin, id)).status).toBe('notFound');
    }
  });

  it('never deletes an item a listing uses, deleted listings included; disabled, the listing keeps it', async () => {
    const loft = settingOf(await createListSetting(bed.deps, asSettingsAdmin, 3, { itemName: 'Houseboat' }));
    const sauna = settingOf(await createListSetting(bed.deps, asSettingsAdmin, 10, { itemName: 'Sauna' }));
    const host = bed.host();
    const id = await bed.readyListing(host);
    const basics = await bed.basics({ houseTypeId: loft.id });
    listingOf(await updateListingBasics(bed.deps, host, id, { ...basics, amenityIds: [sauna.id] }));
    const logged = (await logEntries()).length;

    expect(await deleteListSetting(bed.deps, asSettingsAdmin, loft.id)).toEqual({
      status: 'conflict',
      errorMessage: T.inUse(1),
    });
    expect(await deleteListSetting(bed.deps, asSettingsAdmin, sauna.id)).toEqual({
      status: 'conflict',
      errorMessage: T.inUse(1),
    });
    const catalogue = await readCatalogue(bed.deps, 3);
    expect(catalogue.status === 'success' && catalogue.items.find((i) => i.id === loft.id)?.listingCount).toBe(1);

    // Deleted, the listing still holds its picks: the item stays.
    listingOf(await deleteListing(bed.deps, host, id));
    expect((await deleteListSetting(bed.deps, asSettingsAdmin, loft.id)).status).toBe('conflict');
    expect((await logEntries()).length).toBe(logged);

    settingOf(await setListSettingEnabled(bed.deps, asSettingsAdmin, loft.id, false));
    expect((await bed.listing(id)).houseTypeId).toBe(loft.id);
    expect((await listSettingChoices(bed.deps, [3])).map((s) => s.id)).not.toContain(loft.id);
    // A host can no longer pick it.
    const next = bed.host();
    const fresh = await bed.readyListing(next);
    expect(await updateListingBasics(bed.deps, next, fresh, { ...basics, houseTypeId: loft.id })).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'houseType', message: LISTING_TEXTS.settingUnknown }],
    });
  });

  it("lets only an admin whose privileges open the catalogue's own URL change it", async () => {
    const caller = (privilegeIds: number[], isSuperAdmin = false): ActorFor => {
      const identity: Identity = {
        userId: randomUUID(),
        sessionId: randomUUID(),
        admin: { adminId: randomUUID(), isSuperAdmin, privilegeIds },
      };
      return (typeId) => adminActorOf({ identity, ip: '198.51.100.7' }, [listSettingsUrl(typeId)]);
    };
    const before = { rows: await rowCount(), log: (await logEntries()).length };
    await expect(createListSetting(bed.deps, caller([8, 9]), 10, { itemName: 'Bidet' })).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    const wifi = (await bed.db('list_settings').where({ type_id: 10, item_name: 'Wifi' }).first('id')).id;
    await expect(deleteListSetting(bed.deps, caller([8]), wifi)).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await rowCount()).toBe(before.rows);
    expect((await logEntries()).length).toBe(before.log);

    const item = settingOf(await createListSetting(bed.deps, caller([30]), 10, { itemName: 'Bidet' }));
    settingOf(await createListSetting(bed.deps, caller([], true), 10, { itemName: 'Rain shower' }));
    const entries = (await logEntries()).slice(before.log);
    expect(entries.map((e) => [e.recordId === String(item.id), e.privilegeName, e.clientAddress])).toEqual([
      [true, 'Manage Listing Settings', '198.51.100.7'],
      [false, 'Super admin', '198.51.100.7'],
    ]);
  });
});

describe('the deleted listings page', () => {
  let bed: ListingsTestbed;
  beforeAll(async () => {
    bed = await listingsTestbed('deleted-listings');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('lists deleted listings only, the most recently deleted first, with the total', async () => {
    const host = bed.host();
    const live = await bed.readyListing(host, 'Still here');
    const byHost = await bed.readyListing(host, 'Gone by her hand');
    const byAdmin = await bed.readyListing(bed.host(), 'Gone by an admin');
    listingOf(await deleteListing(bed.deps, host, byHost));
    listingOf(await adminDeleteListing(bed.deps, actorOf({ privilegeId: 8 }), byAdmin));
    const page = await deletedListingsPage(bed.deps, {});
    if (page.status !== 'success') throw new Error(page.message);
    expect(page.listings.map((l) => [l.id, l.deletedBy])).toEqual([
      [byAdmin, 'admin'],
      [byHost, 'host'],
    ]);
    expect(page.count).toBe(2);
    expect(page.listings.map((l) => l.id)).not.toContain(live);
  });

  it('searches by title, city or number, a page at a time', async () => {
    const host = bed.host();
    const ids: number[] = [];
    for (const title of ['Canal loft', 'Canal house', 'Garden flat']) {
      const id = await bed.readyListing(host, title);
      listingOf(await deleteListing(bed.deps, host, id));
      ids.push(id);
    }
    const canal = await deletedListingsPage(bed.deps, { search: ' canal ', pageSize: 1, page: 2 });
    expect(canal.status === 'success' && [canal.count, canal.listings.map((l) => l.title)]).toEqual([
      2,
      ['Canal loft'],
    ]);
    const byNumber = await deletedListingsPage(bed.deps, { search: String(ids[2]) });
    expect(byNumber.status === 'success' && byNumber.listings.map((l) => l.id)).toEqual([ids[2]]);
    const byCity = await deletedListingsPage(bed.deps, { search: 'lisbon' });
    expect(byCity.status === 'success' && byCity.count).toBeGreaterThanOrEqual(3);
    expect(await deletedListingsPage(bed.deps, { search: '100%_' })).toMatchObject({ status: 'success', count: 0 });
  });

  it('refuses a page before the first and pages of more than 100', async () => {
    expect(await deletedListingsPage(bed.deps, { page: 0 })).toEqual({
      status: 'invalid',
      message: 'The page number starts at 1.',
    });
    expect(await deletedListingsPage(bed.deps, { pageSize: 101 })).toEqual({
      status: 'invalid',
      message: 'A page holds 1 to 100 listings.',
    });
  });
});
