// The admin log screen: the URL's filters and page go to adminLogs as they are, a new filter starts at page 1, and
// a range that cannot be answered, an empty log and a failing gateway each say so.
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import {
  AdminLogAdminsDocument,
  AdminLogsDocument,
  type AdminLogsQuery,
  type AdminLogsQueryVariables,
} from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS } from '../../texts';

const ADA = '6f1c2f7e-3c4b-4c1e-9f7a-0a1b2c3d4e5f';
const BEA = '0d9e8f7a-6b5c-4d3e-8f2a-1b2c3d4e5f60';
const ADMIN_LOGS = ADMIN_PRIVILEGES.find((p) => p.name === 'Admin Logs')!.id;

const NONE: AdminLogsQueryVariables = {
  adminId: null,
  area: null,
  from: null,
  to: null,
  search: null,
  page: 1,
  pageSize: 20,
};

function entry(id: string, summary: string): AdminLogsQuery['adminLogs']['results'][number] {
  return {
    id,
    adminId: ADA,
    adminEmail: 'ada@golightly.test',
    privilegeName: 'Manage Members',
    area: 'people',
    action: 'member.approved',
    recordType: 'user',
    recordId: `user-${id}`,
    summary,
    clientAddress: '203.0.113.7',
    producer: 'accounts',
    occurredAt: '2026-03-02T10:15:00.000Z',
  };
}

function logAnswer(
  variables: AdminLogsQueryVariables,
  results: AdminLogsQuery['adminLogs']['results'],
  count = results.length,
): MockLink.MockedResponse {
  return {
    request: { query: AdminLogsDocument, variables },
    result: {
      data: {
        adminLogs: {
          __typename: 'AdminLogPage',
          count,
          results: results.map((r) => ({ __typename: 'AdminLogEntry', ...r })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const adminsAnswer: MockLink.MockedResponse = {
  request: { query: AdminLogAdminsDocument },
  result: {
    data: {
      adminLogAdmins: [
        { __typename: 'AdminLogAdmin', id: ADA, email: 'ada@golightly.test' },
        { __typename: 'AdminLogAdmin', id: BEA, email: 'bea@golightly.test' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const table = () => screen.getByRole('table', { name: ADMIN_TEXTS.adminLogs });

describe('the admin log screen', () => {
  it('asks for the page and filters its URL names, and shows what the log answers', async () => {
    const asked = { ...NONE, area: 'people', from: '2026-03-01', page: 2 };
    renderAdminAt('/admin_logs?area=people&from=2026-03-01&page=2', [
      adminsAnswer,
      logAnswer(asked, [entry('1', 'Approved the membership of Cleo')], 45),
    ]);
    expect(await screen.findByText('Approved the membership of Cleo')).toBeTruthy();
    const row = within(table()).getByRole('row', { name: /Approved the membership of Cleo/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('ada@golightly.testManage Members');
    expect(within(row).getByText('member.approved')).toBeTruthy();
    expect(screen.getByText(ADMIN_TEXTS.pageOf(2, 3))).toBeTruthy();
    expect((screen.getByRole('combobox', { name: ADMIN_TEXTS.logArea }) as HTMLSelectElement).value).toBe('people');
    expect((screen.getByLabelText(ADMIN_TEXTS.logFrom) as HTMLInputElement).value).toBe('2026-03-01');
  });

  it('starts again at page 1 for the admin she chooses, and keeps it in the URL', async () => {
    const { router } = renderAdminAt('/admin_logs?page=2', [
      adminsAnswer,
      logAnswer({ ...NONE, page: 2 }, [entry('1', 'First page two')], 25),
      logAnswer({ ...NONE, adminId: BEA }, [entry('2', 'What Bea did')]),
    ]);
    expect(await screen.findByText('First page two')).toBeTruthy();
    const admin = screen.getByRole('combobox', { name: ADMIN_TEXTS.logAdmin });
    await within(admin).findByRole('option', { name: 'bea@golightly.test' });
    act(() => fireEvent.change(admin, { target: { value: BEA } }));
    expect(await screen.findByText('What Bea did')).toBeTruthy();
    expect(router.state.location.search).toBe(`?admin=${BEA}`);
  });

  it('says the log is empty when nothing is recorded yet', async () => {
    renderAdminAt('/admin_logs', [adminsAnswer, logAnswer(NONE, [])]);
    expect(await screen.findByText(ADMIN_TEXTS.logEmpty)).toBeTruthy();
  });

  it('says nothing matches when the filters leave no entry', async () => {
    renderAdminAt('/admin_logs?q=refund', [adminsAnswer, logAnswer({ ...NONE, search: 'refund' }, [])]);
    expect(await screen.findByText(ADMIN_TEXTS.logEmptyFiltered)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: ADMIN_TEXTS.logSearch }) as HTMLInputElement).value).toBe('refund');
  });

  it('ignores filters the URL gets wrong and shows the whole log', async () => {
    renderAdminAt('/admin_logs?admin=nobody&area=secrets&from=2026-02-30&page=0', [
      adminsAnswer,
      logAnswer(NONE, [entry('1', 'Everything')]),
    ]);
    expect(await screen.findByText('Everything')).toBeTruthy();
  });

  it('refuses a From after the To without asking the log', async () => {
    const { requests } = renderAdminAt('/admin_logs?from=2026-03-05&to=2026-03-01', [adminsAnswer]);
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_TEXTS.logBadRange);
    expect(requests()).not.toContain('AdminLogs');
  });

  it("shows the gateway's refusal with a way to try again", async () => {
    renderAdminAt('/admin_logs', [
      adminsAnswer,
      { request: { query: AdminLogsDocument, variables: NONE }, error: new Error('The log is resting.') },
      logAnswer(NONE, [entry('1', 'Back again')]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The log is resting.');
    fireEvent.click(within(alert).getByRole('button', { name: ADMIN_TEXTS.tryAgain }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('opens for a sub-admin whose role holds Admin Logs', async () => {
    renderAdminAt(
      '/admin_logs',
      [adminsAnswer, logAnswer(NONE, [entry('1', 'Seen by a sub-admin')])],
      {},
      {
        access: subAdmin(ADMIN_LOGS),
      },
    );
    expect(await screen.findByText('Seen by a sub-admin')).toBeTruthy();
  });
});
