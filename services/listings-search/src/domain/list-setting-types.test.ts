import { ADMIN_PRIVILEGES } from '@golightly/service-kit';
import { describe, expect, it } from 'vitest';
import { LIST_SETTING_TYPES } from './list-settings';
import {
  catalogueOf,
  checkListSetting,
  describeChanges,
  LIST_SETTING_CATALOGUES,
  LIST_SETTING_TEXTS as T,
  LIST_SETTING_TYPE_IDS,
  listSettingsUrl,
  type ListSettingItem,
} from './list-setting-types';

const type = (typeId: number) => catalogueOf(typeId)!;

describe('the list settings catalogues', () => {
  it('are type ids 1 to 23 except 17, each named with what it feeds', () => {
    expect(LIST_SETTING_TYPE_IDS).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22, 23,
    ]);
    for (const catalogue of LIST_SETTING_CATALOGUES) {
      expect(catalogue.name.length, String(catalogue.typeId)).toBeGreaterThan(0);
      expect(catalogue.feeds.length, String(catalogue.typeId)).toBeGreaterThan(0);
      expect(Boolean(catalogue.value), String(catalogue.typeId)).toBe(catalogue.kind === 'count');
    }
  });

  it('agree with the type ids the listing model picks from', () => {
    for (const [name, typeId] of Object.entries(LIST_SETTING_TYPES)) {
      if (typeId === 17) continue;
      expect(catalogueOf(typeId), name).toBeDefined();
    }
    const picked = [1, 3, 4, 7, 9, 10, 11, 12, 14, 21, 22, 23];
    for (const typeId of picked) expect(type(typeId).kind, String(typeId)).toBe('choice');
  });

  it("open exactly Manage Listing Settings' URLs", () => {
    const urls = ADMIN_PRIVILEGES.find((p) => p.name === 'Manage Listing Settings')!.permittedUrls;
    expect(LIST_SETTING_TYPE_IDS.map(listSettingsUrl)).toEqual(urls);
  });
});

describe('checking an item', () => {
  it('takes a trimmed name for a choice', () => {
    expect(checkListSetting(type(10), { itemName: '  Wifi ' })).toEqual({
      ok: true,
      value: { itemName: 'Wifi', itemDescription: '', value: null, isEnable: null },
    });
  });

  it("refuses a missing name with the spec's words, and a long or multi-line one", () => {
    expect(checkListSetting(type(1), { itemName: ' ' })).toEqual({
      ok: false,
      errors: [{ field: 'itemName', message: 'Name is required' }],
    });
    expect(checkListSetting(type(1), { itemName: 'x'.repeat(256) })).toMatchObject({
      ok: false,
      errors: [{ field: 'itemName' }],
    });
    expect(checkListSetting(type(1), { itemName: 'two\nlines' })).toMatchObject({ ok: false });
  });

  it('asks a count for its number within the bounds of the field it feeds', () => {
    expect(checkListSetting(type(2), { itemName: '4 guests' })).toEqual({
      ok: false,
      errors: [{ field: 'value', message: 'Number is required' }],
    });
    expect(checkListSetting(type(2), { itemName: '4 guests', value: 4 })).toMatchObject({ ok: true });
    expect(checkListSetting(type(2), { itemName: 'Many', value: 1001 })).toEqual({
      ok: false,
      errors: [{ field: 'value', message: 'The number must be a whole number from 1 to 1000.' }],
    });
    expect(checkListSetting(type(5), { itemName: 'Studio', value: 0 })).toMatchObject({ ok: true });
    expect(checkListSetting(type(6), { itemName: 'No bed', value: 0 })).toMatchObject({ ok: false });
    expect(checkListSetting(type(18), { itemName: '2.5 nights', value: 2.5 })).toMatchObject({ ok: false });
    expect(checkListSetting(type(19), { itemName: '3 years', value: 1095 })).toMatchObject({ ok: true });
    expect(checkListSetting(type(19), { itemName: 'Forever', value: 1096 })).toMatchObject({ ok: false });
  });

  it('takes bathrooms in halves', () => {
    expect(checkListSetting(type(8), { itemName: '1.5 bathrooms', value: 1.5 })).toMatchObject({ ok: true });
    expect(checkListSetting(type(8), { itemName: '1.25 bathrooms', value: 1.25 })).toEqual({
      ok: false,
      errors: [{ field: 'value', message: 'The number must be in steps of a half from 0 to 500.' }],
    });
  });

  it('offers only the advance notices a listing may have', () => {
    expect(checkListSetting(type(16), { itemName: 'A week', value: 7 })).toMatchObject({ ok: true });
    expect(checkListSetting(type(16), { itemName: 'Four days', value: 4 })).toEqual({
      ok: false,
      errors: [{ field: 'value', message: 'The number must be one of 0, 1, 2, 3, 7.' }],
    });
  });

  it('asks a text for its description, and gives nobody else one', () => {
    expect(checkListSetting(type(13), { itemName: 'Verified ID' })).toEqual({
      ok: false,
      errors: [{ field: 'itemDescription', message: T.descriptionRequired }],
    });
    expect(checkListSetting(type(15), { itemName: 'Members only', itemDescription: ' Only members. ' })).toEqual({
      ok: true,
      value: { itemName: 'Members only', itemDescription: 'Only members.', value: null, isEnable: null },
    });
    expect(checkListSetting(type(14), { itemName: 'No pets', itemDescription: 'None at all.', value: 2 })).toEqual({
      ok: false,
      errors: [
        { field: 'itemDescription', message: T.descriptionNotForKind },
        { field: 'value', message: T.valueNotForKind },
      ],
    });
  });

  it('says every wrong field at once', () => {
    const checked = checkListSetting(type(13), { itemName: '', itemDescription: '', value: 3 });
    expect(checked.ok ? [] : checked.errors.map((e) => e.field)).toEqual(['itemName', 'itemDescription', 'value']);
  });
});

describe('describing a change for the admin log', () => {
  const wifi: ListSettingItem = {
    id: 1,
    typeId: 10,
    itemName: 'Wifi',
    itemDescription: '',
    value: null,
    isEnable: true,
  };

  it('names each change', () => {
    expect(describeChanges(wifi, { ...wifi, itemName: 'Wi-Fi', isEnable: false })).toEqual([
      'name to "Wi-Fi"',
      'disabled',
    ]);
    expect(describeChanges({ ...wifi, value: 2 }, { ...wifi, value: 3 })).toEqual(['number from 2 to 3']);
  });

  it('finds nothing when nothing changed', () => {
    expect(describeChanges(wifi, { ...wifi })).toEqual([]);
  });
});
