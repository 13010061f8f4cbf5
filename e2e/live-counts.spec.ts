// Live counts in a real browser against the stack of `npm start`: a signed-in member's page opens the websocket
// through the web server and the gateway, and her header's unread dot and social badge follow the events of her
// messages and social activity as they arrive on the bus, without a reload (decision 0019).
import {
  ReservationMessagePostedSchema,
  SocialActivityHappenedSchema,
  SocialActivityKind,
  ThreadRole,
} from '@golightly/proto';
import { expect, test } from '@playwright/test';
import { publishOnStackBus } from './support/event-bus';
import { logIn, openMenu } from './support/members';

const ADA = { id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000001', email: 'ada@golightly.test' };
const FRIDA_ID = '7a1d0c7e-5b1f-4d5e-9b1a-000000000003';
const DEMO_PASSWORD = 'Golightly2026';

interface LiveCounts {
  hostCount: number;
  guestCount: number;
  total: number;
  privateCount: number;
  socialCount: number;
}

test("a member's header follows her counts as their events arrive, over the live websocket (until bookings-payments publishes ReservationMessagePosted and social-events SocialActivityHappened)", async ({
  page,
  isMobile,
}, testInfo) => {
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
  await logIn(page, isMobile, ADA.email, DEMO_PASSWORD);
  await expect.poll(() => pushed.length, { message: 'her counts arrive over the websocket' }).toBeGreaterThan(0);
  const before = pushed.at(-1)!;

  const unique = `${testInfo.project.name}-${Date.now()}`;
  await publishOnStackBus({
    producer: 'bookings-payments',
    schema: ReservationMessagePostedSchema,
    data: {
      threadId: `e2e-thread-${unique}`,
      messageId: `e2e-message-${unique}`,
      reservationId: 1n,
      senderId: FRIDA_ID,
      recipientId: ADA.id,
      recipientRole: ThreadRole.GUEST,
    },
  });
  await expect.poll(() => pushed.at(-1)?.guestCount, { timeout: 20_000 }).toBe(before.guestCount + 1);
  await openMenu(page, isMobile);
  await expect(page.getByTestId('unread-dot').filter({ visible: true }).first()).toBeVisible();

  await publishOnStackBus({
    producer: 'social-events',
    schema: SocialActivityHappenedSchema,
    data: {
      memberId: ADA.id,
      activityId: `e2e-mention-${unique}`,
      kind: SocialActivityKind.MENTION,
      actorId: FRIDA_ID,
      entityId: 'post-1',
    },
  });
  const socialCount = before.socialCount + 1;
  await expect.poll(() => pushed.at(-1)?.socialCount, { timeout: 20_000 }).toBe(socialCount);
  await expect(page.getByTestId('social-badge').filter({ visible: true }).first()).toContainText(
    socialCount > 99 ? '99+' : String(socialCount),
  );
});
