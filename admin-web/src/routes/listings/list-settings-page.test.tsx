// List settings: the catalogue in the URL (/listsettings/:typeId) with its chooser; items searched and sorted from
// the URL; an item added, edited (?add=1, ?edit=<id>), disabled, enabled and deleted, each sending exactly its own
// variables after she saves or confirms, with the server's refusals at their fields and in the toasts.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import {
  CreateListSettingDocument,
  DeleteListSettingDocument,
  SetListSettingEnabledDocument,
  UpdateListSettingDocument,
} from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { mutationAnswer } from '../people/people-fixtures';
import { catalogueAnswer, setting, settingTypesAnswer } from './listings-fixtures';

const one = setting(201, 2, '1 guest', { value: 1, listingCount: 3 });
const two = setting(202, 2, '2 guests', { value: 2 });
const entire = setting(11, 1, 'Entire place', { listingCount: 12 });
const shared = setting(13, 1, 'Shared room', { isEnable: false, updatedAt: '2026-03-01T08:00:00.000Z' });

const privilege = (name: string) => ADMIN_PRIVILEGES.find((p) => p.name === name)!.id;
const toasts = () => screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
const table = async (name: string) => screen.findByRole('table', { name });
const rowOf = async (tableName: string, name: RegExp) => within(await table(tableName)).findByRole('row', { name });

const result = (status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ListSettingResult',
  status,
  fieldErrors: [],
  setting: null,
  ...extra,
});

