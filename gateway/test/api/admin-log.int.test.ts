// The admin log through the gateway (issue 13 item 4, decision 0028): only an admin holding 'Admin Logs' reads it,
// and approving a member through the API leaves exactly one entry, naming the admin, her privilege and her address.
import { insertAdmin, insertAdminRole, insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'AdminLog2024!';
const LOGS = `query Logs($adminId: ID, $area: String, $from: String, $to: String, $search: String, $page: Int, $pageSize: Int) {
  adminLogs(adminId: $adminId, area: $area, from: $from, to: $to, search: $search, page: $page, pageSize: $pageSize) {
    count
    results { id adminId adminEmail privilegeName area action recordType recordId summary clientAddress producer occurredAt }
  }
}`;
const ADMINS = '{ adminLogAdmins { id email } }';
const APPROVE = 'mutation Approve($userId: ID!) { approveMember(userId: $userId) { status errorMessage } }';

interface LogPage {
  adminLogs: { count: number; results: Record<string, unknown>[] };
}

describe('the admin log through the gateway', () => {
  let stack: TestStack;
  let reviewer: Member;
  let auditor: Member;
  let reviewerId: string;
  let applicantId: string;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  async function subAdmin(name: string, privilegeIds: number[], ip: string) {
    const roleId = await insertAdminRole(accountsDb(), { name, privilegeIds });
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@golightly.test`;
    const id = await insertAdmin(accountsDb(), KEY, { email, password: PASSWORD, roleId });
    return { id, browser: await stack.signIn(email, PASSWORD, ip) };
  }

  beforeAll(async () => {
    stack = await startStack();
    applicantId = await insertMember(accountsDb(), KEY, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: PASSWORD,
      memberStatus: 'pending',
    });
    const desk = await subAdmin('Applications desk', [1, 40], '198.51.100.61');
    reviewer = desk.browser;
    reviewerId = desk.id;
    auditor = (await subAdmin('Auditors', [49], '198.51.100.62')).browser;
  });
  afterAll(() => stack?.stop());

  it('refuses the log to a sub-admin without Admin Logs, to a member and to a visitor', async () => {
    for (const query of [LOGS, ADMINS]) {
      const refused = await reviewer.graphql(query);
      expect(refused.status).toBe(403);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Your admin role does not allow this: it needs the privilege for /siteadmin/admin_logs.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    await insertMember(accountsDb(), KEY, { firstName: 'Grace', email: 'grace@example.com', password: PASSWORD });
    const member = await stack.signIn('grace@example.com', PASSWORD);
    expect((await member.graphql(LOGS)).errors?.[0]).toMatchObject({
      message: 'Only admins may do this.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await stack.visitor().graphql(LOGS)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("records one approval with the admin, her privilege and her address, and shows it to the log's reader", async () => {
    expect((await auditor.graphql<LogPage>(LOGS)).data?.adminLogs).toEqual({ count: 0, results: [] });
    const approved = await reviewer.graphql(APPROVE, { userId: applicantId });
    expect(approved.data).toEqual({ approveMember: { status: 'success', errorMessage: null } });
    // Approving again is refused, and records nothing.
    await reviewer.graphql(APPROVE, { userId: applicantId });

    const read = await auditor.graphql<LogPage>(LOGS, { area: 'people' });
    expect(read.errors).toBeUndefined();
    const profileId = (await accountsDb()('users').where({ id: applicantId }).first('profile_id')).profile_id;
    expect(read.data?.adminLogs).toEqual({
      count: 1,
      results: [
        {
          id: expect.any(String),
          adminId: reviewerId,
          adminEmail: 'applications.desk@golightly.test',
          privilegeName: 'Pending Member',
          area: 'people',
          action: 'member.approved',
          recordType: 'user',
          recordId: applicantId,
          summary: `Approved the membership application of Ada Lovelace (profile ${profileId})`,
          clientAddress: '198.51.100.61',
          producer: 'accounts',
          occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ],
    });
    expect((await auditor.graphql(ADMINS)).data).toEqual({
      adminLogAdmins: [{ id: reviewerId, email: 'applications.desk@golightly.test' }],
    });
    const other = await auditor.graphql<LogPage>(LOGS, { area: 'listings' });
    expect(other.data?.adminLogs).toEqual({ count: 0, results: [] });
  });

  it('answers a bad filter with a clear BAD_USER_INPUT error', async () => {
    const refused = await auditor.graphql(LOGS, { from: '31/03/2025' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The "from" date must be a day written as YYYY-MM-DD, e.g. 2025-03-31.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const empty = await auditor.graphql(LOGS, { pageSize: 0 });
    expect(empty.errors?.[0]).toMatchObject({
      message: 'The page size must be a whole number from 1 to 100.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A page of 50 with every field stays within the gateway's query cost (100 with every field does not).
    const largest = await auditor.graphql<LogPage>(LOGS, { pageSize: 50 });
    expect(largest.errors).toBeUndefined();
    expect(largest.data?.adminLogs.count).toBe(1);
  });
});
