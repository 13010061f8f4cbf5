// The users screen: the URL's search, role, sort and page go to listUsers as they are; an account opens in detail
// from ?view=; deleting asks first, calls deleteUser for her, says how it went and refreshes the list.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import {
  AdminPersonDocument,
  DeleteUserDocument,
  ListUsersDocument,
  type ListUsersQueryVariables,
} from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { ADA_ID, ada, answer, bea, mutationAnswer, pageAnswer } from './people-fixtures';

const ALL: ListUsersQueryVariables = {
  search: null,
  role: null,
  page: 1,
  pageSize: 20,
  sort: 'createdAt',
  direction: 'desc',
};

const users = (variables: ListUsersQueryVariables, rows = [ada, bea], options = {}) =>
  pageAnswer(ListUsersDocument, 'listUsers', variables, rows, options);

const table = () => screen.getByRole('table', { name: 'Users' });
const toasts = () => screen.getByRole('region', { name: ADMIN_TEXTS.notifications });

describe('the users screen', () => {
  it("asks for the search, role, sort and page its URL names, and shows each account's row", async () => {
    const asked = { ...ALL, search: 'ada', role: 'member', sort: 'name', direction: 'asc', page: 2 };
    renderAdminAt('/users?q=ada&role=member&sort=name&dir=asc&page=2', [users(asked, [ada], { count: 21 })]);
    const row = await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Ada Lovelace/,
    });
    expect(within(row).getByText('101')).toBeTruthy();
    expect(within(row).getByText('ada@golightly.test')).toBeTruthy();
    expect(within(row).getByText('Member')).toBeTruthy();
    expect(within(row).getByText('Standard')).toBeTruthy();
    expect(within(row).getByText('Mar 02, 2026')).toBeTruthy();
    expect(screen.getByText(ADMIN_TEXTS.pageOf(2, 2))).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: ADMIN_TEXTS.peopleSearch }) as HTMLInputElement).value).toBe('ada');
    expect((screen.getByRole('combobox', { name: ADMIN_TEXTS.personRole }) as HTMLSelectElement).value).toBe('member');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
  });

  it('searches by what she types when she submits, and keeps the search in the URL', async () => {
    const { router } = renderAdminAt('/users', [users(ALL), users({ ...ALL, search: '102' }, [bea])]);
    await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', { name: /Ada Lovelace/ });
    const search = screen.getByRole('searchbox', { name: ADMIN_TEXTS.peopleSearch });
    act(() => fireEvent.change(search, { target: { value: '102' } }));
    act(() => fireEvent.submit(search.closest('form')!));
    expect(router.state.location.search).toBe('?q=102');
    expect(await within(table()).findByRole('row', { name: /Bea Arthur/ })).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Ada Lovelace/ })).toBeNull());
  });

  it('deletes her after the confirmation, says so and refreshes the list', async () => {
    const { requests } = renderAdminAt('/users', [
      users(ALL, [ada, bea], { once: true }),
      mutationAnswer(
        DeleteUserDocument,
        'deleteUser',
        { userId: ADA_ID },
        {
          __typename: 'DeleteAccountResult',
          status: 'success',
        },
      ),
      users(ALL, [bea]),
    ]);
    const row = await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Ada Lovelace/,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.deleteUserTitle('Ada Lovelace') });
    expect(requests()).not.toContain('DeleteUser');
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.deleteUserConfirm }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.userDeleted('Ada Lovelace'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await within(table()).findByRole('row', { name: /Bea Arthur/ });
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Ada Lovelace/ })).toBeNull());
    expect(requests().filter((name) => name === 'DeleteUser')).toHaveLength(1);
    // Her row, and the button that opened the dialog, are gone: the keyboard's focus waits on the page's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Users' })));
  });

  it('deletes nothing when she cancels', async () => {
    const { requests } = renderAdminAt('/users', [users(ALL)]);
    const row = await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Ada Lovelace/,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests()).not.toContain('DeleteUser');
  });

  it("shows 'Oops, something went wrong' with the server's errorMessage when the deletion is refused", async () => {
    renderAdminAt('/users', [
      users(ALL),
      mutationAnswer(
        DeleteUserDocument,
        'deleteUser',
        { userId: ADA_ID },
        {
          __typename: 'DeleteAccountResult',
          status: 'invalid',
          errorMessage: 'The reserved account cannot be deleted.',
        },
      ),
    ]);
    const row = await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Ada Lovelace/,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.deleteUserConfirm }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXTS.oopsSomethingWentWrong);
    expect(alert.textContent).toContain('The reserved account cannot be deleted.');
  });

  it("shows the gateway's error under 'Oops, something went wrong' when the call fails", async () => {
    renderAdminAt('/users', [
      users(ALL),
      mutationAnswer(DeleteUserDocument, 'deleteUser', { userId: ADA_ID }, new Error('Forbidden')),
    ]);
    const row = await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Ada Lovelace/,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.deleteUserConfirm }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXTS.oopsSomethingWentWrong);
    expect(alert.textContent).toContain('Forbidden');
  });

  it('opens her details from View, in the URL, and closes them again', async () => {
    const { router } = renderAdminAt('/users?role=member', [
      users({ ...ALL, role: 'member' }),
      answer(AdminPersonDocument, { id: ADA_ID }, { adminPerson: { __typename: 'AdminPerson', ...ada } }),
    ]);
    const row = await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', {
      name: /Ada Lovelace/,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'View Ada Lovelace' }));
    const panel = await screen.findByRole('region', { name: 'Ada Lovelace' });
    expect(router.state.location.search).toBe(`?role=member&view=${ADA_ID}`);
    expect(within(panel).getByText(ADMIN_TEXTS.personIdVerified)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Delete Ada Lovelace' })).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Ada Lovelace' }));
    fireEvent.click(within(panel).getByRole('button', { name: ADMIN_TEXTS.close }));
    expect(screen.queryByRole('region', { name: 'Ada Lovelace' })).toBeNull();
    expect(router.state.location.search).toBe('?role=member');
  });

  it('says when the account in ?view= does not exist', async () => {
    renderAdminAt(`/users?view=${ADA_ID}`, [
      users(ALL),
      answer(AdminPersonDocument, { id: ADA_ID }, { adminPerson: null }),
    ]);
    expect(await screen.findByText(ADMIN_TEXTS.personMissing)).toBeTruthy();
  });

  it('says nothing matches a search without results, and offers to clear it', async () => {
    renderAdminAt('/users?q=nobody', [users({ ...ALL, search: 'nobody' }, [])]);
    expect(await screen.findByText(ADMIN_TEXTS.usersEmptyFiltered)).toBeTruthy();
    expect(screen.getByRole('button', { name: ADMIN_TEXTS.clearFilters })).toBeTruthy();
  });

  it('ignores a role and a sort the URL gets wrong', async () => {
    renderAdminAt('/users?role=queen&sort=email', [users(ALL, [ada])]);
    expect(
      await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', { name: /Ada Lovelace/ }),
    ).toBeTruthy();
  });

  it("shows the gateway's refusal of the list with a way to try again", async () => {
    renderAdminAt('/users', [
      { request: { query: ListUsersDocument, variables: ALL }, error: new Error('The list is resting.') },
      users(ALL, [ada]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list is resting.');
    fireEvent.click(within(alert).getByRole('button', { name: ADMIN_TEXTS.tryAgain }));
    expect(await within(table()).findByRole('row', { name: /Ada Lovelace/ })).toBeTruthy();
  });

  it('opens for a sub-admin whose role holds Manage Users', async () => {
    const manageUsers = ADMIN_PRIVILEGES.find((p) => p.name === 'Manage Users')!.id;
    renderAdminAt('/users', [users(ALL, [ada])], {}, { access: subAdmin(manageUsers) });
    expect(
      await within(await screen.findByRole('table', { name: 'Users' })).findByRole('row', { name: /Ada Lovelace/ }),
    ).toBeTruthy();
  });
});
