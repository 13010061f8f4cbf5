// The deleted users screen: newest deletion first unless the URL says otherwise; only an account an admin deleted
// within 30 days offers Restore, which asks first, calls restoreUser for her, says how it went and refreshes the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListDeletedUsersDocument, RestoreUserDocument, type ListDeletedUsersQueryVariables } from '../../gen/graphql';
import { renderAdminAt } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { ADA_ID, BEA_ID, mutationAnswer, pageAnswer, person } from './people-fixtures';

const NEWEST: ListDeletedUsersQueryVariables = {
  search: null,
  page: 1,
  pageSize: 20,
  sort: 'deletedAt',
  direction: 'desc',
};

const byAdmin = person(ADA_ID, 'Ada', 'Lovelace', {
  deletedAt: '2026-03-10T09:00:00.000Z',
  deletedBy: 'admin',
  restorableUntil: '2026-04-09T09:00:00.000Z',
});
const byHerself = person(BEA_ID, 'Bea', 'Arthur', {
  firstName: 'Former member',
  lastName: '',
  email: '',
  deletedAt: '2026-03-01T09:00:00.000Z',
  deletedBy: 'self',
});

const deleted = (variables: ListDeletedUsersQueryVariables, rows = [byAdmin, byHerself], options = {}) =>
  pageAnswer(ListDeletedUsersDocument, 'listDeletedUsers', variables, rows, options);

const table = () => screen.getByRole('table', { name: 'Deleted users' });
const toasts = () => screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
const openRestore = async () => {
  const row = await within(await screen.findByRole('table', { name: 'Deleted users' })).findByRole('row', {
    name: /Ada Lovelace/,
  });
  fireEvent.click(within(row).getByRole('button', { name: 'Restore Ada Lovelace' }));
  return screen.getByRole('dialog', { name: ADMIN_TEXTS.restoreUserTitle('Ada Lovelace') });
};

describe('the deleted users screen', () => {
  it('lists who deleted each account and until when it can be restored; an erased one offers no Restore', async () => {
    renderAdminAt('/deletedUsers', [deleted(NEWEST)]);
    const row = await within(await screen.findByRole('table', { name: 'Deleted users' })).findByRole('row', {
      name: /Ada Lovelace/,
    });
    expect(within(row).getByText('An admin')).toBeTruthy();
    expect(within(row).getByText('Apr 09, 2026')).toBeTruthy();
    const erased = within(table()).getByRole('row', { name: /Former member/ });
    expect(within(erased).getByText('Herself')).toBeTruthy();
    expect(within(erased).getByText(ADMIN_TEXTS.notRestorable)).toBeTruthy();
    expect(within(erased).getByText(ADMIN_TEXTS.noEmail)).toBeTruthy();
    expect(within(erased).queryByRole('button', { name: /Restore/ })).toBeNull();
  });

  it('asks for the search and sort its URL names', async () => {
    renderAdminAt('/deletedUsers?q=ada%40golightly.test&sort=name&dir=asc', [
      deleted({ ...NEWEST, search: 'ada@golightly.test', sort: 'name', direction: 'asc' }, [byAdmin]),
    ]);
    expect(
      await within(await screen.findByRole('table', { name: 'Deleted users' })).findByRole('row', {
        name: /Ada Lovelace/,
      }),
    ).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: ADMIN_TEXTS.peopleSearch }) as HTMLInputElement).value).toBe(
      'ada@golightly.test',
    );
  });

  it('restores her after the confirmation, says so and refreshes the list', async () => {
    renderAdminAt('/deletedUsers', [
      deleted(NEWEST, [byAdmin, byHerself], { once: true }),
      mutationAnswer(
        RestoreUserDocument,
        'restoreUser',
        { userId: ADA_ID },
        {
          __typename: 'MembershipActionResult',
          status: 'success',
        },
      ),
      deleted(NEWEST, [byHerself]),
    ]);
    const dialog = await openRestore();
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.restoreUserConfirm }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.userRestored('Ada Lovelace'))).toBeTruthy();
    await within(table()).findByRole('row', { name: /Former member/ });
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Ada Lovelace/ })).toBeNull());
  });

  it("shows 'Oops, something went wrong' with the server's reason when she cannot be restored", async () => {
    const reason = 'Her e-mail address ada@golightly.test has since been registered by another account.';
    renderAdminAt('/deletedUsers', [
      deleted(NEWEST),
      mutationAnswer(
        RestoreUserDocument,
        'restoreUser',
        { userId: ADA_ID },
        {
          __typename: 'MembershipActionResult',
          status: 'invalid',
          errorMessage: reason,
        },
      ),
    ]);
    const dialog = await openRestore();
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.restoreUserConfirm }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXTS.oopsSomethingWentWrong);
    expect(alert.textContent).toContain(reason);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nobody has been deleted', async () => {
    renderAdminAt('/deletedUsers', [deleted(NEWEST, [])]);
    expect(await screen.findByText(ADMIN_TEXTS.deletedUsersEmpty)).toBeTruthy();
  });
});