describe('the list settings screen', () => {
  it("shows the URL's catalogue with what it feeds, its numbers, and a chooser of every catalogue", async () => {
    const { router } = renderAdminAt('/listsettings/2', [
      settingTypesAnswer,
      catalogueAnswer(2, [one, two]),
      catalogueAnswer(14, []),
    ]);
    const row = await rowOf('Guest counts', /2 guests/);
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText(ADMIN_TEXTS.listSettingOn)).toBeTruthy();
    expect(screen.getByText(/What catalogue 2 feeds\./)).toBeTruthy();
    const chooser = screen.getByRole('combobox', { name: ADMIN_TEXTS.listSettingsCatalogue }) as HTMLSelectElement;
    expect(chooser.value).toBe('2');
    expect(within(chooser).getAllByRole('option')).toHaveLength(22);
    expect(within(chooser).queryByRole('option', { name: /^17\./ })).toBeNull();
    act(() => fireEvent.change(chooser, { target: { value: '14' } }));
    expect(router.state.location.pathname).toBe('/siteadmin/listsettings/14');
    expect(await screen.findByText(ADMIN_TEXTS.listSettingsEmpty)).toBeTruthy();
  });

  it('searches and sorts the items from the URL', async () => {
    renderAdminAt('/listsettings/1?q=room&sort=updatedAt&dir=asc', [
      settingTypesAnswer,
      catalogueAnswer(1, [entire, shared, setting(12, 1, 'Private room')]),
    ]);
    await rowOf('Room types', /Shared room/);
    const names = within(await table('Room types'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Shared room', 'Private room']);
  });

  it('adds an item with the fields its catalogue has, and says so', async () => {
    const { requests, router } = renderAdminAt('/listsettings/2', [
      settingTypesAnswer,
      catalogueAnswer(2, [one, two], { once: true }),
      mutationAnswer(
        CreateListSettingDocument,
        'createListSetting',
        { typeId: 2, setting: { itemName: '3 guests', value: 3, isEnable: true } },
        result('success', { setting: setting(203, 2, '3 guests', { value: 3 }) }),
      ),
      catalogueAnswer(2, [one, two, setting(203, 2, '3 guests', { value: 3 })]),
    ]);
    await rowOf('Guest counts', /2 guests/);
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.addListSetting }));
    expect(router.state.location.search).toBe('?add=1');
    const form = screen.getByRole('region', { name: ADMIN_TEXTS.addListSettingHeading('Guest counts') });
    expect(within(form).queryByLabelText(ADMIN_TEXTS.listSettingDescription)).toBeNull();
    fireEvent.change(within(form).getByLabelText(ADMIN_TEXTS.listSettingName), { target: { value: '3 guests' } });
    fireEvent.change(within(form).getByLabelText(ADMIN_TEXTS.listSettingValue), { target: { value: '3' } });
    expect(requests()).not.toContain('CreateListSetting');
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_TEXTS.saveListSetting }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.listSettingAdded('3 guests'))).toBeTruthy();
    expect(await rowOf('Guest counts', /3 guests/)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's refusal at the field and in the toast, and keeps the form", async () => {
    renderAdminAt('/listsettings/2?add=1', [
      settingTypesAnswer,
      catalogueAnswer(2, [one, two]),
      mutationAnswer(
        CreateListSettingDocument,
        'createListSetting',
        { typeId: 2, setting: { itemName: 'Two', value: 2, isEnable: true } },
        result('invalid', {
          errorMessage: 'This catalogue already offers 2.',
          fieldErrors: [
            { __typename: 'ListingFieldError', field: 'value', message: 'This catalogue already offers 2.' },
          ],
        }),
      ),
    ]);
    const form = await screen.findByRole('region', { name: ADMIN_TEXTS.addListSettingHeading('Guest counts') });
    fireEvent.change(within(form).getByLabelText(ADMIN_TEXTS.listSettingName), { target: { value: 'Two' } });
    fireEvent.change(within(form).getByLabelText(ADMIN_TEXTS.listSettingValue), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_TEXTS.saveListSetting }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXTS.oopsSomethingWentWrong);
    expect(alert.textContent).toContain('This catalogue already offers 2.');
    expect(within(form).getByLabelText(ADMIN_TEXTS.listSettingValue).getAttribute('aria-invalid')).toBe('true');
  });

  it('edits the item the URL names, with its description for a text catalogue', async () => {
    const verified = setting(131, 13, 'Verified ID', { itemDescription: 'An admin checked her document.' });
    const { router } = renderAdminAt(`/listsettings/13?edit=${verified.id}`, [
      settingTypesAnswer,
      catalogueAnswer(13, [verified]),
      mutationAnswer(
        UpdateListSettingDocument,
        'updateListSetting',
        {
          id: verified.id,
          setting: { itemName: 'Verified ID', itemDescription: 'An admin checked her ID document.', isEnable: false },
        },
        result('success', { setting: { ...verified, isEnable: false } }),
      ),
    ]);
    const form = await screen.findByRole('region', { name: ADMIN_TEXTS.editListSettingHeading('Verified ID') });
    const description = within(form).getByLabelText(ADMIN_TEXTS.listSettingDescription) as HTMLTextAreaElement;
    expect(description.value).toBe('An admin checked her document.');
    expect(within(form).queryByLabelText(ADMIN_TEXTS.listSettingValue)).toBeNull();
    fireEvent.change(description, { target: { value: 'An admin checked her ID document.' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: ADMIN_TEXTS.listSettingEnabledField }));
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_TEXTS.saveListSetting }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.listSettingSaved('Verified ID'))).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('disables an item in use and enables a disabled one', async () => {
    const { requests } = renderAdminAt('/listsettings/1', [
      settingTypesAnswer,
      catalogueAnswer(1, [entire, shared]),
      mutationAnswer(
        SetListSettingEnabledDocument,
        'setListSettingEnabled',
        { id: entire.id, enabled: false },
        result('success', { setting: { ...entire, isEnable: false } }),
      ),
      mutationAnswer(
        SetListSettingEnabledDocument,
        'setListSettingEnabled',
        { id: shared.id, enabled: true },
        result('success', { setting: { ...shared, isEnable: true } }),
      ),
    ]);
    const row = await rowOf('Room types', /Entire place/);
    // In use: disable, never delete.
    expect(within(row).queryByRole('button', { name: 'Delete Entire place' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Disable Entire place' }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.listSettingDisabled('Entire place'))).toBeTruthy();
    expect(await within(row).findByText(ADMIN_TEXTS.listSettingOff)).toBeTruthy();
    fireEvent.click(
      within(await rowOf('Room types', /Shared room/)).getByRole('button', { name: 'Enable Shared room' }),
    );
    expect(await within(toasts()).findByText(ADMIN_TEXTS.listSettingReEnabled('Shared room'))).toBeTruthy();
    expect(requests().filter((name) => name === 'SetListSettingEnabled')).toHaveLength(2);
  });

  it("deletes an unused item after the confirmation, and shows the server's refusal when a listing took it", async () => {
    const { requests } = renderAdminAt('/listsettings/1', [
      settingTypesAnswer,
      catalogueAnswer(1, [entire, shared]),
      mutationAnswer(
        DeleteListSettingDocument,
        'deleteListSetting',
        { id: shared.id },
        result('conflict', {
          errorMessage: 'A listing uses this item, so it cannot be deleted: disable it instead.',
        }),
      ),
    ]);
    const row = await rowOf('Room types', /Shared room/);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Shared room' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.deleteListSettingTitle('Shared room') });
    expect(requests()).not.toContain('DeleteListSetting');
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.deleteListSettingConfirm }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain('A listing uses this item, so it cannot be deleted: disable it instead.');
    expect(requests().filter((name) => name === 'DeleteListSetting')).toHaveLength(1);
  });

  it('says there is no catalogue 17', async () => {
    renderAdminAt('/listsettings/17', [settingTypesAnswer]);
    expect(await screen.findByText(ADMIN_TEXTS.listSettingsUnknown('17'))).toBeTruthy();
  });

  it('opens for Manage Listing Settings, and not for Manage Listings', async () => {
    const first = renderAdminAt(
      '/listsettings/2',
      [settingTypesAnswer, catalogueAnswer(2, [one])],
      {},
      {
        access: subAdmin(privilege('Manage Listing Settings')),
      },
    );
    expect(await rowOf('Guest counts', /1 guest/)).toBeTruthy();
    first.unmount();
    const { requests } = renderAdminAt(
      '/listsettings/2',
      [settingTypesAnswer],
      {},
      {
        access: subAdmin(privilege('Manage Listings')),
      },
    );
    expect(await screen.findByText(ADMIN_TEXTS.noAccess)).toBeTruthy();
    expect(requests()).not.toContain('AdminListSettings');
  });
});
