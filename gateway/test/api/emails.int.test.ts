import { insertMember } from '@golightly/accounts/testing';
import { freePort } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { startSmtpListener, type SmtpListener } from '@golightly/notifications/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const REGISTER = `mutation {
  userRegister(firstName: "Zoe", lastName: "Park", email: "zoe@example.com", password: "Wander2024x", dateOfBirth: "3-1991-9",
    referralKey: "ADAINV01", gender: "female", intend: "travel", zipCode: "10001", phoneNumber: "+1 212 555 0199", countryCode: "US") { status }
}`;
const VERIFY = `query Verify($token: String!, $email: String!) { EmailVerification(token: $token, email: $email) { status } }`;
const FORGOT = `mutation Forgot($email: String!) { sendForgotPassword(email: $email) { status } }`;

describe('e-mails leave from notifications over SMTP', () => {
  let events: TestDatabase;
  let smtp: SmtpListener;
  let smtpPort: number;
  let stack: TestStack;

  beforeAll(async () => {
    events = await createTestDatabase('events_mail', [eventLogMigrations]);
    smtpPort = await freePort();
    smtp = await startSmtpListener(smtpPort);
    stack = await startStack({
      env: { SMTP_URL: smtp.url, SITE_URL: 'https://club.example' },
      transportFor: (service) =>
        service === 'accounts' || service === 'notifications' ? new PostgresTransport({ url: events.url }) : undefined,
    });
    await insertMember(stack.subgraphs.services.accounts.database.db, TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Travel2024!',
      referralKey: 'ADAINV01',
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await smtp?.stop();
    await events?.drop();
  });

  it('sends a new member her confirmation link, and the link confirms her address', async () => {
    expect((await stack.visitor().graphql(REGISTER)).data).toEqual({ userRegister: { status: 'success' } });
    const mail = await smtp.waitFor((email) => email.to?.[0]?.address === 'zoe@example.com');
    expect(mail.subject).toBe('Please confirm your email address');
    expect(mail.from?.address).toBe('hello@golightly.test');
    const link = new URL(/https:\/\/club\.example\/user\/verification\?[^\s"<]+/.exec(mail.text ?? '')![0]);
    expect(link.searchParams.get('email')).toBe('zoe@example.com');
    const confirmed = await stack
      .visitor()
      .graphql(VERIFY, { token: link.searchParams.get('confirm'), email: link.searchParams.get('email') });
    expect(confirmed.data).toEqual({ EmailVerification: { status: 'confirmed' } });
    // One e-mail per event: the queue holds exactly one confirmation for her.
    const notifications = stack.subgraphs.services.notifications.database.db;
    expect(
      await notifications('email_messages')
        .where({ recipient: 'zoe@example.com', kind: 'confirmEmail' })
        .select('status'),
    ).toEqual([{ status: 'sent' }]);
  });

  it('keeps an e-mail while the mail server is down and delivers it when it is back', async () => {
    await smtp.stop();
    expect((await stack.visitor().graphql(FORGOT, { email: 'ada@example.com' })).data).toEqual({
      sendForgotPassword: { status: 'success' },
    });
    const notifications = stack.subgraphs.services.notifications.database.db;
    const failedOnce = async () =>
      notifications('email_messages').where({ kind: 'resetPassword' }).where('attempts', '>=', 1).first();
    const deadline = Date.now() + 20_000;
    let row = await failedOnce();
    while (!row && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      row = await failedOnce();
    }
    expect(row).toMatchObject({ status: 'queued', sent_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpListener(smtpPort);
    const mail = await smtp.waitFor((email) => email.subject === 'Reset your Golightly password', 45_000);
    expect(mail.to?.[0]?.address).toBe('ada@example.com');
    expect(mail.text).toMatch(/https:\/\/club\.example\/password\/verification\?token=/);
  });
});
