// The newsletter endpoints through the gateway, with double opt-in mail caught by a real SMTP listener.
import { NOT_LOGGED_IN_MESSAGE } from '@golightly/service-kit';
import { insertMember } from '@golightly/accounts/testing';
import { freePort } from '@golightly/db';
import { startSmtpListener, type SmtpListener } from '@golightly/notifications/testing';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/session';
import { eventually } from '../support/eventually';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const SITE = 'https://club.example';
const SUBJECT = 'Confirm your subscription to the Golightly newsletter';
const NOT_SUBSCRIBED = { status: 404, errorMessage: 'This email is not subscribed yet.' };
const OK = { status: 200, errorMessage: null };
const ADDRESS_LIMIT =
  'We have already sent several confirmation emails to this address today. Please check your inbox (and spam folder), or try again tomorrow.';
const INVALID_LINK =
  'This confirmation link has expired or has already been used. Please subscribe again from the footer of any page.';

const to = (email: Email) => email.to?.[0]?.address;
const tokenIn = (email: Email) => new RegExp(`${SITE}/newsletter/confirm/([\\w-]{43})`).exec(email.text ?? '')?.[1];

describe('the newsletter endpoints', () => {
  let stack: TestStack;
  let smtp: SmtpListener;
  let nextClient = 1;
  /** Each call comes from its own client address unless one is given, so that only the limit under test applies. */
  const post = (url: string, payload: unknown, options: { cookie?: string; ip?: string } = {}) =>
    stack.gateway.inject({
      method: 'POST',
      url,
      remoteAddress: options.ip ?? `198.51.100.${(nextClient += 1)}`,
      payload: JSON.stringify(payload),
      headers: {
        'content-type': 'application/json',
        ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
      },
    });
  const notificationsDb = () => stack.subgraphs.services.notifications.database.db;
  const mailsTo = (address: string) =>
    smtp.messages.filter((email) => to(email) === address && email.subject === SUBJECT);
  const confirmationMail = (address: string) =>
    smtp.waitFor((email) => to(email) === address && email.subject === SUBJECT);

  beforeAll(async () => {
    smtp = await startSmtpListener(await freePort());
    stack = await startStack({ env: { SMTP_URL: smtp.url, SITE_URL: SITE } });
  });
  afterAll(async () => {
    await stack?.stop();
    await smtp?.stop();
  });

  it('keeps an address pending until its owner follows the e-mailed link, then subscribes it once', async () => {
    expect((await post('/getMailChimpSubscribe', { email: 'ada@example.com' })).json()).toEqual(NOT_SUBSCRIBED);
    expect(
      (
        await post('/mailChimpSubscribe-footer', { firstName: 'Ada', lastName: 'Okafor', email: 'Ada@Example.com' })
      ).json(),
    ).toEqual(OK);
    expect(
      (
        await post('/mailChimpUpdateProfile-footer', { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com' })
      ).json(),
    ).toEqual(OK);

    expect((await post('/getMailChimpSubscribe', { email: 'ada@example.com' })).json()).toEqual(NOT_SUBSCRIBED);
    expect(
      await notificationsDb()('newsletter_subscribers').where({ email: 'ada@example.com' }).first(),
    ).toBeUndefined();
    expect(
      await notificationsDb()('newsletter_confirmations').where({ email: 'ada@example.com' }).first(),
    ).toMatchObject({
      first_name: 'Ada',
      last_name: 'Okafor',
      confirmed_at: null,
    });

    const mail = await confirmationMail('ada@example.com');
    expect(mail.text).toContain('Hi Ada,');
    const token = tokenIn(mail);
    expect(token).toBeDefined();
    expect(JSON.stringify(await notificationsDb()('newsletter_confirmations').select('*'))).not.toContain(token);

    expect((await post('/verifyEmailMailchimp', { token })).json()).toEqual(OK);
    expect(await notificationsDb()('newsletter_subscribers').where({ email: 'ada@example.com' }).first()).toMatchObject(
      {
        first_name: 'Ada',
        last_name: 'Okafor',
        verified: false,
        confirmed_at: expect.any(Date),
      },
    );
    const again = await post('/verifyEmailMailchimp', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, errorMessage: INVALID_LINK });
  });

  it('answers a stranger alike for a subscribed, a pending and an unknown address, and lets her rename no one', async () => {
    await post('/mailChimpSubscribe-footer', { firstName: 'Pia', email: 'pending@example.com' });
    for (const email of ['ada@example.com', 'pending@example.com', 'nobody@example.com']) {
      expect((await post('/getMailChimpSubscribe', { email })).json()).toEqual(NOT_SUBSCRIBED);
      expect(
        (await post('/mailChimpUpdateProfile-footer', { firstName: 'Mallory', lastName: 'X', email })).json(),
      ).toEqual(OK);
    }
    expect(
      await notificationsDb()('newsletter_subscribers').where({ email: 'ada@example.com' }).first('first_name'),
    ).toEqual({ first_name: 'Ada' });
  });

  it("forwards a member's requests as hers: signed in she is told the address is not her own, a visitor to sign in", async () => {
    expect((await post('/verifyEmailMailchimp', { email: 'ada@example.com' })).json()).toEqual({
      status: 401,
      errorMessage: NOT_LOGGED_IN_MESSAGE,
    });
    await insertMember(stack.subgraphs.services.accounts.database.db, TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Travel2024!',
    });
    const ada = await stack.signIn('ada@example.com', 'Travel2024!');
    // Notifications has not heard of her (no event bus here), so no address is her own yet; her own subscription's
    // use cases are tested beside them (services/notifications/test/newsletter-profile.int.test.ts).
    expect((await post('/verifyEmailMailchimp', { email: 'ada@example.com' }, { cookie: ada.cookie })).json()).toEqual({
      status: 403,
      errorMessage: 'You can only verify your own email address.',
    });
  });

  it('sends at most three confirmation mails to one address a day, however many requests arrive at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/mailChimpSubscribe-footer', { firstName: 'Bea', email: 'burst@example.com' }),
      ),
    );
    const answers = responses.map((response) => response.json() as { status: number; errorMessage: string | null });
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toEqual(
      Array.from({ length: 7 }, () => ({ status: 429, errorMessage: ADDRESS_LIMIT })),
    );
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(7);
    expect(
      await notificationsDb()('email_messages').where({ recipient: 'burst@example.com' }).count({ n: '*' }),
    ).toEqual([{ n: 3 }]);
    await eventually(async () => (mailsTo('burst@example.com').length === 3 ? true : undefined));
  });

  it('sends at most twenty confirmation mails a day from one client, whatever the addresses', async () => {
    const ip = '203.0.113.77';
    const responses = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        post('/mailChimpSubscribe-footer', { email: `reader${i}@example.com` }, { ip }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(responses.filter((response) => response.statusCode === 429).map((response) => response.json())).toEqual([
      {
        status: 429,
        errorMessage: 'Too many newsletter sign-ups from your connection today. Please try again tomorrow.',
      },
      {
        status: 429,
        errorMessage: 'Too many newsletter sign-ups from your connection today. Please try again tomorrow.',
      },
    ]);
  });

  it.each([
    [{ firstName: '<script>alert(1)</script>' }, 'First name must not contain < or >.'],
    [{ lastName: 'Okafor<img src=x>' }, 'Last name must not contain < or >.'],
    [{ firstName: 'Ada\u0000' }, 'First name must not contain invisible control or text-direction characters.'],
    [{ lastName: 'Oka\u202Efor' }, 'Last name must not contain invisible control or text-direction characters.'],
    [{ firstName: '\u2066Ada' }, 'First name must not contain invisible control or text-direction characters.'],
    [
      { firstName: 'Ada\r\nBcc: x@example.com' },
      'First name must not contain invisible control or text-direction characters.',
    ],
    [{ lastName: 'a'.repeat(51) }, 'Last name must be at most 50 characters.'],
  ])('refuses the name in %j with a clear message, and stores and mails nothing', async (names, message) => {
    for (const path of ['/mailChimpSubscribe-footer', '/mailChimpSubscribe', '/mailChimpUpdateProfile-footer']) {
      const response = await post(path, { email: 'names@example.com', ...names });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, errorMessage: message });
    }
    expect(
      await notificationsDb()('newsletter_confirmations').where({ email: 'names@example.com' }).first(),
    ).toBeUndefined();
    expect(await notificationsDb()('email_messages').where({ recipient: 'names@example.com' }).first()).toBeUndefined();
  });

  it.each([
    [{}, 'Email is required.'],
    [{ email: '   ' }, 'Email is required.'],
    [{ email: 'ada@example' }, "Invalid Email. Please make sure it's typed in correctly."],
    [{ email: 'ada@example.com\u0000' }, "Invalid Email. Please make sure it's typed in correctly."],
    [{ email: `${'a'.repeat(45)}@example.com` }, 'Email must be at most 50 characters.'],
    [{ email: ['ada@example.com'] }, 'Email is required.'],
  ])('refuses %j with a clear message and stores nothing', async (payload, message) => {
    const response = await post('/mailChimpSubscribe-footer', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, errorMessage: message });
  });

  it.each([[{ token: 'x'.repeat(43) }], [{ token: 42 }], [{ token: '' }], [{ token: 'a\u0000' }]])(
    'refuses a confirmation with %j as an unknown link',
    async (payload) => {
      const response = await post('/verifyEmailMailchimp', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, errorMessage: INVALID_LINK });
    },
  );

  it('refuses a body that is not JSON without a stack trace', async () => {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/mailChimpSubscribe-footer',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/\n\s+at /);
  });
});
