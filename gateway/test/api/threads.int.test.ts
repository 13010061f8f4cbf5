// Reservation threads through the real gateway (issue 17 items 1 and 6, decision 0054): a guest contacts a host, the
// host reads her inbox (the guest's name resolved by accounts) and answers, a message with a phone number is sent
// with its warning, a stranger reads 'No thread found' for the thread as for one that does not exist; View User
// Messages (privilege 23) lists the flagged thread and reads it, which the admin log records, and an admin without
// the privilege and a member are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, listingTerms } from '../support/booking';
import { eventually } from '../support/eventually';
import { startStack, type Member, type TestStack } from '../support/stack';

const LIST_ID = 6262;
const VIEW_USER_MESSAGES = 23;
const MANAGE_RESERVATIONS = 16;
const ADMIN_LOGS = 49;

const CONTACT = `mutation Contact($listId: Int!, $in: String, $out: String, $guests: Int, $message: String!) {
  contactHost(listId: $listId, checkIn: $in, checkOut: $out, guests: $guests, message: $message) {
    status threadId warning field errorMessage reservation { id status } } }`;
const INBOX = `query Inbox($type: String) { getThreads(type: $type) {
  id role unreadCount otherMember { id firstName } lastMessage { body mine } reservation { id statusLabel listingTitle } } }`;
const THREAD = `query Thread($id: String!) { getThread(threadId: $id) { status errorMessage
  thread { id role messages { body mine warning senderRole } } } }`;
const SEND = `mutation Send($id: String!, $message: String!) { sendMessage(threadId: $id, message: $message) {
  status warning errorMessage message { body mine } } }`;
const READ = `mutation Read($id: String!) { markThreadRead(threadId: $id) { status errorMessage } }`;
const ADMIN_LIST = `query Threads($flaggedOnly: Boolean) { adminMessageThreads(flaggedOnly: $flaggedOnly) {
  count results { id flaggedCount messageCount reservation { number } guest { firstName } } } }`;
const ADMIN_VIEW = `query View($id: Int!) { adminMessageThread(threadId: $id) {
  thread { id flaggedCount } messages { body flagged flaggedKinds flaggedTexts } } }`;
const LOG = `{ adminLogs(area: "oversight") { count results { privilegeName action recordType recordId } } }`;

