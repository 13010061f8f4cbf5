// The accounts e-mails end to end: a call through the real gateway, its event through the outbox and the inbox, and
// the e-mail at a real SMTP listener.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertAdmin, insertMember, membershipApplication, sampleJpeg } from '@golightly/accounts/testing';
import { freePort } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { redeliverOnBus } from '@golightly/events/testing';
import { startSmtpListener, type SmtpListener } from '@golightly/notifications/testing';
import { IdDocumentReviewedSchema } from '@golightly/proto';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/session';
import { eventually } from '../support/eventually';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const SITE = 'https://club.example';
const ADMIN_INBOX = 'team@club.example';

const APPLY = `mutation Apply($firstName: String, $lastName: String, $email: String, $password: String, $confirmPassword: String,
  $phoneNumber: String, $countryCode: String, $gender: String, $source: String, $sourceDetail: String) {
  applyForMembership(firstName: $firstName, lastName: $lastName, email: $email, password: $password, confirmPassword: $confirmPassword,
    phoneNumber: $phoneNumber, countryCode: $countryCode, gender: $gender, source: $source, sourceDetail: $sourceDetail) { status userId }
}`;
const APPROVE = 'mutation Approve($userId: ID!) { approveMember(userId: $userId) { status } }';
const REGISTER = `mutation Register($firstName: String!, $email: String!, $gender: String!) {
  userRegister(firstName: $firstName, lastName: "Park", email: $email, password: "Wander2024x", dateOfBirth: "3-1991-9",
    referralKey: "ADAINV01", gender: $gender, intend: "travel", zipCode: "10001", phoneNumber: "+1 212 555 0199", countryCode: "US") { status errorMessage }
}`;
const CONFIRM =
  'query Confirm($token: String!, $email: String!) { EmailVerification(token: $token, email: $email) { status } }';
const SEND =
  'mutation Send($emails: String!, $personalMessage: String) { sendInvitations(emails: $emails, personalMessage: $personalMessage) { status sent } }';
const CHECK_CODE =
  'query Check($referralKey: String!, $email: String) { getValidReferralKey(referralKey: $referralKey, email: $email) { status firstName } }';
const CREATE_CO_HOST =
  'mutation CoHost($firstName: String, $lastName: String, $email: String) { createCoHost(firstName: $firstName, lastName: $lastName, email: $email) { status } }';
const RESET = `mutation Reset($email: String!, $token: String!, $password: String!, $confirmPassword: String!) {
  resetPassword(email: $email, token: $token, password: $password, confirmPassword: $confirmPassword) { status }
}`;
const HOLD =
  'mutation Hold($userId: ID!, $onHold: Boolean!) { setMemberOnHold(userId: $userId, onHold: $onHold) { status } }';
const SEND_CODE =
  'mutation Send($phoneNumber: String, $countryCode: String) { sendPhoneVerificationCode(phoneNumber: $phoneNumber, countryCode: $countryCode) { status } }';
const VERIFY_CODE = 'mutation Verify($code: String!) { verifyPhoneNumber(code: $code) { status } }';
const REVIEW =
  'mutation Review($documentId: ID!, $status: String!, $message: String) { reviewIdDocument(documentId: $documentId, status: $status, message: $message) { status } }';

