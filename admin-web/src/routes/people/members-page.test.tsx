// The members screen: the URL's status, Diamond and search filters go to listMembers; each change (hold with a reason,
// off hold, invite limit 0 to 1000, Diamond) asks first, calls its mutation for her with her values, says how it went
// and refreshes the list; Diamond is offered only to an admin who may open /diamond-member, as the server requires.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import {
  ListMembersDocument,
  SetMemberDiamondDocument,
  SetMemberInviteLimitDocument,
  SetMemberOnHoldDocument,
  type ListMembersQueryVariables,
} from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { parseInviteLimit } from './members-page';
import { ADA_ID, ada, BEA_ID, mutationAnswer, pageAnswer, person } from './people-fixtures';

const ALL: ListMembersQueryVariables = {
  search: null,
  status: null,
  diamond: null,
  page: 1,
  pageSize: 20,
  sort: 'createdAt',
  direction: 'desc',
};

const held = person(BEA_ID, 'Bea', 'Arthur', {
  memberStatus: 'on_hold',
  holdReason: 'Reported twice for spam',
  isDiamond: true,
  adminInviteLimit: 12,
});

const members = (variables: ListMembersQueryVariables, rows = [ada, held], options = {}) =>
  pageAnswer(ListMembersDocument, 'listMembers', variables, rows, options);

const changed = (status: string, errorMessage: string | null = null) => ({
  __typename: 'MemberChangeResult',
  status,
  errorMessage,
  member: { __typename: 'MemberStanding', userId: ADA_ID, memberStatus: 'on_hold', isDiamond: false },
});

const table = () => screen.getByRole('table', { name: 'Members' });
const toasts = () => screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
const rowOf = async (name: RegExp) =>
  within(await screen.findByRole('table', { name: 'Members' })).findByRole('row', { name });