describe('reservation threads through the gateway', () => {
  let stack: TestStack;
  let guest: Member;
  let host: Member;
  let stranger: Member;
  let messagesDesk: Member;
  let reservationsDesk: Member;
  let auditor: Member;
  let threadId: number;

  beforeAll(async () => {
    // bookings-payments relays its outbox and accounts consumes it, so an admin's reading reaches the admin log.
    stack = await startStack({ eventBus: ['accounts', 'bookings-payments'] });
    const hostMember = await stack.member('Ines', { ip: '198.51.100.91' });
    host = hostMember.browser;
    guest = (await stack.member('Maya', { ip: '198.51.100.92' })).browser;
    stranger = (await stack.member('Nadia', { ip: '198.51.100.93' })).browser;
    await listingTerms(stack, { listId: LIST_ID, hostId: hostMember.userId, instantBook: false });
    messagesDesk = await stack.admin('Messages desk', [VIEW_USER_MESSAGES], '198.51.100.94');
    reservationsDesk = await stack.admin('Bookings desk', [MANAGE_RESERVATIONS], '198.51.100.95');
    auditor = await stack.admin('Message auditors', [ADMIN_LOGS], '198.51.100.96');
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('lets a guest contact a host, who answers from her inbox; a phone number is sent with a warning', async () => {
    const contact = (variables: Record<string, unknown>) =>
      guest.graphql<{
        contactHost: { status: number; threadId: number | null; field: string | null; errorMessage: string | null };
      }>(CONTACT, {
        listId: LIST_ID,
        in: day(40),
        out: day(43),
        guests: 2,
        message: 'Is the terrace sunny?',
        ...variables,
      });
    expect((await contact({ guests: null })).data?.contactHost).toMatchObject({
      status: 400,
      field: 'guests',
      errorMessage: 'Guest count is required',
    });
    const asked = (await contact({})).data!.contactHost;
    expect(asked).toMatchObject({ status: 200 });
    threadId = asked.threadId!;

    const inbox = await host.graphql<{ getThreads: unknown[] }>(INBOX, { type: 'host' });
    expect(inbox.data?.getThreads).toEqual([
      expect.objectContaining({
        id: threadId,
        role: 'host',
        unreadCount: 1,
        otherMember: expect.objectContaining({ firstName: 'Maya' }),
        lastMessage: { body: 'Is the terrace sunny?', mine: false },
        reservation: expect.objectContaining({ statusLabel: 'Inquiry' }),
      }),
    ]);
    expect((await host.graphql(READ, { id: String(threadId) })).data).toEqual({
      markThreadRead: { status: 200, errorMessage: null },
    });
    const replied = await host.graphql<{ sendMessage: { status: number; warning: string | null } }>(SEND, {
      id: String(threadId),
      message: 'Yes, all afternoon!',
    });
    expect(replied.data?.sendMessage).toMatchObject({ status: 200, warning: null });

    const flagged = await guest.graphql<{ sendMessage: { status: number; warning: string | null } }>(SEND, {
      id: String(threadId),
      message: 'Lovely! Text me on +351 912 345 678',
    });
    expect(flagged.data?.sendMessage.status).toBe(200);
    expect(flagged.data?.sendMessage.warning).toMatch(/^Your message was sent, but it looks like it shares contact/);

    const hostView = await host.graphql<{
      getThread: { thread: { messages: { body: string; warning: string | null }[] } };
    }>(THREAD, { id: String(threadId) });
    expect(hostView.data?.getThread.thread.messages.map((m) => [m.body, m.warning])).toEqual([
      ['Is the terrace sunny?', null],
      ['Yes, all afternoon!', null],
      ['Lovely! Text me on +351 912 345 678', null],
    ]);
  });

  it("answers a stranger 'No thread found' for the thread, as for one that does not exist", async () => {
    for (const id of [String(threadId), '999999999', 'not-a-thread']) {
      expect((await stranger.graphql(THREAD, { id })).data).toEqual({
        getThread: { status: 404, errorMessage: 'No thread found', thread: null },
      });
    }
    expect((await stranger.graphql(SEND, { id: String(threadId), message: 'hi' })).data).toEqual({
      sendMessage: { status: 404, warning: null, errorMessage: 'No thread found', message: null },
    });
    expect((await stranger.graphql<{ getThreads: unknown[] }>(INBOX, {})).data?.getThreads).toEqual([]);
  });

  it('shows View User Messages the flagged thread and records each reading; refuses anyone else', async () => {
    const list = await messagesDesk.graphql<{ adminMessageThreads: { count: number; results: unknown[] } }>(
      ADMIN_LIST,
      { flaggedOnly: true },
    );
    expect(list.data?.adminMessageThreads.results).toEqual([
      expect.objectContaining({ id: threadId, flaggedCount: 1, messageCount: 3, guest: { firstName: 'Maya' } }),
    ]);
    const view = await messagesDesk.graphql<{
      adminMessageThread: { messages: { flagged: boolean; flaggedKinds: string[] }[] };
    }>(ADMIN_VIEW, { id: threadId });
    expect(view.data?.adminMessageThread.messages.map((m) => [m.flagged, m.flaggedKinds])).toEqual([
      [false, []],
      [false, []],
      [true, ['contactRequest', 'phone']],
    ]);
    const logged = await eventually(async () => {
      const answer = await auditor.graphql<{
        adminLogs: { results: { action: string; recordId: string; privilegeName: string }[] };
      }>(LOG);
      return answer.data?.adminLogs.results.find((row) => row.action === 'reservation_thread.viewed');
    });
    expect(logged).toMatchObject({ recordId: String(threadId), privilegeName: 'View User Messages' });

    for (const [query, variables] of [
      [ADMIN_LIST, {}],
      [ADMIN_VIEW, { id: threadId }],
    ] as const) {
      expect((await reservationsDesk.graphql(query, variables)).errors?.[0]).toMatchObject({
        message: 'Your admin role does not allow this: it needs the privilege for /siteadmin/messages.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await guest.graphql(query, variables)).errors?.[0]).toMatchObject({
        message: 'Only admins may do this.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    // An admin is no party to a thread: the members' call refuses her.
    expect((await messagesDesk.graphql(THREAD, { id: String(threadId) })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