const to = (email: Email) => email.to?.[0]?.address;
/** The links of an e-mail's plain text that start with `prefix`. */
const linksIn = (email: Email, prefix: string) =>
  [...(email.text ?? '').matchAll(/https?:\/\/[^\s"<>\]]+/g)].map((m) => m[0]).filter((l) => l.startsWith(prefix));

describe('the accounts e-mails reach a real mail server', () => {
  let events: TestDatabase;
  let smtp: SmtpListener;
  let stack: TestStack;
  let filesDir: string;
  let admin: Member;
  let ada: Member;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const notificationsDb = () => stack.subgraphs.services.notifications.database.db;
  const mailTo = (address: string, subject: string) =>
    smtp.waitFor((email) => to(email) === address && email.subject === subject);
  const count = (address: string, subject: string) =>
    smtp.messages.filter((email) => to(email) === address && email.subject === subject).length;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'golightly-accounts-emails-'));
    events = await createTestDatabase('events_accounts_mail', [eventLogMigrations]);
    smtp = await startSmtpListener(await freePort());
    stack = await startStack({
      env: { SMTP_URL: smtp.url, SITE_URL: SITE, ADMIN_EMAIL: ADMIN_INBOX, ACCOUNTS_FILES_DIR: filesDir },
      transportFor: (service) =>
        service === 'accounts' || service === 'notifications' ? new PostgresTransport({ url: events.url }) : undefined,
    });
    const db = accountsDb();
    await insertMember(db, KEY, {
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@example.com',
      password: 'Travel2024!',
      referralKey: 'ADAINV01',
    });
    await insertAdmin(db, KEY, { email: 'admin@golightly.test', password: 'AdminPass2024!', isSuperAdmin: true });
    admin = await stack.signIn('admin@golightly.test', 'AdminPass2024!', '198.51.100.80');
    ada = await stack.signIn('ada@example.com', 'Travel2024!', '198.51.100.81');
  });
  afterAll(async () => {
    await stack?.stop();
    await smtp?.stop();
    await events?.drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('tells an applicant her application is pending, tells the admins, and welcomes her once approved', async () => {
    const applied = await stack
      .visitor()
      .graphql<{ applyForMembership: { status: string; userId: string } }>(APPLY, membershipApplication());
    expect(applied.data?.applyForMembership.status).toBe('success');

    const pending = await mailTo('nora@example.com', 'We have received your Golightly application');
    expect(pending.text).toContain('Hi Nora,');
    expect(linksIn(pending, SITE)).toContain(`${SITE}/membership-info`);
    const notice = await mailTo(ADMIN_INBOX, 'New membership application: Nora Quinn');
    expect(notice.text).toContain('nora@example.com');
    expect(notice.text).toContain('Travel + Leisure');

    const approved = await admin.graphql(APPROVE, { userId: applied.data!.applyForMembership.userId });
    expect(approved.data).toEqual({ approveMember: { status: 'success' } });
    const welcome = await mailTo('nora@example.com', 'Welcome to Golightly: your membership is approved');
    expect(linksIn(welcome, SITE)).toContain(`${SITE}/login`);
    // She has no picture yet, so the approval also asks her for one.
    await mailTo('nora@example.com', 'Add a photo to your Golightly profile');
  });

  it('tells a member her account is on hold, and again when the hold is lifted', async () => {
    const mia = await insertMember(accountsDb(), KEY, {
      firstName: 'Mia',
      email: 'mia@example.com',
      password: 'Member2024!',
    });
    expect((await admin.graphql(HOLD, { userId: mia, onHold: true })).data).toEqual({
      setMemberOnHold: { status: 'success' },
    });
    const held = await mailTo('mia@example.com', 'Your Golightly account is on hold');
    expect(held.text).toContain('Hi Mia,');
    expect((await admin.graphql(HOLD, { userId: mia, onHold: false })).data).toEqual({
      setMemberOnHold: { status: 'success' },
    });
    await mailTo('mia@example.com', 'Your Golightly account is active again');
  });

  it('mails a member her phone code, and that code verifies her phone', async () => {
    expect((await ada.graphql(SEND_CODE, { phoneNumber: '(512) 555-0142', countryCode: 'US' })).data).toEqual({
      sendPhoneVerificationCode: { status: 'success' },
    });
    const mail = await smtp.waitFor(
      (email) =>
        to(email) === 'ada@example.com' && /^Your Golightly verification code: \d{4}$/.test(email.subject ?? ''),
    );
    expect(mail.text).toContain('ending in 0142');
    const code = /(\d{4})$/.exec(mail.subject!)![1];
    expect((await ada.graphql(VERIFY_CODE, { code })).data).toEqual({ verifyPhoneNumber: { status: 'success' } });
  });

  it("answers a man's registration with the spec's words and tells the admins", async () => {
    const { data } = await stack
      .visitor()
      .graphql(REGISTER, { firstName: 'Tom', email: 'tom@example.com', gender: 'male' });
    expect(data).toEqual({ userRegister: { status: 'success', errorMessage: null } });
    const answer = await mailTo('tom@example.com', 'Your Golightly registration');
    expect(answer.text).toContain('Unfortunately we cannot process your request at this time');
    const notice = await mailTo(ADMIN_INBOX, 'A man tried to join: Tom Park');
    expect(notice.text).toContain('tom@example.com');
  });

  it("tells the admins of a woman's sign-up, and asks her for a photo once her address is confirmed", async () => {
    const { data } = await stack
      .visitor()
      .graphql(REGISTER, { firstName: 'Zoe', email: 'zoe@example.com', gender: 'female' });
    expect(data).toEqual({ userRegister: { status: 'success', errorMessage: null } });
    const notice = await mailTo(ADMIN_INBOX, 'New member to welcome: Zoe Park');
    expect(notice.text).toContain('zoe@example.com');
    expect(count('zoe@example.com', 'Your Golightly registration')).toBe(0);

    // Once she confirms her address, she is asked for a profile photo: she has none yet.
    const confirm = await mailTo('zoe@example.com', 'Please confirm your email address');
    const link = new URL(linksIn(confirm, `${SITE}/user/verification?`)[0]!);
    const confirmed = await stack
      .visitor()
      .graphql(CONFIRM, { token: link.searchParams.get('confirm'), email: link.searchParams.get('email') });
    expect(confirmed.data).toEqual({ EmailVerification: { status: 'confirmed' } });
    const prompt = await mailTo('zoe@example.com', 'Add a photo to your Golightly profile');
    expect(linksIn(prompt, SITE)).toContain(`${SITE}/user/edit`);
  });

  it("refuses to register a member with an admin's address", async () => {
    const { data } = await stack
      .visitor()
      .graphql(REGISTER, { firstName: 'Eve', email: 'Admin@golightly.test', gender: 'female' });
    expect(data).toEqual({
      userRegister: { status: 'email', errorMessage: 'That email address is already registered' },
    });
    const applied = await stack.visitor().graphql(APPLY, membershipApplication({ email: 'admin@golightly.test' }));
    expect(applied.data).toEqual({ applyForMembership: { status: 'email', userId: null } });
    expect(await accountsDb()('users').where({ first_name: 'Eve' }).first()).toBeUndefined();
  });

  it('sends one invitation per address of a list, each with a link whose code admits that address', async () => {
    const { data } = await ada.graphql(SEND, {
      emails: 'bea@example.com, Cleo@example.com',
      personalMessage: 'Come to Lisbon with me!',
    });
    expect(data).toEqual({ sendInvitations: { status: 'success', sent: ['bea@example.com', 'cleo@example.com'] } });
    for (const address of ['bea@example.com', 'cleo@example.com']) {
      const invitation = await mailTo(address, 'Ada Okafor invites you to join Golightly');
      expect(invitation.text).toContain('Come to Lisbon with me!');
      const [link, ...others] = linksIn(invitation, `${SITE}/c/`);
      expect(others.filter((other) => other !== link)).toEqual([]);
      const match = new RegExp(`^${SITE}/c/([A-Za-z0-9]{8})/${encodeURIComponent(address)}/accept$`).exec(link!);
      expect(match, link).not.toBeNull();
      const check = await stack.visitor().graphql(CHECK_CODE, { referralKey: match![1], email: address });
      expect(check.data).toEqual({ getValidReferralKey: { status: 'success', firstName: 'Ada' } });
    }
    expect(count('bea@example.com', 'Ada Okafor invites you to join Golightly')).toBe(1);
  });

  it('sends a new co-host a set-password link, never a password, and the link sets her password', async () => {
    const { data } = await ada.graphql(CREATE_CO_HOST, {
      firstName: 'Celia',
      lastName: 'Ramos',
      email: 'celia@example.com',
    });
    expect(data).toEqual({ createCoHost: { status: 'success' } });
    const mail = await mailTo('celia@example.com', 'Ada added you as a co-host on Golightly');
    expect(mail.text).toContain('we never send passwords by email');
    const [link] = linksIn(mail, `${SITE}/password/verification?`);
    const params = new URL(link!).searchParams;
    expect(params.get('email')).toBe('celia@example.com');
    const reset = await stack.visitor().graphql(RESET, {
      email: 'celia@example.com',
      token: params.get('token'),
      password: 'CoHost2026x',
      confirmPassword: 'CoHost2026x',
    });
    expect(reset.data).toEqual({ resetPassword: { status: 'success' } });
  });

  describe('an identity document', () => {
    let documentId: string;

    it('is announced to the admins and the member hears it is under review', async () => {
      const response = await stack.gateway.inject({
        method: 'POST',
        url: '/uploads/id-proof?documentType=passport',
        remoteAddress: '198.51.100.81',
        // A real photo: uploads are decoded and re-encoded (decision 0033).
        payload: await sampleJpeg(),
        headers: { 'content-type': 'image/jpeg', cookie: `${SESSION_COOKIE}=${ada.cookie}` },
      });
      expect(response.statusCode).toBe(201);
      documentId = (response.json() as { document: { id: string } }).document.id;
      await mailTo('ada@example.com', 'We have received your ID');
      const notice = await mailTo(ADMIN_INBOX, 'ID to review: Ada Okafor');
      expect(linksIn(notice, SITE)).toContain(`${SITE}/siteadmin/id-proof`);
    });

    it("rejected with a message, mails her the admin's message and tells the admins", async () => {
      const message = 'The photo is too blurry to read your date of birth. Please upload a sharper one.';
      const { data } = await admin.graphql(REVIEW, { documentId, status: 'rejected', message });
      expect(data).toEqual({ reviewIdDocument: { status: 'success' } });
      const mail = await mailTo('ada@example.com', 'Your ID could not be verified');
      expect(mail.text).toContain('Your passport has been rejected.');
      expect(mail.text).toContain(message);
      await mailTo(ADMIN_INBOX, 'ID verification failed: Ada Okafor');
    });

    it('sends nothing twice when the review event is delivered again', async () => {
      const outbox = () => accountsDb()('outbox').where({ event_type: IdDocumentReviewedSchema.typeName });
      await eventually(async () =>
        (await outbox().whereNull('sent_at').count({ n: '*' }))[0]?.n === 0 ? true : undefined,
      );
      // As if the relay had crashed before marking the event sent: the same message reaches the bus a second time.
      // Read from accounts' outbox, sent onto the bus; nothing is written into accounts' database.
      const sent = await outbox().first('topic', 'message_key', 'envelope', 'headers');
      const bus = new PostgresTransport({ url: events.url, poolMax: 1 });
      try {
        await redeliverOnBus(bus, {
          topic: sent.topic,
          key: sent.message_key,
          value: sent.envelope,
          headers: sent.headers,
        });
      } finally {
        await bus.close();
      }
      expect(await events.db('event_log').where({ value: sent.envelope }).count({ n: '*' })).toEqual([{ n: 2 }]);
      // A later event of hers travels behind the redelivered one, so once its mail is here the redelivery was handled.
      const { data } = await admin.graphql(REVIEW, { documentId, status: 'flagged', message: '' });
      expect(data).toEqual({ reviewIdDocument: { status: 'success' } });
      await mailTo('ada@example.com', 'Your ID needs a closer look');
      expect(count('ada@example.com', 'Your ID could not be verified')).toBe(1);
      expect(count(ADMIN_INBOX, 'ID verification failed: Ada Okafor')).toBe(1);
      expect(
        await notificationsDb()('email_messages')
          .where({ recipient: 'ada@example.com', kind: 'documentRejected' })
          .count({ n: '*' }),
      ).toEqual([{ n: 1 }]);
    });
  });
});
