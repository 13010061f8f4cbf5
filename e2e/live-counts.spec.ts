// Live counts in a real browser against the stack of `npm start`: a signed-in member's page opens the websocket
// through the web server and the gateway, and her header's unread dot and social badge follow her counts without a
// reload (decision 0019). Her unread count comes the real way (decision 0054): she asks a demo host about a stay, the
// host answers through the gateway, bookings-payments publishes the message and notifications counts it; opening the
// conversation reads it and the count goes back down. Social activity is still put on the bus by hand until
// social-events publishes SocialActivityHappened.
import { setVerification } from '@golightly/accounts/testing';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '@golightly/config';
import { SocialActivityHappenedSchema, SocialActivityKind } from '@golightly/proto';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { publishOnStackBus } from './support/event-bus';
import { createMember, graphql, uniqueLetters, withAccounts } from './support/fixtures';
import { logIn, openMenu } from './support/members';

// Two sessions and a stack on the shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const DEMO_LISTINGS = Array.from({ length: 200 }, (_, index) => 101 + index);
const DEMO_HOSTS = Object.values(DEMO_MEMBERS);
const FRIDA_ID = DEMO_MEMBERS.frida.id;
const HOSTS_ANSWER = 'Yes, the tram stops at the door.';

const LISTING = `query ($id: Int!) { listing(id: $id) { id userId } }`;
const CONTACT = `mutation ($listId: Int!, $checkIn: String, $checkOut: String) {
  contactHost(listId: $listId, checkIn: $checkIn, checkOut: $checkOut, guests: 1,
    message: "Hello! Is the flat near the tram?") { status errorMessage threadId }
}`;
const LOGIN = `query ($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status } }`;
const SEND = `mutation ($threadId: String!, $message: String!) {
  sendMessage(threadId: $threadId, message: $message) { status errorMessage }
}`;

interface LiveCounts {
  hostCount: number;
  guestCount: number;
  total: number;
  privateCount: number;
  socialCount: number;
}

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Posts an operation from the member's own page, with her session cookie, as the member app does. */
function memberGraphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<GraphqlAnswer<T>> {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as GraphqlAnswer<T>;
    },
    { query, variables },
  );
}

/** Posts an operation from the host's own API session (its cookie jar keeps her session). */
async function hostGraphql<T>(host: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await host.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

/** She contacts the host of the first demo home of a demo host free for 3 nights `daysAhead` days from now. */
async function contactDemoHost(page: Page, testInfo: TestInfo, daysAhead: number) {
  for (const id of DEMO_LISTINGS) {
    const { listing } = await graphql<{ listing: { id: number; userId: string } | null }>(testInfo, LISTING, { id });
    const host = listing && DEMO_HOSTS.find((member) => member.id === listing.userId);
    if (!host) continue;
    const answer = await memberGraphql<{ contactHost: { status: number; threadId: number | null } }>(page, CONTACT, {
      listId: id,
      checkIn: dayFromToday(daysAhead),
      checkOut: dayFromToday(daysAhead + 3),
    });
    const threadId = answer.data?.contactHost.threadId;
    if (answer.data?.contactHost.status === 200 && threadId) return { host, threadId: String(threadId) };
  }
  throw new Error(`no demo host could be asked about ${dayFromToday(daysAhead)}`);
}

test("a member's header follows her counts over the live websocket: a host's answer, her reading it, a mention", async ({
  page,
  isMobile,
  playwright,
}, testInfo) => {
  const member = await createMember(testInfo, `Lena${uniqueLetters(5).toLowerCase()}`, { gender: 'female' });
  await withAccounts((db) => setVerification(db, member.id, { idVerified: true }));
  const pushed: LiveCounts[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/graphql/live')) return;
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        payload?: { data?: { countsChanged?: LiveCounts } };
      };
      if (message.type === 'next' && message.payload?.data?.countsChanged)
        pushed.push(message.payload.data.countsChanged);
    });
  });
  await page.goto('/about-us');
  await logIn(page, isMobile, member.email, member.password);
  await expect.poll(() => pushed.length, { message: 'her counts arrive over the websocket' }).toBeGreaterThan(0);
  const before = pushed.at(-1)!;

  // She asks a demo host about a stay; her own message never counts for her.
  const asked = await contactDemoHost(page, testInfo, isMobile ? 191 : 181);
  const host = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const login = await hostGraphql<{ userLogin: { status: string } }>(host, LOGIN, {
      email: asked.host.email,
      password: DEMO_PASSWORD,
    });
    expect(login.data?.userLogin.status).toBe('success');
    const answered = await hostGraphql<{ sendMessage: unknown }>(host, SEND, {
      threadId: asked.threadId,
      message: HOSTS_ANSWER,
    });
    expect(answered.data?.sendMessage).toEqual({ status: 200, errorMessage: null });
  } finally {
    await host.dispose();
  }
  await expect.poll(() => pushed.at(-1)?.guestCount, { timeout: 20_000 }).toBe(before.guestCount + 1);
  await openMenu(page, isMobile);
  await expect(page.getByTestId('unread-dot').filter({ visible: true }).first()).toBeVisible();

  // Opening the conversation reads it: the count the websocket pushes goes back down.
  await page.goto(`/message/${asked.threadId}/guest`);
  await expect(page.getByText(HOSTS_ANSWER)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => pushed.at(-1)?.guestCount, { timeout: 20_000 }).toBe(before.guestCount);

  const unique = `${testInfo.project.name}-${Date.now()}`;
  await publishOnStackBus({
    producer: 'social-events',
    schema: SocialActivityHappenedSchema,
    data: {
      memberId: member.id,
      activityId: `e2e-mention-${unique}`,
      kind: SocialActivityKind.MENTION,
      actorId: FRIDA_ID,
      entityId: 'post-1',
    },
  });
  const socialCount = before.socialCount + 1;
  await expect.poll(() => pushed.at(-1)?.socialCount, { timeout: 20_000 }).toBe(socialCount);
  await openMenu(page, isMobile);
  await expect(page.getByTestId('social-badge').filter({ visible: true }).first()).toContainText(
    socialCount > 99 ? '99+' : String(socialCount),
  );
});