describe('the members screen', () => {
  it('asks for the status, Diamond and search its URL names, and shows the hold, Diamond and invites', async () => {
    renderAdminAt('/members?status=on_hold&diamond=yes&q=bea', [
      members({ ...ALL, status: 'on_hold', diamond: true, search: 'bea' }, [held]),
    ]);
    const row = await rowOf(/Bea Arthur/);
    expect(within(row).getByText('On hold')).toBeTruthy();
    expect(within(row).getByText('Reported twice for spam')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Take off hold Bea Arthur' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Withdraw Diamond Bea Arthur' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: ADMIN_TEXTS.personStatus }) as HTMLSelectElement).value).toBe(
      'on_hold',
    );
    expect((screen.getByRole('combobox', { name: ADMIN_TEXTS.personDiamond }) as HTMLSelectElement).value).toBe('yes');
  });

  it('filters to members without Diamond, from page 1, and keeps it in the URL', async () => {
    const { router } = renderAdminAt('/members?page=2', [
      members({ ...ALL, page: 2 }, [held], { count: 21 }),
      members({ ...ALL, diamond: false }, [ada]),
    ]);
    await rowOf(/Bea Arthur/);
    act(() =>
      fireEvent.change(screen.getByRole('combobox', { name: ADMIN_TEXTS.personDiamond }), { target: { value: 'no' } }),
    );
    expect(await within(table()).findByRole('row', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?diamond=no');
  });

  it('puts her on hold only with a reason, then says so and refreshes her row', async () => {
    const { requests } = renderAdminAt('/members', [
      members(ALL, [ada, held], { once: true }),
      mutationAnswer(
        SetMemberOnHoldDocument,
        'setMemberOnHold',
        { userId: ADA_ID, onHold: true, reason: 'Asked for it herself' },
        changed('success'),
      ),
      members(ALL, [{ ...ada, memberStatus: 'on_hold', holdReason: 'Asked for it herself' }, held]),
    ]);
    fireEvent.click(within(await rowOf(/Ada Lovelace/)).getByRole('button', { name: 'Put on hold Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.putOnHoldTitle('Ada Lovelace') });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.putOnHold }));
    expect(within(dialog).getByText(ADMIN_TEXTS.reasonRequired)).toBeTruthy();
    expect(requests()).not.toContain('SetMemberOnHold');
    fireEvent.change(within(dialog).getByRole('textbox', { name: ADMIN_TEXTS.putOnHoldReason }), {
      target: { value: '  Asked for it herself ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.putOnHold }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.memberPutOnHold('Ada Lovelace'))).toBeTruthy();
    expect(await within(table()).findByText('Asked for it herself')).toBeTruthy();
    expect(within(table()).getByRole('button', { name: 'Take off hold Ada Lovelace' })).toBeTruthy();
  });

  it('takes her off hold after the confirmation', async () => {
    renderAdminAt('/members', [
      members(ALL),
      mutationAnswer(
        SetMemberOnHoldDocument,
        'setMemberOnHold',
        { userId: BEA_ID, onHold: false, reason: null },
        { ...changed('success'), member: null },
      ),
    ]);
    fireEvent.click(within(await rowOf(/Bea Arthur/)).getByRole('button', { name: 'Take off hold Bea Arthur' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.takeOffHoldTitle('Bea Arthur') });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.takeOffHold }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.memberTakenOffHold('Bea Arthur'))).toBeTruthy();
  });

  it('sets the invite limit only to a whole number from 0 to 1000', async () => {
    const { requests } = renderAdminAt('/members', [
      members(ALL),
      mutationAnswer(
        SetMemberInviteLimitDocument,
        'setMemberInviteLimit',
        { userId: ADA_ID, adminInviteLimit: 25 },
        changed('success'),
      ),
    ]);
    fireEvent.click(within(await rowOf(/Ada Lovelace/)).getByRole('button', { name: 'Invite limit Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.inviteLimitTitle('Ada Lovelace') });
    const field = within(dialog).getByRole('spinbutton', { name: ADMIN_TEXTS.inviteLimitLabel }) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('0');
    fireEvent.change(field, { target: { value: '1001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.inviteLimitConfirm }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ADMIN_TEXTS.inviteLimitInvalid);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests()).not.toContain('SetMemberInviteLimit');
    fireEvent.change(field, { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.inviteLimitConfirm }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.inviteLimitSaved('Ada Lovelace', 25))).toBeTruthy();
    expect(requests().filter((name) => name === 'SetMemberInviteLimit')).toHaveLength(1);
  });

  it("grants Diamond, and shows 'Oops, something went wrong' with the server's reason when it is refused", async () => {
    renderAdminAt('/members', [
      members(ALL),
      mutationAnswer(
        SetMemberDiamondDocument,
        'setMemberDiamond',
        { userId: ADA_ID, isDiamond: true },
        changed('invalid', 'A member on hold cannot become a Diamond member.'),
      ),
    ]);
    fireEvent.click(within(await rowOf(/Ada Lovelace/)).getByRole('button', { name: 'Grant Diamond Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.grantDiamondTitle('Ada Lovelace') });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.grantDiamond }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXTS.oopsSomethingWentWrong);
    expect(alert.textContent).toContain('A member on hold cannot become a Diamond member.');
  });

  it('offers no Diamond change to a sub-admin without Manage Diamond Member', async () => {
    const manageMembers = ADMIN_PRIVILEGES.find((p) => p.name === 'Manage Members')!.id;
    renderAdminAt('/members', [members(ALL)], {}, { access: subAdmin(manageMembers) });
    const row = await rowOf(/Ada Lovelace/);
    expect(within(row).getByRole('button', { name: 'Put on hold Ada Lovelace' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Diamond/ })).toBeNull();
  });

  it('says nothing matches when the filters leave no member', async () => {
    renderAdminAt('/members?status=rejected', [members({ ...ALL, status: 'rejected' }, [])]);
    expect(await screen.findByText(ADMIN_TEXTS.membersEmptyFiltered)).toBeTruthy();
  });
});

describe('parseInviteLimit', () => {
  it('accepts whole numbers from 0 to 1000 only', () => {
    expect(['0', '1000', ' 7 '].map(parseInviteLimit)).toEqual([0, 1000, 7]);
    expect(['', '-1', '1001', '2.5', '1e3', 'ten'].map(parseInviteLimit)).toEqual([null, null, null, null, null, null]);
  });
});
