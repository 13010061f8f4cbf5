// The pending members screen: the queue oldest first, searched and paged from the URL; approving asks first and calls
// approveMember for her; rejecting needs a reason, which rejectMember receives; each says how it went and refreshes.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ApproveMemberDocument,
  PendingMemberApplicationsDocument,
  RejectMemberDocument,
  type PendingMemberApplicationsQuery,
} from '../../gen/graphql';
import { renderAdminAt } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { ADA_ID, BEA_ID, CLEO_ID, mutationAnswer } from './people-fixtures';

type Application = PendingMemberApplicationsQuery['pendingMemberApplications'][number];

function application(userId: string, firstName: string, lastName: string, profileId: number, appliedAt: string) {
  return {
    __typename: 'MemberApplication',
    userId,
    profileId,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@golightly.test`,
    phoneNumber: '5550100',
    dialCode: '+1',
    countryCode: 'US',
    source: 'press',
    sourceDetail: 'The Travel Times',
    appliedAt,
  } satisfies Application & { __typename: string };
}

const ADA = application(ADA_ID, 'Ada', 'Lovelace', 101, '2026-03-01T08:00:00.000Z');
const BEA = application(BEA_ID, 'Bea', 'Arthur', 102, '2026-03-02T08:00:00.000Z');
const CLEO = application(CLEO_ID, 'Cleo', 'Patra', 103, '2026-03-03T08:00:00.000Z');

const queue = (rows: Application[], once = false) => ({
  request: { query: PendingMemberApplicationsDocument },
  result: { data: { pendingMemberApplications: rows } },
  maxUsageCount: once ? 1 : Number.POSITIVE_INFINITY,
});

const table = () => screen.getByRole('table', { name: 'Pending members' });
const toasts = () => screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
const rowOf = async (name: RegExp) =>
  within(await screen.findByRole('table', { name: 'Pending members' })).findByRole('row', { name });
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the pending members screen', () => {
  it('lists the applications oldest first, with how she heard of the club', async () => {
    renderAdminAt('/member-pending', [queue([ADA, BEA, CLEO])]);
    const row = await rowOf(/Ada Lovelace/);
    expect(within(row).getByText('+1 5550100')).toBeTruthy();
    expect(within(row).getByText('The Travel Times')).toBeTruthy();
    expect(within(row).getByText('Mar 01, 2026')).toBeTruthy();
    expect(names()).toEqual(['Ada Lovelace', 'Bea Arthur', 'Cleo Patra']);
  });

  it('sorts as its URL says', async () => {
    renderAdminAt('/member-pending?sort=name&dir=desc', [queue([ADA, BEA, CLEO])]);
    await rowOf(/Ada Lovelace/);
    expect(names()).toEqual(['Cleo Patra', 'Ada Lovelace', 'Bea Arthur']);
  });

  it('finds an applicant by her profile id or part of her e-mail', async () => {
    const { router } = renderAdminAt('/member-pending?q=103', [queue([ADA, BEA, CLEO])]);
    await rowOf(/Cleo Patra/);
    expect(names()).toEqual(['Cleo Patra']);
    const search = screen.getByRole('searchbox', { name: ADMIN_TEXTS.peopleSearch });
    act(() => fireEvent.change(search, { target: { value: 'bea@' } }));
    act(() => fireEvent.submit(search.closest('form')!));
    expect(await within(table()).findByRole('row', { name: /Bea Arthur/ })).toBeTruthy();
    expect(names()).toEqual(['Bea Arthur']);
    expect(router.state.location.search).toBe('?q=bea%40');
  });

  it('approves her after the confirmation, says so and refreshes the queue', async () => {
    renderAdminAt('/member-pending', [
      queue([ADA, BEA], true),
      mutationAnswer(
        ApproveMemberDocument,
        'approveMember',
        { userId: ADA_ID },
        {
          __typename: 'MemberChangeResult',
          status: 'success',
        },
      ),
      queue([BEA]),
    ]);
    fireEvent.click(within(await rowOf(/Ada Lovelace/)).getByRole('button', { name: 'Approve Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.approveMemberTitle('Ada Lovelace') });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.approveMemberConfirm }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.memberApproved('Ada Lovelace'))).toBeTruthy();
    await within(table()).findByRole('row', { name: /Bea Arthur/ });
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Ada Lovelace/ })).toBeNull());
  });

  it('rejects her only with a reason, and sends the reason', async () => {
    const { requests } = renderAdminAt('/member-pending', [
      queue([ADA, BEA]),
      mutationAnswer(
        RejectMemberDocument,
        'rejectMember',
        { userId: BEA_ID, reason: 'Not a woman-led business' },
        {
          __typename: 'MemberChangeResult',
          status: 'success',
        },
      ),
    ]);
    fireEvent.click(within(await rowOf(/Bea Arthur/)).getByRole('button', { name: 'Reject Bea Arthur' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.rejectMemberTitle('Bea Arthur') });
    const reason = within(dialog).getByRole('textbox', { name: ADMIN_TEXTS.rejectMemberReason });
    expect(document.activeElement).toBe(reason);
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.rejectMemberConfirm }));
    expect(within(dialog).getByText(ADMIN_TEXTS.reasonRequired)).toBeTruthy();
    expect(requests()).not.toContain('RejectMember');
    fireEvent.change(reason, { target: { value: 'Not a woman-led business' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.rejectMemberConfirm }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.memberRejected('Bea Arthur'))).toBeTruthy();
  });

  it("shows 'Oops, something went wrong' with the server's reason when the approval is refused", async () => {
    renderAdminAt('/member-pending', [
      queue([ADA]),
      mutationAnswer(
        ApproveMemberDocument,
        'approveMember',
        { userId: ADA_ID },
        {
          __typename: 'MemberChangeResult',
          status: 'invalid',
          errorMessage: 'She is already a standard member.',
        },
      ),
    ]);
    fireEvent.click(within(await rowOf(/Ada Lovelace/)).getByRole('button', { name: 'Approve Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.approveMemberConfirm }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXTS.oopsSomethingWentWrong);
    expect(alert.textContent).toContain('She is already a standard member.');
  });

  it('says so when no application is waiting', async () => {
    renderAdminAt('/member-pending', [queue([])]);
    expect(await screen.findByText(ADMIN_TEXTS.pendingEmpty)).toBeTruthy();
  });
});
