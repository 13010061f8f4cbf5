import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/session';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

describe('POST /sendEmail is no open relay', () => {
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
  const queued = () =>
    stack.subgraphs.services.notifications.database
      .db('email_messages')
      .orderBy('id')
      .select('kind', 'recipient', 'subject', 'html');

  beforeAll(async () => {
    stack = await startStack();
    const samId = await insertMember(
      stack.subgraphs.services.accounts.database.db,
      TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!,
      {
        firstName: 'Sam',
        lastName: 'Hill',
        email: 'sam@example.com',
        password: 'Refused2024!',
        gender: 'male',
      },
    );
    await stack.subgraphs.services.notifications.database.db('member_contacts').insert({
      user_id: samId,
      profile_id: 42,
      email: 'sam@example.com',
      first_name: 'Sam',
      last_name: 'Hill',
      registered_at: new Date(),
    });
    const sam = stack.visitor();
    await sam.graphql('query { userLogin(email: "sam@example.com", password: "Refused2024!") { status } }');
    cookie = sam.cookie;
  });
  afterAll(() => stack?.stop());

  it('queues the admin notice the spec names, written by the server, not the browser', async () => {
    const response = await send({
      mailTemplate: 'maleUserEmail',
      to: 'admin@golightly.test',
      subject: 'ignored',
      html: '<b>injected</b>',
    });
    expect(response.json()).toEqual({ status: 200, response: 'Email is sent' });
    const [mail] = await queued();
    expect(mail).toMatchObject({
      kind: 'maleUserEmail',
      recipient: 'admin@golightly.test',
      subject: 'A man tried to join: Sam Hill',
    });
    expect(mail.html).toContain('http://localhost:3000/users/show/42');
    expect(mail.html).not.toContain('injected');
  });

  it('refuses any other recipient, any other template, and visitors', async () => {
    expect((await send({ mailTemplate: 'maleUserEmail', to: 'victim@example.com' })).json()).toEqual({
      status: 403,
      response: 'This email can only be sent to the club.',
    });
    expect(
      (await send({ mailTemplate: 'customHtml', to: 'admin@golightly.test', html: '<p>spam</p>' })).json(),
    ).toEqual({
      status: 400,
      response: 'This email cannot be sent from the browser.',
    });
    expect((await send({ mailTemplate: 'maleUserEmail' }, false)).json()).toEqual({
      status: 401,
      response: 'Please log in to send this email.',
    });
    expect(await queued()).toHaveLength(1);
  });
});
