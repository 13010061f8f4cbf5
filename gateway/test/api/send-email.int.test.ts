// The gateway's part of POST /sendEmail: it forwards the body with the caller's signed identity, so notifications
// knows who asks (a visitor is refused there). What notifications writes and to whom is tested beside it
// (services/notifications/test/admin-notice.int.test.ts).
import { NOT_LOGGED_IN_MESSAGE } from '@golightly/service-kit';
import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/session';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

describe('POST /sendEmail through the gateway', () => {
  let stack: TestStack;
  let cookie: string | undefined;
  const send = (mailOptions: Record<string, unknown>, withCookie = true) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/sendEmail',
      payload: JSON.stringify({ mailOptions }),
      headers: {
        'content-type': 'application/json',
        ...(withCookie && cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
      },
    });

  beforeAll(async () => {
    stack = await startStack();
    await insertMember(stack.subgraphs.services.accounts.database.db, TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!, {
      firstName: 'Sam',
      lastName: 'Hill',
      email: 'sam@example.com',
      password: 'Refused2024!',
      gender: 'male',
    });
    cookie = (await stack.signIn('sam@example.com', 'Refused2024!')).cookie;
  });
  afterAll(() => stack?.stop());

  it("forwards a member's request as hers, and a visitor's as a visitor's", async () => {
    // Signed in, she reaches the use case as herself: notifications has not heard of her yet (no event bus here).
    const member = await send({ mailTemplate: 'maleUserEmail', to: 'admin@golightly.test' });
    expect(member.statusCode).toBe(404);
    expect(member.json()).toEqual({ status: 404, response: 'We could not find your membership details.' });
    const visitor = await send({ mailTemplate: 'maleUserEmail' }, false);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 401, response: NOT_LOGGED_IN_MESSAGE });
  });
});
